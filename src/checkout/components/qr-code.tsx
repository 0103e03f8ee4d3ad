// The QR code as SVG elements: dark modules on a white square that includes the 4-module
// quiet zone, in both themes (scanners want dark on light). data-qr-value is the payload.
// Until the encoder chunk is there, a blank square of the same size (the same .qr-svg box)
// holds the place, so nothing moves when the code appears. The caption is a sibling of the
// drawing, not a figcaption, so that on a phone the layout can set it beside the code, in the
// address column, instead of spending a line of the 800 px frame under it.
import { useContext, useEffect, useMemo } from "preact/hooks";
import { loadQrEncoder, PrerenderedQr, qrEncoder } from "../lib/qr-loader.ts";

export function QrCode(props: { value: string; label: string; caption: string }) {
  const prerendered = useContext(PrerenderedQr);
  const ready = prerendered && prerendered.value === props.value ? prerendered : null;
  const encode = qrEncoder.value;
  useEffect(() => {
    if (!ready && !encode) void loadQrEncoder();
  }, [ready, encode]);
  const drawing = useMemo(() => ready ?? (encode ? encode(props.value) : null), [ready, encode, props.value]);
  return (
    <div class="qr">
      {drawing ? (
        <svg
          class="qr-svg"
          data-qr-value={props.value}
          role="img"
          aria-label={props.label}
          viewBox={`0 0 ${drawing.size} ${drawing.size}`}
          xmlns="http://www.w3.org/2000/svg"
          shape-rendering="crispEdges"
        >
          <rect width={drawing.size} height={drawing.size} fill="#ffffff" />
          <path d={drawing.path} fill="#000000" />
        </svg>
      ) : (
        <div class="qr-svg qr-placeholder" />
      )}
      <p class="qr-caption">{props.caption}</p>
    </div>
  );
}
