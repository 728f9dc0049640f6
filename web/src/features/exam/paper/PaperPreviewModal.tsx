import { Badge, Divider, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePaperDetailQuery } from '../../../generated/graphql';
import { formatPoints } from '../question/question-labels';
import { QuestionBody } from '../question/QuestionBody';
import { PaperModeBadge, PaperStatusBadge } from './paper-labels';

/** The paper as the teacher checks it (detailView): sections, each question with its score and answer key, and the draw rules. */
export function PaperPreviewModal({ paperId, onClose }: { paperId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={paperId !== undefined} onClose={onClose} title={t('examPaper:preview.title')} size={900} centered>
      {paperId !== undefined && <PreviewContent paperId={paperId} />}
    </Modal>
  );
}

function PreviewContent({ paperId }: { paperId: string }) {
  const { t } = useTranslation();
  const { data } = usePaperDetailQuery({ variables: { id: paperId }, fetchPolicy: 'network-only' });
  const paper = data?.paper;
  if (!paper) {
    return <Loader role="status" aria-label={t('examQuestion:preview.loading')} />;
  }
  let number = 0;
  return (
    <Stack gap="md">
      <Stack gap={4} align="center">
        <Title order={3}>{paper.name}</Title>
        <Group gap="xs">
          <PaperModeBadge mode={paper.mode} />
          <PaperStatusBadge status={paper.paperStatus} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('examPaper:preview.summary', {
            total: formatPoints(paper.totalScore),
            pass: formatPoints(paper.passScore),
            minutes: paper.suggestedDurationMin ?? '—',
          })}
        </Text>
        {paper.description && <Text size="sm">{paper.description}</Text>}
      </Stack>
      {[...paper.sections]
        .sort((left, right) => left.sort - right.sort)
        .map((section) => (
          <Stack key={section.id} gap="sm">
            <Divider label={<Text fw={700}>{section.title}</Text>} labelPosition="left" />
            {section.instructions && (
              <Text size="sm" c="dimmed">
                {section.instructions}
              </Text>
            )}
            {[...section.questions]
              .sort((left, right) => left.sort - right.sort)
              .map((item) => {
                number += 1;
                return (
                  <Paper key={item.id} withBorder p="sm" radius="sm">
                    <Group justify="space-between" mb={6}>
                      <Text fw={600}>{t('examPaper:preview.questionNumber', { number })}</Text>
                      <Badge variant="light">{t('examQuestion:preview.points', { points: formatPoints(item.score) })}</Badge>
                    </Group>
                    {item.question ? (
                      <QuestionBody question={item.question} />
                    ) : (
                      <Text size="sm" c="red">
                        {t('examPaper:items.deleted')}
                      </Text>
                    )}
                  </Paper>
                );
              })}
            {section.drawRules.map((rule) => (
              <Paper key={rule.id} withBorder p="sm" radius="sm" bg="var(--mantine-color-default-hover)">
                <Text size="sm">
                  {t('examPaper:preview.rule', {
                    count: rule.count,
                    bank: rule.bankName ?? '',
                    type: t(`examQuestion:types.${rule.questionType}`),
                    difficulty: rule.difficulty ? t(`examQuestion:difficulties.${rule.difficulty}`) : t('examPaper:rules.anyDifficulty'),
                    points: formatPoints(rule.scoreEach),
                    available: rule.available,
                  })}
                </Text>
              </Paper>
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
