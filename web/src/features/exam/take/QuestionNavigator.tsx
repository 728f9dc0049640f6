import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconFlagFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface NavigatorEntry {
  slot: number;
  answered: boolean;
  flagged: boolean;
  /** SEQUENTIAL navigation: questions already left behind. */
  locked: boolean;
}

interface QuestionNavigatorProps {
  entries: NavigatorEntry[];
  current: number;
  onSelect: (slot: number) => void;
}

function cellStyle(entry: NavigatorEntry, current: boolean) {
  return {
    width: 38,
    height: 38,
    borderRadius: 'var(--mantine-radius-sm)',
    border: `2px solid ${current ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
    background: entry.answered ? 'var(--mantine-primary-color-light)' : undefined,
    position: 'relative' as const,
    textAlign: 'center' as const,
    fontWeight: current ? 700 : 400,
    opacity: entry.locked ? 0.5 : 1,
  };
}

/** Question numbers: answered (filled), flagged (flag), current (outlined); a click goes to the question. */
export function QuestionNavigator({ entries, current, onSelect }: QuestionNavigatorProps) {
  const { t } = useTranslation('examTake');
  const answered = entries.filter((entry) => entry.answered).length;
  return (
    <Box component="nav" aria-label={t('navigator.title')}>
      <Text size="sm" fw={600} mb={6}>
        {t('navigator.progress', { answered, total: entries.length })}
      </Text>
      <Group gap={6}>
        {entries.map((entry) => {
          const states = [
            entry.answered ? t('navigator.answered') : t('navigator.unanswered'),
            ...(entry.flagged ? [t('navigator.flagged')] : []),
          ].join(t('navigator.separator'));
          return (
            <UnstyledButton
              key={entry.slot}
              style={cellStyle(entry, entry.slot === current)}
              aria-current={entry.slot === current ? 'step' : undefined}
              aria-label={t('navigator.item', { slot: entry.slot, states })}
              disabled={entry.locked}
              onClick={() => onSelect(entry.slot)}
              data-answered={entry.answered}
              data-flagged={entry.flagged}
            >
              {entry.slot}
              {entry.flagged && (
                <IconFlagFilled size={12} color="var(--mantine-color-orange-6)" style={{ position: 'absolute', top: 1, right: 1 }} />
              )}
            </UnstyledButton>
          );
        })}
      </Group>
      <Group gap="md" mt="xs">
        <Text size="xs" c="dimmed">
          ■ {t('navigator.answered')}
        </Text>
        <Text size="xs" c="dimmed">
          □ {t('navigator.unanswered')}
        </Text>
        <Text size="xs" c="orange">
          ⚑ {t('navigator.flagged')}
        </Text>
      </Group>
    </Box>
  );
}
