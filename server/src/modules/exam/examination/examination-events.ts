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
 * Told when an examination's close time moved later, inside the extending transaction. The attempts
 * module registers one that moves the deadlines the old close time had cut short.
 */
export interface ExaminationExtendListener {
  examinationExtended(context: SignedInContext, exam: Examination, previousCloseAt: Date, closeAt: Date): Promise<void>;
}
