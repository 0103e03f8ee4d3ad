// Preloaded (NODE_OPTIONS --require) into a service a memory test starts with --expose-gc: on
// SIGUSR2 the process collects its garbage and says so on stdout, so the test measures memory
// still held, not garbage the collector has not reached yet, and waits on the line, not on time.
process.on("SIGUSR2", () => {
  globalThis.gc();
  process.stdout.write("[gc-on-signal] collected\n");
});
