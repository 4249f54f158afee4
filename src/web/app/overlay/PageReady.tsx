import { type ReactNode, useEffect } from 'react';
import { finishProgress } from './navProgress';

/** Wraps a routed page: once it has mounted (its chunk loaded), the loading overlay ends. */
export function PageReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    finishProgress();
  }, []);
  return children;
}
