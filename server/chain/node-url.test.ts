// Which hosts a plain http:// node URL may name, decided from the URL as written, before any
// connection: loopback and private addresses (the path stays on the machine or the private
// network); any other host only with CHAIN_RPC_ALLOW_HTTP=1. Remote hosts here are under the
// reserved .invalid name: nothing is resolved or reached.
import { describe, expect, it } from "vitest";
import { isLoopbackOrPrivateHost, plainHttpRefusal } from "./node-url.ts";

const hostOf = (url: string) => new URL(url).hostname;

describe("loopback and private hosts", () => {
  it.each([
    "http://127.0.0.1:8545",
    "http://127.8.9.10/",
    "http://localhost:8545",
    "http://node.localhost/",
    "http://LOCALHOST./",
    "http://[::1]:8545",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:10.1.2.3]/",
    "http://10.0.0.5:8545",
    "http://172.16.0.1/",
    "http://172.31.255.255/",
    "http://192.168.1.20:8545",
    "http://[fd12:3456::1]/",
    "http://2130706433/",
  ])("%s is loopback or private", (url) => {
    expect(isLoopbackOrPrivateHost(hostOf(url))).toBe(true);
  });

  it.each([
    "http://node.invalid/",
    "http://localhost.invalid/",
    "http://127.0.0.1.invalid/",
    "http://172.32.0.1/",
    "http://172.15.0.1/",
    "http://192.169.0.1/",
    "http://11.0.0.1/",
    "http://[::ffff:11.0.0.1]/",
    "http://[2001:db8::1]/",
    "http://geth/",
  ])("%s is neither", (url) => {
    expect(isLoopbackOrPrivateHost(hostOf(url))).toBe(false);
  });
});

describe("a plain http:// node URL", () => {
  it("is refused to a remote host, naming the variable and the way out", () => {
    expect(plainHttpRefusal("CHAIN_RPC_URL_BSC", "http://bsc-node.invalid:8545/key", false)).toMatch(
      /^CHAIN_RPC_URL_BSC is http:\/\/ to bsc-node\.invalid:8545, neither loopback nor a private address: .*use https:\/\/, or set CHAIN_RPC_ALLOW_HTTP=1/,
    );
  });

  it("never repeats the URL's path or query, where a provider's key sits", () => {
    expect(plainHttpRefusal("CHAIN_RPC_URL_ETHEREUM", "http://eth.invalid/v3/s3cret?apikey=s3cret", false)).not.toContain("s3cret");
  });

  it("is accepted to a loopback or private host, with CHAIN_RPC_ALLOW_HTTP=1, and https:// always", () => {
    expect(plainHttpRefusal("CHAIN_RPC_URL_BSC", "http://127.0.0.1:8545", false)).toBeNull();
    expect(plainHttpRefusal("CHAIN_RPC_URL_BSC", "http://10.0.0.5:8545", false)).toBeNull();
    expect(plainHttpRefusal("CHAIN_RPC_URL_BSC", "http://bsc-node.invalid:8545", true)).toBeNull();
    expect(plainHttpRefusal("CHAIN_RPC_URL_BSC", "https://bsc-node.invalid/", false)).toBeNull();
  });
});
