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
        },
      },
    ],
  },
});
