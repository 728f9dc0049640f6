import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconFlag, IconFlagFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue } from './answer-model';
import type { AnswerFile, CandidateItem } from './attempt-types';
import { ChoiceAnswer } from './ChoiceAnswer';
import { FileAnswer } from './FileAnswer';
import { RichText } from './RichText';
import { BlanksAnswer, TextAnswer } from './TextAnswers';

interface QuestionCardProps {
  attemptId: string;
  item: CandidateItem;
  value: AnswerValue;
  flagged: boolean;
  current: boolean;
  disabled: boolean;
  onChange: (value: AnswerValue) => void;
  onFlag: (flagged: boolean) => void;
  onFocusQuestion: () => void;
  onFileChooserOpen: () => void;
}

/** One question: number, type, points, stem, the input of its type and the review flag. */
export function QuestionCard({
  attemptId,
  item,
  value,
  flagged,
  current,
  disabled,
  onChange,
  onFlag,
  onFocusQuestion,
  onFileChooserOpen,
}: QuestionCardProps) {
  const { t } = useTranslation('examTake');
  const headingId = `question-${item.slot}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      id={`slot-${item.slot}`}
      onFocusCapture={onFocusQuestion}
      style={current ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" style={{ minWidth: 0, flex: '1 1 auto' }}>
            <Text fw={700} id={headingId}>
              {t('question.number', { slot: item.slot })}
            </Text>
            <Badge variant="light">{t(`type.${item.questionType}`)}</Badge>
            <Text size="sm" c="dimmed">
              {t('question.points', { points: item.maxScore })}
            </Text>
          </Group>
          <Button
            variant={flagged ? 'filled' : 'subtle'}
            color="orange"
            size="xs"
            leftSection={flagged ? <IconFlagFilled size={14} /> : <IconFlag size={14} />}
            aria-pressed={flagged}
            style={{ flex: 'none' }}
            disabled={disabled}
            onClick={() => onFlag(!flagged)}
          >
            {flagged ? t('question.flagged') : t('question.flag')}
          </Button>
        </Group>
        <RichText html={item.stem} />
        {(item.questionType === 'SINGLE_CHOICE' || item.questionType === 'MULTIPLE_CHOICE' || item.questionType === 'TRUE_FALSE') && (
          <ChoiceAnswer
            item={item}
            value={value.optionIds}
            disabled={disabled}
            onChange={(optionIds) => onChange({ ...value, optionIds })}
          />
        )}
        {item.questionType === 'FILL_BLANK' && (
          <BlanksAnswer item={item} value={value.blanks} disabled={disabled} onChange={(blanks) => onChange({ ...value, blanks })} />
        )}
        {item.questionType === 'SHORT_ANSWER' && (
          <TextAnswer item={item} value={value.text} disabled={disabled} onChange={(text) => onChange({ ...value, text })} />
        )}
        {item.questionType === 'FILE_UPLOAD' && (
          <FileAnswer
            attemptId={attemptId}
            item={item}
            files={value.files}
            disabled={disabled}
            onChange={(files: AnswerFile[]) => onChange({ ...value, files })}
            onChooserOpen={onFileChooserOpen}
          />
        )}
      </Stack>
    </Card>
  );
}
