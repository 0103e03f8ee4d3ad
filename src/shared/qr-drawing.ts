// The QR symbol as one SVG path, built from the encoder's module matrix; the checkout and the
// portal draw it. Drawn by Preact as elements, never as markup text (the pages require Trusted
// Types and allow no innerHTML).
import { create } from "qrcode/lib/core/qrcode.js";

/** ISO/IEC 18004 asks for a quiet zone of 4 modules around the symbol. */
export const QUIET_ZONE = 4;

export interface QrDrawing {
  /** Side of the drawing in modules, quiet zone included: the SVG viewBox. */
  size: number;
  /** Dark modules as one path: each horizontal run of dark modules is one rectangle. */
  path: string;
}

export function qrDrawing(text: string): QrDrawing {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const n = modules.size;
  let path = "";
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && modules.get(row, col)) col++;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`;
    }
  }
  return { size: n + 2 * QUIET_ZONE, path };
}
