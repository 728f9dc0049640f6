import type { SignedInContext } from '../../../core/http/request-context';
import type { PaperStatus } from '../shared/exam-enums';

/** What examinations need to know about a paper of the caller's tenant: its status, or null when it does not exist. */
export interface ExamPaperLookup {
  statusOf(context: SignedInContext, paperId: string): Promise<PaperStatus | null>;
}
