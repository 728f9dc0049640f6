import type { EntityManager } from '@mikro-orm/core';
import type { SignedInContext } from '../../../core/http/request-context';
import type { Examination } from './examination.entity';

/**
 * Told when an examination was cancelled, inside the cancelling transaction on `context.em` (so a failure
 * rolls the cancellation back). The attempts module registers one that voids the examination's attempts.
 */
export interface ExaminationCancelListener {
  examinationCancelled(context: SignedInContext, exam: Examination): Promise<void>;
}

/**
 * Told when an examination's close time moved (later, earlier, or to now when it was ended), inside the changing
 * transaction. The attempts module registers one that moves the running attempts' deadlines: later gives back what
 * the old close time had cut short, earlier caps them at the new close.
 */
export interface ExaminationExtendListener {
  examinationExtended(context: SignedInContext, exam: Examination, previousCloseAt: Date, closeAt: Date): Promise<void>;
}

/**
 * Told when a teacher ended an open examination now (its closeAt is now), inside the ending transaction. The
 * proctor module registers one that submits every running attempt from its saved answers, with an audit row each.
 * Returns how many attempts it submitted.
 */
export interface ExaminationEndListener {
  examinationEnded(context: SignedInContext, exam: Examination, reason: string): Promise<number>;
}

/** Attempt counts an examination's actions depend on (running now; submitted and not fully graded). */
export interface ExaminationAttemptCounts {
  running: number;
  awaitingGrading: number;
}

/** Reads the attempt counts of examinations (the attempts module provides it). */
export interface ExaminationAttemptCounter {
  countsOf(em: EntityManager, examinationIds: string[]): Promise<Map<string, ExaminationAttemptCounts>>;
}
