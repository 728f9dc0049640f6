import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import type { GradeItemService } from './grade-item.service';
import type { GradingQueueService } from './grading-queue.service';
import { GradeItemInput, GradingQueueFilter, RegradeQuestionInput } from './grading.inputs';
import { ExamResultsState, FrozenQuestion, GradingQueueItem, GradingQueuePage, RegradeResult } from './grading.types';
import type { RegradeService } from './regrade.service';
import type { ReleaseService } from './release.service';

@Resolver()
export class GradingResolver {
  constructor(
    private readonly queue: GradingQueueService,
    private readonly grading: GradeItemService,
    private readonly releases: ReleaseService,
    private readonly regrades: RegradeService,
  ) {}

  @Authorized('exam_grade')
  @Query(() => GradingQueuePage, {
    description: 'Answers graded by hand (short answer, file upload) of an examination, with the candidate responses and lock holders.',
  })
  async gradingQueue(
    @Arg('examinationId', () => ID) examinationId: string,
    @Arg('filter', () => GradingQueueFilter, { nullable: true }) filter: GradingQueueFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<GradingQueuePage> {
    return this.queue.page(signedIn(context), examinationId, filter, page ?? new PageInput());
  }

  @Authorized('exam_grade')
  @Mutation(() => GradingQueueItem, {
    nullable: true,
    description:
      'Grade next: locks the next ungraded answer nobody else holds (optionally of one question) for the caller; null when none is left.',
  })
  async takeGradingLock(
    @Arg('examinationId', () => ID) examinationId: string,
    @Arg('questionId', () => ID, { nullable: true }) questionId: string | null,
    @Ctx() context: RequestContext,
  ): Promise<GradingQueueItem | null> {
    return this.queue.takeNext(signedIn(context), examinationId, questionId);
  }

  @Authorized('exam_grade')
  @Mutation(() => Boolean, { description: 'Gives the caller’s lock on an answer back; false when the caller held none.' })
  async releaseGradingLock(@Arg('itemId', () => ID) itemId: string, @Ctx() context: RequestContext): Promise<boolean> {
    return this.queue.releaseLock(signedIn(context), itemId);
  }

  @Authorized('exam_grade')
  @Mutation(() => GradingQueueItem, {
    description:
      'Scores one answer by hand (audited); recomputes the attempt and finishes grading of the examination when nothing is left.',
  })
  async gradeItem(@Arg('input', () => GradeItemInput) input: GradeItemInput, @Ctx() context: RequestContext): Promise<GradingQueueItem> {
    return this.grading.grade(signedIn(context), input);
  }

  @Authorized('exam_grade')
  @Query(() => [FrozenQuestion], {
    description:
      'The questions of an examination’s frozen paper in paper order (empty before publishing): what a regrade or a queue filter ' +
      'can name, before any answer is graded.',
  })
  async frozenQuestions(@Arg('examinationId', () => ID) examinationId: string, @Ctx() context: RequestContext): Promise<FrozenQuestion[]> {
    return this.regrades.questions(signedIn(context), examinationId);
  }

  @Authorized('exam_grade_regrade')
  @Mutation(() => RegradeResult, {
    description:
      'Regrades one question of an examination after its answer key was fixed in the bank (ONLY_RAISE, BOTH_WAYS) or voids it ' +
      '(FULL_MARKS); audited.',
  })
  async regradeQuestion(
    @Arg('input', () => RegradeQuestionInput) input: RegradeQuestionInput,
    @Ctx() context: RequestContext,
  ): Promise<RegradeResult> {
    return this.regrades.regrade(signedIn(context), input);
  }

  @Authorized('exam_grade_release')
  @Mutation(() => ExamResultsState, { description: 'Releases the results of a fully graded examination (GRADED -> RESULTS_RELEASED).' })
  async releaseResults(@Arg('examinationId', () => ID) examinationId: string, @Ctx() context: RequestContext): Promise<ExamResultsState> {
    return this.releases.release(signedIn(context), examinationId);
  }
}
