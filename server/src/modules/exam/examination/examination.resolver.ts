import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import type { ExaminationLifecycleService } from './examination-lifecycle.service';
import type { ExaminationQueryService } from './examination-query.service';
import type { ExaminationWindowService } from './examination-window.service';
import type { ExaminationWriteService } from './examination-write.service';
import { ExaminationFilter, ExaminationInput } from './examination.inputs';
import { ExaminationPage, ExaminationView } from './examination.types';

@Resolver()
export class ExaminationResolver {
  constructor(
    private readonly queries: ExaminationQueryService,
    private readonly writes: ExaminationWriteService,
    private readonly lifecycle: ExaminationLifecycleService,
    private readonly window: ExaminationWindowService,
  ) {}

  @Authorized('exam_examination')
  @Query(() => ExaminationPage, { description: 'Examinations of the tenant, one page (status filter: the status now).' })
  async examinations(
    @Arg('filter', () => ExaminationFilter, { nullable: true }) filter: ExaminationFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<ExaminationPage> {
    return this.queries.page(signedIn(context), filter, page ?? new PageInput());
  }

  @Authorized('exam_examination')
  @Query(() => ExaminationView, { description: 'One examination.' })
  async examination(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<ExaminationView> {
    return this.queries.detail(signedIn(context), id);
  }

  @Authorized('exam_examination_add')
  @Mutation(() => ExaminationView, { description: 'Creates a DRAFT examination.' })
  async createExamination(
    @Arg('input', () => ExaminationInput) input: ExaminationInput,
    @Ctx() context: RequestContext,
  ): Promise<ExaminationView> {
    return this.writes.create(signedIn(context), input);
  }

  @Authorized('exam_examination_edit')
  @Mutation(() => ExaminationView, {
    description: 'Changes a DRAFT or SCHEDULED examination (after opening: extendExamination, addExamCandidates).',
  })
  async updateExamination(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ExaminationInput) input: ExaminationInput,
    @Ctx() context: RequestContext,
  ): Promise<ExaminationView> {
    return this.writes.update(signedIn(context), id, input);
  }

  @Authorized('exam_examination_delete')
  @Mutation(() => Int, { description: 'Deletes DRAFT or CANCELLED examinations; returns how many were deleted.' })
  async removeExaminations(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.writes.remove(signedIn(context), ids);
  }

  @Authorized('exam_examination_publish')
  @Mutation(() => ExaminationView, {
    description: 'Publishes a DRAFT examination: checks it, freezes the paper into a snapshot, SCHEDULED.',
  })
  async publishExamination(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<ExaminationView> {
    return this.lifecycle.publish(signedIn(context), id);
  }

  @Authorized('exam_examination_cancel', 'exam_examination_edit')
  @Mutation(() => ExaminationView, { description: 'Cancels an examination; once opened it needs exam_examination_cancel and a reason.' })
  async cancelExamination(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() context: RequestContext,
  ): Promise<ExaminationView> {
    return this.lifecycle.cancel(signedIn(context), id, reason);
  }

  @Authorized('exam_examination_edit')
  @Mutation(() => ExaminationView, { description: 'Moves the end of a SCHEDULED or OPEN examination later.' })
  async extendExamination(
    @Arg('id', () => ID) id: string,
    @Arg('closeAt', () => Date) closeAt: Date,
    @Ctx() context: RequestContext,
  ): Promise<ExaminationView> {
    return this.window.extend(signedIn(context), id, closeAt);
  }

  @Authorized('exam_examination_edit')
  @Mutation(() => ExaminationView, {
    description:
      'Moves the end of a SCHEDULED or OPEN examination, later or earlier (not into the past, not before the start); running ' +
      'attempts are capped by an earlier end.',
  })
  async changeExaminationClose(
    @Arg('id', () => ID) id: string,
    @Arg('closeAt', () => Date) closeAt: Date,
    @Ctx() context: RequestContext,
  ): Promise<ExaminationView> {
    return this.window.changeClose(signedIn(context), id, closeAt);
  }

  @Authorized('exam_examination_end')
  @Mutation(() => ExaminationView, {
    description: 'Ends an OPEN examination now: the window closes and every running attempt is submitted from its saved answers.',
  })
  async endExaminationNow(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'Why (kept in the proctor audit of each submitted attempt; at most 500 characters).',
    })
    reason: string | null,
    @Ctx() context: RequestContext,
  ): Promise<ExaminationView> {
    return this.window.endNow(signedIn(context), id, reason);
  }

  @Authorized('exam_examination_edit')
  @Mutation(() => ExaminationView, { description: 'Archives an examination whose results were released, or a cancelled one.' })
  async archiveExamination(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<ExaminationView> {
    return this.lifecycle.archive(signedIn(context), id);
  }
}
