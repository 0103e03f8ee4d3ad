// The QR symbol drawn as SVG elements, the one drawing the checkout and the portal share: dark
// modules on a white square that includes the quiet zone, in both themes (a scanner wants the
// contrast the code was made with). data-qr-value is the payload, for tests to read. Each page
// brings the drawing its own way (prerendered, or from the encoder's chunk once it is here).
import type { JSX } from "preact";
import type { QrDrawing } from "./qr-drawing.ts";

export function QrSvg(props: { drawing: QrDrawing; value: string; label: string; class: string }): JSX.Element {
  const { size, path } = props.drawing;
  return (
    <svg
      class={props.class}
      data-qr-value={props.value}
      role="img"
      aria-label={props.label}
      viewBox={`0 0 ${size} ${size}`}
      xmlns="http://www.w3.org/2000/svg"
      shape-rendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
