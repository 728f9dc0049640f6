import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import { Paper } from '../paper/paper.entity';
import type { PaperStatus } from '../shared/exam-enums';
import type { ExamPaperLookup } from './exam-paper-lookup';

/** Reads a paper's status in the caller's tenant (the tenant filter applies; deleted papers do not exist). */
export class PaperStatusLookup implements ExamPaperLookup {
  async statusOf(context: SignedInContext, paperId: string): Promise<PaperStatus | null> {
    const paper = isId(paperId) ? await context.em.findOne(Paper, { id: paperId }, { fields: ['paperStatus'] }) : null;
    return paper?.paperStatus ?? null;
  }
}
