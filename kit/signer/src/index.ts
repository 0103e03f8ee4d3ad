// The signer's library entry: what the command is built from, for an operator who scripts it.
export { accountPath, type Family, type FamilyKeys, signerAt, walletKeys } from "./derive.ts";
export { type FeeMarket, type FeePlan, feePlan, isStuck, replacementFields } from "./evm-fees.ts";
export { createEvmNode, type EvmNode } from "./evm-node.ts";
export { FeeGuard, payPayouts, type PayOptions, type PayResult } from "./pay.ts";
export { keysMismatch } from "./keys-check.ts";
export { mnemonicToSeed, validateMnemonic } from "./mnemonic.ts";
export { type MnemonicSecret, type PrivateKeySecret, readMnemonicFile, readPrivateKeyFile, type Secret, SecretRefused } from "./secret.ts";
export {
  ChainAddress,
  ChainAddressList,
  ChainKey,
  ChainKeys,
  createServiceClient,
  PAYOUT_STATES,
  Payout,
  PayoutItem,
  PayoutLinks,
  PayoutList,
  PayoutState,
  type PayoutToPay,
  payoutToPay,
  type ServiceClient,
  ServiceRefused,
} from "./service.ts";
export { assetsOn, NATIVE_COIN, SWEEP_ASSETS, type SweepAsset } from "./sweep-assets.ts";
export {
  type GasSource,
  type LeftBehind,
  NATIVE_TRANSFER_GAS,
  planSweep,
  type SweepAddress,
  type SweepInput,
  type SweepPlan,
  type SweepStep,
  unitsOf,
} from "./sweep-plan.ts";
export { planText, sweep, type SweepOptions, SweepRefused, type SweepSummary, summaryText } from "./sweep.ts";
export { tronAddressBytes, tronAddressOf } from "./tron-address.ts";
export { xpubText } from "./xpub.ts";
