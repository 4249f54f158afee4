import type { MenuNode } from '../../../shared/actions/menu';

/** One menu entry with its absolute path and the entries above it (for breadcrumbs). */
export interface MenuEntry {
  node: MenuNode;
  path: string;
  ancestors: MenuNode[];
}

export function normalizePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const compact = withSlash.replace(/\/{2,}/g, '/');
  return compact.length > 1 ? compact.replace(/\/$/, '') : compact;
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return normalizePath(child);
  return normalizePath(`${parent}/${child}`);
}

function byOrder(a: MenuNode, b: MenuNode): number {
  return a.order - b.order;
}

/** Every entry of the tree, hidden ones included, depth first in menu order. */
export function flattenMenu(tree: readonly MenuNode[]): MenuEntry[] {
  const out: MenuEntry[] = [];
  const walk = (nodes: readonly MenuNode[], parentPath: string, ancestors: MenuNode[]) => {
    for (const node of [...nodes].sort(byOrder)) {
      const path = joinPath(parentPath, node.path);
      out.push({ node, path, ancestors });
      walk(node.children, path, [...ancestors, node]);
    }
  };
  walk(tree, '/', []);
  return out;
}

/** The entry whose path is the given one (trailing slashes and case of the host ignored). */
export function findMenuEntry(tree: readonly MenuNode[] | null, pathname: string) {
  if (!tree) return null;
  const wanted = normalizePath(pathname);
  return flattenMenu(tree).find((e) => e.path === wanted) ?? null;
}

/**
 * The side menu entry that lights up for a page: the page itself, or for a hidden page (a detail
 * or an edit form) the nearest page above it that the menu shows. A group is never lit (it only
 * opens); nothing when no shown page is above.
 */
export function litMenuNode(entry: { node: MenuNode; ancestors: MenuNode[] }): MenuNode | null {
  const chain = [...entry.ancestors, entry.node];
  const firstHidden = chain.findIndex((n) => n.hidden);
  const shown = firstHidden === -1 ? chain : chain.slice(0, firstHidden);
  const last = shown.at(-1);
  return last && isOpenable(last) ? last : null;
}

/** Entries a person can open: those with a page or a web link. */
export function isOpenable(node: MenuNode): boolean {
  return node.pageKey !== null || node.webLink !== null;
}

/**
 * The tree as the side menu shows it: hidden entries left out, and groups that end up with nothing
 * to open dropped.
 */
export function visibleMenu(tree: readonly MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of [...tree].sort(byOrder)) {
    if (node.hidden) continue;
    const children = visibleMenu(node.children);
    if (children.length === 0 && !isOpenable(node)) continue;
    out.push({ ...node, children });
  }
  return out;
}

/** Whether the person has anything at all to open from the side menu. */
export function hasAssignableMenu(tree: readonly MenuNode[] | null): boolean {
  return tree !== null && visibleMenu(tree).length > 0;
}

/** A web link that may be shown in a frame: http and https only. */
export function safeWebLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A framed page's address with the reader's language as `lang` (en-US or zh-CN), so the page can
 * speak it: the mini apps this app serves do (docs/areas/home.md). An address that sets its own
 * `lang` keeps it: the provider chose it.
 */
export function withReaderLanguage(src: string, locale: string): string {
  const url = new URL(src);
  if (url.searchParams.has('lang')) return src;
  url.searchParams.set('lang', locale);
  return url.href;
}
