import { Badge, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatsExaminationQuery, useStatsExaminationsQuery, type ExamStatus } from '../../../generated/graphql';
import { formatLocalizedDate } from '../../../shared/utils/format-date-time';

interface ExamOption {
  value: string;
  label: string;
  status: ExamStatus;
  openAt: string;
}

/** A searchable examination select (the server filters by name); the chosen one stays in its options. */
export function ExamPicker({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const list = useStatsExaminationsQuery({ variables: { filter: keyword ? { keyword } : {}, page: { current: 1, size: 50 } } });
  const chosen = useStatsExaminationQuery({ variables: { id: value ?? '' }, skip: !value });
  const options = useMemo(() => {
    const rows = list.data?.examinations.records ?? [];
    const selected = chosen.data?.examination;
    const all = selected && !rows.some((row) => row.id === selected.id) ? [selected, ...rows] : rows;
    return all.map((row): ExamOption => ({ value: row.id, label: row.name, status: row.status, openAt: row.openAt }));
  }, [list.data, chosen.data]);
  const byId = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);

  return (
    <Select
      label={t('examStats:picker.label')}
      placeholder={t('examStats:picker.placeholder')}
      searchable
      clearable
      data={options}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: items }) => items}
      nothingFoundMessage={list.loading ? t('examStats:picker.loading') : t('examStats:picker.none')}
      renderOption={({ option }) => {
        const found = byId.get(option.value);
        return (
          <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
            <Text size="sm">{option.label}</Text>
            {found && (
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {formatLocalizedDate(found.openAt)}
                </Text>
                <Badge size="xs" variant="light">
                  {t(`examTake:examStatus.${found.status}`)}
                </Badge>
              </Group>
            )}
          </Group>
        );
      }}
      w={{ base: '100%', sm: 420 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
