import { Badge, Group, NumberInput, Stack, Textarea } from '@mantine/core';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useGradeItemMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { formFieldErrors } from '../../../shared/ui/crud/server-field-errors';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { serverMessage } from '../bank/server-message';
import { BlockableButton } from './BlockableButton';
import type { GradingPaperItem } from './paper-types';
import { handleScoreKey } from './score-shortcuts';
import { ScoreQuickButtons } from './ScoreQuickButtons';

/** Whether `value` is a valid score of the item (0..max, at most two decimals). */
function scoreError(value: number | string, max: number, t: (key: string, values?: Record<string, unknown>) => string): string | undefined {
  if (value === '' || value === null) {
    return t('form.scoreRequired');
  }
  const score = Number(value);
  return Number.isFinite(score) && score >= 0 && score <= max && Math.round(score * 100) === score * 100
    ? undefined
    : t('form.scoreRange', { max });
}

/**
 * The score of one manual answer in place (score, full / zero, comment, save), saved through gradeItem. The
 * shortcuts work while the focus is anywhere in it except the comment: F full, 0-9 that score, Enter save and next.
 */
export function PaperItemScore({
  item,
  blockedReason,
  inputRef,
  onSaved,
}: {
  item: GradingPaperItem;
  blockedReason: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  onSaved: (itemId: string, next: boolean) => void;
}) {
  const { t } = useTranslation('grading');
  const [score, setScore] = useState<number | string>(item.score ?? '');
  const [comment, setComment] = useState(item.feedback ?? '');
  const [errors, setErrors] = useState<{ score?: string; comment?: string }>({});
  const [saving, setSaving] = useState(false);
  const [gradeItem] = useGradeItemMutation({ context: handledErrors });
  const dirty = String(score) !== String(item.score ?? '') || comment !== (item.feedback ?? '');

  const save = (next: boolean, value: number | string = score) => {
    if (blockedReason !== undefined || saving) {
      return;
    }
    const problem = scoreError(value, item.maxScore, t);
    const commentProblem = comment.length > 4000 ? t('form.commentTooLong') : undefined;
    setErrors({ score: problem, comment: commentProblem });
    if (problem || commentProblem) {
      return;
    }
    setSaving(true);
    gradeItem({ variables: { input: { itemId: item.id, score: Number(value), comment: comment.trim() || null, reason: null } } })
      .then((result) => {
        if (result.data) {
          notifySuccess(t('form.saved'));
          onSaved(item.id, next);
        }
      })
      .catch((failure: unknown) => {
        const fields = formFieldErrors(failure, ['score', 'comment']);
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
        } else {
          notifyError(serverMessage(failure) ?? errorMessage(failure, t), 'grading-paper-save');
        }
      })
      .finally(() => setSaving(false));
  };

  const set = (value: number) => {
    setScore(value);
    setErrors((current) => ({ ...current, score: undefined }));
  };

  return (
    <Stack
      gap="xs"
      onKeyDown={(event) => {
        if (blockedReason === undefined) {
          handleScoreKey(event, item.maxScore, { set, saveNext: () => save(true) });
        }
      }}
      data-testid={`paper-score-${item.slot}`}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NumberInput
          ref={inputRef}
          label={t('form.score', { max: item.maxScore })}
          aria-label={t('paper.scoreOf', { slot: item.slot, max: item.maxScore })}
          min={0}
          max={item.maxScore}
          step={0.5}
          decimalScale={2}
          clampBehavior="strict"
          allowNegative={false}
          data-score-field=""
          value={score}
          onChange={(value) => {
            setScore(value);
            setErrors((current) => ({ ...current, score: undefined }));
          }}
          error={errors.score}
          w={180}
        />
        <ScoreQuickButtons max={item.maxScore} onSet={set} disabled={blockedReason !== undefined} />
        <BlockableButton blockedReason={blockedReason} loading={saving} onClick={() => save(false)} variant={dirty ? 'filled' : 'default'}>
          {t('form.save')}
        </BlockableButton>
        {dirty && (
          <Badge color="orange" variant="light">
            {t('paper.unsaved')}
          </Badge>
        )}
      </Group>
      <Textarea
        label={t('form.comment')}
        autosize
        minRows={1}
        maxRows={4}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        error={errors.comment}
      />
    </Stack>
  );
}
