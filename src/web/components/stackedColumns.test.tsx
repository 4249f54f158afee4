import type { ColumnsType } from 'antd/es/table';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { stackedColumns } from './stackedColumns';

interface Row {
  name: string;
  amount: number;
  status: string;
  store: { name: string } | null;
  note: string | null;
}

const row: Row = { name: 'Rent', amount: 1500, status: 'Active', store: { name: 'Main Store' }, note: null };

const columns: ColumnsType<Row> = [
  { key: 'name', title: 'Name', dataIndex: 'name' },
  { key: 'store', title: 'Store', dataIndex: ['store', 'name'] },
  { key: 'status', title: 'Status', render: (_: unknown, r) => <b>{r.status}</b> },
  { key: 'note', title: 'Note', dataIndex: 'note' },
  { key: 'hidden', title: 'Created', dataIndex: 'name', responsive: ['md'] },
  { key: 'amount', title: 'Amount', dataIndex: 'amount', fixed: 'right', render: (v: number) => `KES ${v}` },
  { key: 'actions', title: 'Actions', render: () => <button type="button">Edit</button> },
];

const cell = (cols: ColumnsType<Row>, i: number) => {
  const col = cols[i] as { render: (v: unknown, r: Row, i: number) => React.ReactNode; dataIndex?: string };
  return renderToStaticMarkup(<div>{col.render(col.dataIndex ? row[col.dataIndex as keyof Row] : undefined, row, 0)}</div>).slice(5, -6);
};

describe('a list stacked for a phone', () => {
  it('is one cell beside the amount: the first column, the others as labelled lines, the buttons last', () => {
    const stacked = stackedColumns(columns, { aside: 'amount' });
    expect(stacked.map((c) => c.key)).toEqual(['name', 'amount']);
    const html = cell(stacked, 0);
    expect(html).toContain('Rent');
    expect(html).toMatch(/Store:.*Main Store/);
    expect(html).toMatch(/Status:.*<b>Active<\/b>/);
    // The buttons come last, with no label.
    expect(html.indexOf('<button')).toBeGreaterThan(html.indexOf('Active'));
    expect(html).not.toContain('Actions:');
    // An empty value takes no line; a column a phone hides stays hidden.
    expect(html).not.toContain('Note:');
    expect(html).not.toContain('Created:');
    // The amount keeps its own render, right-aligned and no longer pinned.
    expect(stacked[1]).toMatchObject({ align: 'right', title: 'Amount' });
    expect((stacked[1] as { fixed?: unknown }).fixed).toBeUndefined();
    expect(cell(stacked, 1)).toBe('KES 1500');
  });

  it('is the one cell when nothing is kept aside', () => {
    const stacked = stackedColumns(columns);
    expect(stacked.map((c) => c.key)).toEqual(['name']);
    expect(cell(stacked, 0)).toMatch(/Amount:.*KES 1500/);
  });
});
