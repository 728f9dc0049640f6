import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useExportReportLazyQuery, type ReportExportFormat } from '../../../generated/graphql';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { notifyError } from '../../../shared/errors/notify-error';
import { saveFile } from '../../../shared/files/save-file';
import { usePermission } from '../../../shared/permission/usePermission';
import { refusalText } from './refusal-text';
import { runParams, type ReportParamValues } from './ReportParamsForm';

/** Excel / PDF downloads of the report with the last run's parameters (report_export), and the print view. */
export function ReportExportButtons({ id, params }: { id: string; params: ReportParamValues }) {
  const { t } = useTranslation();
  const canExport = usePermission('report_export');
  const [load, { loading, variables }] = useExportReportLazyQuery({ fetchPolicy: 'network-only' });
  const download = (format: ReportExportFormat) => {
    const fail = (failure: unknown) => notifyError(refusalText(failure, t), 'report-export');
    load({ variables: { id, format, params: runParams(params) }, context: handledErrors })
      .then((result) => {
        const file = result.data?.exportReport;
        if (result.error || !file) {
          fail(result.error);
          return;
        }
        saveFile(
          Uint8Array.from(atob(file.contentBase64), (char) => char.charCodeAt(0)),
          file.filename,
          file.mime,
        );
      })
      .catch(fail);
  };
  return (
    <Group gap="xs">
      {canExport && (
        <>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={loading && variables?.format === 'XLSX'}
            onClick={() => download('XLSX')}
          >
            {t('report:viewer.exportExcel')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            loading={loading && variables?.format === 'PDF'}
            onClick={() => download('PDF')}
          >
            {t('report:viewer.exportPdf')}
          </Button>
        </>
      )}
      <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
        {t('report:viewer.print')}
      </Button>
    </Group>
  );
}
