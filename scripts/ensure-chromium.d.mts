// Types for scripts/ensure-chromium.mjs, so playwright.config.ts can import it under `tsc --noEmit`.
export const CHROMIUM_HELP: string;
export function findChromium(): string | undefined;
export function ensureChromium(): string;
