import { useCallback, useRef, useState } from 'react';
import type { Person } from '../../../api/session';
import { type BusinessDraft, readDraft, saveDraft } from '../draft';

/**
 * The draft of the signed-in person, written to sessionStorage at once on every change (a screen
 * often navigates right after saving).
 */
export function useBusinessDraft(person: Person) {
  const ref = useRef<BusinessDraft | null>(null);
  ref.current ??= readDraft(person.userNo);
  const [draft, setDraft] = useState(ref.current);
  const update = useCallback((patch: Partial<BusinessDraft>) => {
    const next = { ...(ref.current as BusinessDraft), ...patch };
    ref.current = next;
    saveDraft(next);
    setDraft(next);
    return next;
  }, []);
  return [draft, update] as const;
}
