import { Flex, Table, type TableProps, Typography } from 'antd';
import type { ColumnType, ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { usePhone } from './usePhone';

interface StackOptions {
  /** The column kept beside the stack, at the right: the amount a row is about. */
  aside?: string;
  /** The column that holds the row's buttons: last in the stack, without a label. */
  actions?: string;
}

function cellOf<T>(column: ColumnType<T>, record: T, index: number): ReactNode {
  const path = column.dataIndex;
  let value: unknown = record;
  if (path !== undefined && path !== null) {
    for (const key of Array.isArray(path) ? path : [path]) value = (value as Record<string | number, unknown> | null | undefined)?.[key as string | number];
  } else {
    value = undefined;
  }
  if (column.render) {
    const out = column.render(value, record, index);
    // A render may answer antd's { children, props } cell form.
    return out !== null && typeof out === 'object' && 'children' in (out as object) && 'props' in (out as object) ? (out as { children: ReactNode }).children : (out as ReactNode);
  }
  return value === null || value === undefined ? null : String(value);
}

/** Whether a column is shown on a phone's screen at all (antd `responsive` naming no xs hides it there). */
function shownOnPhone<T>(column: ColumnType<T>): boolean {
  return !column.responsive || column.responsive.includes('xs');
}

/**
 * A list's columns as a phone shows them: one cell that stacks the first column, then each other
 * column as a 'Title: value' line, then the row's buttons; beside it the `aside` column (the
 * amount). Nothing is then off the screen to the right. Columns a phone hides (`responsive`
 * without xs) stay hidden; grouped columns are not supported.
 */
export function stackedColumns<T>(columns: ColumnsType<T>, { aside, actions = 'actions' }: StackOptions = {}): ColumnsType<T> {
  const plain = (columns as ColumnType<T>[]).filter(shownOnPhone);
  const [first, ...rest] = plain.filter((c) => c.key !== aside);
  if (!first) return columns;
  const asideColumn = plain.find((c) => c.key === aside);
  const lines = rest.filter((c) => c.key !== actions);
  const buttons = rest.find((c) => c.key === actions);
  const stack: ColumnType<T> = {
    key: String(first.key ?? 'row'),
    title: typeof first.title === 'function' ? null : first.title,
    render: (_: unknown, record: T, index: number) => (
      <Flex vertical gap={2} align="start" style={{ minWidth: 0 }}>
        <div>{cellOf(first, record, index)}</div>
        {lines.map((c) => {
          const value = cellOf(c, record, index);
          if (value === null || value === undefined || value === '') return null;
          return (
            <Flex key={String(c.key)} gap={6} wrap align="center" style={{ fontSize: 13 }}>
              {c.title && typeof c.title !== 'function' ? <Typography.Text type="secondary">{c.title}:</Typography.Text> : null}
              <span>{value}</span>
            </Flex>
          );
        })}
        {buttons ? (
          <div className="bz-stacked-actions">
            {cellOf(buttons, record, index)}
          </div>
        ) : null}
      </Flex>
    ),
  };
  if (!asideColumn) return [stack];
  const { fixed: _fixed, width: _width, ...asideRest } = asideColumn;
  return [stack, { ...asideRest, align: 'right' }];
}

/**
 * A list (antd Table) that shows each row stacked on a phone (`stackedColumns`: one cell beside
 * the `stack.aside` amount, no sideways scroll) and as its columns elsewhere.
 */
export function ListTable<T extends object>({ stack, columns, scroll, size, ...props }: TableProps<T> & { stack?: StackOptions }) {
  const phone = usePhone();
  if (!phone) return <Table<T> {...props} size={size} columns={columns} scroll={scroll} />;
  return <Table<T> {...props} size="small" columns={columns && stackedColumns(columns, stack)} />;
}
