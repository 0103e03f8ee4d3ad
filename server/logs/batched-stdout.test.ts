// When stdout would block part-way through a batch, the rest goes to the asynchronous stream as
// the bytes that were not written: a write that stopped inside a multi-byte character must not
// leave that character's other bytes to be decoded, alone, into U+FFFD.
import { describe, expect, it } from "vitest";
import { batchedOutput, type ByteStream } from "./batched-stdout.ts";

function wouldBlock(): NodeJS.ErrnoException {
  return Object.assign(new Error("EAGAIN: resource temporarily unavailable, write"), { code: "EAGAIN" });
}

/** A stdout that takes `first` bytes at once, then would block; what it and the later stream received. */
function stdoutBlockingAfter(first: number) {
  const now: Buffer[] = [];
  const later: Buffer[] = [];
  let blocked = false;
  const parts = {
    writeNow(bytes: Buffer, offset: number) {
      if (blocked) throw wouldBlock();
      blocked = true;
      now.push(Buffer.from(bytes.subarray(offset, offset + first)));
      return first;
    },
    openLater(): ByteStream {
      return { write: (bytes: Buffer) => void later.push(Buffer.from(bytes)), flushSync: () => {} };
    },
  };
  return { parts, received: () => Buffer.concat([...now, ...later]) };
}

describe("the batched stdout when the pipe would block", () => {
  it("hands the unwritten bytes on whole when the write stopped inside a character", () => {
    const line = '{"msg":"paiement reçu: 25 € — 支付"}\n';
    // "ç" is two bytes and "€" three: the write stops after the first byte of "€".
    const cut = Buffer.from(line).indexOf(Buffer.from("€")) + 1;
    const stdout = stdoutBlockingAfter(cut);
    const output = batchedOutput(stdout.parts);
    output.write(line);
    output.flush();
    expect(stdout.received().toString("utf8")).toBe(line);
    expect(stdout.received().toString("utf8")).not.toContain("\uFFFD");
  });

  it("sends the batches after the first block to the later stream, in order", () => {
    const stdout = stdoutBlockingAfter(3);
    const output = batchedOutput(stdout.parts);
    output.write("ünïcödé one\n");
    output.flush();
    output.write("two 支付\n");
    output.flushSync();
    expect(stdout.received().toString("utf8")).toBe("ünïcödé one\ntwo 支付\n");
  });
});

describe("the batched stdout's batches", () => {
  function recording() {
    const writes: Buffer[] = [];
    const parts = {
      writeNow(bytes: Buffer, offset: number) {
        writes.push(Buffer.from(bytes.subarray(offset)));
        return bytes.length - offset;
      },
      openLater(): ByteStream {
        throw new Error("stdout never blocks here");
      },
    };
    return { parts, writes };
  }

  it("writes whole lines in order, each batch at most 64 KiB, multi-byte characters intact", () => {
    const stdout = recording();
    const output = batchedOutput(stdout.parts);
    const lines = Array.from({ length: 3_000 }, (_, i) => `{"msg":"paiement reçu ${i}: 25 € — 支付"}\n`);
    for (const line of lines) output.write(line);
    output.flushSync();
    expect(stdout.writes.length).toBeGreaterThan(1);
    for (const bytes of stdout.writes) {
      expect(bytes.length).toBeLessThanOrEqual(64 * 1024);
      expect(bytes.at(-1)).toBe(0x0a);
    }
    expect(Buffer.concat(stdout.writes).toString("utf8")).toBe(lines.join(""));
  });

  it("writes a line longer than a batch on its own, after what came before it", () => {
    const stdout = recording();
    const output = batchedOutput(stdout.parts);
    const long = `${"é".repeat(40_000)}\n`;
    output.write("first\n");
    output.write(long);
    output.write("last\n");
    output.flushSync();
    expect(stdout.writes.map((bytes) => bytes.toString("utf8"))).toEqual(["first\n", long, "last\n"]);
  });

  it("writes encoded lines after the batch before them, in order, keeping nothing of the caller's buffer", () => {
    const stdout = recording();
    const output = batchedOutput(stdout.parts);
    const reused = Buffer.from("encoded ünï\n");
    output.write("first\n");
    output.writeBytes(reused);
    reused.fill(0x2d); // the caller's buffer, used again: what was written stays
    output.write("then\n");
    const big = Buffer.from(`${"支".repeat(30_000)}\n`);
    output.writeBytes(big);
    output.flushSync();
    expect(stdout.writes.map((bytes) => bytes.toString("utf8"))).toEqual(["first\n", "encoded ünï\n", "then\n", big.toString("utf8")]);
  });
});
