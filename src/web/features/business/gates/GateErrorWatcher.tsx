import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isActionError } from '../../../api/errors';
import { gateOfRefusal } from './gateDecision';
import { useGateDialog } from './useGateDialog';

/**
 * Shows the subscription or KYC dialog whenever a query or mutation is refused with MMCP3211 or
 * MMCP3210 (spec 000 section 4), so pages need no code of their own for it. Pages that call
 * outside TanStack Query use `useGateDialog` with `gateOfRefusal` directly.
 */
export function GateErrorWatcher() {
  const queryClient = useQueryClient();
  const showGate = useGateDialog();
  useEffect(() => {
    const onError = (error: unknown) => {
      if (!isActionError(error)) return;
      const gate = gateOfRefusal(error.code, error.envelope);
      if (gate) showGate(gate);
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, showGate]);
  return null;
}
