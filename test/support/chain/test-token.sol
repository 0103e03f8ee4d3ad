// SPDX-License-Identifier: MIT
// A minimal ERC-20 for the chain-mode tests: anyone may mint, decimals come from the
// constructor (an immutable, so it lives in the runtime code that anvil_setCode copies to the
// pinned contract addresses), and `batch` makes several Transfer logs in one transaction.
pragma solidity 0.8.28;

contract TestToken {
    uint8 public immutable decimals;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(uint8 decimals_) {
        decimals = decimals_;
    }

    function mint(address to, uint256 value) external {
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        move(msg.sender, to, value);
        return true;
    }

    function batch(address[] calldata to, uint256[] calldata value) external {
        require(to.length == value.length, "lengths differ");
        for (uint256 i = 0; i < to.length; i++) move(msg.sender, to[i], value[i]);
    }

    function move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "balance too low");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
