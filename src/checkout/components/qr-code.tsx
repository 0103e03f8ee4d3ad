// The QR code (drawn by the shared QrSvg, dark on white in both themes) and its caption.
// Until the encoder chunk is there, a blank square of the same size (the same .qr-svg box)
// holds the place, so nothing moves when the code appears. The caption is a sibling of the
// drawing, not a figcaption, so that on a phone the layout can set it beside the code, in the
// address column, instead of spending a line of the 800 px frame under it.
import { useContext, useEffect, useMemo } from "preact/hooks";
import { QrSvg } from "../../shared/qr-svg.tsx";
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
      {drawing ? <QrSvg class="qr-svg" drawing={drawing} value={props.value} label={props.label} /> : <div class="qr-svg qr-placeholder" />}
      <p class="qr-caption">{props.caption}</p>
    </div>
  );
}
