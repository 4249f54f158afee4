import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BASENAME } from '../../api/runtime';
import { readJson, STORAGE_KEYS, writeJson } from '../../api/storage';
import { useSession } from '../../api/session';
import { findMenuEntry, isOpenable } from '../menu/menuTree';
import { aliasPath } from '../menu/pages';
import { closeTab, isPageTabList, openTab, type PageTab } from './tabs';

/** A browser address as the router sees it, without the app's base path. */
function pathWithinApp(pathname: string): string {
  return pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || '/' : pathname;
}

function load(key: string | null): PageTab[] {
  return key ? (readJson('local', key, isPageTabList) ?? []) : [];
}

export interface TabView extends PageTab {
  closable: boolean;
}

/** The open pages of the signed-in person, kept per person in localStorage. */
export function usePageTabs() {
  const userNo = useSession((s) => s.person?.userNo ?? null);
  const menu = useSession((s) => s.menu);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const storageKey = userNo ? `${STORAGE_KEYS.tabsPrefix}${userNo}` : null;

  const [state, setState] = useState(() => ({ key: storageKey, tabs: load(storageKey) }));
  // Another person signed in on this tab: their own tabs, read during render so nothing flashes.
  if (state.key !== storageKey) setState({ key: storageKey, tabs: load(storageKey) });

  const entry = useMemo(() => findMenuEntry(menu, pathname), [menu, pathname]);

  useEffect(() => {
    if (!entry || !isOpenable(entry.node) || aliasPath(entry.node.pageKey)) return;
    const tab: PageTab = { path: entry.path, search, titleKey: entry.node.titleKey };
    setState((s) => ({ ...s, tabs: openTab(s.tabs, tab) }));
  }, [entry, search]);

  useEffect(() => {
    if (state.key) writeJson('local', state.key, state.tabs);
  }, [state]);

  // Tabs of pages the menu no longer offers (the role changed) are not shown.
  const tabs = useMemo<TabView[]>(() => {
    const live = state.tabs
      .map((t) => {
        const e = findMenuEntry(menu, t.path);
        return e && isOpenable(e.node) ? { ...t, titleKey: e.node.titleKey } : null;
      })
      .filter((t): t is PageTab => t !== null);
    return live.map((t) => ({ ...t, closable: live.length > 1 }));
  }, [state.tabs, menu]);

  const activePath = entry?.path ?? null;

  const select = useCallback(
    (path: string) => {
      const tab = tabs.find((t) => t.path === path);
      if (tab && path !== activePath) navigate(`${tab.path}${tab.search}`);
    },
    [tabs, activePath, navigate],
  );

  const close = useCallback(
    (path: string) => {
      // The page the address already names: a tab picked a moment ago may still be loading while
      // the screen shows the one before (route changes render in a transition). Closing it must
      // still move to its neighbour.
      const addressed = findMenuEntry(menu, pathWithinApp(window.location.pathname))?.path ?? activePath;
      const result = closeTab(tabs, path, addressed ?? '');
      setState((s) => ({ ...s, tabs: result.tabs }));
      if (result.goTo) navigate(`${result.goTo.path}${result.goTo.search}`);
    },
    [tabs, activePath, navigate, menu],
  );

  return { tabs, activePath, select, close };
}
