import { useTranslation } from 'react-i18next';
import { formatLocalizedDate } from '../../utils/format-date-time';

/** The accessible names of a Mantine calendar (navigation, levels, days, clear) in the current language. */
export function useCalendarLabels() {
  const { t, i18n } = useTranslation('common');
  const label = (key: string) => t(`picker.${key}`);
  return {
    ariaLabels: {
      previousMonth: label('previousMonth'),
      nextMonth: label('nextMonth'),
      previousYear: label('previousYear'),
      nextYear: label('nextYear'),
      previousDecade: label('previousDecade'),
      nextDecade: label('nextDecade'),
      monthLevelControl: label('monthLevel'),
      yearLevelControl: label('yearLevel'),
    },
    getDayAriaLabel: (date: string) => formatLocalizedDate(date, i18n.language),
    clearButtonProps: { 'aria-label': label('clear') },
  };
}
