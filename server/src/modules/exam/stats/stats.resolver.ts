import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import type { ExamScoresService } from './exam-scores.service';
import type { StatsCompareService } from './stats-compare.service';
import { DeptResultRow, PaperExamComparison } from './stats-compare.types';
import type { StatsService } from './stats.service';
import { ExamScorePage, ExamStats, ItemStat } from './stats.types';

@Resolver()
export class ExamStatsResolver {
  constructor(
    private readonly stats: StatsService,
    private readonly scores: ExamScoresService,
    private readonly compare: StatsCompareService,
  ) {}

  @Authorized('exam_score')
  @Query(() => ExamStats, {
    description:
      'Statistics of an examination over final results: counts, mean, median, SD, range, pass rate, time used, distribution, ' +
      'Cronbach’s alpha.',
  })
  async examStats(@Arg('examinationId', () => ID) examinationId: string, @Ctx() context: RequestContext): Promise<ExamStats> {
    return this.stats.examStats(signedIn(context), examinationId);
  }

  @Authorized('exam_score')
  @Query(() => [ItemStat], {
    description: 'Item analysis per question over first attempts: facility, SD, omit rate, discrimination, option counts.',
  })
  async itemStats(@Arg('examinationId', () => ID) examinationId: string, @Ctx() context: RequestContext): Promise<ItemStat[]> {
    return this.stats.itemStats(signedIn(context), examinationId);
  }

  @Authorized('exam_score')
  @Query(() => ExamScorePage, { description: 'Candidates’ final results of an examination, best first.' })
  async examScores(
    @Arg('examinationId', () => ID) examinationId: string,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<ExamScorePage> {
    return this.scores.page(signedIn(context), examinationId, page ?? new PageInput());
  }

  @Authorized('exam_score')
  @Query(() => [DeptResultRow], {
    description: 'Results of an examination by the candidates’ department: started, graded, mean, pass rate, max and min.',
  })
  async examDeptResults(@Arg('examinationId', () => ID) examinationId: string, @Ctx() context: RequestContext): Promise<DeptResultRow[]> {
    return this.compare.byDepartment(signedIn(context), examinationId);
  }

  @Authorized('exam_score')
  @Query(() => PaperExamComparison, {
    description:
      'The published examinations of this examination’s paper side by side (the 12 most recent): mean, pass rate, facility per question.',
  })
  async paperExamComparison(
    @Arg('examinationId', () => ID) examinationId: string,
    @Ctx() context: RequestContext,
  ): Promise<PaperExamComparison> {
    return this.compare.samePaper(signedIn(context), examinationId);
  }
}
