// A response body read as text, at most `maxBytes` of it: read chunk by chunk and given up as
// soon as it passes the cap, so a feed that answers without end (or with a huge body) costs
// this process no more than the cap.
export async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? "");
  const refused = () => new Error(`the exchange-rate feed's body is larger than ${maxBytes} bytes`);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw refused();
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw refused();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
