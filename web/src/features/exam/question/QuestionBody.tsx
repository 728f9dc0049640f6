import { Badge, Box, Group, List, Stack, Text, ThemeIcon, Typography } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionType } from '../../../generated/graphql';
import { useFixedOptionLabel } from '../take/OptionContent';
import { resolveImagesIn } from '../../../shared/files/authorized-file';

/** What a question preview needs (the editor's detail and the paper's detail both carry it). */
export interface PreviewQuestion {
  questionType: QuestionType;
  stem: string;
  explanation?: string | null;
  blanks?: readonly (readonly string[])[];
  caseSensitive?: boolean;
  referenceAnswer?: string | null;
  fileRule?: { maxFiles: number; maxSizeKb: number; allowedExtensions: readonly string[] } | null;
  options: readonly { id: string; content: string; isCorrect: boolean; sort: number }[];
}

/** HTML the server sanitized when it stored the question; shown as stored (uploaded images loaded with the session). */
export function StoredHtml({ html, testId }: { html: string; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    resolveImagesIn(ref.current);
  }, [html]);
  return (
    <Typography>
      <div ref={ref} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

const letter = (index: number) => String.fromCharCode(65 + index);

/** An option as stored, except the fixed true/false options, shown in the current language. */
function PreviewOption({ questionType, content }: { questionType: QuestionType; content: string }) {
  const label = useFixedOptionLabel(questionType, content);
  return label ? <Text>{label}</Text> : <StoredHtml html={content} />;
}

/** A question as the teacher checks it: stem, options with the correct ones marked, answers and explanation. */
export function QuestionBody({ question }: { question: PreviewQuestion }) {
  const { t } = useTranslation();
  const options = [...question.options].sort((left, right) => left.sort - right.sort);
  return (
    <Stack gap="sm">
      <StoredHtml html={question.stem} testId="question-stem" />
      {options.length > 0 && (
        <Stack gap={6} role="list" aria-label={t('examQuestion:preview.options')}>
          {options.map((option, index) => (
            <Group
              key={option.id}
              role="listitem"
              gap="xs"
              wrap="nowrap"
              align="flex-start"
              aria-label={option.isCorrect ? t('examQuestion:preview.correctOption', { letter: letter(index) }) : undefined}
              p={6}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                background: option.isCorrect ? 'var(--mantine-color-green-light)' : undefined,
              }}
            >
              <Text fw={600} w={20}>
                {letter(index)}.
              </Text>
              <Box flex={1}>
                <PreviewOption questionType={question.questionType} content={option.content} />
              </Box>
              {option.isCorrect && (
                <Badge color="green" variant="filled" leftSection={<IconCheck size={12} aria-hidden />}>
                  {t('examQuestion:preview.correct')}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {question.questionType === 'FILL_BLANK' && question.blanks && (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('examQuestion:preview.blanks')}
            {question.caseSensitive ? ` (${t('examQuestion:editor.caseSensitive')})` : ''}
          </Text>
          <List size="sm" type="ordered">
            {question.blanks.map((alternatives, index) => (
              <List.Item key={index}>{alternatives.join(' / ')}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      {question.questionType === 'SHORT_ANSWER' && question.referenceAnswer && (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('examQuestion:editor.referenceAnswer')}
          </Text>
          <StoredHtml html={question.referenceAnswer} />
        </Stack>
      )}
      {question.questionType === 'FILE_UPLOAD' && question.fileRule && (
        <Text size="sm">
          {t('examQuestion:preview.fileRule', {
            maxFiles: question.fileRule.maxFiles,
            maxSizeKb: question.fileRule.maxSizeKb,
            extensions:
              question.fileRule.allowedExtensions.length > 0
                ? question.fileRule.allowedExtensions.join(', ')
                : t('examQuestion:preview.anyExtension'),
          })}
        </Text>
      )}
      {question.explanation && (
        <Stack gap={4}>
          <Group gap={6}>
            <ThemeIcon size="sm" variant="light" color="blue" aria-hidden>
              <IconCheck size={12} />
            </ThemeIcon>
            <Text fw={600} size="sm">
              {t('examQuestion:fields.explanation')}
            </Text>
          </Group>
          <StoredHtml html={question.explanation} />
        </Stack>
      )}
    </Stack>
  );
}
