import { Stack, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/useLanguage';
import { formatLocalizedDate } from '../../shared/utils/format-date-time';

/** The lock screen's clock: time and the day, in the app language. */
export function LockClock() {
  const { language } = useLanguage();
  const [now, setNow] = useState(() => new Date());
  const interval = useInterval(() => setNow(new Date()), 1000);
  useEffect(() => {
    interval.start();
    return interval.stop;
  }, [interval]);
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hour12: false }).format(now);
  return (
    <Stack gap={0} align="center">
      <Text component="p" fz={56} fw={300} lh={1.1} aria-hidden>
        {time}
      </Text>
      <Text component="p" size="lg" data-testid="lock-date">
        {formatLocalizedDate(now, language)}
      </Text>
    </Stack>
  );
}
