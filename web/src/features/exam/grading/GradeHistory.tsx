import { Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGradeChangesQuery } from '../../../generated/graphql';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';

/** The audit of the answer's score changes (gradeChanges), newest first. */
export function GradeHistory({ itemId }: { itemId: string }) {
  const { t, i18n } = useTranslation('grading');
  // The panel remounts it (key) after a save, so the new row shows.
  const { data, loading } = useGradeChangesQuery({ variables: { attemptItemId: itemId }, fetchPolicy: 'network-only' });
  const changes = data?.gradeChanges ?? [];
  if (loading && changes.length === 0) {
    return <Loader size="sm" role="status" aria-label={t('history.loading')} />;
  }
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('history.empty')}
      </Text>
    );
  }
  return (
    <Table striped withTableBorder aria-label={t('history.title')} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('history.when')}</Table.Th>
          <Table.Th>{t('history.who')}</Table.Th>
          <Table.Th>{t('history.change')}</Table.Th>
          <Table.Th>{t('history.source')}</Table.Th>
          <Table.Th>{t('history.reason')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.id}>
            <Table.Td>{formatLocalizedDateTime(change.changedAt, i18n.language)}</Table.Td>
            <Table.Td>{change.byUserName || change.byUserId}</Table.Td>
            <Table.Td>{t('history.scores', { old: change.oldScore === null ? '—' : change.oldScore, score: change.newScore })}</Table.Td>
            <Table.Td>{t(`history.kind.${change.kind}`)}</Table.Td>
            <Table.Td>{change.reason ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
