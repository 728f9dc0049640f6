// The date pickers' styles come with the pickers (not with the entry: the login page shows none).
import '@mantine/dates/styles.css';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useCalendarLabels } from './calendar-labels';

/** A moment as the field shows it: Intl medium date and short time of the current language ("Mar 1, 2026, 8:00 AM"). */
export function formatPickedMoment(value: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value.replace(' ', 'T')));
}

/**
 * Date and time chosen in a popover (calendar, hour and minute, confirm), shown in the current language;
 * the value stays Mantine's local `YYYY-MM-DD HH:mm:ss` string.
 */
export function DateTimeField(props: Omit<DateTimePickerProps, 'valueFormat' | 'dropdownType'>) {
  const { t, i18n } = useTranslation('common');
  const labels = (key: string) => t(`picker.${key}`);
  const calendar = useCalendarLabels();
  return (
    <DateTimePicker
      dropdownType="popover"
      valueFormat={(value) => formatPickedMoment(value, i18n.language)}
      getDayAriaLabel={calendar.getDayAriaLabel}
      ariaLabels={calendar.ariaLabels}
      timePickerProps={{ hoursInputLabel: labels('hours'), minutesInputLabel: labels('minutes') }}
      submitButtonProps={{ 'aria-label': labels('dateTimeDone') }}
      clearButtonProps={calendar.clearButtonProps}
      {...props}
    />
  );
}
