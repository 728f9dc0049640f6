import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDataModelSelectQuery } from '../../../generated/graphql';
import type { CrudFieldRenderProps } from '../../../shared/ui/crud/crud-types';

function useModelOptions(): Array<{ value: string; label: string }> {
  const { data } = useDataModelSelectQuery();
  return (data?.dataModelSelect ?? []).map((model) => ({ value: model.id, label: `${model.modelName} (${model.modelTable})` }));
}

/** A model's name in the code record list. */
export function ModelName({ id }: { id: string }) {
  const options = useModelOptions();
  return <>{options.find((option) => option.value === id)?.label ?? id}</>;
}

/** The model select of the code record form (searchable). */
export function ModelSelectField({ inputProps }: CrudFieldRenderProps) {
  const { t } = useTranslation();
  const options = useModelOptions();
  return (
    <Select
      {...inputProps}
      value={typeof inputProps.value === 'string' && inputProps.value !== '' ? inputProps.value : null}
      onChange={(value) => inputProps.onChange(value ?? '')}
      data={options}
      searchable
      allowDeselect={false}
      placeholder={inputProps.readOnly ? undefined : t('develop:code.placeholders.model')}
    />
  );
}
