// LOG_FORMAT=pretty: each of pino's JSON lines as one short line for a person (time, level,
// message, then the request's fields or the error), without a second package to install.

const SHOWN_FIRST = new Set(["level", "time", "msg", "err"]);

export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof entry.time === "string" ? entry.time.slice(11, 23) : "";
  const level = String(entry.level ?? "info").toUpperCase();
  const fields = Object.entries(entry)
    .filter(([key]) => !SHOWN_FIRST.has(key))
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" ");
  const err = typeof entry.err === "string" ? `\n${entry.err}` : "";
  return `${time} ${level} ${String(entry.msg ?? "")}${fields ? ` ${fields}` : ""}${err}\n`;
}
