import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import type { RequestContext } from '../../../core/http/request-context';
import type { GradeItemService } from './grade-item.service';
import type { GradingExportService } from './grading-export.service';
import { BulkGradeInput } from './grading-paper.inputs';
import type { GradingPaperService } from './grading-paper.service';
import { BulkGradeResult, GradingExportFile, GradingPaper } from './grading-paper.types';

@Resolver()
export class GradingPaperResolver {
  constructor(
    private readonly papers: GradingPaperService,
    private readonly grading: GradeItemService,
    private readonly exports: GradingExportService,
  ) {}

  @Authorized('exam_grade')
  @Query(() => GradingPaper, {
    nullable: true,
    description:
      'A candidate’s whole submitted paper for grading (the first paper awaiting grading when attemptId is null; null when none waits).',
  })
  async gradingPaper(
    @Arg('examinationId', () => ID) examinationId: string,
    @Arg('attemptId', () => ID, { nullable: true }) attemptId: string | null,
    @Ctx() context: RequestContext,
  ): Promise<GradingPaper | null> {
    return this.papers.paper(signedIn(context), examinationId, attemptId);
  }

  @Authorized('exam_grade')
  @Mutation(() => BulkGradeResult, {
    description:
      'Gives several candidates’ answers of one question one score (and comment) in one transaction, all or nothing, each audited.',
  })
  async bulkGradeQuestion(
    @Arg('input', () => BulkGradeInput) input: BulkGradeInput,
    @Ctx() context: RequestContext,
  ): Promise<BulkGradeResult> {
    return this.grading.bulk(signedIn(context), input);
  }

  @Authorized('exam_grade')
  @Query(() => GradingExportFile, {
    description:
      'The grading results of an examination as an Excel workbook: per candidate each question’s score, total, graders and status.',
  })
  async gradingResultsExport(
    @Arg('examinationId', () => ID) examinationId: string,
    @Ctx() context: RequestContext,
  ): Promise<GradingExportFile> {
    return this.exports.export(signedIn(context), examinationId);
  }
}
