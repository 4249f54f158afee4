import { useSyncExternalStore } from 'react';

/**
 * The navigation loading overlay (spec 000 section 2): progress climbs 5 percent every 100 ms up
 * to 95, and the overlay hides when the page has loaded or after 8 s at the latest.
 */
export const PROGRESS_STEP = 5;
export const PROGRESS_TICK_MS = 100;
export const PROGRESS_MAX = 95;
export const PROGRESS_AUTO_HIDE_MS = 8_000;

export interface ProgressState {
  active: boolean;
  percent: number;
}

let state: ProgressState = { active: false, percent: 0 };
let ticker: ReturnType<typeof setInterval> | null = null;
let hider: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function set(next: ProgressState): void {
  state = next;
  for (const l of listeners) l();
}

function stopTimers(): void {
  if (ticker) clearInterval(ticker);
  if (hider) clearTimeout(hider);
  ticker = null;
  hider = null;
}

export function startProgress(): void {
  stopTimers();
  set({ active: true, percent: 0 });
  ticker = setInterval(() => {
    const percent = Math.min(PROGRESS_MAX, state.percent + PROGRESS_STEP);
    set({ active: true, percent });
    if (percent >= PROGRESS_MAX && ticker) clearInterval(ticker);
  }, PROGRESS_TICK_MS);
  hider = setTimeout(finishProgress, PROGRESS_AUTO_HIDE_MS);
}

export function finishProgress(): void {
  stopTimers();
  if (state.active) set({ active: false, percent: 0 });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useProgress(): ProgressState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}

/** The current state, outside React. */
export function progressSnapshot(): ProgressState {
  return state;
}
