import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { column, DataTable, type ColumnDef } from './data-table.tsx';

type Row = { id: string; name: string; qty: number };
const rows: Row[] = [
  { id: 'a', name: 'Lawn suit', qty: 3 },
  { id: 'b', name: 'Dupatta', qty: 0 },
];
const columns: ColumnDef<Row>[] = [
  column('name', 'Name', (r) => r.name, {
    rowHeader: true,
    headerClassName: 'pl-5',
    cellClassName: 'cell-name',
  }),
  column('qty', 'Qty', (r) => r.qty, {
    ariaSort: 'descending',
    cellClassName: (r) => (r.qty === 0 ? 'text-red-700' : 'text-ink'),
  }),
];

const html = (props: Partial<Parameters<typeof DataTable<Row>>[0]>) =>
  renderToStaticMarkup(
    createElement(DataTable<Row>, { data: rows, columns, getRowId: (r) => r.id, ...props }),
  );

describe('DataTable', () => {
  it('renders semantic markup with each column’s classes', () => {
    const out = html({ rowProps: (r) => ({ className: 'row', 'data-id': r.id }) });
    expect(out).toContain('<th scope="col" class="pl-5">Name</th>');
    expect(out).toContain('<th scope="col" aria-sort="descending">Qty</th>');
    expect(out).toContain('<tr class="row" data-id="a"><th scope="row" class="cell-name">Lawn suit</th>');
    expect(out).toContain('<td class="text-red-700">0</td>');
    expect(out).toContain('<td class="text-ink">3</td>');
  });

  it('shows skeleton rows spanning every column while loading with no rows', () => {
    const out = html({ data: [], loading: true, skeleton: { rows: 2, className: 'h-8' } });
    expect(out.match(/<td colSpan="2"/g)).toHaveLength(2);
  });

  it('shows the rows it has while a refetch is loading', () => {
    expect(html({ loading: true })).toContain('Lawn suit');
  });
});
