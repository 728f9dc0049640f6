import { Button, Group, MultiSelect, Paper, SegmentedControl, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRosterUserOptionsQuery } from '../../../generated/graphql';
import { useDepartmentOptions } from './useDepartmentOptions';

/** Adds candidates by users (searchable, several at once) or by departments (with their sub-departments). */
export function RosterAddPanel({ busy, onAdd }: { busy: boolean; onAdd: (userIds: string[], deptIds: string[]) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [by, setBy] = useState<'users' | 'departments'>('users');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [deptIds, setDeptIds] = useState<string[]>([]);
  const [labels, setLabels] = useState<Map<string, string>>(new Map());
  const users = useRosterUserOptionsQuery({
    variables: { search: debounced.trim() || null },
    skip: by !== 'users',
    fetchPolicy: 'cache-and-network',
  });
  const departments = useDepartmentOptions(by !== 'departments');
  const userData = useMemo(() => {
    const found = (users.data ?? users.previousData)?.userOptions ?? [];
    const options = found.map((user) => ({ value: user.id, label: user.realName ? `${user.realName} (${user.account})` : user.account }));
    const chosen = userIds
      .filter((id) => !options.some((option) => option.value === id))
      .map((id) => ({ value: id, label: labels.get(id) ?? id }));
    return [...chosen, ...options];
  }, [users.data, users.previousData, userIds, labels]);

  const chooseUsers = (ids: string[]) => {
    setLabels(
      (previous) =>
        new Map([
          ...previous,
          ...userData.filter((option) => ids.includes(option.value)).map((option) => [option.value, option.label] as const),
        ]),
    );
    setUserIds(ids);
  };
  const submit = () => {
    void onAdd(by === 'users' ? userIds : [], by === 'departments' ? deptIds : []).then((done) => {
      if (done) {
        setUserIds([]);
        setDeptIds([]);
      }
    });
  };
  const chosen = by === 'users' ? userIds.length : deptIds.length;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('examination:roster.addBy')}
          value={by}
          onChange={(value) => setBy(value === 'departments' ? 'departments' : 'users')}
          data={[
            { value: 'users', label: t('examination:roster.byUsers') },
            { value: 'departments', label: t('examination:roster.byDepartments') },
          ]}
        />
        <Group align="flex-end" gap="sm" wrap="nowrap">
          {by === 'users' ? (
            <MultiSelect
              flex={1}
              label={t('examination:roster.users')}
              placeholder={t('examination:roster.usersPlaceholder')}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              data={userData}
              value={userIds}
              onChange={chooseUsers}
              filter={({ options }) => options}
              nothingFoundMessage={users.loading ? t('examination:paper.loading') : t('examination:roster.noUsers')}
            />
          ) : (
            <MultiSelect
              flex={1}
              label={t('examination:roster.departments')}
              placeholder={t('examination:roster.departmentsPlaceholder')}
              description={t('examination:roster.departmentsHint')}
              searchable
              data={departments.options}
              value={deptIds}
              onChange={setDeptIds}
              nothingFoundMessage={t('examination:roster.noDepartments')}
            />
          )}
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} loading={busy} disabled={chosen === 0} onClick={submit}>
            {t('examination:roster.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
