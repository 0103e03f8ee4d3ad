// LOG_FORMAT: json (one JSON object a line, for a log collector) or pretty (one short line for a
// person at a terminal). Unset: pretty when stdout is a terminal, JSON otherwise, so a service
// under a supervisor or in a container logs for machines without being told to.
import { z } from "zod";

export const LogFormat = z.enum(["json", "pretty"]);
export type LogFormat = z.infer<typeof LogFormat>;

export function readLogFormat(env: Record<string, string | undefined>, stdoutIsTerminal: boolean): LogFormat {
  const text = env.LOG_FORMAT;
  if (text === undefined || text === "") return stdoutIsTerminal ? "pretty" : "json";
  const parsed = LogFormat.safeParse(text);
  if (!parsed.success) throw new Error(`LOG_FORMAT=${text} is not a log format: use json (for a log collector) or pretty (for a terminal)`);
  return parsed.data;
}
