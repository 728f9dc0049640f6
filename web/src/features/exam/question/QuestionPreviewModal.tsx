import { Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuestionDetailQuery } from '../../../generated/graphql';
import { DifficultyBadge, formatPoints, QuestionStatusBadge, QuestionTypeBadge } from './question-labels';
import { QuestionBody } from './QuestionBody';

/** The view of one question: its badges, stem, options with the correct ones marked, answers and explanation. */
export function QuestionPreviewModal({ questionId, onClose }: { questionId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={questionId !== undefined} onClose={onClose} title={t('examQuestion:preview.title')} size={760} centered>
      {questionId !== undefined && <PreviewContent questionId={questionId} />}
    </Modal>
  );
}

function PreviewContent({ questionId }: { questionId: string }) {
  const { t } = useTranslation();
  const { data, loading } = useQuestionDetailQuery({ variables: { id: questionId }, fetchPolicy: 'network-only' });
  const question = data?.question;
  if (!question) {
    return loading ? <Loader size="sm" role="status" aria-label={t('examQuestion:preview.loading')} /> : null;
  }
  return (
    <Stack gap="md">
      <Group gap="xs">
        <QuestionTypeBadge type={question.questionType} />
        <DifficultyBadge level={question.difficulty} />
        <QuestionStatusBadge status={question.questionStatus} />
        <Text size="sm" c="dimmed">
          {question.bankName} · {t('examQuestion:preview.points', { points: formatPoints(question.defaultScore) })}
          {question.tags.length > 0 ? ` · ${question.tags.map((tag) => `#${tag}`).join(' ')}` : ''}
        </Text>
      </Group>
      <QuestionBody question={question} />
    </Stack>
  );
}
