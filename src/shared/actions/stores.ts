import { z } from 'zod';
import { pagedOutput, pagingInput } from '../protocol/paging';
import { ruleMessage } from '../rules/message';
import { contract, empty } from './contract';
import { storeSummary } from './identity';

export { storeSummary, type StoreSummary } from './identity';

export const QueryStoreList = contract(
  'QueryStoreList',
  pagingInput.extend({ storeName: z.string().trim().max(60).optional() }),
  pagedOutput(storeSummary).extend({ mercId: z.string(), currentStoreId: z.string().nullable() }),
);

export const ChangeStore = contract(
  'ChangeStore',
  z.object({ storeId: z.string().trim().min(1, ruleMessage('REQUIRED')).max(40) }),
  z.object({ currentStore: storeSummary }),
);

export const queryStoreFront = contract(
  'queryStoreFront',
  empty,
  z.object({ storeId: z.string(), mshpSts: z.enum(['0', '1']) }),
);

export const updateStoreFront = contract(
  'updateStoreFront',
  z.object({ mshpSts: z.enum(['0', '1'], { message: ruleMessage('INVALID_VALUE') }) }),
  z.object({ storeId: z.string(), mshpSts: z.enum(['0', '1']) }),
);
