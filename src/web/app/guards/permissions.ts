import { useCallback } from 'react';
import { catalogueText } from '../../i18n';
import { clientRuntime } from '../../api/runtime';
import { type FuncEntry, getSession, useSession } from '../../api/session';

/**
 * Function checks for buttons (spec 000 section 6): with no session or an empty list, every check
 * passes; otherwise the funcNo must be in the role's list. The server checks again, always.
 */
export function checkFunc(functions: readonly FuncEntry[] | null, funcNo: string): boolean {
  if (!functions || functions.length === 0) return true;
  return functions.some((f) => f.funcNo === funcNo);
}

export function hasFunc(funcNo: string): boolean {
  const { token, functions } = getSession();
  return !token || checkFunc(functions, funcNo);
}

/** For a click handler: true when allowed, else the 'no permission' warning and false. */
export function requireFunc(funcNo: string): boolean {
  if (hasFunc(funcNo)) return true;
  clientRuntime().toast('warning', catalogueText('MMCP0403'), 'no-permission');
  return false;
}

export function useFunctions() {
  const token = useSession((s) => s.token);
  const functions = useSession((s) => s.functions);
  const has = useCallback(
    (funcNo: string) => !token || checkFunc(functions, funcNo),
    [token, functions],
  );
  return { functions, has, require: requireFunc };
}
