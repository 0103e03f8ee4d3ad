// The QR encoder is the largest single piece of the page (~8 KB gzip), so it is its own chunk.
// On a page the service rendered, the service drew the code too (PrerenderedQr), and the
// encoder is fetched only if the payload ever changes; a page booted without the service's
// first screen loads it at once, beside the order request.
import { signal } from "@preact/signals";
import { createContext } from "preact";
import type { QrDrawing } from "../../shared/qr-drawing.ts";

/** A drawing made ahead of time, by the service, for one payload. */
export type PrerenderedDrawing = QrDrawing & { value: string };

export const PrerenderedQr = createContext<PrerenderedDrawing | null>(null);

export type QrEncoder = (text: string) => QrDrawing;

/** Null until the encoder chunk has loaded. */
export const qrEncoder = signal<QrEncoder | null>(null);

let pending: Promise<QrEncoder | null> | null = null;

/** Starts (or joins) the load; a failed load is retried on the next call. */
export function loadQrEncoder(): Promise<QrEncoder | null> {
  pending ??= import("../../shared/qr-drawing.ts").then(
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
