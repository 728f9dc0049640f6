import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import { Examination } from '../examination/examination.entity';
import { loadExamination } from '../examination/examination-store';
import { examQuestions, plainText } from '../grading/snapshot-questions';
import { mean } from './descriptive-stats';
import { examScoreRows } from './exam-scores';
import { itemStatistics } from './item-stats';
import { loadExamFacts, loadItemFacts } from './stats-data';
import type { DeptResultRow, PaperExamColumn, PaperExamComparison, PaperQuestionFacilityRow } from './stats-compare.types';

/** At most this many examinations of one paper are compared (the most recent ones). */
export const COMPARED_EXAMINATIONS = 12;

const points = (hundredths: number | null): number | null => (hundredths === null ? null : Math.round(hundredths) / 100);

/** Results compared by department within an examination, and across the examinations of one paper. */
export class StatsCompareService {
  constructor(private readonly menus: MenuService) {}

  /** Per department of the candidates (their first department): started, graded, mean, pass rate, max and min. */
  async byDepartment(context: SignedInContext, examinationId: string): Promise<DeptResultRow[]> {
    await this.menus.require(context, 'exam_score');
    const exam = await loadExamination(context.em, examinationId);
    const rows = await examScoreRows(context.em, exam);
    const groups = new Map<string, { deptId: string | null; deptName: string | null; started: number; scores: number[]; passed: number }>();
    for (const row of rows) {
      const key = row.deptId ?? '';
      const group = groups.get(key) ?? { deptId: row.deptId, deptName: row.deptName, started: 0, scores: [], passed: 0 };
      group.started += 1;
      if (row.finalScore !== null) {
        group.scores.push(row.finalScore);
        group.passed += row.passed ? 1 : 0;
      }
      groups.set(key, group);
    }
    return [...groups.values()]
      .map((group) => {
        const average = mean(group.scores);
        return {
          deptId: group.deptId,
          deptName: group.deptName,
          started: group.started,
          graded: group.scores.length,
          mean: average === null ? null : Math.round(average * 100) / 100,
          passRate: group.scores.length === 0 ? null : group.passed / group.scores.length,
          max: group.scores.length === 0 ? null : Math.max(...group.scores),
          min: group.scores.length === 0 ? null : Math.min(...group.scores),
        };
      })
      .sort((a, b) => (b.mean ?? -1) - (a.mean ?? -1) || (a.deptName ?? '\uffff').localeCompare(b.deptName ?? '\uffff'));
  }

  /** The published examinations of the given examination's paper side by side: mean, pass rate and facility per question. */
  async samePaper(context: SignedInContext, examinationId: string): Promise<PaperExamComparison> {
    await this.menus.require(context, 'exam_score');
    const { em } = context;
    const anchor = await loadExamination(em, examinationId);
    const recent = await em.find(
      Examination,
      { paperId: anchor.paperId, snapshotId: { $ne: null } },
      { orderBy: { openAt: 'desc', id: 'desc' }, limit: COMPARED_EXAMINATIONS },
    );
    const examinations = recent.reverse();
    const columns: PaperExamColumn[] = [];
    const facilityByExam: Map<string, number | null>[] = [];
    const questionOrder: string[] = [];
    const stems = new Map<string, string>();
    for (const exam of examinations) {
      const facts = await loadExamFacts(em, exam);
      const finals = facts.finals.map((result) => result.finalScore);
      columns.push({
        examinationId: exam.id,
        name: exam.name,
        openAt: exam.openAt,
        graded: finals.length,
        mean: points(mean(finals)),
        passRate: finals.length === 0 ? null : facts.finals.filter((result) => result.passed).length / finals.length,
      });
      const totals = new Map(facts.firstAttempts.map((attempt) => [attempt.attemptId, attempt.totalScore]));
      const { responses } = await loadItemFacts(em, [...totals.keys()]);
      facilityByExam.push(new Map(itemStatistics(responses, totals).map((item) => [item.questionId, item.facility])));
      for (const [questionId, question] of await examQuestions(em, exam.id, exam.snapshotId)) {
        if (!stems.has(questionId)) {
          stems.set(questionId, plainText(question.stem));
          questionOrder.push(questionId);
        }
      }
    }
    const questions: PaperQuestionFacilityRow[] = questionOrder.map((questionId) => ({
      questionId,
      stem: stems.get(questionId) ?? '',
      facilities: facilityByExam.map((facilities) => facilities.get(questionId) ?? null),
    }));
    return { paperId: anchor.paperId, examinations: columns, questions };
  }
}
