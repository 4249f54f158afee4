import { describe, expect, it } from 'vitest';
import type { RoleGroup } from '../../../../shared/actions/staff';
import { checkedKeys, selectionAfter } from './roleTree';

const fn = (funcNo: string, children: RoleGroup['funcList'] = []) => ({ funcNo, funcName: funcNo, funcNameEn: funcNo, funcDesc: '', children });
const groups: RoleGroup[] = [
  { roleGroup: 'SALES', roleName: 'Sales', roleNameEn: 'Sales', roleDesc: '', funcList: [fn('05', [fn('0501'), fn('0502')]), fn('43')] },
  { roleGroup: 'STOCK', roleName: 'Stock', roleNameEn: 'Stock', roleDesc: '', funcList: [fn('22', [fn('2201'), fn('2202')])] },
];

describe('the role selection tree', () => {
  it('keeps the leaves of a ticked parent', () => {
    expect(selectionAfter(groups, ['SALES', 'SALES:05', 'SALES:0501', 'SALES:0502', 'SALES:43'], 'SALES:05')).toEqual({ roleGroup: 'SALES', funcNos: ['0501', '0502', '43'] });
  });

  it('drops the first group when a function of another is ticked', () => {
    expect(selectionAfter(groups, ['SALES:43', 'STOCK:22', 'STOCK:2201', 'STOCK:2202'], 'STOCK:22')).toEqual({ roleGroup: 'STOCK', funcNos: ['2201', '2202'] });
  });

  it('has no group once nothing is ticked', () => {
    expect(selectionAfter(groups, [], 'SALES:43')).toEqual({ funcNos: [] });
    expect(checkedKeys({ funcNos: [] })).toEqual([]);
  });

  it('shows a selection as the keys of its leaves', () => {
    expect(checkedKeys({ roleGroup: 'SALES', funcNos: ['43'] })).toEqual(['SALES:43']);
  });
});
