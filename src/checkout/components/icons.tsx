// Small inline SVG icons: no font, no request, crisp at any zoom. All are decoration beside a
// visible label (aria-hidden); colour follows the text (currentColor) except the brand marks.
import type { JSX } from "preact";

function Icon(props: { children: JSX.Element | JSX.Element[]; class?: string; size?: number }) {
  const size = props.size ?? 20;
  return (
    <svg
      class={`icon ${props.class ?? ""}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {props.children}
    </svg>
  );
}

export const CopyIcon = () => (
  <Icon>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </Icon>
);

export const DoneIcon = () => (
  <Icon>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
);

export const ExternalIcon = () => (
  <Icon size={16} class="icon-external">
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
);

/** Points back: mirrored in right-to-left languages by CSS (.icon-back). */
export const BackIcon = () => (
  <Icon class="icon-back">
    <path d="M15 18l-6-6 6-6" />
  </Icon>
);

export const WalletIcon = () => (
  <Icon>
    <path d="M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6" />
    <path d="M17 13.5h.01" />
  </Icon>
);

export const WarningIcon = () => (
  <Icon size={18} class="icon-warning">
    <path d="M12 3 2 20h20L12 3zM12 10v4M12 17h.01" />
  </Icon>
);

export const GlobeIcon = () => (
  <Icon size={18}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
);

/** Brand colours of each asset's mark; a recognisable shape inside, drawn in white. */
const MARKS: Record<string, { color: string; glyph: JSX.Element }> = {
  USDT: { color: "#26a17b", glyph: <path d="M7.5 8h9v2.2h-3.3V17h-2.4v-6.8H7.5z" fill="#fff" /> },
  USDC: {
    color: "#2775ca",
    glyph: (
      <path
        d="M14.6 9.3c-.4-.9-1.3-1.4-2.6-1.4-1.6 0-2.6.8-2.6 2 0 2.8 5.4 1.5 5.4 4.3 0 1.2-1.1 2-2.8 2-1.4 0-2.4-.6-2.8-1.6M12 6.5v11"
        stroke="#fff"
        stroke-width="1.6"
        fill="none"
        stroke-linecap="round"
      />
    ),
  },
  ETH: { color: "#627eea", glyph: <path d="M12 4.5 7.5 12 12 14.7 16.5 12zM7.5 12.9 12 19.5l4.5-6.6L12 15.6z" fill="#fff" /> },
  BNB: {
    color: "#f0b90b",
    glyph: (
      <path
        d="m12 6.2 1.8 1.8-1.8 1.8L10.2 8zM8 10.2 9.8 12 8 13.8 6.2 12zm8 0 1.8 1.8-1.8 1.8-1.8-1.8zm-4 4 1.8 1.8-1.8 1.8-1.8-1.8zm0-4 1.8 1.8-1.8 1.8-1.8-1.8z"
        fill="#fff"
      />
    ),
  },
  BUSD: { color: "#f0b90b", glyph: <path d="m12 6.5 5.5 5.5-5.5 5.5L6.5 12z" fill="none" stroke="#fff" stroke-width="2" /> },
  TRX: { color: "#eb0029", glyph: <path d="M6.5 7 18 9.3 11.3 18zm2 1.2 3 8 1.1-5.7zm4.8 2.7-1 5.2 4.4-5.8z" fill="#fff" /> },
};

/** The asset's mark (USDT, ETH…), with the network's own coin as a small badge for tokens. */
export function AssetMark(props: { currency: string; network?: string }) {
  const mark = MARKS[props.currency] ?? { color: "#6b7280", glyph: <circle cx="12" cy="12" r="4" fill="#fff" /> };
  const badge = props.network ? MARKS[props.network] : undefined;
  return (
    <span class="asset-mark" aria-hidden="true">
      <svg width="32" height="32" viewBox="0 0 24 24" focusable="false" aria-hidden="true">
        <circle cx="12" cy="12" r="12" fill={mark.color} />
        {mark.glyph}
      </svg>
      {badge && (
        <svg class="asset-badge" width="16" height="16" viewBox="0 0 24 24" focusable="false" aria-hidden="true">
          <circle cx="12" cy="12" r="12" fill={badge.color} stroke="#fff" stroke-width="2.5" />
          {badge.glyph}
        </svg>
      )}
    </span>
  );
}
