import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExaminationFormValues } from './examination-form';

export type ExaminationForm = UseFormReturnType<ExaminationFormValues>;

/**
 * Input props of one form field with its label and a translated error: schema messages are i18n keys,
 * server messages arrive translated.
 */
export function useFieldProps(form: ExaminationForm) {
  const { t, i18n } = useTranslation();
  return (name: keyof ExaminationFormValues & string, options: { type?: 'checkbox' } = {}) => {
    const props = form.getInputProps(name, options.type ? { type: options.type } : undefined);
    const error = props['error'] as ReactNode;
    return {
      ...props,
      label: t(`examination:fields.${name}`),
      error: typeof error === 'string' && i18n.exists(error) ? t(error) : error,
    };
  };
}

/** Translated select data of `examination:<group>.<value>` labels. */
export function useEnumData() {
  const { t } = useTranslation();
  return (group: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`examination:${group}.${value}`) }));
}
