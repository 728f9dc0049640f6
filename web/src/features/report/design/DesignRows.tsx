import { ActionIcon, Button, Checkbox, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ALIGNS, COLUMN_FORMATS, PARAM_TYPES } from '../report-layout';
import { emptyColumn, emptyParam, type ReportDesignValues } from './report-design-form';

type DesignForm = UseFormReturnType<ReportDesignValues>;

/** An error of the form translated (the schema's messages are i18n keys). */
function useFieldError(form: DesignForm) {
  const { t } = useTranslation();
  return (path: string) => {
    const error = form.errors[path];
    return typeof error === 'string' ? t(error) : undefined;
  };
}

/** The parameter rows: name, labels zh / en, kind, required, default. */
export function ParamRows({ form }: { form: DesignForm }) {
  const { t } = useTranslation();
  const errorOf = useFieldError(form);
  const kinds = PARAM_TYPES.map((kind) => ({ value: kind, label: t(`report:designer.paramType.${kind}`) }));
  return (
    <Stack gap="xs">
      <Text fw={500}>{t('report:designer.params')}</Text>
      {form.values.params.map((_, index) => (
        <Group key={form.key(`params.${index}`)} align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('report:designer.paramName')}
            {...form.getInputProps(`params.${index}.name`)}
            error={errorOf(`params.${index}.name`)}
          />
          <TextInput
            label={t('report:designer.labelZh')}
            {...form.getInputProps(`params.${index}.labelZh`)}
            error={errorOf(`params.${index}.labelZh`)}
          />
          <TextInput
            label={t('report:designer.labelEn')}
            {...form.getInputProps(`params.${index}.labelEn`)}
            error={errorOf(`params.${index}.labelEn`)}
          />
          <Select
            label={t('report:designer.paramKind')}
            data={kinds}
            allowDeselect={false}
            {...form.getInputProps(`params.${index}.type`)}
          />
          <TextInput label={t('report:designer.defaultValue')} {...form.getInputProps(`params.${index}.defaultValue`)} />
          <Checkbox
            label={t('report:designer.required')}
            mb={8}
            {...form.getInputProps(`params.${index}.required`, { type: 'checkbox' })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            aria-label={t('report:designer.removeRow')}
            onClick={() => form.removeListItem('params', index)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => form.insertListItem('params', emptyParam())}
      >
        {t('report:designer.addParam')}
      </Button>
    </Stack>
  );
}

/** The column rows: key, labels zh / en, format, alignment, width. */
export function ColumnRows({ form }: { form: DesignForm }) {
  const { t } = useTranslation();
  const errorOf = useFieldError(form);
  const formats = COLUMN_FORMATS.map((format) => ({ value: format, label: t(`report:designer.format.${format}`) }));
  const aligns = ALIGNS.map((align) => ({ value: align, label: t(`report:designer.align.${align}`) }));
  return (
    <Stack gap="xs">
      <Text fw={500}>{t('report:designer.columns')}</Text>
      {errorOf('columns') && (
        <Text c="red" size="xs" role="alert">
          {errorOf('columns')}
        </Text>
      )}
      {form.values.columns.map((_, index) => (
        <Group key={form.key(`columns.${index}`)} align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('report:designer.columnKey')}
            {...form.getInputProps(`columns.${index}.key`)}
            error={errorOf(`columns.${index}.key`)}
          />
          <TextInput
            label={t('report:designer.labelZh')}
            {...form.getInputProps(`columns.${index}.labelZh`)}
            error={errorOf(`columns.${index}.labelZh`)}
          />
          <TextInput
            label={t('report:designer.labelEn')}
            {...form.getInputProps(`columns.${index}.labelEn`)}
            error={errorOf(`columns.${index}.labelEn`)}
          />
          <Select
            label={t('report:designer.columnFormat')}
            data={formats}
            allowDeselect={false}
            {...form.getInputProps(`columns.${index}.format`)}
          />
          <Select
            label={t('report:designer.columnAlign')}
            data={aligns}
            allowDeselect={false}
            {...form.getInputProps(`columns.${index}.align`)}
          />
          <NumberInput
            label={t('report:designer.columnWidth')}
            w={110}
            {...form.getInputProps(`columns.${index}.width`)}
            error={errorOf(`columns.${index}.width`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            aria-label={t('report:designer.removeRow')}
            onClick={() => form.removeListItem('columns', index)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => form.insertListItem('columns', emptyColumn())}
      >
        {t('report:designer.addColumn')}
      </Button>
    </Stack>
  );
}
