import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'site/**/*.test.ts', 'bench/*.test.ts'],
    testTimeout: 30_000,
    // The files of a run share their worker's process instead of each importing the engine's modules again: half
    // the time of the unit tests. A file must leave no global changed (stubs are undone in its afterAll).
    isolate: false,
  },
});
