import { ActionIcon, Alert, Button, Group, Input, Stack, Switch, TagsInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countBlankMarkers, MAX_BLANKS, type QuestionFormValues } from './question-form';

/**
 * Blanks of a fill-in-the-blank question: one list of accepted answers per `___` marker of the stem
 * (the server's rule: three or more underscores, in order), and case sensitivity.
 */
export function BlanksEditor({ form, message }: { form: UseFormReturnType<QuestionFormValues>; message: (error: ReactNode) => ReactNode }) {
  const { t } = useTranslation();
  const { blanks, stem } = form.getValues();
  const markers = countBlankMarkers(stem);
  const setBlank = (index: number, answers: string[]) => {
    form.setFieldValue(`blanks.${index}`, answers);
    form.validateField('blanks');
  };
  const matchMarkers = () => {
    const next = Array.from({ length: Math.min(Math.max(markers, 1), MAX_BLANKS) }, (_, index) => blanks[index] ?? []);
    form.setFieldValue('blanks', next);
  };
  const error = form.errors['blanks'];
  return (
    <Stack gap="sm">
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={16} aria-hidden />} title={t('examQuestion:editor.blankRuleTitle')}>
        {t('examQuestion:editor.blankRule', { markers, blanks: blanks.length })}
      </Alert>
      <Input.Wrapper
        label={t('examQuestion:editor.blanks')}
        withAsterisk
        error={
          error === 'examQuestion:validation.blanksMismatch'
            ? t('examQuestion:validation.blanksMismatch', { markers, blanks: blanks.length })
            : message(error)
        }
      >
        <Stack gap="xs" mt="xs">
          {blanks.map((answers, index) => (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <TagsInput
                flex={1}
                label={t('examQuestion:editor.blankAnswers', { number: index + 1 })}
                placeholder={t('examQuestion:editor.blankPlaceholder')}
                value={answers}
                onChange={(value) => setBlank(index, value)}
                splitChars={[',', ';', '|']}
                acceptValueOnBlur
              />
              <Tooltip label={t('examQuestion:editor.removeBlank', { number: index + 1 })}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mb={6}
                  aria-label={t('examQuestion:editor.removeBlank', { number: index + 1 })}
                  disabled={blanks.length <= 1}
                  onClick={() => form.removeListItem('blanks', index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={blanks.length >= MAX_BLANKS}
              onClick={() => form.insertListItem('blanks', [])}
            >
              {t('examQuestion:editor.addBlank')}
            </Button>
            <Button variant="default" size="xs" disabled={markers === blanks.length || markers === 0} onClick={matchMarkers}>
              {t('examQuestion:editor.matchMarkers', { markers })}
            </Button>
          </Group>
        </Stack>
      </Input.Wrapper>
      <Switch label={t('examQuestion:editor.caseSensitive')} {...form.getInputProps('caseSensitive', { type: 'checkbox' })} />
    </Stack>
  );
}
