import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import type { RequestContext } from '../../../core/http/request-context';
import type { ExamAttemptServices } from '../exam-attempt-services';
import { AttemptReview } from '../review/review.types';
import { IntegrityEventType } from '../shared/attempt-enums';
import { StaffAttempt } from './attempt-staff.types';
import { AnswerResponseInput, SaveAnswerInput } from './attempt.inputs';
import { CandidateAttempt, CandidateItem, SaveAnswerResult, SubmitAttemptResult } from './attempt.types';
import { IntegrityEventResult } from './integrity.service';

@Resolver()
export class AttemptResolver {
  constructor(private readonly attempts: ExamAttemptServices) {}

  @Authorized('exam_take')
  @Mutation(() => CandidateAttempt, {
    description:
      'Starts an attempt at an examination, or resumes the one in progress (idempotent). The IP allow-list applies to both; the ' +
      'access password only to a new attempt.',
  })
  async startAttempt(
    @Arg('examinationId', () => ID) examinationId: string,
    @Arg('accessPassword', () => String, {
      nullable: true,
      description: 'The access password, when the examination requires one (not asked again to resume).',
    })
    accessPassword: string | null,
    @Ctx() context: RequestContext,
  ): Promise<CandidateAttempt> {
    const session = signedIn(context);
    return this.attempts.queries.candidateView(session, await this.attempts.starts.start(session, examinationId, accessPassword));
  }

  @Authorized('exam_take')
  @Query(() => CandidateAttempt, {
    description: "One of the caller's own attempts (questions, saved answers, deadline and server time; never answer keys).",
  })
  async attempt(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<CandidateAttempt> {
    return this.attempts.queries.own(signedIn(context), id);
  }

  @Authorized('exam_take')
  @Query(() => CandidateAttempt, { nullable: true, description: "The caller's latest attempt at an examination, or null." })
  async myAttempt(@Arg('examinationId', () => ID) examinationId: string, @Ctx() context: RequestContext): Promise<CandidateAttempt | null> {
    return this.attempts.queries.latest(signedIn(context), examinationId);
  }

  @Authorized('exam_take')
  @Query(() => CandidateItem, { description: "One question of the caller's attempt by its answer row id." })
  async attemptItem(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<CandidateItem> {
    return this.attempts.queries.ownItem(signedIn(context), id);
  }

  @Authorized('exam_grade')
  @Query(() => StaffAttempt, { description: 'Any attempt of the tenant with answer keys and scores (graders).' })
  async staffAttempt(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<StaffAttempt> {
    return this.attempts.queries.staff(signedIn(context), id);
  }

  @Authorized('exam_take')
  @Mutation(() => SaveAnswerResult, {
    description: 'Saves one answer; a save not newer than the stored one (clientSeq) is ignored, not an error.',
  })
  async saveAnswer(
    @Arg('attemptId', () => ID) attemptId: string,
    @Arg('input', () => SaveAnswerInput) input: SaveAnswerInput,
    @Ctx() context: RequestContext,
  ): Promise<SaveAnswerResult> {
    return this.attempts.saves.save(signedIn(context), attemptId, input);
  }

  @Authorized('exam_take')
  @Mutation(() => SaveAnswerResult, { description: 'Saves one answer by its answer row id (the legacy update path).' })
  async saveItemAnswer(
    @Arg('itemId', () => ID) itemId: string,
    @Arg('response', () => AnswerResponseInput) response: AnswerResponseInput,
    @Ctx() context: RequestContext,
  ): Promise<SaveAnswerResult> {
    return this.attempts.saves.saveByItem(signedIn(context), itemId, { response });
  }

  @Authorized('exam_take')
  @Mutation(() => Boolean, { description: 'Marks or unmarks a question for review.' })
  async flagForReview(
    @Arg('attemptId', () => ID) attemptId: string,
    @Arg('slot', () => Int) slot: number,
    @Arg('flagged') flagged: boolean,
    @Ctx() context: RequestContext,
  ): Promise<boolean> {
    return this.attempts.saves.flag(signedIn(context), attemptId, slot, flagged);
  }

  @Authorized('exam_take')
  @Mutation(() => SubmitAttemptResult, {
    description: 'Submits the attempt after applying the final answers (idempotent; grading runs afterwards).',
  })
  async submitAttempt(
    @Arg('attemptId', () => ID) attemptId: string,
    @Arg('idempotencyKey') idempotencyKey: string,
    @Arg('finalAnswers', () => [SaveAnswerInput], { nullable: true }) finalAnswers: SaveAnswerInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<SubmitAttemptResult> {
    return this.attempts.submits.submit(signedIn(context), attemptId, idempotencyKey, finalAnswers);
  }

  @Authorized('exam_take')
  @Mutation(() => IntegrityEventResult, {
    description: "Reports focus loss, leaving full screen and the like; the examination's policy is applied on the server.",
  })
  async reportIntegrityEvent(
    @Arg('attemptId', () => ID) attemptId: string,
    @Arg('type', () => IntegrityEventType) type: IntegrityEventType,
    @Arg('detail', () => String, { nullable: true }) detail: string | null,
    @Arg('occurredAt', () => Date, { nullable: true }) occurredAt: Date | null,
    @Ctx() context: RequestContext,
  ): Promise<IntegrityEventResult> {
    return this.attempts.integrity.report(signedIn(context), attemptId, type, detail, occurredAt);
  }

  @Authorized('exam_take')
  @Query(() => AttemptReview, {
    description: "The caller's attempt (by id, or the latest at an examination) with what the review policy allows now.",
  })
  async myAttemptReview(
    @Arg('attemptId', () => ID, { nullable: true }) attemptId: string | null,
    @Arg('examinationId', () => ID, { nullable: true }) examinationId: string | null,
    @Ctx() context: RequestContext,
  ): Promise<AttemptReview> {
    return this.attempts.reviews.review(signedIn(context), attemptId, examinationId);
  }
}
