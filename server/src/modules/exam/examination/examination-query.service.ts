import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { raw, type EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { containsPattern, findPage } from '../../../core/db/list-query';
import type { PageInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import { ExamCandidate } from '../candidate/exam-candidate.entity';
import { Paper } from '../paper/paper.entity';
import { CandidateStatus } from '../shared/examination-enums';
import { ExamPaperSnapshot } from './exam-paper-snapshot.entity';
import type { Examination } from './examination.entity';
import { Examination as ExaminationEntity } from './examination.entity';
import type { ExaminationAttemptCounter } from './examination-events';
import type { ExaminationFilter } from './examination.inputs';
import { effectiveStatusCondition } from './examination-status';
import { loadExamination } from './examination-store';
import type { ExaminationPage, ExaminationView } from './examination.types';
import { examinationView } from './examination-view';

/** Staff reads of examinations: the list with filters and one examination, with the status at request time. */
export class ExaminationQueryService {
  constructor(
    private readonly menus: MenuService,
    private readonly attempts: ExaminationAttemptCounter | null = null,
  ) {}

  async page(context: SignedInContext, filter: ExaminationFilter | null | undefined, page: PageInput): Promise<ExaminationPage> {
    await this.menus.require(context, 'exam_examination');
    const now = new Date();
    const conditions: Array<FilterQuery<Examination>> = [];
    if (filter?.keyword?.trim()) {
      conditions.push({ name: { $like: containsPattern(filter.keyword.trim()) } });
    }
    if (filter?.status) {
      conditions.push(effectiveStatusCondition(filter.status, now));
    }
    if (filter?.kind) {
      conditions.push({ kind: filter.kind });
    }
    if (filter?.from) {
      conditions.push({ closeAt: { $gt: filter.from } });
    }
    if (filter?.to) {
      conditions.push({ openAt: { $lt: filter.to } });
    }
    const where: FilterQuery<Examination> = conditions.length > 0 ? { $and: conditions } : {};
    const result = await findPage(context.em, ExaminationEntity, where, page, { openAt: 'desc', id: 'desc' });
    return { ...result, records: await this.views(context.em, result.records, now) };
  }

  async detail(context: SignedInContext, id: string): Promise<ExaminationView> {
    await this.menus.require(context, 'exam_examination');
    return this.present(context.em, await loadExamination(context.em, id));
  }

  /** The staff view of one loaded examination, now. */
  async present(em: EntityManager, exam: Examination): Promise<ExaminationView> {
    const [view] = await this.views(em, [exam], new Date());
    return view as ExaminationView;
  }

  /** Staff views of loaded examinations (one query each for roster counts, snapshot totals and paper names). */
  async views(em: EntityManager, exams: Examination[], now: Date): Promise<ExaminationView[]> {
    if (exams.length === 0) {
      return [];
    }
    const ids = exams.map((exam) => exam.id);
    const counts = new Map<string, number>();
    const query = (em as SqlEntityManager)
      .createQueryBuilder(ExamCandidate, 'c')
      .select(['c.examinationId', raw('count(*) as candidates')])
      .where({ examinationId: { $in: ids }, candidateStatus: CandidateStatus.ACTIVE })
      .groupBy('c.examinationId');
    // Query builders skip the default filters unless asked: this adds the tenant and not-deleted conditions.
    await query.applyFilters();
    const rows: Array<{ examinationId: string | number; candidates: number | string }> = await query.execute('all', true);
    for (const row of rows) {
      counts.set(String(row.examinationId), Number(row.candidates));
    }
    const snapshotIds = exams.map((exam) => exam.snapshotId).filter((id): id is string => Boolean(id));
    const totals = new Map<string, number>();
    if (snapshotIds.length > 0) {
      const snapshots = await em.find(ExamPaperSnapshot, { id: { $in: snapshotIds } }, { fields: ['id', 'totalScore'] });
      for (const snapshot of snapshots) {
        totals.set(snapshot.id, snapshot.totalScore);
      }
    }
    // Paper names in any state, deleted ones included: the list names the paper an examination was built on.
    const papers = await em.find(
      Paper,
      { id: { $in: [...new Set(exams.map((exam) => exam.paperId))] } },
      { fields: ['id', 'name'], filters: { notDeleted: false } },
    );
    const paperNames = new Map(papers.map((paper) => [paper.id, paper.name]));
    const attemptCounts = this.attempts
      ? await this.attempts.countsOf(em, ids)
      : new Map<string, { running: number; awaitingGrading: number }>();
    return exams.map((exam) =>
      examinationView(exam, now, {
        candidateCount: counts.get(exam.id) ?? 0,
        totalScore: exam.snapshotId ? (totals.get(exam.snapshotId) ?? null) : null,
        paperName: paperNames.get(exam.paperId) ?? null,
        runningAttemptCount: attemptCounts.get(exam.id)?.running ?? 0,
        awaitingGradingCount: attemptCounts.get(exam.id)?.awaitingGrading ?? 0,
      }),
    );
  }
}
