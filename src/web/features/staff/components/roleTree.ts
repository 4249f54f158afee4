import type { RoleFunction, RoleGroup } from '../../../../shared/actions/staff';

/**
 * The role selection tree's rules, apart from its rendering (spec 001 section 5): one role group
 * at a time; a parent ticks all its children. Tree keys are `group:funcNo`, a group's own key is
 * `group`.
 */
export interface RoleSelection {
  roleGroup?: string;
  funcNos: string[];
}

export const keyOf = (group: string, funcNo: string) => `${group}:${funcNo}`;

function leaves(list: RoleFunction[]): string[] {
  return list.flatMap((f) => (f.children.length ? leaves(f.children) : [f.funcNo]));
}

/** The leaves a selection shows ticked. */
export function checkedKeys(selection: RoleSelection): string[] {
  return selection.roleGroup ? selection.funcNos.map((f) => keyOf(selection.roleGroup!, f)) : [];
}

/**
 * The selection after a tick: only the group of the node just ticked stays (ticking in another
 * group drops the first one), and only leaves are kept (a parent stands for its children).
 */
export function selectionAfter(groups: RoleGroup[], checked: string[], clickedKey: string): RoleSelection {
  const group = clickedKey.split(':')[0]!;
  const def = groups.find((g) => g.roleGroup === group);
  if (!def) return { funcNos: [] };
  const offered = new Set(leaves(def.funcList));
  const funcNos = checked.filter((k) => k.startsWith(`${group}:`)).map((k) => k.slice(group.length + 1)).filter((f) => offered.has(f));
  return funcNos.length ? { roleGroup: group, funcNos } : { funcNos: [] };
}
