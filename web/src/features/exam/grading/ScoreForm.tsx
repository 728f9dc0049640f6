import { Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGradeItemMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { formFieldErrors } from '../../../shared/ui/crud/server-field-errors';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { serverMessage } from '../bank/server-message';
import { BlockableButton } from './BlockableButton';
import type { GradingItem } from './grading-types';
import { handleScoreKey } from './score-shortcuts';
import { ScoreQuickButtons, ShortcutHelp } from './ScoreQuickButtons';
import { z } from 'zod';
import { zodValidate } from '../../../shared/forms/zod-validate';
import { numberInputSchema } from '../../../shared/utils/form-schemas';

interface ScoreValues {
  score: number | string;
  comment: string;
  reason: string;
}

/** Score (points, 0..the question maximum), comment for the candidate, reason kept in the audit; save or save and next. */
export function ScoreForm({
  item,
  blockedReason,
  onSaved,
}: {
  item: GradingItem;
  /** Why saving is not possible now (someone else holds the lock); undefined when it is. */
  blockedReason: string | undefined;
  onSaved: (item: GradingItem, next: boolean) => void;
}) {
  const { t } = useTranslation('grading');
  const [gradeItem] = useGradeItemMutation({ context: handledErrors });
  const [saving, setSaving] = useState<'save' | 'next' | undefined>(undefined);
  const form = useForm<ScoreValues>({
    initialValues: { score: item.score ?? '', comment: item.feedback ?? '', reason: '' },
    validate: zodValidate(
      z.object({
        score: numberInputSchema(
          { min: 0, max: item.maxScore },
          { required: t('form.scoreRequired'), invalid: t('form.scoreRange', { max: item.maxScore }) },
        ),
        reason: z.string().max(500, t('form.reasonTooLong')),
        comment: z.string().max(4000, t('form.commentTooLong')),
      }),
    ),
  });

  const submit = (next: boolean) => (values: ScoreValues) => {
    if (blockedReason !== undefined) {
      return;
    }
    setSaving(next ? 'next' : 'save');
    gradeItem({
      variables: {
        input: {
          itemId: item.id,
          score: Number(values.score),
          comment: values.comment.trim() || null,
          reason: values.reason.trim() || null,
        },
      },
    })
      .then((result) => {
        if (result.data) {
          notifySuccess(t('form.saved'));
          form.setFieldValue('reason', '');
          onSaved(result.data.gradeItem, next);
        }
      })
      .catch((failure: unknown) => {
        const fields = formFieldErrors(failure, ['score', 'comment', 'reason']);
        if (Object.keys(fields).length > 0) {
          form.setErrors(fields);
        } else {
          notifyError(serverMessage(failure) ?? errorMessage(failure, t), 'grading-save');
        }
      })
      .finally(() => setSaving(undefined));
  };

  const saveButton = (next: boolean) => (
    <BlockableButton
      blockedReason={blockedReason}
      variant={next ? 'filled' : 'default'}
      disabled={saving !== undefined && saving !== (next ? 'next' : 'save')}
      loading={saving === (next ? 'next' : 'save')}
      onClick={() => form.onSubmit(submit(next))()}
    >
      {next ? t('form.saveNext') : t('form.save')}
    </BlockableButton>
  );

  return (
    <form
      onSubmit={form.onSubmit(submit(false))}
      aria-label={t('form.title')}
      onKeyDown={(event) =>
        blockedReason === undefined &&
        handleScoreKey(event, item.maxScore, {
          set: (value) => form.setFieldValue('score', value),
          saveNext: () => form.onSubmit(submit(true))(),
        })
      }
    >
      <Stack gap="sm">
        <ShortcutHelp />
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <NumberInput
            style={{ flex: 1 }}
            label={t('form.score', { max: item.maxScore })}
            min={0}
            max={item.maxScore}
            step={0.5}
            decimalScale={2}
            clampBehavior="strict"
            allowNegative={false}
            data-max={item.maxScore}
            data-score-field=""
            withAsterisk
            {...form.getInputProps('score')}
          />
          <ScoreQuickButtons
            max={item.maxScore}
            onSet={(value) => form.setFieldValue('score', value)}
            disabled={blockedReason !== undefined}
          />
        </Group>
        <Textarea label={t('form.comment')} autosize minRows={2} maxRows={6} {...form.getInputProps('comment')} />
        <TextInput label={t('form.reason')} description={t('form.reasonHint')} {...form.getInputProps('reason')} />
        <Group justify="flex-end" gap="sm">
          {saveButton(false)}
          {saveButton(true)}
        </Group>
      </Stack>
    </form>
  );
}
