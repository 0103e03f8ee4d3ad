// The portal's English for two-factor's setup beyond the shared table: the QR code's name and
// the recovery codes' file. Loaded with the merchant's screens (through lib/chunk-i18n.ts).
const twoFactor = {
  twoFactorQr: "QR code of the setup link, for your authenticator app",
  recoveryCodesSavedHint: "Hides the codes for good. Two-factor stays on.",
  recoveryCodesDownload: "Download as a text file",
  recoveryCodesFile: "Recovery codes for your merchant portal account. Each signs you in once in place of an authenticator code.",
} as const;

export type TwoFactorMessageKey = keyof typeof twoFactor;
export default twoFactor as Record<TwoFactorMessageKey, string>;
