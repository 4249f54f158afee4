import { describe, expect, it } from 'vitest';
import { closeTab, isPageTabList, MAX_TABS, openTab, type PageTab } from './tabs';

const tab = (path: string, search = ''): PageTab => ({ path, search, titleKey: `t${path}` });
const home = tab('/home');
const profile = tab('/account/accountProfile');
const stores = tab('/setting/storeManagement');
const audit = tab('/setting/auditTrail');

describe('page tabs', () => {
  it('adds a tab when a page opens', () => {
    expect(openTab([home], stores).map((t) => t.path)).toEqual(['/home', stores.path]);
  });

  it('does not add a page twice but remembers its latest query', () => {
    const tabs = openTab([home, audit], tab(audit.path, '?event=LOGIN'));
    expect(tabs).toHaveLength(2);
    expect(tabs[1]?.search).toBe('?event=LOGIN');
  });

  it('takes the query of a page loaded in full and keeps the tab where it was', () => {
    // Saved tabs read back on start, then the address bar's page with its own query.
    const saved = [home, tab(stores.path, '?storeName=Main'), audit];
    const tabs = openTab(saved, tab(stores.path, '?storeName=Westlands'));
    expect(tabs.map((t) => `${t.path}${t.search}`)).toEqual([
      home.path,
      `${stores.path}?storeName=Westlands`,
      audit.path,
    ]);
  });

  it('drops the oldest tab past the limit', () => {
    let tabs: PageTab[] = [];
    for (let i = 0; i <= MAX_TABS; i++) tabs = openTab(tabs, tab(`/p${i}`));
    expect(tabs).toHaveLength(MAX_TABS);
    expect(tabs[0]?.path).toBe('/p1');
    expect(tabs.at(-1)?.path).toBe(`/p${MAX_TABS}`);
  });

  it('moves to the right-hand neighbour when the current tab closes', () => {
    const r = closeTab([home, profile, stores, audit], profile.path, profile.path);
    expect(r.goTo?.path).toBe(stores.path);
    expect(r.tabs.map((t) => t.path)).toEqual([home.path, stores.path, audit.path]);
  });

  it('moves to the neighbour with the query it was left with', () => {
    const detail = tab('/setting/storeManagement/showStore', '?storeId=store-westlands');
    const r = closeTab([home, profile, detail], profile.path, profile.path);
    expect(r.goTo).toEqual(detail);
  });

  it('moves to the left-hand neighbour when the current tab is the last one on the right', () => {
    const r = closeTab([home, profile, stores, audit], audit.path, audit.path);
    expect(r.goTo?.path).toBe(stores.path);
  });

  it('stays put when another tab closes', () => {
    const r = closeTab([home, profile, stores], home.path, stores.path);
    expect(r.goTo).toBeNull();
    expect(r.tabs).toHaveLength(2);
  });

  it('keeps the last tab', () => {
    const r = closeTab([home], home.path, home.path);
    expect(r.tabs).toEqual([home]);
    expect(r.goTo).toBeNull();
  });

  it('reads back only a well-formed saved list', () => {
    expect(isPageTabList([home])).toBe(true);
    expect(isPageTabList([{ path: '/x' }])).toBe(false);
    expect(isPageTabList('nope')).toBe(false);
  });
});
