import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../errors/error-message';
import { notifyError } from '../../errors/notify-error';
import type { CrudColumn, CrudListVariables, CrudPageData, CrudRow } from './crud-types';
import { cellValue } from './cell-value';
import { buildWorkbook, exportRowLimit, fetchAllRows, xlsxMimeType } from './excel-export';
import { saveFile } from '../../files/save-file';
import { notifySuccess } from './notify-success';
import { notifyWarning } from './notify-warning';

/**
 * Excel export of the current filter and sort: pages through the list query 1000 rows at a time,
 * writes the visible columns with exceljs (loaded on first use) and downloads `<name>-<time>.xlsx`.
 */
export function useCrudExport<Row extends CrudRow, Filter extends object>({
  fileName,
  columns,
  fetchPage,
  variables,
}: {
  /** i18n key of the file and sheet name. */
  fileName: string;
  columns: readonly CrudColumn<Row>[];
  fetchPage: ((variables: CrudListVariables<Partial<Filter>>) => Promise<CrudPageData<Row>>) | undefined;
  variables: CrudListVariables<Partial<Filter>>;
}): { exporting: boolean; startExport: () => void } {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);

  const run = useCallback(async () => {
    if (!fetchPage) {
      return;
    }
    setExporting(true);
    try {
      const { rows, truncated } = await fetchAllRows(fetchPage, variables);
      if (rows.length === 0) {
        notifyWarning(t('crud:notify.exportEmpty'));
        return;
      }
      const name = t(fileName);
      const buffer = await buildWorkbook(
        name,
        columns.map((column) => ({ header: t(column.title), value: (row: Row) => cellValue(column, row) })),
        rows,
      );
      saveFile(buffer, `${name}-${dayjs().format('YYYYMMDDHHmmss')}.xlsx`, xlsxMimeType);
      notifySuccess(t('crud:notify.exported', { number: rows.length }));
      if (truncated) {
        notifyWarning(t('crud:notify.exportTruncated', { limit: exportRowLimit }));
      }
    } catch (error) {
      // Failed queries were already reported by the global error toast.
      if (!CombinedGraphQLErrors.is(error) && !ServerError.is(error)) {
        notifyError(errorMessage(error, t), 'crud-export-error');
      }
    } finally {
      setExporting(false);
    }
  }, [columns, fetchPage, fileName, t, variables]);

  const startExport = useCallback(() => {
    void run();
  }, [run]);
  return { exporting, startExport };
}
