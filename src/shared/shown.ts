// A received value echoed in an error message: short, faithful, and safe to show. Used by the
// service's rules and its HTTP edge alike.
import { UNSAFE_DISPLAY_CHARACTERS } from "./display-text.ts";

const UNSAFE_GLOBAL = new RegExp(UNSAFE_DISPLAY_CHARACTERS.source, "gu");

/** A string as JSON, with bidi and C1 characters escaped too, so an echo cannot reorder the message. */
function quoted(text: string): string {
  return JSON.stringify(text).replace(UNSAFE_GLOBAL, (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`);
}

/** Longest echo of a received value in a message, and how deep into it the echo looks. */
export const SHOWN_MAX_CHARS = 80;
export const SHOWN_MAX_DEPTH = 4;

/**
 * Shortest faithful echo of a received value for an error message, in bounded time and stack:
 * the value comes from the request, so it may be nested thousands of levels deep
 * (JSON.stringify and String() recurse, and overflowed the stack into a 500). Containers past
 * SHOWN_MAX_DEPTH are shown as [...] / {...}; the walk stops once the text is long enough.
 */
export function shown(value: unknown): string {
  if (value === undefined) return "nothing";
  const parts: string[] = [];
  let length = 0;
  const full = () => length > SHOWN_MAX_CHARS;
  const put = (text: string) => {
    parts.push(text);
    length += text.length;
  };
  const walk = (item: unknown, depth: number): void => {
    if (full()) return;
    if (item === null || typeof item === "boolean" || typeof item === "number") return put(String(item));
    if (typeof item === "string") return put(quoted(item.length > SHOWN_MAX_CHARS ? item.slice(0, SHOWN_MAX_CHARS + 1) : item));
    if (Array.isArray(item)) {
      if (depth >= SHOWN_MAX_DEPTH) return put(item.length === 0 ? "[]" : "[...]");
      put("[");
      for (let i = 0; i < item.length && !full(); i++) {
        if (i > 0) put(",");
        walk(item[i], depth + 1);
      }
      return put("]");
    }
    if (typeof item === "object") {
      const keys = Object.keys(item);
      if (depth >= SHOWN_MAX_DEPTH) return put(keys.length === 0 ? "{}" : "{...}");
      put("{");
      for (let i = 0; i < keys.length && !full(); i++) {
        if (i > 0) put(",");
        put(`${quoted(keys[i] as string)}:`);
        walk((item as Record<string, unknown>)[keys[i] as string], depth + 1);
      }
      return put("}");
    }
    // Never from JSON; a bigint, function or symbol from a caller in code.
    return put(typeof item);
  };
  walk(value, 0);
  const text = parts.join("");
  return text.length > SHOWN_MAX_CHARS ? `${text.slice(0, SHOWN_MAX_CHARS - 3)}...` : text;
}
