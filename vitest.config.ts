import { defineConfig } from 'vitest/config';

/**
 * API test files that never use the lane's database (PDFs, courier adapters against their fakes, the
 * embedded database's own thread): they run once, in the PGlite lane, not again on PostgreSQL.
 */
const NO_LANE_DATABASE = [
  'apps/api/test/documents.test.ts',
  'apps/api/test/embedded-thread.test.ts',
  'apps/api/test/couriers/{catalogue,http,leopards,mnp,postex,tcs,transport}.test.ts',
];

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/api/test/**/*.test.ts'],
    ...(db === 'postgres' ? { exclude: ['**/node_modules/**', ...NO_LANE_DATABASE] } : {}),
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
