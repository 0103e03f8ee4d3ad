// "Open in wallet" on phones: real links, one per wallet that supports the asset, opened in
// the top window on the payer's tap (an iframe without a sandbox may navigate it then; custom
// schemes die inside iframes and in-app webviews, https universal links survive). Shown only
// on touch screens by CSS: on a desktop a phone wallet's link leads nowhere useful.
import { useT } from "../lib/i18n.ts";
import type { WalletId, WalletLink } from "../lib/wallet-links.ts";
import { WalletIcon } from "./icons.tsx";

const NAMES: Record<Exclude<WalletId, "eip681">, string> = { metamask: "MetaMask", trust: "Trust Wallet" };

export function WalletLinks(props: { wallets: WalletLink[]; tron: boolean }) {
  const t = useT();
  if (props.wallets.length === 0) return null;
  // A disclosure: one 44 px row in the 760 px budget until the payer opens it, and it opens
  // without the script too.
  return (
    <details class="wallets">
      <summary class="button button-tonal wallets-summary">
        <WalletIcon />
        <span>{t("openInWallet")}</span>
      </summary>
      <ul class="wallet-list">
        {props.wallets.map((link) => (
          <li key={link.wallet}>
            <a class="button button-tonal wallet-link" href={link.href} target="_top" rel="noopener noreferrer" data-wallet={link.wallet}>
              {link.wallet === "eip681" ? t("otherWallet") : NAMES[link.wallet]}
            </a>
          </li>
        ))}
        {props.tron && <li class="hint wallets-note">{t("tronLinkNote")}</li>}
      </ul>
    </details>
  );
}
