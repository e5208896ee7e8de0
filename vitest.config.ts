import { defineConfig } from 'vitest/config';

// Unit and integration tests live under tests/ (one folder per top folder of the source).
// Component tests opt in to jsdom with a `// @vitest-environment jsdom` comment.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup/transport.ts', 'tests/setup/texts.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
  },
});
