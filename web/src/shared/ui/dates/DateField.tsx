// The date pickers' styles come with the pickers (not with the entry: the login page shows none).
import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useCalendarLabels } from './calendar-labels';

export interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat'> {
  /** `YYYY-MM-DD`, or '' for none (what the forms and filters keep). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A calendar date typed as `YYYY-MM-DD` or picked from a calendar in the current language (Mantine DateInput;
 * the browser's own date input follows the browser's locale, not the page's). The value stays `YYYY-MM-DD`.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const { t } = useTranslation('common');
  const calendar = useCalendarLabels();
  return (
    <DateInput
      valueFormat="YYYY-MM-DD"
      placeholder={t('picker.datePlaceholder')}
      clearable
      popoverProps={{ withinPortal: true }}
      getDayAriaLabel={calendar.getDayAriaLabel}
      ariaLabels={calendar.ariaLabels}
      clearButtonProps={calendar.clearButtonProps}
      {...props}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
