import { Alert, Badge, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGradingReferenceAnswerQuery } from '../../../generated/graphql';
import { usePermission } from '../../../shared/permission/usePermission';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import { RichText } from '../take/RichText';
import { GradeHistory } from './GradeHistory';
import { lockedByOther, type GradingItem } from './grading-types';
import { ResponseFiles } from './ResponseFiles';
import { ScoreForm } from './ScoreForm';
import type { OpenAnswer } from './useGradingSession';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={4} fz="sm" c="dimmed">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The grading panel: the question, the candidate's answer and files, the key, the score form and the audit. */
export function GradingPanel({
  open,
  userId,
  nameOf,
  onClose,
  onSaved,
}: {
  open: OpenAnswer | undefined;
  userId: string | undefined;
  nameOf: (id: string | null | undefined) => string;
  onClose: () => void;
  onSaved: (item: GradingItem, next: boolean) => void;
}) {
  const { t, i18n } = useTranslation('grading');
  const item = open?.item;
  const canReadQuestion = usePermission('exam_question');
  const reference = useGradingReferenceAnswerQuery({
    variables: { id: item?.questionId ?? '' },
    skip: !item || !canReadQuestion || item.questionType !== 'SHORT_ANSWER',
  });
  const referenceAnswer = item && reference.data?.question.id === item.questionId ? reference.data.question.referenceAnswer : null;
  const othersLock = item && lockedByOther(item, userId) ? item : undefined;
  const blockedReason = othersLock
    ? t('panel.lockedByOther', {
        name: nameOf(othersLock.lockedBy),
        time: formatLocalizedDateTime(othersLock.lockExpiresAt, i18n.language),
      })
    : undefined;
  return (
    <Drawer
      opened={item !== undefined}
      onClose={onClose}
      position="right"
      size="xl"
      title={item ? t('panel.title', { name: item.candidateName, slot: item.slot }) : ''}
      closeButtonProps={{ 'aria-label': t('panel.close') }}
    >
      {item && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{t(`questionType.${item.questionType}`)}</Badge>
            <Badge variant="light" color="gray">
              {t('panel.maxScore', { max: item.maxScore })}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('panel.candidate', { name: item.candidateName, account: item.account, attempt: item.attemptNo })}
            </Text>
            {item.submittedAt && (
              <Text size="sm" c="dimmed">
                {t('panel.submittedAt', { time: formatLocalizedDateTime(item.submittedAt, i18n.language) })}
              </Text>
            )}
          </Group>
          {blockedReason && (
            <Alert color="red" role="alert" title={t('panel.lockedTitle')}>
              {blockedReason}
            </Alert>
          )}
          {open?.holdsLock && item.lockExpiresAt && (
            <Alert color="blue" data-testid="grading-lock-mine">
              {t('panel.lockMine', { time: formatLocalizedDateTime(item.lockExpiresAt, i18n.language) })}
            </Alert>
          )}
          <Block title={t('panel.stem')}>
            <RichText html={item.stem} />
          </Block>
          <Block title={t('panel.answer')}>
            {item.questionType === 'SHORT_ANSWER' && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="grading-answer">
                {item.answerText || t('panel.noAnswer')}
              </Text>
            )}
            {item.questionType === 'FILE_UPLOAD' && <ResponseFiles files={item.files} />}
          </Block>
          {referenceAnswer && (
            <Block title={t('panel.reference')}>
              <RichText html={referenceAnswer} />
            </Block>
          )}
          {item.explanation && (
            <Block title={t('panel.explanation')}>
              <RichText html={item.explanation} />
            </Block>
          )}
          <Divider />
          <ScoreForm key={`${item.id}-${item.gradedAt ?? ''}`} item={item} blockedReason={blockedReason} onSaved={onSaved} />
          <Divider />
          <Block title={t('history.title')}>
            <GradeHistory key={`${item.id}-${item.gradedAt ?? ''}`} itemId={item.id} />
          </Block>
        </Stack>
      )}
    </Drawer>
  );
}
