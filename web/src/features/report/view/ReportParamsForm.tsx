import { Button, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import { z } from 'zod';
import { zodValidate } from '../../../shared/forms/zod-validate';
import { labelIn, type ReportParamField } from '../report-layout';

export type ReportParamValue = string | number | boolean | null;
export type ReportParamValues = Record<string, ReportParamValue>;

/** A picker of ids (the examination picker, composed in app/route-registry.ts). */
export interface IdPickerProps {
  value: string | null;
  onChange: (id: string | null) => void;
}

/** An id parameter naming an examination: chosen with the examination picker. */
const isExaminationId = (field: ReportParamField) => field.type === 'id' && /examination/i.test(field.name);

function initialValue(field: ReportParamField): ReportParamValue {
  if (field.defaultValue !== undefined && field.defaultValue !== null) {
    return field.defaultValue;
  }
  return field.type === 'boolean' ? false : null;
}

/** Required parameters must have a value; the server checks the kinds. */
function paramsSchema(fields: readonly ReportParamField[], requiredText: (field: ReportParamField) => string) {
  const filled = z.union([z.string(), z.number(), z.boolean(), z.null()]);
  return z.object(
    Object.fromEntries(
      fields.map((field) => [
        field.name,
        field.required ? filled.refine((value) => value !== null && value !== '', requiredText(field)) : filled,
      ]),
    ),
  );
}

/** The run's values: blanks left out, so the server applies its defaults and required checks. */
export function runParams(values: ReportParamValues): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string | number | boolean] => entry[1] !== null && entry[1] !== ''),
  );
}

/** The parameter form built from the definition's `paramsSchema`; required fields are checked before a run. */
export function ReportParamsForm({
  examinationPicker: ExaminationPicker,
  fields,
  running,
  onRun,
  serverErrors,
}: {
  examinationPicker?: ComponentType<IdPickerProps>;
  fields: readonly ReportParamField[];
  running: boolean;
  onRun: (values: ReportParamValues) => void;
  serverErrors: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const form = useForm<ReportParamValues>({
    initialValues: Object.fromEntries(fields.map((field) => [field.name, initialValue(field)])),
    validate: zodValidate(paramsSchema(fields, (field) => t('report:viewer.required', { name: labelIn(field.label, i18n.language) }))),
  });
  const errorOf = (name: string) => form.errors[name] ?? serverErrors[name];

  return (
    <form onSubmit={form.onSubmit((values) => onRun(values))}>
      <Group align="flex-end" gap="md">
        {fields.map((field) => {
          const label = labelIn(field.label, i18n.language);
          const value = form.values[field.name] ?? null;
          const set = (next: ReportParamValue) => form.setFieldValue(field.name, next);
          if (ExaminationPicker && isExaminationId(field)) {
            return (
              <Stack key={field.name} gap={4}>
                <ExaminationPicker value={typeof value === 'string' ? value : null} onChange={set} />
                {errorOf(field.name) && (
                  <Text c="red" size="xs" role="alert">
                    {errorOf(field.name)}
                  </Text>
                )}
              </Stack>
            );
          }
          if (field.type === 'boolean') {
            return (
              <Switch key={field.name} label={label} checked={value === true} onChange={(event) => set(event.currentTarget.checked)} />
            );
          }
          if (field.type === 'int' || field.type === 'number') {
            return (
              <NumberInput
                key={field.name}
                label={label}
                withAsterisk={field.required}
                allowDecimal={field.type === 'number'}
                value={typeof value === 'number' ? value : ''}
                onChange={(next) => set(typeof next === 'number' ? next : null)}
                error={errorOf(field.name)}
              />
            );
          }
          return (
            <TextInput
              key={field.name}
              label={label}
              withAsterisk={field.required}
              type={field.type === 'date' ? 'date' : 'text'}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => set(event.currentTarget.value)}
              error={errorOf(field.name)}
            />
          );
        })}
        <Button type="submit" leftSection={<IconPlayerPlay size={16} aria-hidden />} loading={running}>
          {t('report:viewer.run')}
        </Button>
      </Group>
    </form>
  );
}
