import { ActionIcon, Button, Checkbox, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ALIGNS, COLUMN_FORMATS, PARAM_TYPES } from '../report-layout';
import { emptyColumn, emptyParam, type ReportDesignValues } from './report-design-form';

type DesignForm = UseFormReturnType<ReportDesignValues>;
type ListName = 'params' | 'columns';

/** An error of the form translated (the schema's messages are i18n keys). */
export function useFieldError(form: DesignForm): (path: string) => string | undefined {
  const { t } = useTranslation();
  return (path: string) => {
    const error = form.errors[path];
    return typeof error === 'string' ? t(error) : undefined;
  };
}

/** A list of rows with a title, its list-level message, a remove button per row and an add button. */
function RowsFrame({
  form,
  list,
  title,
  addLabel,
  onAdd,
  row,
}: {
  form: DesignForm;
  list: ListName;
  title: string;
  addLabel: string;
  onAdd: () => void;
  row: (index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const listError = useFieldError(form)(list);
  return (
    <Stack gap="xs">
      <Text fw={500}>{title}</Text>
      {listError && (
        <Text c="red" size="xs" role="alert">
          {listError}
        </Text>
      )}
      {form.values[list].map((_, index) => (
        <Group key={form.key(`${list}.${index}`)} align="flex-end" gap="xs" wrap="nowrap">
          {row(index)}
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            aria-label={t('report:designer.removeRow')}
            onClick={() => form.removeListItem(list, index)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Button variant="light" size="xs" w="fit-content" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd}>
        {addLabel}
      </Button>
    </Stack>
  );
}

/** The identifier and the two labels of a row (parameter name or column key, zh / en). */
function NamedRowInputs({ form, path, nameField, nameLabel }: { form: DesignForm; path: string; nameField: string; nameLabel: string }) {
  const { t } = useTranslation();
  const errorOf = useFieldError(form);
  return (
    [
      [nameField, nameLabel],
      ['labelZh', t('report:designer.labelZh')],
      ['labelEn', t('report:designer.labelEn')],
    ] as const
  ).map(([field, label]) => (
    <TextInput key={field} label={label} {...form.getInputProps(`${path}.${field}`)} error={errorOf(`${path}.${field}`)} />
  ));
}

/** The parameter rows: name, labels zh / en, kind, default, required. */
export function ParamRows({ form }: { form: DesignForm }) {
  const { t } = useTranslation();
  const kinds = PARAM_TYPES.map((kind) => ({ value: kind, label: t(`report:designer.paramType.${kind}`) }));
  return (
    <RowsFrame
      form={form}
      list="params"
      title={t('report:designer.params')}
      addLabel={t('report:designer.addParam')}
      onAdd={() => form.insertListItem('params', emptyParam())}
      row={(index) => (
        <>
          <NamedRowInputs form={form} path={`params.${index}`} nameField="name" nameLabel={t('report:designer.paramName')} />
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
        </>
      )}
    />
  );
}

/** The column rows: key, labels zh / en, format, alignment, width. */
export function ColumnRows({ form }: { form: DesignForm }) {
  const { t } = useTranslation();
  const errorOf = useFieldError(form);
  const formats = COLUMN_FORMATS.map((format) => ({ value: format, label: t(`report:designer.format.${format}`) }));
  const aligns = ALIGNS.map((align) => ({ value: align, label: t(`report:designer.align.${align}`) }));
  return (
    <RowsFrame
      form={form}
      list="columns"
      title={t('report:designer.columns')}
      addLabel={t('report:designer.addColumn')}
      onAdd={() => form.insertListItem('columns', emptyColumn())}
      row={(index) => (
        <>
          <NamedRowInputs form={form} path={`columns.${index}`} nameField="key" nameLabel={t('report:designer.columnKey')} />
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
        </>
      )}
    />
  );
}
