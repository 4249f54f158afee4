import { useCallback, useEffect, useRef, useState } from 'react';
import { QueryTransferOrdSts } from '../../shared/actions/money';
import { callAction } from '../api/client';
import { readJson, writeJson } from '../api/storage';

/**
 * A payment on its review, kept for this tab (sessionStorage) so that a reload finds it there again,
 * with its form behind it (send money, pay by code, bills). `kept` is what this tab kept, when
 * `accept` takes it (the same link, tab or page); `keep(value)` writes it while the review is on
 * screen and `keep(null)` forgets it; leaving the page forgets it too (a reload leaves no page:
 * React runs no clean-up then).
 *
 * Once, on arrival, `restore` puts the form back and the order's status is asked: if it no longer
 * waits for the PIN, `gone` is called with its number when it was paid (or is on its way, or held)
 * meanwhile, to open its result, and with null when it failed. Only a definite answer counts: a
 * network hiccup keeps the review (its pay step answers for itself).
 *
 *   const { kept, keep } = useKeptReview(STORAGE_KEYS.billReview, isKept, (k) => k.prefill === link, {
 *     ordNoOf: (k) => k.pre.ordNo,
 *     restore: (k) => form.setFieldsValue(k.values),
 *     gone: (paid) => { setPre(null); if (paid) onPaid(paid); },
 *   });
 */
export function useKeptReview<T>(
  key: string,
  guard: (v: unknown) => v is T,
  accept: (kept: T) => boolean,
  on: { ordNoOf: (kept: T) => string; restore: (kept: T) => void; gone: (paidOrdNo: string | null) => void },
): { kept: T | null; keep: (value: T | null) => void } {
  const [kept] = useState(() => {
    const found = readJson('session', key, guard);
    return found && accept(found) ? found : null;
  });
  // The callbacks of the render that arrived: the check runs once, whatever renders after.
  const arrival = useRef(on);
  useEffect(() => {
    if (!kept) return;
    const { ordNoOf, restore, gone } = arrival.current;
    restore(kept);
    callAction(QueryTransferOrdSts, { ordNo: ordNoOf(kept) }, { hideError: true })
      .then((o) => {
        if (o.status !== 'U') gone(o.status === 'F' ? null : o.ordNo);
      })
      .catch(() => {});
  }, [kept]);
  useEffect(() => () => writeJson('session', key, null), [key]);
  const keep = useCallback((value: T | null) => writeJson('session', key, value), [key]);
  return { kept, keep };
}
