import { getNav, type MenuNode } from '../../../shared/actions/menu';
import { sessionAction } from '../../http/action';

/**
 * getNav answers the menu tree already filtered for the person's role (ARCHITECTURE.md section 4):
 * an entry needs its funcNo held, and a group at least one visible child. A subscription entry is
 * listed with or without a plan, marked `subscription`: without one, opening it shows the dialog
 * that sends the person to the plans (spec 000 section 4), and its actions refuse (MMCP3211).
 */
export const menuActions = [
  sessionAction(getNav, {}, async (_input, ctx) => {
    const [entries, funcs] = await Promise.all([
      ctx.db.selectFrom('menu_entries').selectAll().orderBy('sort_order').orderBy('id').execute(),
      ctx.db.selectFrom('role_functions').select('func_no').where('role_id', '=', ctx.session.roleId).execute(),
    ]);
    const held = new Set(funcs.map((f) => f.func_no));
    const nodes = new Map<string, MenuNode>();
    for (const e of entries) {
      if (e.func_no && !held.has(e.func_no)) continue;
      nodes.set(e.id, {
        id: e.id,
        parentId: e.parent_id,
        path: e.path,
        pageKey: e.page_key,
        titleKey: e.title_key,
        icon: e.icon,
        order: e.sort_order,
        hidden: e.hidden === 'Y',
        funcNo: e.func_no,
        transTypId: e.trans_typ_id,
        subscription: e.subscription === 'Y',
        webLink: e.web_link,
        children: [],
      });
    }
    const roots: MenuNode[] = [];
    for (const node of nodes.values()) {
      if (node.parentId === null) roots.push(node);
      else nodes.get(node.parentId)?.children.push(node);
    }
    return { menuList: prune(roots) };
  }),
];

/** Drops groups (entries without a page) that are left with nothing to open. */
function prune(list: MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of list) {
    const children = prune(node.children);
    if (!node.pageKey && !node.webLink && !children.some((c) => !c.hidden)) continue;
    out.push({ ...node, children });
  }
  return out;
}
