import { Button, Drawer, Group, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingRegistrationsQuery, useRejectRegistrationsMutation, type PendingRegistrationsQuery } from '../../../generated/graphql';
import type { CrudColumn } from '../../../shared/ui/crud/crud-types';
import { CrudPagination } from '../../../shared/ui/crud/CrudPagination';
import { CrudTable } from '../../../shared/ui/crud/CrudTable';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { notifyWarning } from '../../../shared/ui/crud/notify-warning';
import { defaultCrudPageSize } from '../../../shared/ui/crud/useCrudList';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import { ApproveModal } from './ApproveModal';

type PendingRow = PendingRegistrationsQuery['pendingRegistrations']['records'][number];

const columns: readonly CrudColumn<PendingRow>[] = [
  { accessor: 'account', title: 'user:fields.account', noWrap: true },
  { accessor: 'name', title: 'user:fields.name', noWrap: true },
  { accessor: 'realName', title: 'user:fields.realName', noWrap: true },
  { accessor: 'createTime', title: 'user:fields.createTime', noWrap: true, value: (row) => formatDateTime(row.createTime) },
];

/** Guest registrations waiting for approval: approve (roles, departments, posts) or reject, one or several. */
export function PendingRegistrationsDrawer({
  opened,
  onClose,
  onApproved,
}: {
  opened: boolean;
  onClose: () => void;
  onApproved: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} title={t('user:pending.title')} position="right" size="xl">
      {opened && <PendingRegistrations onApproved={onApproved} />}
    </Drawer>
  );
}

function PendingRegistrations({ onApproved }: { onApproved: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(defaultCrudPageSize);
  const [selected, setSelected] = useState<readonly PendingRow[]>([]);
  const [approving, setApproving] = useState<readonly string[] | undefined>(undefined);
  const { data, previousData, loading, refetch } = usePendingRegistrationsQuery({
    variables: { page: { current: page, size } },
    fetchPolicy: 'cache-and-network',
  });
  const [reject] = useRejectRegistrationsMutation();
  const pending = (data ?? previousData)?.pendingRegistrations;

  const reload = () => {
    setSelected([]);
    refetch().catch(() => undefined);
  };
  const needRows = (rows: readonly PendingRow[]): boolean => {
    if (rows.length === 0) {
      notifyWarning(t('crud:notify.selectOne'), 'crud-select-one');
      return false;
    }
    return true;
  };
  const startApprove = (rows: readonly PendingRow[]) => {
    if (needRows(rows)) {
      setApproving(rows.map((row) => row.id));
    }
  };
  const startReject = (rows: readonly PendingRow[]) => {
    if (!needRows(rows)) {
      return;
    }
    modals.openConfirmModal({
      title: t('crud:confirm.title'),
      children: t('user:confirm.reject'),
      labels: { confirm: t('crud:confirm.ok'), cancel: t('crud:confirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        reject({ variables: { userIds: rows.map((row) => row.id) } }).then(
          (result) => {
            notifySuccess(t('user:pending.rejected', { number: result.data?.rejectRegistrations ?? rows.length }));
            reload();
          },
          () => undefined,
        );
      },
    });
  };

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={() => startApprove(selected)}>
          {t('user:pending.approve')}
        </Button>
        <Button color="red" variant="outline" leftSection={<IconX size={16} aria-hidden />} onClick={() => startReject(selected)}>
          {t('user:pending.reject')}
        </Button>
      </Group>
      <CrudTable<PendingRow>
        columns={columns}
        records={pending?.records ?? []}
        loading={loading}
        page={page}
        size={size}
        sort={[]}
        onSortChange={() => undefined}
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        rowActions={(row) => (
          <Group gap={0} wrap="nowrap" justify="center">
            <Button variant="subtle" size="compact-sm" onClick={() => startApprove([row])}>
              {t('user:pending.approve')}
            </Button>
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => startReject([row])}>
              {t('user:pending.reject')}
            </Button>
          </Group>
        )}
      />
      <CrudPagination
        page={page}
        size={size}
        total={pending?.total ?? 0}
        onPageChange={setPage}
        onSizeChange={(next) => {
          setSize(next);
          setPage(1);
        }}
      />
      <ApproveModal
        userIds={approving}
        onClose={() => setApproving(undefined)}
        onApproved={() => {
          setApproving(undefined);
          reload();
          onApproved();
        }}
      />
    </Stack>
  );
}
