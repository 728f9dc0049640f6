import { Button, Drawer, Group, Menu, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChevronDown, IconClockPlus, IconFileImport, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccommodationFieldsFragment } from '../../../generated/graphql';
import type { CrudColumn } from '../../../shared/ui/crud/crud-types';
import { AccommodationModal, type AccommodationTarget } from '../accommodation/AccommodationModal';
import { AccommodationSummary } from '../accommodation/AccommodationSummary';
import { useAccommodations } from '../accommodation/useAccommodations';
import { CrudPagination } from '../../../shared/ui/crud/CrudPagination';
import { CrudTable } from '../../../shared/ui/crud/CrudTable';
import type { ExaminationRow } from './examination-crud';
import { CandidateStatusBadge, settableCandidateStatuses } from './examination-labels';
import { RosterAddPanel } from './RosterAddPanel';
import { RosterImportModal } from './RosterImportModal';
import { LatestAttemptCell, LatestScoreCell } from './RosterResultCells';
import { useRoster, type RosterRow } from './useRoster';

const columns: readonly CrudColumn<RosterRow>[] = [
  { accessor: 'realName', title: 'examination:roster.columns.name', value: (row) => row.realName || row.account },
  { accessor: 'account', title: 'examination:roster.columns.account', noWrap: true },
  { accessor: 'deptName', title: 'examination:roster.columns.dept', value: (row) => row.deptName ?? '' },
  {
    accessor: 'status',
    title: 'examination:roster.columns.status',
    noWrap: true,
    render: (row) => <CandidateStatusBadge status={row.status} />,
  },
  { accessor: 'attemptsUsed', title: 'examination:roster.columns.attempts', noWrap: true },
  {
    accessor: 'latestAttemptState',
    title: 'examination:roster.columns.latest',
    noWrap: true,
    render: (row) => <LatestAttemptCell row={row} />,
  },
  { accessor: 'latestScore', title: 'examination:roster.columns.score', noWrap: true, render: (row) => <LatestScoreCell row={row} /> },
];

/** The roster column of a candidate's accommodation (for callers with exam_examination_accommodation). */
function accommodationColumn(byUser: ReadonlyMap<string, AccommodationFieldsFragment>): CrudColumn<RosterRow> {
  return {
    accessor: 'userId',
    title: 'examAccess:roster.column',
    width: 150,
    render: (row) => {
      const accommodation = byUser.get(row.userId);
      return accommodation ? <AccommodationSummary row={accommodation} /> : null;
    },
  };
}

function Roster({ exam, onChanged }: { exam: ExaminationRow; onChanged: () => void }) {
  const { t } = useTranslation();
  const roster = useRoster(exam.id, onChanged);
  const accommodations = useAccommodations(exam.id);
  const [accommodating, setAccommodating] = useState<AccommodationTarget | undefined>();
  const [selected, setSelected] = useState<readonly RosterRow[]>([]);
  const [keyword, setKeyword] = useState('');
  const [importing, setImporting] = useState(false);
  const shownColumns = accommodations.allowed ? [...columns, accommodationColumn(accommodations.byUser)] : columns;
  const accommodate = (row: RosterRow) =>
    setAccommodating({
      examinationId: exam.id,
      examOpenAt: exam.openAt,
      examCloseAt: exam.closeAt,
      userId: row.userId,
      name: row.realName || row.account,
      row: accommodations.byUser.get(row.userId),
    });
  const removeSelected = () =>
    modals.openConfirmModal({
      title: t('crud:confirm.title'),
      children: t('examination:roster.removeQuestion', { count: selected.length }),
      labels: { confirm: t('examination:roster.remove'), cancel: t('crud:confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        void roster.removeEntries(selected.map((row) => row.id)).then(() => setSelected([]));
      },
    });
  return (
    <Stack gap="md">
      <RosterAddPanel busy={roster.adding} onAdd={roster.addCandidates} />
      <Group justify="space-between" gap="sm">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            roster.search(keyword);
          }}
        >
          <TextInput
            aria-label={t('examination:roster.search')}
            placeholder={t('examination:roster.search')}
            leftSection={<IconSearch size={14} aria-hidden />}
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
            onBlur={() => roster.search(keyword)}
          />
        </form>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconFileImport size={14} aria-hidden />} onClick={() => setImporting(true)}>
            {t('examTools:actions.importRoster')}
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={14} aria-hidden />}
            disabled={selected.length === 0}
            onClick={removeSelected}
          >
            {t('examination:roster.removeSelected', { count: selected.length })}
          </Button>
        </Group>
      </Group>
      {roster.total === 0 && !roster.loading && roster.keyword === '' ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('examination:roster.empty')}
        </Text>
      ) : (
        <CrudTable<RosterRow>
          columns={shownColumns}
          records={roster.rows}
          loading={roster.loading}
          page={roster.page}
          size={roster.size}
          sort={[]}
          onSortChange={() => undefined}
          selectedRecords={selected}
          onSelectedRecordsChange={setSelected}
          rowActions={(row) => (
            <Group gap={4} wrap="nowrap">
              {accommodations.allowed && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconClockPlus size={12} aria-hidden />}
                  aria-label={t('examAccess:roster.actionNamed', { name: row.realName || row.account })}
                  onClick={() => accommodate(row)}
                >
                  {t('examAccess:roster.action')}
                </Button>
              )}
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    rightSection={<IconChevronDown size={12} aria-hidden />}
                    aria-label={t('examination:roster.setStatusOf', { name: row.realName || row.account })}
                  >
                    {t('examination:roster.setStatus')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {settableCandidateStatuses.map((status) => (
                    <Menu.Item key={status} disabled={status === row.status} onClick={() => void roster.changeStatus(row.id, status)}>
                      {t(`examination:candidateStatuses.${status}`)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            </Group>
          )}
        />
      )}
      <CrudPagination
        page={roster.page}
        size={roster.size}
        total={roster.total}
        onPageChange={roster.setPage}
        onSizeChange={roster.setSize}
      />
      <RosterImportModal
        exam={importing ? exam : undefined}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          roster.refresh();
          onChanged();
        }}
      />
      <AccommodationModal
        target={accommodating}
        onClose={() => setAccommodating(undefined)}
        onSaved={() => {
          setAccommodating(undefined);
          void accommodations.refetch();
        }}
        onRemove={accommodations.remove}
      />
    </Stack>
  );
}

/** The roster of one examination in a drawer: add by users or departments, import from Excel, search, remove, candidate status. */
export function RosterDrawer({
  exam,
  onClose,
  onChanged,
}: {
  exam: ExaminationRow | undefined;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={exam !== undefined}
      onClose={onClose}
      position="right"
      size={880}
      title={t('examination:roster.title', { name: exam?.name ?? '' })}
    >
      {exam && <Roster key={exam.id} exam={exam} onChanged={onChanged} />}
    </Drawer>
  );
}
