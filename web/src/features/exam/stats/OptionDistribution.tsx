import { Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ItemStatsQuery } from '../../../generated/graphql';
import { excerpt, formatPercent } from './stats-format';

type Option = ItemStatsQuery['itemStats'][number]['options'][number];

const letter = (index: number) => String.fromCharCode(65 + index);

/** How often each option was chosen, as a small bar per option; the correct ones marked. */
export function OptionDistribution({ options, responses }: { options: readonly Option[]; responses: number }) {
  const { t } = useTranslation();
  if (options.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('examStats:items.noOptions')}
      </Text>
    );
  }
  return (
    <Stack gap={6} py="xs" px="md" component="ul" style={{ listStyle: 'none', margin: 0 }} aria-label={t('examStats:items.optionsLabel')}>
      {options.map((option, index) => {
        const share = responses > 0 ? option.count / responses : 0;
        const name = `${letter(index)}. ${excerpt(option.content, 80)}`;
        return (
          <Group key={option.optionId} component="li" gap="sm" wrap="nowrap">
            <ThemeIcon
              size="sm"
              radius="xl"
              color={option.isCorrect ? 'green' : 'gray'}
              variant={option.isCorrect ? 'filled' : 'light'}
              aria-hidden
            >
              {option.isCorrect ? <IconCheck size={12} /> : null}
            </ThemeIcon>
            <Text size="sm" w={280} truncate title={option.content}>
              {name}
              {option.isCorrect && <Text span c="green.7" fw={600}>{` (${t('examStats:items.correct')})`}</Text>}
            </Text>
            <Progress
              value={share * 100}
              color={option.isCorrect ? 'green' : 'gray'}
              w={180}
              aria-label={t('examStats:items.optionShare', { option: letter(index) })}
            />
            <Text size="sm" c="dimmed">
              {t('examStats:items.optionCount', { count: option.count, share: formatPercent(share) })}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
