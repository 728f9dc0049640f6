import { Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../dates/DateField';
import type { CrudSearchField } from './crud-types';

type SearchValues = Record<string, string>;

function emptyValues<Filter extends object>(fields: readonly CrudSearchField<Filter>[]): SearchValues {
  return Object.fromEntries(fields.map((field) => [field.name, '']));
}

function startValues<Filter extends object>(fields: readonly CrudSearchField<Filter>[], filter: Partial<Filter> | undefined): SearchValues {
  const values: SearchValues = {};
  for (const field of fields) {
    const value = filter?.[field.name];
    if (typeof value === 'string' || typeof value === 'number') {
      values[field.name] = String(value);
    }
  }
  return values;
}

/**
 * The search panel above a list: one input per configured field, Search and Reset. Search hands the
 * values to `onSearch` (the list drops blanks and goes back to page 1); Reset clears them.
 */
export function CrudSearchPanel<Filter extends object>({
  fields,
  onSearch,
  onReset,
  initialFilter,
}: {
  fields: readonly CrudSearchField<Filter>[];
  /** Values shown at first (the list's applied filter when the page opens). */
  initialFilter?: Partial<Filter>;
  onSearch: (filter: Partial<Filter>) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<SearchValues>({
    mode: 'controlled',
    initialValues: { ...emptyValues(fields), ...startValues(fields, initialFilter) },
  });

  const submit = (values: SearchValues) => {
    const filter: Partial<Filter> = {};
    for (const field of fields) {
      filter[field.name] = values[field.name] as Filter[typeof field.name];
    }
    onSearch(filter);
  };

  const reset = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setValues(emptyValues(fields));
    onReset();
  };

  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={t('crud:search.region')}>
      <form noValidate onSubmit={form.onSubmit(submit)} onReset={reset}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          {fields.map((field) => {
            const label = t(field.label);
            if (field.type === 'select') {
              return (
                <Select
                  key={field.name}
                  {...form.getInputProps(field.name)}
                  onChange={(value) => form.setFieldValue(field.name, value ?? '')}
                  label={label}
                  placeholder={field.placeholder ? t(field.placeholder) : t('crud:search.selectPlaceholder', { label })}
                  data={(field.options ?? []).map((option) => ({ value: option.value, label: t(option.label) }))}
                  clearable
                  w={220}
                />
              );
            }
            if (field.type === 'date') {
              const input = form.getInputProps(field.name);
              return (
                <DateField
                  key={field.name}
                  label={label}
                  value={typeof input.value === 'string' ? input.value : ''}
                  onChange={input.onChange}
                  w={180}
                />
              );
            }
            return (
              <TextInput
                key={field.name}
                {...form.getInputProps(field.name)}
                label={label}
                placeholder={field.placeholder ? t(field.placeholder) : t('crud:search.placeholder', { label })}
                w={220}
              />
            );
          })}
          <Group gap="xs">
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('crud:search.submit')}
            </Button>
            <Button type="reset" variant="default" leftSection={<IconRefresh size={16} aria-hidden />}>
              {t('crud:search.reset')}
            </Button>
          </Group>
        </Group>
      </form>
    </Paper>
  );
}
