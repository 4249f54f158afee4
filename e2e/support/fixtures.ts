import { test as base } from '@playwright/test';
import { dataDirFor } from './dataDir.mjs';
import { Outbox } from './outbox';

/** A Kenyan mobile number nobody has registered on this run's server: 7 and 8 digits. */
export function freshPhone(): string {
  return `7${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** An ID number for a new registration (1 to 9 digits). */
export function freshIdNo(): string {
  return String(10_000_000 + Math.floor(Math.random() * 89_999_999));
}

/** The journeys' test: Playwright's, plus the outbox of the server the project runs against. */
export const test = base.extend<{ outbox: Outbox }>({
  outbox: async ({ baseURL }, use) => {
    const port = new URL(baseURL ?? 'http://localhost').port;
    await use(new Outbox(dataDirFor(port)));
  },
});

export { expect } from '@playwright/test';
