// When stdout would block part-way through a write, the rest goes to the asynchronous stream as
// the bytes that were not written: a write that stopped inside a multi-byte character must not
// leave that character's other bytes to be decoded, alone, into U+FFFD.
import { describe, expect, it } from "vitest";
import { type ByteStream, stdoutWriter } from "./stdout.ts";

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

describe("the logger's stdout when the pipe would block", () => {
  it("hands the unwritten bytes on whole when the write stopped inside a character", () => {
    const line = '{"msg":"paiement reçu: 25 € — 支付"}\n';
    // "ç" is two bytes and "€" three: the write stops after the first byte of "€".
    const cut = Buffer.from(line).indexOf(Buffer.from("€")) + 1;
    const stdout = stdoutBlockingAfter(cut);
    const output = stdoutWriter(stdout.parts);
    output.write(Buffer.from(line));
    expect(stdout.received().toString("utf8")).toBe(line);
    expect(stdout.received().toString("utf8")).not.toContain("\uFFFD");
  });

  it("sends the writes after the first block to the later stream, in order, copied", () => {
    const stdout = stdoutBlockingAfter(3);
    const output = stdoutWriter(stdout.parts);
    output.write(Buffer.from("ünïcödé one\n"));
    const reused = Buffer.from("two 支付\n");
    output.write(reused);
    reused.fill(0x2d); // the caller's buffer, used again: what was handed on stays
    output.flushSync();
    expect(stdout.received().toString("utf8")).toBe("ünïcödé one\ntwo 支付\n");
  });
});

describe("the logger's stdout", () => {
  it("writes each buffer whole, as many writes as stdout takes", () => {
    const writes: Buffer[] = [];
    const output = stdoutWriter({
      writeNow(bytes, offset) {
        const taken = Math.min(5, bytes.length - offset); // a pipe that takes a little at a time
        writes.push(Buffer.from(bytes.subarray(offset, offset + taken)));
        return taken;
      },
      openLater(): ByteStream {
        throw new Error("stdout never blocks here");
      },
    });
    output.write(Buffer.from("first ünï\n"));
    output.write(Buffer.from("second\n"));
    expect(Buffer.concat(writes).toString("utf8")).toBe("first ünï\nsecond\n");
  });
});
