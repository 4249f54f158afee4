import {
  QryMerRolFuncList,
  QryUserInformation,
  QueryMercInfo,
} from '../../../shared/actions/identity';
import { getNav } from '../../../shared/actions/menu';
import { QueryStoreList } from '../../../shared/actions/stores';
import type { CallOptions } from '../../api/client';
import { callAction } from '../../api/client';
import { type FuncEntry, getSession, personHasBusiness, updateSession } from '../../api/session';
import { loadGlobalSettings } from '../../features/globalization/settings';

/** How many stores the session keeps at hand; the store switcher searches beyond them. */
const SESSION_STORES = 100;

/** A session loaded this recently (just signed in) is not fetched again on entering the shell. */
const FRESH_MS = 30_000;
let loadedAt = 0;

export function sessionIsFresh(now = Date.now()): boolean {
  return now - loadedAt < FRESH_MS;
}

/** What the caller already knows: a login answer's merchantId, or the saved snapshot. */
export interface SessionHint {
  /** true: load the business calls at once; false or unknown: ask who the person is first. */
  hasBusiness?: boolean;
}

/**
 * Everything the shell needs about the signed-in person, fetched after login and on reload:
 * who they are, the business, their functions, their menu and the stores. A person without a
 * business yet gets only the first: the business calls would answer MMCP1040.
 */
export async function loadSessionData(
  options: CallOptions = {},
  hint: SessionHint = {},
): Promise<void> {
  const personCall = callAction(QryUserInformation, {}, options);
  if (hint.hasBusiness !== true) {
    const person = await personCall;
    if (!personHasBusiness(person)) {
      updateSession({
        person,
        business: null,
        functions: null,
        menu: [],
        stores: [],
        storesTotal: 0,
        currentStoreId: null,
      });
      loadedAt = Date.now();
      return;
    }
  }
  // The role function list is loaded once business setup is done (spec 000 section 4).
  const functionsCall = personCall.then(
    (person): Promise<FuncEntry[] | null> =>
      person.businessSetupStatus === 'Y'
        ? callAction(QryMerRolFuncList, {}, options).then((r) => r.merRolFuncList)
        : Promise.resolve(null),
  );
  const [person, business, functions, nav, stores] = await Promise.all([
    personCall,
    callAction(QueryMercInfo, {}, options),
    functionsCall,
    callAction(getNav, {}, options),
    callAction(QueryStoreList, { pageNum: 1, pageSize: SESSION_STORES }, options),
    // The business's date display and language, before anything shows a date.
    loadGlobalSettings(options),
  ]);
  updateSession({
    person,
    business,
    functions,
    menu: nav.menuList,
    stores: stores.list,
    storesTotal: stores.total,
    currentStoreId: stores.currentStoreId ?? business.currentStore?.storeId ?? null,
  });
  loadedAt = Date.now();
}

/** Who the person is again (after a profile change), leaving the rest of the session as it is. */
export async function refreshPerson(options: CallOptions = {}): Promise<void> {
  const person = await callAction(QryUserInformation, {}, options);
  updateSession({ person });
}

/** After a store change: the business (its current store) and the store list again. */
export async function refreshBusiness(options: CallOptions = {}): Promise<void> {
  const [business, stores] = await Promise.all([
    callAction(QueryMercInfo, {}, options),
    callAction(QueryStoreList, { pageNum: 1, pageSize: SESSION_STORES }, options),
  ]);
  updateSession({
    business,
    stores: stores.list,
    storesTotal: stores.total,
    currentStoreId:
      stores.currentStoreId ?? business.currentStore?.storeId ?? getSession().currentStoreId,
  });
}
