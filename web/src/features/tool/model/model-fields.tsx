import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useModelDatasourcesQuery, useModelTablesQuery } from '../../../generated/graphql';
import type { CrudFieldRenderProps } from '../../../shared/ui/crud/crud-types';

/** The datasources a model may use, the built-in one (the product's database) first, with translated labels. */
export function useDatasourceOptions(): { options: Array<{ value: string; label: string }>; loading: boolean } {
  const { t } = useTranslation();
  const { data, loading } = useModelDatasourcesQuery();
  const options = (data?.modelDatasources ?? []).map((source) => ({
    value: source.id,
    label: source.builtIn ? t('develop:model.builtIn', { name: source.name }) : source.name,
  }));
  return { options, loading };
}

/** A datasource's name in the model list. */
export function DatasourceName({ id }: { id: string }) {
  const { options } = useDatasourceOptions();
  return <>{options.find((option) => option.value === id)?.label ?? id}</>;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The datasource select of the model form. */
export function DatasourceSelectField({ inputProps }: CrudFieldRenderProps) {
  const { t } = useTranslation();
  const { options } = useDatasourceOptions();
  return (
    <Select
      {...inputProps}
      value={text(inputProps.value) || null}
      onChange={(value) => inputProps.onChange(value ?? '')}
      data={options}
      placeholder={inputProps.readOnly ? undefined : t('develop:model.placeholders.datasource')}
      allowDeselect={false}
    />
  );
}

/** The table select of the model form: the chosen datasource's tables, searchable, with their comments. */
export function TableSelectField({ inputProps, values }: CrudFieldRenderProps) {
  const { t } = useTranslation();
  const datasourceId = text(values.datasourceId);
  const { data, loading } = useModelTablesQuery({ variables: { datasourceId }, skip: datasourceId === '' });
  const tables = data?.modelTables ?? [];
  const current = text(inputProps.value);
  const options = tables.map((table) => ({ value: table.name, label: table.comment ? `${table.name} (${table.comment})` : table.name }));
  if (current !== '' && !options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: current });
  }
  return (
    <Select
      {...inputProps}
      value={current || null}
      onChange={(value) => inputProps.onChange(value ?? '')}
      data={options}
      searchable
      disabled={datasourceId === '' && !inputProps.readOnly}
      nothingFoundMessage={loading ? undefined : t('develop:model.noTables')}
      placeholder={inputProps.readOnly ? undefined : t('develop:model.placeholders.modelTable')}
      renderOption={({ option }) => {
        const table = tables.find((item) => item.name === option.value);
        return (
          <div>
            <Text size="sm">{option.value}</Text>
            {table?.comment ? (
              <Text size="xs" c="dimmed">
                {table.comment}
              </Text>
            ) : null}
          </div>
        );
      }}
    />
  );
}
