// The logger's stdout. Request lines arrive many at a time (request-lines.ts holds them in one
// buffer until it is full, another line comes, FLUSH_EVERY_MS passes or the process exits); a
// write per request line (even pino's asynchronous one, about 5 µs on the bench's machine) cost
// the order read's cached answer nearly half its throughput per core. Every other line (a start,
// a failure) is written as it comes.
//
// Each write is synchronous, as Node writes to a pipe or file on Linux and as pino does by
// default: handed to an asynchronous stream instead, each batch went through the thread pool and
// the stream's own buffering, about 3 µs of CPU a line, as much as a tenth of a cached order
// read; written at once it is a fraction of a microsecond. Only when stdout is a pipe that would
// block (a collector that does not keep up) does the rest go to pino's asynchronous stream, which
// waits for it, and every later write after it, in order.
import { writeSync } from "node:fs";
import { pino } from "pino";

/** How long a request line may wait in its buffer on a quiet service. */
const FLUSH_EVERY_MS = 250;

/** Bytes written in order, later: what takes over once stdout would block. */
export interface ByteStream {
  write(bytes: Buffer): void;
  flushSync(): void;
}

export interface StdoutWriter {
  /** Writes whole lines; `bytes` may be used again once this returns. */
  write(bytes: Buffer): void;
  /** Waits for what the later stream still holds (before the process exits). */
  flushSync(): void;
}

export interface StdoutParts {
  /** Writes from `offset` of `bytes` at once and says how many bytes it took; throws EAGAIN when it would block. */
  writeNow(bytes: Buffer, offset: number): number;
  /** The stream that takes over after the first EAGAIN. */
  openLater(): ByteStream;
}

/**
 * pino's asynchronous stream on stdout, taking bytes: a write that stopped within a character
 * leaves the rest of that character's bytes to write, and as text they would each be decoded
 * into U+FFFD. SonicBoom takes Buffers in its "buffer" mode; its type names strings only.
 */
function stdoutLater(): ByteStream {
  const stream = pino.destination({ dest: 1, sync: false, contentMode: "buffer" });
  return {
    write: (bytes) => stream.write(bytes as unknown as string),
    flushSync: () => stream.flushSync(),
  };
}

const stdoutParts: StdoutParts = {
  writeNow: (bytes, offset) => writeSync(1, bytes, offset),
  openLater: stdoutLater,
};

export function stdoutWriter(parts: StdoutParts = stdoutParts): StdoutWriter {
  let later: ByteStream | null = null;
  return {
    write(bytes) {
      if (later) {
        // The later stream keeps what it is given: a copy, for the caller's buffer is used again.
        later.write(Buffer.from(bytes));
        return;
      }
      let written = 0;
      try {
        while (written < bytes.length) written += parts.writeNow(bytes, written);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EAGAIN") return; // stdout is gone: nothing more can be written
        later = parts.openLater();
        // The count written is in bytes, and may fall inside a character: the rest stays bytes.
        later.write(Buffer.from(bytes.subarray(written)));
      }
    },
    flushSync() {
      try {
        later?.flushSync();
      } catch {
        // Not open yet, or stdout is gone: nothing more can be written.
      }
    },
  };
}

/**
 * The service's stdout: `held` (what the logger holds, its request lines) is written every
 * FLUSH_EVERY_MS and when the process exits.
 */
export function serviceStdout(held: () => void): StdoutWriter {
  const output = stdoutWriter();
  setInterval(held, FLUSH_EVERY_MS).unref();
  process.once("exit", () => {
    held();
    output.flushSync();
  });
  return output;
}
