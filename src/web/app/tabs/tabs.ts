/**
 * Page tabs (spec 000 section 2): opening a page adds a tab; closing the current tab moves to its
 * neighbour (the one to the right, else the left); the last tab stays. Pure functions, so the
 * rules are tested without a browser.
 */
export interface PageTab {
  /** The page's path, the tab's identity. */
  path: string;
  /** The query string last seen on that page, restored when the tab is chosen again. */
  search: string;
  /** The menu entry's title key, for the label before the menu has loaded. */
  titleKey: string;
}

export const MAX_TABS = 20;

export function openTab(tabs: readonly PageTab[], tab: PageTab): PageTab[] {
  const at = tabs.findIndex((t) => t.path === tab.path);
  if (at >= 0) {
    const current = tabs[at]!;
    if (current.search === tab.search && current.titleKey === tab.titleKey) return [...tabs];
    return tabs.map((t, i) => (i === at ? tab : t));
  }
  const next = [...tabs, tab];
  // Past the limit the oldest tab goes, never the one being opened.
  return next.length > MAX_TABS ? next.slice(next.length - MAX_TABS) : next;
}

export interface CloseResult {
  tabs: PageTab[];
  /** Where to go when the closed tab was the current one; null to stay. */
  goTo: PageTab | null;
}

export function closeTab(tabs: readonly PageTab[], path: string, activePath: string): CloseResult {
  const at = tabs.findIndex((t) => t.path === path);
  if (at < 0 || tabs.length <= 1) return { tabs: [...tabs], goTo: null };
  const rest = tabs.filter((_, i) => i !== at);
  if (path !== activePath) return { tabs: rest, goTo: null };
  const neighbour = tabs[at + 1] ?? tabs[at - 1] ?? null;
  return { tabs: rest, goTo: neighbour };
}

export function isPageTabList(v: unknown): v is PageTab[] {
  return (
    Array.isArray(v) &&
    v.every(
      (t) =>
        typeof t === 'object' &&
        t !== null &&
        typeof (t as PageTab).path === 'string' &&
        typeof (t as PageTab).search === 'string' &&
        typeof (t as PageTab).titleKey === 'string',
    )
  );
}
