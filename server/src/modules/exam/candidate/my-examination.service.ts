import type { FilterQuery } from '@mikro-orm/core';
import { containsPattern, findPage } from '../../../core/db/list-query';
import type { PageInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import type { AccommodationLookup } from '../accommodation/accommodation-lookup';
import { accommodatedMaxAttempts, accommodatedWindow, type AccommodationTerms } from '../accommodation/accommodation-rules';
import { extraTimeMs } from '../attempt/attempt-deadline';
import { effectiveStatus } from '../examination/examination-status';
import { Examination } from '../examination/examination.entity';
import { effectiveStatusCondition } from '../examination/examination-status';
import { summaryFields } from '../examination/examination-view';
import { ANSWERABLE_STATES } from '../shared/attempt-enums';
import { ExamStatus } from '../shared/examination-enums';
import type { CandidateAttemptCheck, OwnAttemptsSummary } from './candidate-attempt-check';
import { candidateExamStatus } from './candidate-exam-status';
import type { ExamAudience } from './exam-audience';
import { VISIBLE_TO_CANDIDATES } from './exam-audience';
import { MyExamination, type MyExaminationPage } from './my-examination.types';

/** The caller's own examinations (exam_take): those whose audience they belong to, published ones only, with
 * the caller's attempts (count, latest) and whether startAttempt would start or resume now. */
export class MyExaminationService {
  constructor(
    private readonly menus: MenuService,
    private readonly audience: ExamAudience,
    private readonly attempts: CandidateAttemptCheck | null = null,
    private readonly accommodations: AccommodationLookup | null = null,
  ) {}

  async page(context: SignedInContext, page: PageInput, keyword?: string | null, status?: ExamStatus | null): Promise<MyExaminationPage> {
    await this.menus.require(context, 'exam_take');
    const now = new Date();
    const conditions: Array<FilterQuery<Examination>> = [
      { examStatus: { $in: [...VISIBLE_TO_CANDIDATES] } },
      await this.audience.condition(context.em, context.actor.tenantId, context.actor.userId),
    ];
    if (keyword?.trim()) {
      conditions.push({ name: { $like: containsPattern(keyword.trim()) } });
    }
    if (status) {
      conditions.push(effectiveStatusCondition(status, now));
    }
    const result = await findPage(context.em, Examination, { $and: conditions }, page, { openAt: 'desc', id: 'desc' });
    const examIds = result.records.map((exam) => exam.id);
    const attempts = (await this.attempts?.ownAttempts(context, examIds)) ?? new Map<string, OwnAttemptsSummary>();
    const accommodations =
      (await this.accommodations?.forUser(context.em, examIds, context.actor.userId)) ?? new Map<string, AccommodationTerms>();
    const records = result.records.map((exam) => {
      const terms = accommodations.get(exam.id) ?? null;
      const window = accommodatedWindow(exam, terms);
      const ownStatus = effectiveStatus({ examStatus: exam.examStatus, ...window }, now);
      const maxAttempts = accommodatedMaxAttempts(exam.maxAttempts, terms);
      const summary = { ...summaryFields(exam, now), ...window, status: ownStatus, maxAttempts };
      const openNow = ownStatus === ExamStatus.OPEN;
      const own = attempts.get(exam.id);
      const resumable = own?.latest ? ANSWERABLE_STATES.includes(own.latest.state) : false;
      const attemptsUsed = own?.used ?? 0;
      const mine = candidateExamStatus(
        { status: ownStatus, resultsReleasedAt: exam.resultsReleasedAt ?? null, attemptsUsed, maxAttempts, latest: own?.latest ?? null },
        now,
      );
      return Object.assign(new MyExamination(), summary, {
        phase: mine.phase,
        group: mine.group,
        openNow,
        accommodated: terms !== null,
        extraTimeMin: Math.round(extraTimeMs(exam.durationMin, terms) / 60_000),
        attemptsUsed,
        latestAttempt: own?.latest ?? null,
        canStart: resumable || (openNow && Boolean(exam.snapshotId) && attemptsUsed < maxAttempts),
      });
    });
    return { ...result, records };
  }
}
