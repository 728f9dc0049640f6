import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import type { ExamAttemptServices } from '../exam-attempt-services';
import { ExtendAttemptArgs, ForgiveIntegrityEventArgs, ProctorAttemptFilter, ProctorReasonArgs, UnlockAttemptArgs } from './proctor.inputs';
import { ProctorActionView, ProctorAttemptPage, ProctorAttemptRow, ProctorIntegrityEvent } from './proctor.types';

/** Live supervision of examinations (reference/exam-domain.md §c.7 "proctoring"); every field needs exam_examination_proctor. */
@Resolver()
export class ProctorResolver {
  constructor(private readonly attempts: ExamAttemptServices) {}

  @Authorized('exam_examination_proctor')
  @Query(() => ProctorAttemptPage, {
    description: 'The attempts of an examination with state, time left (server clock), progress and integrity count.',
  })
  async proctorAttempts(
    @Arg('examinationId', () => ID) examinationId: string,
    @Arg('filter', () => ProctorAttemptFilter, { nullable: true }) filter: ProctorAttemptFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<ProctorAttemptPage> {
    return this.attempts.proctorQueries.attempts(signedIn(context), examinationId, filter, page ?? new PageInput());
  }

  @Authorized('exam_examination_proctor')
  @Query(() => [ProctorIntegrityEvent], { description: 'Every integrity event of an attempt, oldest first.' })
  async attemptIntegrityEvents(
    @Arg('attemptId', () => ID) attemptId: string,
    @Ctx() context: RequestContext,
  ): Promise<ProctorIntegrityEvent[]> {
    return this.attempts.proctorQueries.integrityEvents(signedIn(context), attemptId);
  }

  @Authorized('exam_examination_proctor')
  @Query(() => [ProctorActionView], {
    description: 'Proctor actions on an attempt, or on every attempt of an examination, newest first (at most 500).',
  })
  async proctorActions(
    @Arg('attemptId', () => ID, { nullable: true }) attemptId: string | null,
    @Arg('examinationId', () => ID, { nullable: true }) examinationId: string | null,
    @Ctx() context: RequestContext,
  ): Promise<ProctorActionView[]> {
    return this.attempts.proctorQueries.actions(signedIn(context), attemptId, examinationId);
  }

  @Authorized('exam_examination_proctor')
  @Mutation(() => ProctorAttemptRow, {
    description: 'Pauses an attempt in progress: the clock stops and saves are refused until it is resumed.',
  })
  async pauseAttempt(@Args(() => ProctorReasonArgs) args: ProctorReasonArgs, @Ctx() context: RequestContext): Promise<ProctorAttemptRow> {
    return this.attempts.proctoring.pause(signedIn(context), args);
  }

  @Authorized('exam_examination_proctor')
  @Mutation(() => ProctorAttemptRow, { description: 'Resumes a paused attempt; its deadline moves by the time it was paused.' })
  async resumeAttempt(@Args(() => ProctorReasonArgs) args: ProctorReasonArgs, @Ctx() context: RequestContext): Promise<ProctorAttemptRow> {
    return this.attempts.proctoring.resume(signedIn(context), args);
  }

  @Authorized('exam_examination_proctor')
  @Mutation(() => ProctorAttemptRow, { description: 'Unlocks an attempt the integrity policy locked; the deadline is unchanged.' })
  async unlockAttempt(@Args(() => UnlockAttemptArgs) args: UnlockAttemptArgs, @Ctx() context: RequestContext): Promise<ProctorAttemptRow> {
    return this.attempts.proctoring.unlock(signedIn(context), args);
  }

  @Authorized('exam_examination_proctor')
  @Mutation(() => ProctorAttemptRow, { description: "Adds 1..600 minutes to one attempt's deadline." })
  async extendAttempt(@Args(() => ExtendAttemptArgs) args: ExtendAttemptArgs, @Ctx() context: RequestContext): Promise<ProctorAttemptRow> {
    return this.attempts.proctoring.extend(signedIn(context), args);
  }

  @Authorized('exam_examination_proctor')
  @Mutation(() => ProctorAttemptRow, { description: 'Submits an attempt from its saved answers (source PROCTOR); grading follows.' })
  async submitAttemptAsProctor(
    @Args(() => ProctorReasonArgs) args: ProctorReasonArgs,
    @Ctx() context: RequestContext,
  ): Promise<ProctorAttemptRow> {
    return this.attempts.proctoring.submit(signedIn(context), args);
  }

  @Authorized('exam_examination_proctor')
  @Mutation(() => ProctorAttemptRow, {
    description: 'Terminates an attempt: VOIDED, no score; it still counts against the attempts allowed.',
  })
  async terminateAttempt(
    @Args(() => ProctorReasonArgs) args: ProctorReasonArgs,
    @Ctx() context: RequestContext,
  ): Promise<ProctorAttemptRow> {
    return this.attempts.proctoring.terminate(signedIn(context), args);
  }

  @Authorized('exam_examination_proctor')
  @Mutation(() => ProctorIntegrityEvent, {
    description: "Forgives a counted integrity event with a note; the attempt's count goes down by one.",
  })
  async forgiveIntegrityEvent(
    @Args(() => ForgiveIntegrityEventArgs) args: ForgiveIntegrityEventArgs,
    @Ctx() context: RequestContext,
  ): Promise<ProctorIntegrityEvent> {
    return this.attempts.proctorForgiveness.forgive(signedIn(context), args);
  }
}
