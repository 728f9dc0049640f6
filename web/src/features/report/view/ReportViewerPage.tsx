import { Alert, Badge, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { useReportDefinitionQuery } from '../../../generated/graphql';
import { useSeededLabel } from '../../../i18n/seeded-label';
import { layoutOf, paramFieldsOf } from '../report-layout';
import { ReportChart } from './ReportChart';
import { ReportExportButtons } from './ReportExportButtons';
import { ReportParamsForm, type IdPickerProps } from './ReportParamsForm';
import { ReportResultTable } from './ReportResultTable';
import classes from './ReportViewer.module.css';
import { useReportRun } from './useReportRun';

/** The report viewer (/report/view/:id): parameters, run, table, chart, truncated notice, Excel / PDF, print. */
export function ReportViewerPage({ examinationPicker }: { examinationPicker?: ComponentType<IdPickerProps> }) {
  const { pathname } = useLocation();
  const id = matchPath('/report/view/:id', pathname.replace(/\/+$/, ''))?.params.id ?? '';
  const definition = useReportDefinitionQuery({ variables: { id }, skip: id === '' });
  const row = definition.data?.reportDefinition;
  if (!row) {
    return definition.loading ? (
      <Center h={200}>
        <Loader />
      </Center>
    ) : null;
  }
  return <ReportViewer key={row.id} definition={row} examinationPicker={examinationPicker} />;
}

type Definition = NonNullable<ReturnType<typeof useReportDefinitionQuery>['data']>['reportDefinition'];

function ReportViewer({ definition, examinationPicker }: { definition: Definition; examinationPicker?: ComponentType<IdPickerProps> }) {
  const { t } = useTranslation();
  const label = useSeededLabel();
  const fields = paramFieldsOf(definition.paramsSchema);
  const layout = layoutOf(definition.layout);
  const report = useReportRun(
    definition.id,
    fields.map((field) => field.name),
  );
  const { result } = report;
  return (
    <Stack gap="md" className={classes.sheet}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} fz="h3">
            {label('report', definition.code, definition.name)}
          </Title>
          {definition.description && (
            <Text size="sm" c="dimmed">
              {label('reportDescription', definition.code, definition.description)}
            </Text>
          )}
        </Stack>
        <Badge variant="light" color={definition.state === 'PUBLISHED' ? 'green' : 'yellow'} className={classes.noPrint}>
          {t(`report:state.${definition.state}`)}
        </Badge>
      </Group>
      <Card withBorder className={classes.noPrint}>
        <ReportParamsForm
          examinationPicker={examinationPicker}
          fields={fields}
          running={report.running}
          onRun={report.run}
          serverErrors={report.fieldErrors}
        />
      </Card>
      {report.error && (
        <Alert color="red" icon={<IconAlertTriangle size={16} aria-hidden />} role="alert" title={t('report:viewer.failed')}>
          {report.error}
        </Alert>
      )}
      {result && (
        <>
          <Group justify="space-between">
            <Text size="sm">{t('report:viewer.rowCount', { count: result.rowCount })}</Text>
            <div className={classes.noPrint}>
              <ReportExportButtons id={definition.id} params={report.params} />
            </div>
          </Group>
          {result.truncated && (
            <Alert color="yellow" icon={<IconInfoCircle size={16} aria-hidden />}>
              {t('report:viewer.truncated', { limit: definition.rowLimit })}
            </Alert>
          )}
          {layout.chart && result.rows.length > 0 && (
            <Card withBorder>
              <ReportChart chart={layout.chart} result={result} />
            </Card>
          )}
          <ReportResultTable result={result} />
        </>
      )}
    </Stack>
  );
}
