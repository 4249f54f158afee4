import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure code, both sides) and `api` (the real app on a real database).
 * `npm run test:pg` runs the api project with DATABASE_URL pointing at PostgreSQL.
 * Browser journeys live in e2e/ and run under Playwright, never here.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['src/**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One process per worker for all its files: the app's modules load once per worker
          // instead of once per file (the suite runs about four times faster). Each file still
          // builds its own app on its own fresh database, so no state is shared between files.
          isolate: false,
        },
      },
    ],
  },
});
