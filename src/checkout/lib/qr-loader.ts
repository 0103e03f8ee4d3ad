// The QR encoder is the largest single piece of the page (~8 KB gzip), so it is its own chunk:
// main.tsx starts loading it at once, in parallel with the order request, and the QR appears
// the moment both have arrived. Keeps first-load JS well inside the 40 KB budget.
import { signal } from "@preact/signals";
import type { QrDrawing } from "./qr-matrix.ts";

export type QrEncoder = (text: string) => QrDrawing;

/** Null until the encoder chunk has loaded. */
export const qrEncoder = signal<QrEncoder | null>(null);

let pending: Promise<QrEncoder | null> | null = null;

/** Starts (or joins) the load; a failed load is retried on the next call. */
export function loadQrEncoder(): Promise<QrEncoder | null> {
  pending ??= import("./qr-matrix.ts").then(
    (module) => {
      qrEncoder.value = module.qrDrawing;
      return module.qrDrawing;
    },
    () => {
      pending = null;
      return null;
    },
  );
  return pending;
}
