import { NumberInput, PasswordInput, Select, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudFieldRenderProps, CrudFormField, CrudFormMode } from './crud-types';

/** One input of the CRUD form, chosen by the field's type (or its own `render`). */
export function CrudFormFieldInput<Values extends object>({
  field,
  mode,
  value,
  error,
  onChange,
  onFocus,
  onBlur,
  values,
}: {
  field: CrudFormField<Values>;
  mode: CrudFormMode;
  /** The form's current values, for a custom `render`. */
  values: Readonly<Record<string, unknown>>;
  value: unknown;
  error: ReactNode;
  onChange: (value: unknown) => void;
  onFocus: () => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  const readOnly = mode === 'view' || (field.readOnlyIn?.includes(mode) ?? false);
  const inputProps: CrudFieldRenderProps['inputProps'] = {
    value,
    onChange,
    onFocus,
    onBlur,
    error,
    label: t(field.label),
    withAsterisk: (field.required ?? false) && !readOnly,
    readOnly,
  };
  if (field.render) {
    return field.render({ inputProps, mode, values });
  }
  const common = {
    label: inputProps.label,
    withAsterisk: inputProps.withAsterisk,
    readOnly,
    error,
    onFocus,
    onBlur,
    placeholder: field.placeholder && !readOnly ? t(field.placeholder) : undefined,
    description: field.description ? t(field.description) : undefined,
  };
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);

  switch (field.type) {
    case 'textarea':
      return (
        <Textarea {...common} value={text} onChange={(event) => onChange(event.currentTarget.value)} autosize minRows={3} maxRows={10} />
      );
    case 'password':
      return <PasswordInput {...common} value={text} onChange={(event) => onChange(event.currentTarget.value)} />;
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={(next) => onChange(next)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          value={value == null || value === '' ? null : text}
          onChange={(next) => onChange(next ?? '')}
          data={(field.options ?? []).map((option) => ({ value: option.value, label: t(option.label) }))}
          clearable={!readOnly}
        />
      );
    default:
      return <TextInput {...common} value={text} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
}
