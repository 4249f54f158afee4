import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../shared/actions/menu';
import { findMenuEntry, flattenMenu, hasAssignableMenu, litMenuNode, safeWebLink, visibleMenu, withReaderLanguage } from './menuTree';

function node(over: Partial<MenuNode> & Pick<MenuNode, 'id' | 'path'>): MenuNode {
  return {
    parentId: null,
    pageKey: null,
    titleKey: `menu.${over.id}`,
    icon: null,
    order: 0,
    hidden: false,
    funcNo: null,
    transTypId: null,
    subscription: false,
    webLink: null,
    children: [],
    ...over,
  };
}

const tree: MenuNode[] = [
  node({
    id: 'setting',
    path: '/setting',
    order: 2,
    children: [
      node({ id: 'audit', path: 'auditTrail', pageKey: 'setting.auditTrail', order: 2 }),
      node({ id: 'stores', path: '/setting/storeManagement', pageKey: 'setting.storeManagement', order: 1 }),
    ],
  }),
  node({ id: 'home', path: '/home', pageKey: 'home', order: 1 }),
  node({ id: 'profile', path: '/account/accountProfile', pageKey: 'account.profile', hidden: true, order: 9 }),
  node({ id: 'empty', path: '/empty', order: 3, children: [node({ id: 'x', path: 'x', hidden: true, pageKey: 'x' })] }),
];

describe('menu tree', () => {
  it('flattens in menu order with absolute paths', () => {
    expect(flattenMenu(tree).map((e) => e.path)).toEqual([
      '/home',
      '/setting',
      '/setting/storeManagement',
      '/setting/auditTrail',
      '/empty',
      '/empty/x',
      '/account/accountProfile',
    ]);
  });

  it('finds an entry by path with its parents', () => {
    const entry = findMenuEntry(tree, '/setting/auditTrail/');
    expect(entry?.node.pageKey).toBe('setting.auditTrail');
    expect(entry?.ancestors.map((a) => a.id)).toEqual(['setting']);
  });

  it('lights the page itself, or for a hidden page the page above it, never a group', () => {
    const withDetail: MenuNode[] = [
      node({
        id: 'finance',
        path: '/finance',
        children: [
          node({
            id: 'transfer',
            path: 'transfer',
            pageKey: 'finance.transfer',
            children: [node({ id: 'details', path: 'details', pageKey: 'finance.transfer.details', hidden: true })],
          }),
        ],
      }),
    ];
    const lit = (path: string) => {
      const entry = findMenuEntry(withDetail, path);
      return entry ? (litMenuNode(entry)?.id ?? null) : undefined;
    };
    expect(lit('/finance/transfer')).toBe('transfer');
    expect(lit('/finance/transfer/details')).toBe('transfer');
    expect(lit('/finance')).toBeNull();
    expect(litMenuNode(findMenuEntry(tree, '/account/accountProfile')!)).toBeNull();
  });

  it('finds hidden entries too', () => {
    expect(findMenuEntry(tree, '/account/accountProfile')?.node.id).toBe('profile');
  });

  it('leaves hidden entries and empty groups out of the side menu', () => {
    expect(visibleMenu(tree).map((n) => n.id)).toEqual(['home', 'setting']);
  });

  it('knows when nothing can be opened', () => {
    expect(hasAssignableMenu(tree)).toBe(true);
    expect(hasAssignableMenu([])).toBe(false);
    expect(hasAssignableMenu(null)).toBe(false);
  });

  it('frames http and https links only', () => {
    expect(safeWebLink('https://example.com/a')).toBe('https://example.com/a');
    expect(safeWebLink('javascript:alert(1)')).toBeNull();
    expect(safeWebLink('not a url')).toBeNull();
  });

  it("gives a framed page the reader's language as lang, unless its address sets one", () => {
    expect(withReaderLanguage('http://127.0.0.1:4173/Merchant/mini/vat-calculator.html', 'zh-CN')).toBe('http://127.0.0.1:4173/Merchant/mini/vat-calculator.html?lang=zh-CN');
    expect(withReaderLanguage('https://example.co.ke/x?a=1#top', 'en-US')).toBe('https://example.co.ke/x?a=1&lang=en-US#top');
    expect(withReaderLanguage('https://example.co.ke/x?a=1&lang=sw#top', 'en-US')).toBe('https://example.co.ke/x?a=1&lang=sw#top');
  });
});
