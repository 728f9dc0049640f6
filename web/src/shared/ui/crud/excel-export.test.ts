import ExcelJS from 'exceljs';
import type { CrudListVariables, CrudPageData } from './crud-types';
import { buildWorkbook, exportPageSize, fetchAllRows } from './excel-export';

interface Row {
  id: string;
  name: string;
}

type Filter = { name?: string | null };

function pagedSource(total: number) {
  const requests: CrudListVariables<Partial<Filter>>[] = [];
  const fetchPage = async (variables: CrudListVariables<Partial<Filter>>): Promise<CrudPageData<Row>> => {
    requests.push(variables);
    const start = (variables.page.current - 1) * variables.page.size;
    const count = Math.max(0, Math.min(variables.page.size, total - start));
    return {
      total,
      records: Array.from({ length: count }, (_, index) => ({ id: String(start + index + 1), name: `row ${start + index + 1}` })),
    };
  };
  return { requests, fetchPage };
}

describe('fetchAllRows', () => {
  it('pages through the list 1000 rows at a time with the same filter and sort', async () => {
    const { requests, fetchPage } = pagedSource(2500);
    const variables: CrudListVariables<Partial<Filter>> = {
      filter: { name: 'row' },
      page: { current: 4, size: 10 },
      sort: [{ field: 'name', direction: 'DESC' }],
    };
    const result = await fetchAllRows(fetchPage, variables);
    expect(result.rows).toHaveLength(2500);
    expect(result.truncated).toBe(false);
    expect(requests).toEqual([1, 2, 3].map((current) => ({ ...variables, page: { current, size: exportPageSize } })));
  });

  it('stops at the row limit and says so', async () => {
    const { requests, fetchPage } = pagedSource(2500);
    const result = await fetchAllRows(fetchPage, { filter: {}, page: { current: 1, size: 10 } }, 1500);
    expect(result.rows).toHaveLength(1500);
    expect(result.truncated).toBe(true);
    expect(requests).toHaveLength(2);
  });

  it('makes one request for an empty list', async () => {
    const { requests, fetchPage } = pagedSource(0);
    const result = await fetchAllRows(fetchPage, { filter: {}, page: { current: 1, size: 10 } });
    expect(result).toEqual({ rows: [], total: 0, truncated: false });
    expect(requests).toHaveLength(1);
  });
});

describe('buildWorkbook', () => {
  it('writes a header row and one row per record', async () => {
    const rows: Row[] = [
      { id: '1', name: 'first' },
      { id: '2', name: 'second' },
    ];
    const buffer = await buildWorkbook<Row>(
      'Parameters: all/[x]',
      [
        { header: 'Id', value: (row) => Number(row.id) },
        { header: 'Name', value: (row) => row.name },
      ],
      rows,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Parameters  all  x');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Id', 'Name']);
    expect(sheet?.getRow(3).values).toEqual([undefined, 2, 'second']);
    expect(sheet?.rowCount).toBe(3);
  });
});
