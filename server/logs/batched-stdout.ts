// Stdout in batches: a write per request line (even pino's asynchronous one, about 5 µs on the
// bench's machine) cost the order read's cached answer nearly half its throughput per core.
// Request lines are gathered and written together, at least every FLUSH_EVERY_MS; every other
// line (a start, a failure) goes at once, and what is left is written when the process exits.
//
// A batch is written synchronously, as Node writes to a pipe or file on Linux and as pino does
// by default: handed to an asynchronous stream instead, each batch went through the thread pool
// and the stream's own buffering, about 3 µs of CPU a line, as much as a tenth of a cached
// order read; written at once it is a fraction of a microsecond. Only when stdout is a pipe that
// would block (a collector that does not keep up) does the rest go to pino's asynchronous
// stream, which waits for it, and every later batch after it, in order.
import { writeSync } from "node:fs";
import { pino } from "pino";

/** Lines gathered in one buffer of this many bytes before they are handed to stdout. */
const BATCH_BYTES = 64 * 1024;
/** How long a request line may wait in the batch on a quiet service. */
const FLUSH_EVERY_MS = 250;
/** The most bytes one UTF-16 code unit takes in UTF-8: what a line may need, before it is measured. */
const MAX_BYTES_PER_UNIT = 3;

/** Bytes written in order, later: what takes over once stdout would block. */
export interface ByteStream {
  write(bytes: Buffer): void;
  flushSync(): void;
}

export interface BatchedOutput {
  write(line: string): void;
  /** Lines already encoded, written at once after the batch: `bytes` may be used again once this returns. */
  writeBytes(bytes: Uint8Array): void;
  flush(): void;
  flushSync(): void;
}

export interface BatchedOutputParts {
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

const stdoutParts: BatchedOutputParts = {
  writeNow: (bytes, offset) => writeSync(1, bytes, offset),
  openLater: stdoutLater,
};

export function batchedOutput(parts: BatchedOutputParts = stdoutParts): BatchedOutput {
  let later: ByteStream | null = null;
  // Each line is encoded into the batch's buffer as it comes: gathered as one string instead,
  // the batch was copied whole once to flatten it and again to encode it.
  const batch = Buffer.allocUnsafe(BATCH_BYTES);
  let used = 0;
  const send = (bytes: Buffer) => {
    if (later) {
      // The later stream keeps what it is given: a copy, for the batch's buffer is used again.
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
  };
  const handOver = () => {
    if (used === 0) return;
    const bytes = batch.subarray(0, used);
    used = 0;
    send(bytes);
  };
  const flushSync = () => {
    handOver();
    try {
      later?.flushSync();
    } catch {
      // Not open yet, or stdout is gone: nothing more can be written.
    }
  };
  return {
    write(line) {
      if (used + line.length * MAX_BYTES_PER_UNIT > BATCH_BYTES) {
        handOver();
        // A line longer than a batch goes on its own.
        if (line.length * MAX_BYTES_PER_UNIT > BATCH_BYTES) {
          send(Buffer.from(line));
          return;
        }
      }
      used += batch.write(line, used, "utf8");
    },
    writeBytes(bytes) {
      // Written as they are, after what the batch holds: copied into the batch instead, the
      // request lines were moved once more on their way out (send() copies what it keeps).
      handOver();
      send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
    },
    flush: handOver,
    flushSync,
  };
}

/**
 * The service's stdout: batched, handed over every FLUSH_EVERY_MS and when the process exits,
 * each time after `before` (what the logger still holds) has written what it holds.
 */
export function batchedStdout(before: () => void = () => {}): BatchedOutput {
  const output = batchedOutput();
  setInterval(() => {
    before();
    output.flush();
  }, FLUSH_EVERY_MS).unref();
  process.once("exit", () => {
    before();
    output.flushSync();
  });
  return output;
}
