import { defineConfig } from 'vitest/config';

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/api/test/**/*.test.ts'],
    environment: 'node',
    globalSetup: [`apps/api/test/global-setup-${db}.ts`],
    env: { SAUDA_TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is single-threaded WASM: two files at once is what 2 cores can carry.
    maxWorkers: 2,
    // Test files of a worker share its module cache: each file builds its own app on its own
    // database, so nothing but the compiled modules is shared, and the ~150 s the PGlite lane spent
    // importing the app afresh for every file (of 440 s) is gone. Module-level state a file relies on
    // (the image process, caches keyed by random ids) must therefore not assume a fresh start.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/contracts/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      apiProject('api-pglite', 'pglite'),
      apiProject('api-postgres', 'postgres'),
    ],
  },
});
