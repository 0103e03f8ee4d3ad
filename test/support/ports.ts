// Loopback ports for the processes a test or a bench starts: one the kernel picks, or two
// consecutive ones (a service and its demo site, which listens on the next port) from a range
// of the suite's own, so that suites running side by side never reach for the same ones.
import { createServer } from "node:net";

/** A port nothing listens on now: the kernel's pick for port 0, released for the caller to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** Hands out two free consecutive ports at a time from `first` to `last`, round and round. */
export function portPairs(first: number, last: number): () => Promise<number> {
  let next = first;
  return async () => {
    for (let tries = 0; tries <= (last - first) / 2; tries++) {
      const port = next;
      next = port + 3 > last ? first : port + 2;
      if ((await portFree(port)) && (await portFree(port + 1))) return port;
    }
    throw new Error(`no two free consecutive ports in ${first}-${last}`);
  };
}
