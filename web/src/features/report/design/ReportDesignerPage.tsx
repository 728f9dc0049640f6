import {
  Button,
  Card,
  Center,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconEye, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import {
  usePublishReportDefinitionMutation,
  useReportDatasetsQuery,
  useReportDefinitionQuery,
  useSaveReportDefinitionMutation,
} from '../../../generated/graphql';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { notifyError } from '../../../shared/errors/notify-error';
import { zodValidate } from '../../../shared/forms/zod-validate';
import { useCurrentUser } from '../../../shared/session/useSessionData';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { formFieldErrors } from '../../../shared/ui/crud/server-field-errors';
import { CHART_KINDS, reportDesignerPath } from '../report-layout';
import { refusalText } from '../view/refusal-text';
import { ReportResultTable } from '../view/ReportResultTable';
import { useReportRun } from '../view/useReportRun';
import { ColumnRows, ParamRows, useFieldError } from './DesignRows';
import { designInput, designValuesOf, newReportValues, reportDesignSchema, type ReportDesignValues } from './report-design-form';

const SERVER_FIELDS = ['name', 'code', 'description', 'datasetRef', 'sqlText', 'rowLimit', 'timeoutMs'];

/** The report designer (/report/design, /report/design/:id): the definition's form, save, preview (runs the draft), publish. */
export function ReportDesignerPage() {
  const { pathname } = useLocation();
  const id = matchPath('/report/design/:id', pathname.replace(/\/+$/, ''))?.params.id;
  const definition = useReportDefinitionQuery({ variables: { id: id ?? '' }, skip: id === undefined, fetchPolicy: 'network-only' });
  const row = definition.data?.reportDefinition;
  if (id !== undefined && !row) {
    return definition.loading ? (
      <Center h={200}>
        <Loader />
      </Center>
    ) : null;
  }
  return <ReportDesigner key={id ?? 'new'} id={id} initial={row ? designValuesOf(row) : newReportValues()} />;
}

function ReportDesigner({ id, initial }: { id: string | undefined; initial: ReportDesignValues }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const platformAdmin = user?.isAdministrator === true;
  const datasets = useReportDatasetsQuery();
  const [save, saving] = useSaveReportDefinitionMutation();
  const [publish, publishing] = usePublishReportDefinitionMutation();
  const form = useForm<ReportDesignValues>({ mode: 'controlled', initialValues: initial, validate: zodValidate(reportDesignSchema) });
  const preview = useReportRun(id ?? '', []);
  const [previewing, setPreviewing] = useState(false);
  const errorOf = useFieldError(form);

  /** Saves the form; answers the saved id, or undefined after showing the server's field messages or refusal. */
  const submit = async (values: ReportDesignValues): Promise<string | undefined> => {
    try {
      const answer = await save({ variables: { input: designInput(values, id) }, context: handledErrors });
      const saved = answer.data?.saveReportDefinition;
      if (!saved) {
        return undefined;
      }
      form.resetDirty();
      notifySuccess(t('report:notify.saved'));
      if (id === undefined) {
        void navigate(reportDesignerPath(saved.id), { replace: true });
      }
      return saved.id;
    } catch (failure) {
      const fields = formFieldErrors(failure, SERVER_FIELDS);
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
      } else {
        notifyError(refusalText(failure, t), 'report-save');
      }
      return undefined;
    }
  };
  const runPreview = () => {
    if (form.validate().hasErrors || id === undefined) {
      return;
    }
    setPreviewing(true);
    void submit(form.getValues()).then((saved) => {
      if (saved !== undefined) {
        preview.run(
          Object.fromEntries(form.getValues().params.map((param) => [param.name, param.defaultValue === '' ? null : param.defaultValue])),
        );
      }
    });
  };
  const publishNow = () => {
    if (id === undefined) {
      return;
    }
    publish({ variables: { id }, context: handledErrors }).then(
      () => notifySuccess(t('report:notify.published', { name: form.getValues().name })),
      (failure: unknown) => notifyError(refusalText(failure, t), 'report-publish'),
    );
  };
  const datasetOptions = (datasets.data?.reportDatasets ?? []).map((dataset) => ({ value: dataset.key, label: dataset.label }));
  const columnKeys = form.values.columns.map((column) => column.key).filter((key) => key !== '');
  const sql = form.values.datasetKind === 'SQL';

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md">
        <Title order={2} fz="h3">
          {t('report:pages.designer')}
        </Title>
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('report:fields.name')} withAsterisk {...form.getInputProps('name')} error={errorOf('name')} />
            <TextInput label={t('report:fields.code')} withAsterisk {...form.getInputProps('code')} error={errorOf('code')} />
            {platformAdmin && (
              <Select
                label={t('report:designer.datasetKind')}
                data={(['GRAPHQL', 'SQL'] as const).map((kind) => ({ value: kind, label: t(`report:datasetKind.${kind}`) }))}
                allowDeselect={false}
                {...form.getInputProps('datasetKind')}
              />
            )}
            {!sql && (
              <Select
                label={t('report:fields.dataset')}
                data={datasetOptions}
                {...form.getInputProps('datasetRef')}
                error={errorOf('datasetRef')}
              />
            )}
            <NumberInput
              label={t('report:fields.rowLimit')}
              min={1}
              max={50000}
              {...form.getInputProps('rowLimit')}
              error={errorOf('rowLimit')}
            />
            <NumberInput
              label={t('report:fields.timeoutMs')}
              min={100}
              max={60000}
              {...form.getInputProps('timeoutMs')}
              error={errorOf('timeoutMs')}
            />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label={t('report:fields.description')}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
            error={errorOf('description')}
          />
          {platformAdmin && sql && (
            <Textarea
              mt="sm"
              label={t('report:fields.sqlText')}
              autosize
              minRows={4}
              ff="monospace"
              {...form.getInputProps('sqlText')}
              error={errorOf('sqlText')}
            />
          )}
        </Card>
        <Card withBorder>
          <ParamRows form={form} />
        </Card>
        <Card withBorder>
          <ColumnRows form={form} />
        </Card>
        <Card withBorder>
          <Group align="flex-end">
            <Select
              label={t('report:designer.chartKind')}
              data={[
                { value: '', label: t('report:designer.noChart') },
                ...CHART_KINDS.map((kind) => ({ value: kind, label: t(`report:designer.chart.${kind}`) })),
              ]}
              allowDeselect={false}
              {...form.getInputProps('chartKind')}
            />
            {form.values.chartKind !== '' && (
              <>
                <Select label={t('report:designer.chartX')} data={columnKeys} {...form.getInputProps('chartX')} />
                <MultiSelect label={t('report:designer.chartSeries')} data={columnKeys} {...form.getInputProps('chartSeries')} />
              </>
            )}
          </Group>
        </Card>
        <Group>
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={saving.loading}>
            {t('report:designer.save')}
          </Button>
          {id !== undefined && (
            <>
              <Button variant="default" leftSection={<IconEye size={16} aria-hidden />} loading={preview.running} onClick={runPreview}>
                {t('report:designer.preview')}
              </Button>
              <Button
                color="green"
                variant="light"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={publishing.loading}
                onClick={publishNow}
              >
                {t('report:actions.publish')}
              </Button>
            </>
          )}
        </Group>
        {previewing && preview.error && (
          <Card withBorder c="red">
            {preview.error}
          </Card>
        )}
        {previewing && preview.result && <ReportResultTable key={i18n.language} result={preview.result} />}
      </Stack>
    </form>
  );
}
