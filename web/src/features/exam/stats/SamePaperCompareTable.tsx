import { Card, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePaperExamComparisonQuery } from '../../../generated/graphql';
import { excerpt, formatIndex, formatPercent, formatPoints } from './stats-format';

/** The examinations of this examination's paper side by side: mean and pass rate, then facility per question. */
export function SamePaperCompareTable({ examinationId }: { examinationId: string }) {
  const { t } = useTranslation();
  const { data } = usePaperExamComparisonQuery({ variables: { examinationId }, fetchPolicy: 'cache-and-network' });
  const comparison = data?.paperExamComparison;
  const exams = comparison?.examinations ?? [];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="paper-compare-title">
      <Title order={3} fz="h5" id="paper-compare-title">
        {t('examStats:samePaper.title')}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t('examStats:samePaper.hint')}
      </Text>
      {exams.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('examStats:samePaper.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={400}>
          <Table striped aria-label={t('examStats:samePaper.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('examStats:samePaper.measure')}</Table.Th>
                {exams.map((exam) => (
                  <Table.Th
                    key={exam.examinationId}
                    scope="col"
                    ta="right"
                    style={{ fontWeight: exam.examinationId === examinationId ? 800 : undefined }}
                  >
                    {exam.name}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{t('examStats:samePaper.graded')}</Table.Th>
                {exams.map((exam) => (
                  <Table.Td key={exam.examinationId} ta="right">
                    {exam.graded}
                  </Table.Td>
                ))}
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('examStats:samePaper.mean')}</Table.Th>
                {exams.map((exam) => (
                  <Table.Td key={exam.examinationId} ta="right">
                    {formatPoints(exam.mean)}
                  </Table.Td>
                ))}
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('examStats:samePaper.passRate')}</Table.Th>
                {exams.map((exam) => (
                  <Table.Td key={exam.examinationId} ta="right">
                    {formatPercent(exam.passRate)}
                  </Table.Td>
                ))}
              </Table.Tr>
              {comparison?.questions.map((question, index) => (
                <Table.Tr key={question.questionId}>
                  <Table.Th scope="row" fw={400}>
                    <Text size="sm" title={question.stem}>
                      {t('examStats:samePaper.facilityOf', { order: index + 1, stem: excerpt(question.stem, 30) })}
                    </Text>
                  </Table.Th>
                  {question.facilities.map((facility, column) => (
                    <Table.Td key={exams[column]?.examinationId ?? column} ta="right">
                      {formatIndex(facility)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
