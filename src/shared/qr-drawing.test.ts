import { describe, expect, it } from "vitest";
import { create } from "qrcode/lib/core/qrcode.js";
import { QUIET_ZONE, qrDrawing } from "./qr-drawing.ts";

/** Paints the path back onto a grid, to compare with the encoder's own matrix. */
function paint(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [x, y, w] = [Number(match[1]), Number(match[2]), Number(match[3])];
    expect(Number(match[4])).toBe(w);
    for (let i = 0; i < w; i++) grid[y]![x + i] = true;
  }
  return grid;
}

describe("qrDrawing", () => {
  it.each(["TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", "ethereum:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed@1?value=1500000000000000000"])(
    "draws exactly the encoder's dark modules inside a 4-module quiet zone (%s)",
    (text) => {
      const { modules } = create(text, { errorCorrectionLevel: "M" });
      const drawing = qrDrawing(text);
      expect(drawing.size).toBe(modules.size + 2 * QUIET_ZONE);
      const grid = paint(drawing.path, drawing.size);
      for (let y = 0; y < drawing.size; y++) {
        for (let x = 0; x < drawing.size; x++) {
          const inside = y >= QUIET_ZONE && x >= QUIET_ZONE && y < drawing.size - QUIET_ZONE && x < drawing.size - QUIET_ZONE;
          const expected = inside ? Boolean(modules.get(y - QUIET_ZONE, x - QUIET_ZONE)) : false;
          expect(grid[y]![x]).toBe(expected);
        }
      }
    },
  );
});
