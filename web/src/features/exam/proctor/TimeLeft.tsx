import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRemaining } from '../take/server-clock';
import { RUNNING_STATES, type ProctorRow } from './proctor-types';

/**
 * Time left of one attempt, counting down from the server's figure (secondsLeft at serverNow, received at
 * `receivedAt` locally), so a wrong local clock changes nothing. A paused attempt's clock stands still.
 */
export function TimeLeft({ row, receivedAt }: { row: Pick<ProctorRow, 'state' | 'secondsLeft'>; receivedAt: number }) {
  const { t } = useTranslation('proctor');
  const [now, setNow] = useState(() => Date.now());
  const ticking = row.state !== 'PAUSED' && RUNNING_STATES.includes(row.state);
  useEffect(() => {
    if (!ticking) {
      return undefined;
    }
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  if (!RUNNING_STATES.includes(row.state)) {
    return <Text size="sm">{t('timeLeft.none')}</Text>;
  }
  const elapsed = ticking ? Math.max(0, now - receivedAt) : 0;
  const left = Math.max(0, row.secondsLeft * 1000 - elapsed);
  if (row.state === 'PAUSED') {
    return (
      <Text size="sm" c="yellow.8" fw={500}>
        {t('timeLeft.paused', { time: formatRemaining(left) })}
      </Text>
    );
  }
  return left <= 0 ? (
    <Text size="sm" c="red">
      {t('timeLeft.over')}
    </Text>
  ) : (
    <Text size="sm" ff="monospace" c={left < 5 * 60_000 ? 'red' : undefined}>
      {formatRemaining(left)}
    </Text>
  );
}
