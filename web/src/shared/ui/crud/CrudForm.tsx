import { Button, Grid, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isSessionEndingError } from '../../errors/error-message';
import { notifyError } from '../../errors/notify-error';
import type { CrudFormConfig, CrudFormMode, CrudRow } from './crud-types';
import { CrudFormFieldInput } from './CrudFormFieldInput';
import { useDiscardGuard } from './discard-guard';
import { notifySuccess } from './notify-success';
import { formFieldErrors } from './server-field-errors';
import { zodValidate } from '../../forms/zod-validate';

type FormValues = Record<string, unknown>;

/**
 * The form inside the CRUD dialog. Fields are checked against the schema on blur and on submit;
 * server VALIDATION / CONFLICT messages land on their fields; other failures become a toast.
 */
export function CrudForm<Row extends CrudRow, Values extends object>({
  config,
  mode,
  row,
  submit,
  onCancel,
  onSaved,
}: {
  config: CrudFormConfig<Row, Values>;
  mode: CrudFormMode;
  /** The row being edited or viewed; undefined when adding. */
  row: Row | undefined;
  submit: ((values: Values, row: Row | undefined) => Promise<unknown>) | undefined;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const initialValues = (row ? config.fromRow(row) : config.initialValues) as FormValues;
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues,
    validate: zodValidate(config.schema),
    validateInputOnBlur: true,
  });
  const requestCancel = useDiscardGuard(mode !== 'view' && form.isDirty(), onCancel);
  const currentValues = form.getValues() as Values;
  const fields = config.fields.filter(
    (field) => !(field.hiddenIn?.includes(mode) ?? false) && (field.visibleWhen?.(currentValues) ?? true),
  );

  const changeField = (name: Extract<keyof Values, string>, value: unknown) => {
    form.setFieldValue(name as string, value);
    const derived = config.onFieldChange?.(name, { ...form.getValues(), [name]: value } as Values);
    if (derived) {
      form.setValues(derived as Partial<FormValues>);
    }
  };

  /** Schema messages are i18n keys; server messages arrive translated and are shown as they are. */
  const errorText = (error: ReactNode): ReactNode => (typeof error === 'string' && i18n.exists(error) ? t(error) : error);

  const handleSubmit = async (values: FormValues) => {
    if (!submit || mode === 'view') {
      return;
    }
    try {
      await submit(values as Values, row);
      notifySuccess(t(mode === 'add' ? 'crud:notify.added' : 'crud:notify.updated'));
      onSaved();
    } catch (error) {
      const fieldErrors = formFieldErrors(
        error,
        fields.map((field) => field.name),
      );
      if (Object.keys(fieldErrors).length > 0) {
        form.setErrors(fieldErrors);
      } else if (!isSessionEndingError(error)) {
        notifyError(errorMessage(error, t));
      }
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(handleSubmit)}>
      <Grid columns={24} gap="md">
        {fields.map((field) => {
          const inputProps = form.getInputProps(field.name);
          return (
            <Grid.Col key={field.name} span={{ base: 24, sm: field.span ?? 24 }}>
              <CrudFormFieldInput<Values>
                field={field}
                mode={mode}
                values={currentValues as Readonly<Record<string, unknown>>}
                value={inputProps.value}
                error={errorText(form.errors[field.name])}
                onChange={(value) => changeField(field.name, value)}
                onFocus={inputProps.onFocus as () => void}
                onBlur={inputProps.onBlur as () => void}
              />
            </Grid.Col>
          );
        })}
      </Grid>
      <Group justify="flex-end" mt="xl" gap="sm">
        {mode === 'view' ? (
          <Button variant="default" onClick={onCancel}>
            {t('crud:dialog.close')}
          </Button>
        ) : (
          <>
            <Button variant="default" onClick={requestCancel} disabled={form.submitting}>
              {t('crud:dialog.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t(mode === 'add' ? 'crud:dialog.save' : 'crud:dialog.update')}
            </Button>
          </>
        )}
      </Group>
    </form>
  );
}
