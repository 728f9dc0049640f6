import type { EntityManager } from '@mikro-orm/core';
import type { Examination } from '../examination/examination.entity';
import { toPoints } from '../shared/exam-score';
import type { AttemptResponse } from '../shared/attempt-layout.types';
import { AttemptItem } from './attempt-item.entity';
import type { Attempt } from './attempt.entity';
import type { AnswerFile, CandidateAttempt, CandidateItem, SavedResponse } from './attempt.types';
import { ResponseFile } from './response-file.entity';
import type { CachedSnapshot } from './snapshot-cache';

/** A, B, ... Z, then AA, AB ... */
export function optionLabel(index: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return index < 26 ? (letters[index] as string) : `${optionLabel(Math.floor(index / 26) - 1)}${letters[index % 26] as string}`;
}

/** The item rows of an attempt by slot, and the files of its file items (two queries). */
export async function loadAnswers(
  em: EntityManager,
  attemptId: string,
): Promise<{ items: Map<number, AttemptItem>; files: Map<string, AnswerFile> }> {
  const rows = await em.find(AttemptItem, { attemptId }, { orderBy: { slot: 'asc' } });
  const fileIds = rows.flatMap((row) => row.response?.fileIds ?? []);
  const files = fileIds.length === 0 ? [] : await em.find(ResponseFile, { id: { $in: fileIds }, attemptId });
  return {
    items: new Map(rows.map((row) => [row.slot, row])),
    files: new Map(files.map((file) => [file.id, { id: file.id, filename: file.filename, size: file.size, mime: file.mime }])),
  };
}

export function savedResponse(response: AttemptResponse | null | undefined, files: Map<string, AnswerFile>): SavedResponse | null {
  if (!response) {
    return null;
  }
  return {
    optionIds: response.optionIds ?? [],
    text: response.text ?? null,
    blanks: response.blanks ?? [],
    files: (response.fileIds ?? []).map((id) => files.get(id)).filter((file): file is AnswerFile => Boolean(file)),
  };
}

/**
 * The candidate's view of an attempt: built field by field from the snapshot, so answer keys, weights,
 * accepted answers and explanations are never even copied into it.
 */
export function candidateItems(
  attempt: Attempt,
  snapshot: CachedSnapshot,
  answers: Awaited<ReturnType<typeof loadAnswers>>,
): CandidateItem[] {
  return attempt.layout.slots.map((slot) => {
    const question = snapshot.questions.get(slot.questionId);
    const row = answers.items.get(slot.slot);
    const byId = new Map((question?.options ?? []).map((option) => [option.id, option]));
    return {
      id: row?.id ?? '',
      slot: slot.slot,
      sectionId: slot.sectionId,
      sectionTitle: snapshot.sectionTitles.get(slot.sectionId) ?? '',
      questionId: slot.questionId,
      questionType: question?.type ?? ('SHORT_ANSWER' as CandidateItem['questionType']),
      stem: question?.stem ?? '',
      options: slot.optionOrder.map((id, index) => ({ id, label: optionLabel(index), content: byId.get(id)?.content ?? '' })),
      blankCount: question?.blanks.length ?? 0,
      fileRule: question?.fileRule
        ? {
            maxFiles: question.fileRule.maxFiles,
            maxSizeKb: question.fileRule.maxSizeKb,
            allowedExtensions: [...question.fileRule.allowedExtensions],
          }
        : null,
      maxScore: toPoints(slot.maxScore),
      response: savedResponse(row?.response, answers.files),
      flagged: row?.flagged ?? false,
      savedAt: row?.savedAt ?? null,
    };
  });
}

export function candidateAttempt(
  attempt: Attempt,
  exam: Examination,
  snapshot: CachedSnapshot,
  items: CandidateItem[],
  now: Date,
): CandidateAttempt {
  return {
    id: attempt.id,
    examinationId: attempt.examinationId,
    examinationName: exam.name,
    attemptNo: attempt.attemptNo,
    state: attempt.state,
    gradingState: attempt.gradingState,
    startedAt: attempt.startedAt,
    deadlineAt: attempt.deadlineAt,
    serverNow: now,
    submittedAt: attempt.submittedAt ?? null,
    submitSource: attempt.submitSource ?? null,
    navigation: exam.navigation,
    questionsPerPage: exam.questionsPerPage,
    requireFullscreen: exam.requireFullscreen,
    disableCopyPaste: exam.disableCopyPaste,
    paperTotal: toPoints(snapshot.data.totalScore),
    items,
  };
}
