import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptState } from '../../../generated/graphql';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import type { ProctorFilterValue } from './useProctorAttempts';

const STATES: readonly AttemptState[] = ['IN_PROGRESS', 'PAUSED', 'LOCKED', 'OVERDUE', 'SUBMITTED', 'ABANDONED', 'VOIDED'];

/** State and candidate filters (the keyword applies after a short pause in typing), the last update and refresh. */
export function ProctorFilters({
  value,
  onChange,
  updatedAt,
  onRefresh,
}: {
  value: ProctorFilterValue;
  onChange: (value: ProctorFilterValue) => void;
  updatedAt: number;
  onRefresh: () => void;
}) {
  const { t, i18n } = useTranslation('proctor');
  const [keyword, setKeyword] = useState(value.keyword);
  const [debounced] = useDebouncedValue(keyword, 400);
  useEffect(() => {
    if (debounced !== value.keyword) {
      onChange({ ...value, keyword: debounced });
    }
  }, [debounced, onChange, value]);
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('filter.state')}
          placeholder={t('filter.stateAll')}
          data={STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
          value={value.state}
          onChange={(state) => onChange({ ...value, state: (state as AttemptState | null) ?? null })}
          clearable
          w={180}
        />
        <TextInput
          label={t('filter.keyword')}
          placeholder={t('filter.keywordPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          w={220}
        />
      </Group>
      <Group gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('summary.updated', { time: formatLocalizedDateTime(updatedAt, i18n.language) })}
        </Text>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onRefresh}>
          {t('summary.refresh')}
        </Button>
      </Group>
    </Group>
  );
}
