import { Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MyAttemptReviewQuery } from '../../../generated/graphql';
import { OptionContent } from '../take/OptionContent';
import { RichText } from '../take/RichText';

type ReviewQuestion = MyAttemptReviewQuery['myAttemptReview']['questions'][number];

const correctnessColor = { TRUE: 'green', FALSE: 'red', PARTIAL: 'yellow' } as const;

/** One reviewed question: the student's answer and, when the server sends them, correctness, marks, keys, explanation and feedback. */
export function ReviewQuestionCard({ question }: { question: ReviewQuestion }) {
  const { t } = useTranslation('examTake');
  const response = question.response;
  const chosen = new Set(response?.optionIds ?? []);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('question.number', { slot: question.slot })}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={700}>{t('question.number', { slot: question.slot })}</Text>
            <Badge variant="light">{t(`type.${question.questionType}`)}</Badge>
            {question.isCorrect && (
              <Badge color={correctnessColor[question.isCorrect]} variant="filled">
                {t(`review.correctness.${question.isCorrect}`)}
              </Badge>
            )}
          </Group>
          <Text size="sm" fw={500}>
            {question.score === null
              ? t('question.points', { points: question.maxScore })
              : t('review.marks', { score: question.score, max: question.maxScore })}
          </Text>
        </Group>
        <RichText html={question.stem} />
        {question.options.length > 0 && (
          <List spacing={4} listStyleType="none">
            {question.options.map((option) => (
              <List.Item
                key={option.id}
                icon={
                  option.isCorrect === true ? (
                    <IconCheck size={16} color="var(--mantine-color-green-6)" aria-label={t('review.correctOption')} />
                  ) : option.isCorrect === false && chosen.has(option.id) ? (
                    <IconX size={16} color="var(--mantine-color-red-6)" aria-hidden />
                  ) : undefined
                }
              >
                <Group gap={6} wrap="nowrap">
                  <Text fw={chosen.has(option.id) ? 700 : 400}>{option.label}.</Text>
                  <OptionContent questionType={question.questionType} content={option.content} />
                  {chosen.has(option.id) && (
                    <Badge size="xs" variant="outline">
                      {t('review.yourChoice')}
                    </Badge>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {question.questionType === 'FILL_BLANK' && (
          <Text size="sm">
            {t('review.yourBlanks', { blanks: (response?.blanks ?? []).map((blank, index) => `${index + 1}. ${blank || '—'}`).join('  ') })}
          </Text>
        )}
        {question.questionType === 'SHORT_ANSWER' && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {response?.text || t('review.noAnswer')}
          </Text>
        )}
        {question.questionType === 'FILE_UPLOAD' && (
          <Text size="sm">
            {response && response.files.length > 0
              ? t('review.files', { names: response.files.map((file) => file.filename).join(', ') })
              : t('review.noAnswer')}
          </Text>
        )}
        {question.acceptedBlanks && (
          <Text size="sm" c="green">
            {t('review.acceptedBlanks', {
              blanks: question.acceptedBlanks.map((accepted, index) => `${index + 1}. ${accepted.join(' / ')}`).join('  '),
            })}
          </Text>
        )}
        {question.explanation && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('review.explanation')}
            </Text>
            <RichText html={question.explanation} />
          </Stack>
        )}
        {question.feedback && (
          <Text size="sm" c="blue">
            {t('review.feedback', { text: question.feedback })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
