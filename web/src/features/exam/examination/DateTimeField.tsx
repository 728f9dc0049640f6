import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { formatLocalizedDate } from '../../../shared/utils/format-date-time';

/** A moment as the field shows it: Intl medium date and short time of the current language ("Mar 1, 2026, 8:00 AM"). */
export function formatPickedMoment(value: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value.replace(' ', 'T')));
}

/**
 * Date and time chosen in a popover (calendar, hour and minute, confirm), shown in the current language;
 * the value stays Mantine's local `YYYY-MM-DD HH:mm:ss` string.
 */
export function DateTimeField(props: Omit<DateTimePickerProps, 'valueFormat' | 'dropdownType'>) {
  const { t, i18n } = useTranslation();
  const labels = (key: string) => t(`examination:picker.${key}`);
  return (
    <DateTimePicker
      dropdownType="popover"
      valueFormat={(value) => formatPickedMoment(value, i18n.language)}
      getDayAriaLabel={(date) => formatLocalizedDate(date, i18n.language)}
      ariaLabels={{
        previousMonth: labels('previousMonth'),
        nextMonth: labels('nextMonth'),
        previousYear: labels('previousYear'),
        nextYear: labels('nextYear'),
        previousDecade: labels('previousDecade'),
        nextDecade: labels('nextDecade'),
        monthLevelControl: labels('monthLevel'),
        yearLevelControl: labels('yearLevel'),
      }}
      timePickerProps={{ hoursInputLabel: labels('hours'), minutesInputLabel: labels('minutes') }}
      submitButtonProps={{ 'aria-label': labels('done') }}
      clearButtonProps={{ 'aria-label': labels('clear') }}
      {...props}
    />
  );
}
