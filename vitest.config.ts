import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'site/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
