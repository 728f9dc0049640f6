import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import { loadExamination } from '../examination/examination-store';
import { QuestionType } from '../shared/exam-enums';
import { toPoints } from '../shared/exam-score';
import { examQuestions, plainText } from '../grading/snapshot-questions';
import { examStatistics } from './exam-stats';
import { itemStatistics } from './item-stats';
import { loadExamFacts, loadItemFacts } from './stats-data';
import type { ExamStats, ItemStat } from './stats.types';

const points = (value: number | null): number | null => (value === null ? null : Math.round(value) / 100);

/** Examination and item statistics (page /score/list), computed on demand from the attempts. */
export class StatsService {
  constructor(private readonly menus: MenuService) {}

  async examStats(context: SignedInContext, examinationId: string): Promise<ExamStats> {
    await this.menus.require(context, 'exam_score');
    const { em } = context;
    const exam = await loadExamination(em, examinationId);
    const facts = await loadExamFacts(em, exam);
    const { slotScores } = await loadItemFacts(
      em,
      facts.firstAttempts.map((attempt) => attempt.attemptId),
    );
    // Alpha needs one row per attempt with the same number of slots (draws keep the count per paper).
    const rows = [...slotScores.values()];
    const width = rows[0]?.length ?? 0;
    const stats = examStatistics({
      started: facts.attemptsByUser.size,
      submitted: facts.submittedByUser.size,
      finals: facts.finals,
      paperTotal: facts.paperTotal,
      firstAttemptItemScores: rows.every((row) => row.length === width) ? rows : [],
    });
    const started = new Set(facts.attemptsByUser.keys());
    return {
      examinationId: exam.id,
      paperTotal: toPoints(facts.paperTotal),
      passScore: toPoints(exam.passScore),
      started: stats.started,
      submitted: stats.submitted,
      graded: stats.graded,
      absent: facts.rosterSize === null ? null : Math.max(0, facts.rosterSize - started.size),
      mean: points(stats.mean),
      median: points(stats.median),
      sd: points(stats.sd),
      min: points(stats.min),
      max: points(stats.max),
      passRate: stats.passRate,
      timeUsedMeanSeconds: stats.timeUsedMean,
      timeUsedMedianSeconds: stats.timeUsedMedian,
      distribution: stats.distribution.map((count, index) => ({ fromPercent: index * 10, toPercent: index * 10 + 10, count })),
      cronbachAlpha: stats.cronbachAlpha,
    };
  }

  /** Item analysis per question over each candidate's first graded attempt, in paper order. */
  async itemStats(context: SignedInContext, examinationId: string): Promise<ItemStat[]> {
    await this.menus.require(context, 'exam_score');
    const { em } = context;
    const exam = await loadExamination(em, examinationId);
    const facts = await loadExamFacts(em, exam);
    const totals = new Map(facts.firstAttempts.map((attempt) => [attempt.attemptId, attempt.totalScore]));
    const { responses } = await loadItemFacts(em, [...totals.keys()]);
    const questions = await examQuestions(em, exam.id, exam.snapshotId);
    const order = [...questions.keys()];
    const stats = itemStatistics(responses, totals).sort((a, b) => order.indexOf(a.questionId) - order.indexOf(b.questionId));
    return stats.map((item) => {
      const question = questions.get(item.questionId);
      const options = question?.options ?? [];
      return {
        questionId: item.questionId,
        questionType: question?.type ?? QuestionType.SHORT_ANSWER,
        stem: plainText(question?.stem ?? ''),
        responses: item.responses,
        maxScore: toPoints(item.maxScore),
        meanScore: points(item.meanScore),
        facility: item.facility,
        sd: item.sd,
        omitRate: item.omitRate,
        discrimination: item.restCorrelation,
        upperLowerIndex: item.upperLowerIndex,
        options: options.map((option) => ({
          optionId: option.id,
          content: plainText(option.content),
          isCorrect: option.isCorrect,
          count: item.optionCounts.get(option.id) ?? 0,
        })),
      };
    });
  }
}
