// Two files in one worker, one after the other, as the suite runs them (isolate false): the
// first stubs fetch and an environment variable in its last test, the second reads both at its
// import and in its beforeAll. Run by test/setup/undo-stubs.test.ts, with and without the setup
// file that puts stubs back at a file's end. The files run in the order of their names.
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["*.fixture.ts"],
    setupFiles: process.env.WITHOUT_UNDO_STUBS === "1" ? [] : ["../undo-stubs.ts"],
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    maxWorkers: 1,
    fileParallelism: false,
    sequence: { sequencer: ByName },
  },
});
