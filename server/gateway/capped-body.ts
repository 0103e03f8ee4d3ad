// An upstream answer's body, read only up to a limit: a hostile or broken upstream that sends
// an endless or huge body would otherwise grow the gateway's memory by whatever it sends. Past
// the limit (announced by Content-Length or reached while reading) the exchange is aborted.
export const DEFAULT_MAX_UPSTREAM_BODY_BYTES = 1024 * 1024;

/** The body as text, or null when it is longer than `limit` bytes (then the exchange is aborted). */
export async function cappedText(res: Response, limit: number, abort: AbortController): Promise<string | null> {
  const announced = Number(res.headers.get("content-length") ?? "");
  if (Number.isFinite(announced) && announced > limit) {
    abort.abort();
    return null;
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      abort.abort();
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total).toString("utf8");
}
