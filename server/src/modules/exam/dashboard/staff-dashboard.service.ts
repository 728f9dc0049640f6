import type { EntityManager } from '@mikro-orm/core';
import { raw, type EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import type { SignedInContext } from '../../../core/http/request-context';
import { formatZoned, parseZoned } from '../../../core/time/zoned-date';
import type { MenuService } from '../../system/menu/menu.service';
import { AttemptItem } from '../attempt/attempt-item.entity';
import { Attempt } from '../attempt/attempt.entity';
import { QuestionBank } from '../bank/question-bank.entity';
import { Examination } from '../examination/examination.entity';
import { effectiveStatus, effectiveStatusCondition } from '../examination/examination-status';
import { Question } from '../question/question.entity';
import { AttemptState, ItemGradingState } from '../shared/attempt-enums';
import type { QuestionStatus, QuestionType } from '../shared/exam-enums';
import { ExamStatus } from '../shared/examination-enums';
import { loadExamFacts } from '../stats/stats-data';
import type { BankSize, DailyCount, DashboardExam, RecentPassRate, StaffDashboard } from './dashboard.types';

const DAY_MS = 86_400_000;
const TREND_DAYS = 30;
const LIST_LIMIT = 10;

export function dashboardExam(exam: Examination, now: Date): DashboardExam {
  return {
    id: exam.id,
    name: exam.name,
    examStatus: effectiveStatus(exam, now),
    openAt: exam.openAt,
    closeAt: exam.closeAt,
    durationMin: exam.durationMin,
  };
}

/** The calendar day (yyyy-MM-dd) of `date` in `timeZone`. */
const dayOf = (date: Date, timeZone: string): string => formatZoned(date, timeZone).slice(0, 10);

/**
 * The staff home (the original's indexData; reference/exam-domain.md §c.6 "Dashboard"), for the caller's
 * tenant: open and starting examinations, answers waiting for graders, recent pass rates, bank sizes and
 * the 30-day submit trend. Any exam staff code opens it (exam_examination or exam_grade).
 */
export class StaffDashboardService {
  constructor(
    private readonly menus: MenuService,
    private readonly timeZone: string,
  ) {}

  async dashboard(context: SignedInContext): Promise<StaffDashboard> {
    await this.menus.require(context, 'exam_examination', 'exam_grade');
    const { em } = context;
    const now = new Date();
    const today = dayOf(now, this.timeZone);
    const tomorrow =
      parseZoned(dayOf(new Date(now.getTime() + 1.5 * DAY_MS), this.timeZone), this.timeZone) ?? new Date(now.getTime() + DAY_MS);
    const openWhere = effectiveStatusCondition(ExamStatus.OPEN, now);
    const todayWhere = { examStatus: ExamStatus.SCHEDULED, openAt: { $gt: now, $lt: tomorrow } };
    const openNow = await em.count(Examination, openWhere);
    const openList = await em.find(Examination, openWhere, { orderBy: { closeAt: 'asc', id: 'asc' }, limit: LIST_LIMIT });
    const startingToday = await em.count(Examination, todayWhere);
    const todayList = await em.find(Examination, todayWhere, { orderBy: { openAt: 'asc', id: 'asc' }, limit: LIST_LIMIT });
    return {
      openNow,
      startingToday,
      openExaminations: openList.map((exam) => dashboardExam(exam, now)),
      todayExaminations: todayList.map((exam) => dashboardExam(exam, now)),
      pendingManualGrading: await this.pendingManual(em, context.actor.tenantId),
      recentPassRates: await this.recentPassRates(em, now),
      banks: await em.count(QuestionBank, {}),
      bankSizes: await this.bankSizes(em),
      attemptTrend: await this.trend(em, now, today),
    };
  }

  private async pendingManual(em: EntityManager, tenantId: string): Promise<number> {
    const submitted = (em as SqlEntityManager)
      .createQueryBuilder(Attempt, 'a')
      .select('a.id')
      .where({ tenantId, isDeleted: 0, state: AttemptState.SUBMITTED })
      .getKnexQuery() as unknown as string[];
    return em.count(AttemptItem, { gradingState: ItemGradingState.NEEDS_MANUAL, attemptId: { $in: submitted } });
  }

  private async recentPassRates(em: EntityManager, now: Date): Promise<RecentPassRate[]> {
    const closed = await em.find(
      Examination,
      { closeAt: { $lte: now }, examStatus: { $nin: [ExamStatus.DRAFT, ExamStatus.CANCELLED] } },
      { orderBy: { closeAt: 'desc', id: 'desc' }, limit: 5 },
    );
    const rates: RecentPassRate[] = [];
    for (const exam of closed) {
      const { finals } = await loadExamFacts(em, exam);
      const passed = finals.filter((result) => result.passed).length;
      rates.push({
        examinationId: exam.id,
        name: exam.name,
        closeAt: exam.closeAt,
        graded: finals.length,
        passed,
        passRate: finals.length === 0 ? null : passed / finals.length,
      });
    }
    return rates;
  }

  private async bankSizes(em: EntityManager): Promise<BankSize[]> {
    const query = (em as SqlEntityManager)
      .createQueryBuilder(Question, 'q')
      .select(['q.questionType', 'q.questionStatus', raw('count(*) as total')])
      .groupBy(['q.questionType', 'q.questionStatus'])
      .orderBy({ questionType: 'asc', questionStatus: 'asc' });
    // Query builders skip the default filters unless asked: this adds the tenant and not-deleted conditions.
    await query.applyFilters();
    const rows: Array<{ questionType: QuestionType; questionStatus: QuestionStatus; total: number | string }> = await query.execute(
      'all',
      true,
    );
    return rows.map((row) => ({ questionType: row.questionType, questionStatus: row.questionStatus, count: Number(row.total) }));
  }

  private async trend(em: EntityManager, now: Date, today: string): Promise<DailyCount[]> {
    const window: string[] = [];
    for (let back = TREND_DAYS - 1; back >= 0; back -= 1) {
      const day = dayOf(new Date(now.getTime() - back * DAY_MS), this.timeZone);
      if (!window.includes(day)) {
        window.push(day);
      }
    }
    const since = parseZoned(window[0] ?? today, this.timeZone) ?? new Date(now.getTime() - TREND_DAYS * DAY_MS);
    const counts = new Map(window.map((day) => [day, 0]));
    const attempts = await em.find(
      Attempt,
      { state: AttemptState.SUBMITTED, submittedAt: { $gte: since } },
      { fields: ['id', 'submittedAt'], disableIdentityMap: true },
    );
    for (const attempt of attempts) {
      const day = attempt.submittedAt ? dayOf(attempt.submittedAt, this.timeZone) : '';
      if (counts.has(day)) {
        counts.set(day, (counts.get(day) ?? 0) + 1);
      }
    }
    return window.map((day) => ({ day, submitted: counts.get(day) ?? 0 }));
  }
}
