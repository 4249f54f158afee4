import { Flex, Spin, Tree, type TreeDataNode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoleFunction } from '../../../../shared/actions/staff';
import { useRoleList } from '../api';
import { checkedKeys, keyOf, type RoleSelection, selectionAfter } from './roleTree';

function title(name: string, nameEn: string, desc: string) {
  return (
    <Flex vertical>
      <span>
        {name}
        {nameEn !== name && <Typography.Text type="secondary"> ({nameEn})</Typography.Text>}
      </span>
      {desc && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {desc}
        </Typography.Text>
      )}
    </Flex>
  );
}

function nodes(group: string, list: RoleFunction[]): TreeDataNode[] {
  return list.map((f) => ({
    key: keyOf(group, f.funcNo),
    title: title(f.funcName, f.funcNameEn, f.funcDesc),
    children: f.children.length ? nodes(group, f.children) : undefined,
  }));
}

/**
 * The role selection tree (spec 000 section 6): role groups, each with functions and
 * sub-functions showing a name, the English name and a description. One group at a time; a
 * parent ticks its children. Controlled: sits in a Form.Item. `readOnly` shows a selection whole
 * (its nodes are not disabled: antd leaves disabled nodes out of a parent's ticked state).
 */
export function RoleTree({ value, onChange, readOnly = false }: { value?: RoleSelection; onChange?: (next: RoleSelection) => void; readOnly?: boolean }) {
  const { i18n } = useTranslation();
  const roles = useRoleList(i18n.language);
  if (!roles.data) return <Spin />;
  // Read-only, only the member's group is shown.
  const groups = readOnly ? roles.data.list.filter((g) => g.roleGroup === value?.roleGroup) : roles.data.list;
  const treeData: TreeDataNode[] = groups.map((g) => ({
    key: g.roleGroup,
    title: title(g.roleName, g.roleNameEn, g.roleDesc),
    children: nodes(g.roleGroup, g.funcList),
  }));
  return (
    <Tree
      checkable
      selectable={false}
      defaultExpandAll={readOnly}
      defaultExpandedKeys={value?.roleGroup ? [value.roleGroup] : groups.slice(0, 1).map((g) => g.roleGroup)}
      checkedKeys={checkedKeys(value ?? { funcNos: [] })}
      treeData={treeData}
      onCheck={(checked, info) => {
        if (readOnly) return;
        const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
        onChange?.(selectionAfter(groups, keys, String(info.node.key)));
      }}
    />
  );
}
