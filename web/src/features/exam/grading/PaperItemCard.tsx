import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import { RichText } from '../take/RichText';
import { lockedByOther } from './grading-types';
import type { GradingPaperItem } from './paper-types';
import { PaperItemScore } from './PaperItemScore';
import { ResponseFiles } from './ResponseFiles';

const stateColor: Record<string, string> = { NEEDS_MANUAL: 'orange', MANUALLY_GRADED: 'green', REGRADED: 'teal', AUTO_GRADED: 'blue' };

/** One question of the paper: stem, the candidate's answer, and its score (shown, or scored in place when graded by hand). */
export function PaperItemCard({
  item,
  userId,
  nameOf,
  inputRef,
  onSaved,
}: {
  item: GradingPaperItem;
  userId: string | undefined;
  nameOf: (id: string | null | undefined) => string;
  inputRef: Ref<HTMLInputElement>;
  onSaved: (itemId: string, next: boolean) => void;
}) {
  const { t, i18n } = useTranslation('grading');
  const blockedReason = lockedByOther(item, userId)
    ? t('panel.lockedByOther', { name: nameOf(item.lockedBy), time: formatLocalizedDateTime(item.lockExpiresAt, i18n.language) })
    : undefined;
  const title = t('paper.itemTitle', { slot: item.slot });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title} data-testid={`paper-item-${item.slot}`}>
      <Stack gap="sm">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            <Badge variant="light">{t(`questionType.${item.questionType}`)}</Badge>
            <Badge variant="light" color={stateColor[item.gradingState] ?? 'gray'}>
              {t(`itemState.${item.gradingState}`)}
            </Badge>
          </Group>
          <Text fw={600} data-testid={`paper-item-score-${item.slot}`}>
            {item.score === null
              ? t('queue.noScore', { max: item.maxScore })
              : t('queue.scoreOf', { score: item.score, max: item.maxScore })}
          </Text>
        </Group>
        <RichText html={item.stem} />
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('panel.answer')}
          </Text>
          {item.questionType === 'FILE_UPLOAD' ? (
            <ResponseFiles files={item.files} />
          ) : (
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap' }}
              bg="var(--mantine-color-default-hover)"
              p="xs"
              data-testid={`paper-answer-${item.slot}`}
            >
              {item.answerText || t('panel.noAnswer')}
            </Text>
          )}
        </Stack>
        {item.manual ? (
          <>
            {blockedReason && (
              <Text size="sm" c="red" role="alert">
                {blockedReason}
              </Text>
            )}
            <PaperItemScore
              key={`${item.id}-${item.gradedAt ?? ''}`}
              item={item}
              blockedReason={blockedReason}
              inputRef={inputRef}
              onSaved={onSaved}
            />
          </>
        ) : (
          item.feedback && (
            <Text size="sm" c="dimmed">
              {t('paper.feedback', { text: item.feedback })}
            </Text>
          )
        )}
      </Stack>
    </Card>
  );
}
