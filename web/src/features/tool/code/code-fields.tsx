import { Select, Switch } from '@mantine/core';
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

/** A yes / no option of the record (1 no, 2 yes, as the legacy rows keep it) as a switch with its help text. */
export function modeSwitchField(description: string) {
  return function ModeSwitchField({ inputProps }: CrudFieldRenderProps) {
    const { t } = useTranslation();
    return (
      <Switch
        mt="lg"
        label={inputProps.label}
        description={t(description)}
        checked={inputProps.value === '2'}
        disabled={inputProps.readOnly}
        onChange={(event) => inputProps.onChange(event.currentTarget.checked ? '2' : '1')}
      />
    );
  };
}
