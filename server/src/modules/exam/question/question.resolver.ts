import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { QuestionStatus } from '../shared/exam-enums';
import { QUESTION_READ_CODES, type QuestionQueryService } from './question-query.service';
import type { QuestionWriteService } from './question-write.service';
import { QuestionFilter, QuestionInput } from './question.inputs';
import { QuestionPage, QuestionView } from './question.types';

/** Questions ("subjects") for their editors. Excel template, import and export are REST only:
 * /api/blade-exam/subject/examSubject/{export-template,import-subject,export-subject}. */
@Resolver()
export class QuestionResolver {
  constructor(
    private readonly queries: QuestionQueryService,
    private readonly writes: QuestionWriteService,
  ) {}

  @Authorized(...QUESTION_READ_CODES)
  @Query(() => QuestionPage, {
    description: 'Questions of the caller’s tenant, one page, with options (staff only: answer keys included).',
  })
  async questions(
    @Arg('filter', () => QuestionFilter, { nullable: true }) filter: QuestionFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<QuestionPage> {
    return this.queries.page(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized(...QUESTION_READ_CODES)
  @Query(() => QuestionView, { description: 'One question with its options.' })
  async question(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<QuestionView> {
    return this.queries.detail(signedIn(context), id);
  }

  @Authorized('exam_question_add', 'exam_question_edit')
  @Mutation(() => QuestionView, {
    description: 'Adds a question (no id) or changes one (with id; its version grows). Checked by type; HTML sanitized.',
  })
  async submitQuestion(@Arg('input', () => QuestionInput) input: QuestionInput, @Ctx() context: RequestContext): Promise<QuestionView> {
    return this.writes.submit(signedIn(context), input);
  }

  @Authorized('exam_question_status')
  @Mutation(() => Int, { description: 'Sets the status of questions; returns how many changed.' })
  async updateQuestionStatus(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('status', () => QuestionStatus) status: QuestionStatus,
    @Ctx() context: RequestContext,
  ): Promise<number> {
    return this.writes.setStatus(signedIn(context), ids, status);
  }

  @Authorized('exam_question_status')
  @Mutation(() => Int, {
    description: 'The legacy status toggle: ENABLED becomes DISABLED, DRAFT and DISABLED become ENABLED; returns how many changed.',
  })
  async toggleQuestionStatus(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.writes.toggleStatus(signedIn(context), ids);
  }

  @Authorized('exam_question_delete')
  @Mutation(() => Int, { description: 'Deletes questions (refused while a paper uses one); returns how many were deleted.' })
  async removeQuestions(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.writes.remove(signedIn(context), ids);
  }
}
