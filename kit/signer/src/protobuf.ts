// The few protobuf wire types a TRON transaction's `raw` needs, written by hand so the signer
// carries no protobuf runtime or generated code: varints (int64 fields and the enum of the
// contract's type) and length-delimited fields (bytes, strings and embedded messages). proto3
// leaves a field at its default (0, empty) out of the bytes, and java-tron hashes exactly what
// it would have written, so the writers below leave such fields out too.

/** A varint: 7 bits a byte, least significant first, the high bit saying another byte follows. */
export function varint(value: bigint): Uint8Array {
  // int64 fields in these messages are never negative (amounts, times, limits); a negative one
  // would be ten bytes of two's complement, and would mean a bug upstream.
  if (value < 0n) throw new RangeError(`a protobuf varint here is never negative; got ${value}`);
  const out: number[] = [];
  let rest = value;
  do {
    const low = Number(rest & 0x7fn);
    rest >>= 7n;
    out.push(rest > 0n ? low | 0x80 : low);
  } while (rest > 0n);
  return Uint8Array.from(out);
}

const key = (field: number, wireType: 0 | 2) => varint(BigInt((field << 3) | wireType));

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A varint field (int64, int32, enum); absent when zero, as proto3 writes it. */
export function intField(field: number, value: bigint): Uint8Array {
  return value === 0n ? new Uint8Array() : concat([key(field, 0), varint(value)]);
}

/** A length-delimited field (bytes, string, embedded message); absent when empty, as proto3 writes it. */
export function bytesField(field: number, bytes: Uint8Array): Uint8Array {
  return bytes.length === 0 ? new Uint8Array() : concat([key(field, 2), varint(BigInt(bytes.length)), bytes]);
}
