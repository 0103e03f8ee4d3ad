// Reads the QR the way a wallet would: from pixels. The svg element is screenshotted, padded
// with a white quiet zone (the decoder wants one even if the page draws its own) and decoded.
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { Locator } from "playwright/test";

const PAD = 40;

/**
 * @param darkOnLight only accept dark modules on a light background, as every wallet reads
 *   them (a decoder that inverts would hide a light-on-dark QR in the dark theme)
 */
export async function decodeQr(element: Locator, { darkOnLight = false } = {}): Promise<string> {
  await element.scrollIntoViewIfNeeded();
  return decodeQrPng(await element.screenshot({ animations: "disabled" }), { darkOnLight });
}

/** The same, from a PNG of the svg however it was taken (the journeys' drivers, test/journeys). */
export function decodeQrPng(png: Buffer, { darkOnLight = false } = {}): string {
  const shot = PNG.sync.read(png);
  const padded = new PNG({ width: shot.width + 2 * PAD, height: shot.height + 2 * PAD });
  padded.data.fill(255);
  PNG.bitblt(shot, padded, 0, 0, shot.width, shot.height, PAD, PAD);
  const pixels = new Uint8ClampedArray(padded.data.buffer, padded.data.byteOffset, padded.data.length);
  const code = jsQR(pixels, padded.width, padded.height, { inversionAttempts: darkOnLight ? "dontInvert" : "attemptBoth" });
  if (!code) throw new Error(`no QR code found in a ${shot.width}x${shot.height} screenshot of the svg`);
  return code.data;
}
