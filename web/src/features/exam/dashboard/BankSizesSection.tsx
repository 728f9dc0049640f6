import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionStatus, QuestionType } from '../../../generated/graphql';
import type { HomeSectionProps } from '../../../shared/home/home-sections';
import { questionStatuses, questionTypes } from '../question/question-labels';
import { DashboardCard } from './DashboardCard';
import { useStaffDashboard } from './useStaffDashboard';

/** Staff home: how many questions of each type and status the tenant's banks hold. */
export function BankSizesSection({ dense }: HomeSectionProps) {
  const { t } = useTranslation();
  const { dashboard, loading, visible } = useStaffDashboard();
  if (!visible) {
    return null;
  }
  const sizes = dashboard?.bankSizes ?? [];
  const count = (type: QuestionType, status: QuestionStatus) =>
    sizes.find((size) => size.questionType === type && size.questionStatus === status)?.count ?? 0;
  const types = questionTypes.filter((type) => questionStatuses.some((status) => count(type, status) > 0));
  const title = t('examDashboard:banks.title');
  return (
    <DashboardCard
      id="dashboard-bank-sizes"
      title={title}
      dense={dense}
      loading={loading && !dashboard}
      empty={types.length === 0 ? t('examDashboard:banks.none') : undefined}
      link={{ to: '/exam/question', label: t('examDashboard:banks.all') }}
    >
      <Table aria-label={title} striped withRowBorders={false} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('examDashboard:banks.type')}</Table.Th>
            {questionStatuses.map((status) => (
              <Table.Th key={status} ta="right">
                {t(`examQuestion:statuses.${status}`)}
              </Table.Th>
            ))}
            <Table.Th ta="right">{t('examDashboard:banks.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {types.map((type) => (
            <Table.Tr key={type}>
              <Table.Td>{t(`examQuestion:types.${type}`)}</Table.Td>
              {questionStatuses.map((status) => (
                <Table.Td key={status} ta="right">
                  {count(type, status)}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600}>
                {questionStatuses.reduce((sum, status) => sum + count(type, status), 0)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </DashboardCard>
  );
}
