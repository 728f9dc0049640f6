import { fireEvent, render, screen } from '@testing-library/react';
import { createApolloClient } from '../../../app/apollo-client';
import { SignedInTestProviders } from '../../../../test/providers';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhSystem from '../../../i18n/locales/zh-CN/system.json';
import type { CrudColumn } from './crud-types';
import { CrudRowActions } from './CrudRowActions';
import { CrudTable } from './CrudTable';
import { COLUMN_WIDTHS_PREFIX } from './data-table-preset';

interface Row {
  id: string;
  name: string;
  remark: string;
}

const columns: CrudColumn<Row>[] = [
  { accessor: 'name', title: 'system:param.fields.paramName' },
  { accessor: 'remark', title: 'system:param.fields.paramValue' },
];
const records: Row[] = [{ id: '1', name: 'A', remark: 'note' }];
const storageName = `${COLUMN_WIDTHS_PREFIX}test.resize-columns-width`;

function renderTable() {
  return render(
    <SignedInTestProviders client={createApolloClient()}>
      <CrudTable<Row>
        tableKey="test.resize"
        columns={columns}
        records={records}
        loading={false}
        page={1}
        size={10}
        sort={[]}
        onSortChange={() => undefined}
        selectedRecords={[]}
        onSelectedRecordsChange={() => undefined}
        rowActions={() => <CrudRowActions actions={[{ key: 'view', label: zhCrud.row.view, onClick: () => undefined }]} />}
      />
    </SignedInTestProviders>,
  );
}

function header(name: string): HTMLElement {
  const cell = screen.getByRole('columnheader', { name });
  return cell;
}

describe('CrudTable column widths', () => {
  beforeEach(() => localStorage.clear());

  it('makes data columns resizable, pins the first data column and the action column', () => {
    renderTable();
    const name = header(zhSystem.param.fields.paramName);
    expect(name.querySelector('.mantine-datatable-header-resizable-handle')).not.toBeNull();
    expect(header(zhSystem.param.fields.paramValue).querySelector('.mantine-datatable-header-resizable-handle')).not.toBeNull();
    expect(header(zhCrud.table.actions).querySelector('.mantine-datatable-header-resizable-handle')).toBeNull();
    expect(header(zhCrud.table.index).querySelector('.mantine-datatable-header-resizable-handle')).toBeNull();
  });

  it('restores the widths stored for the table', () => {
    localStorage.setItem(storageName, JSON.stringify([{ name: '333px' }, { remark: 'auto' }]));
    renderTable();
    expect(header(zhSystem.param.fields.paramName).style.width).toBe('333px');
  });

  it('stores a reset width under the table key', () => {
    localStorage.setItem(storageName, JSON.stringify([{ name: '333px' }, { remark: 'auto' }]));
    renderTable();
    const handle = header(zhSystem.param.fields.paramName).querySelector('.mantine-datatable-header-resizable-handle');
    fireEvent.doubleClick(handle as Element);
    const stored = JSON.parse(localStorage.getItem(storageName) ?? '[]') as Record<string, string>[];
    expect(stored.find((entry) => 'name' in entry)?.name).toBe('auto');
  });
});
