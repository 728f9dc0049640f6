import { Alert, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errors/error-message';
import { CrudPagination } from '../../../shared/ui/crud/CrudPagination';
import { ActionDialog } from './ActionDialog';
import { AttemptDrawer } from './AttemptDrawer';
import { AttemptTable } from './AttemptTable';
import { ProctorFilters } from './ProctorFilters';
import type { ProctorActionKind, ProctorRow } from './proctor-types';
import { useProctorAttempts, type ProctorFilterValue } from './useProctorAttempts';

/** The live view of one examination: filters, the attempts (refreshed every 10 s and on focus), actions and details. */
export function ProctorConsole({ examinationId }: { examinationId: string }) {
  const { t } = useTranslation('proctor');
  const [filter, setFilter] = useState<ProctorFilterValue>({ state: null, keyword: '' });
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(30);
  const { rows, total, loading, error, receivedAt, refetch } = useProctorAttempts(examinationId, filter, page, size);
  const [action, setAction] = useState<{ kind: ProctorActionKind; row: ProctorRow } | undefined>();
  const [details, setDetails] = useState<ProctorRow | undefined>();
  const refresh = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  const filterChanged = useCallback((next: ProctorFilterValue) => {
    setFilter(next);
    setPage(1);
  }, []);
  // The drawer follows the live row (state and counts change while it is open).
  const detailRow = details ? (rows.find((row) => row.id === details.id) ?? details) : undefined;
  return (
    <Stack gap="sm">
      <ProctorFilters value={filter} onChange={filterChanged} updatedAt={receivedAt} onRefresh={refresh} />
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(error, t)}
        </Alert>
      )}
      <AttemptTable
        rows={rows}
        loading={loading}
        receivedAt={receivedAt}
        onAction={(kind, row) => setAction({ kind, row })}
        onDetails={setDetails}
      />
      <CrudPagination
        page={page}
        size={size}
        total={total}
        onPageChange={setPage}
        onSizeChange={(next) => {
          setSize(next);
          setPage(1);
        }}
      />
      {action && (
        <ActionDialog
          kind={action.kind}
          row={action.row}
          onClose={() => setAction(undefined)}
          onDone={() => {
            setAction(undefined);
            refresh();
          }}
        />
      )}
      {detailRow && <AttemptDrawer row={detailRow} onClose={() => setDetails(undefined)} onChanged={refresh} />}
    </Stack>
  );
}
