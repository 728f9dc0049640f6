import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlagForReviewMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { answerFromItem, applyResponse, responseInput, saveDelayMs, type AnswerValue } from './answer-model';
import type { CandidateAttempt, CandidateItem } from './attempt-types';
import type { AutosaveQueue } from './autosave-queue';
import { handledErrors } from '../../../shared/errors/handled-errors';

type BySlot<T> = Record<number, T>;

/** Saved answers, then what an earlier visit buffered but the server had not taken yet. */
function initialAnswers(attempt: CandidateAttempt, queue: AutosaveQueue): BySlot<AnswerValue> {
  const answers: BySlot<AnswerValue> = {};
  for (const item of attempt.items) {
    answers[item.slot] = answerFromItem(item);
  }
  for (const entry of queue.buffered()) {
    const saved = answers[entry.slot];
    if (saved) {
      answers[entry.slot] = applyResponse(saved, entry.response);
    }
  }
  return answers;
}

/** The page's answers and review flags: every change autosaves (debounced), flags go to the server at once. */
export function useAttemptAnswers(attempt: CandidateAttempt, queue: AutosaveQueue) {
  const { t } = useTranslation('examTake');
  const [answers, setAnswers] = useState(() => initialAnswers(attempt, queue));
  const [flags, setFlags] = useState<BySlot<boolean>>(() => Object.fromEntries(attempt.items.map((item) => [item.slot, item.flagged])));
  const [flagMutation] = useFlagForReviewMutation({ context: handledErrors });

  const setAnswer = useCallback(
    (item: CandidateItem, value: AnswerValue) => {
      setAnswers((previous) => ({ ...previous, [item.slot]: value }));
      queue.schedule(item.slot, responseInput(item.questionType, value), saveDelayMs(item.questionType));
    },
    [queue],
  );

  const setFlag = useCallback(
    (slot: number, flagged: boolean) => {
      setFlags((previous) => ({ ...previous, [slot]: flagged }));
      flagMutation({ variables: { attemptId: attempt.id, slot, flagged } }).catch((error: unknown) => {
        setFlags((previous) => ({ ...previous, [slot]: !flagged }));
        notifyError(t('question.flagFailed', { message: errorMessage(error, t) }));
      });
    },
    [attempt.id, flagMutation, t],
  );

  return { answers, flags, setAnswer, setFlag };
}
