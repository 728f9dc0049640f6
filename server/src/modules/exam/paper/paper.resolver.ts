import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { PAPER_READ_CODES, type PaperQueryService } from './paper-query.service';
import type { PaperQuestionService } from './paper-question.service';
import type { PaperWriteService } from './paper-write.service';
import { PaperFilter, PaperInput, PaperItemInput, PaperQuestionInput } from './paper.inputs';
import { PaperPage, PaperQuestionPage, PaperQuestionView, PaperView } from './paper.types';

/** Test papers for their editors (and the paper picker of examination editors). */
@Resolver()
export class PaperResolver {
  constructor(
    private readonly queries: PaperQueryService,
    private readonly writes: PaperWriteService,
    private readonly links: PaperQuestionService,
  ) {}

  @Authorized(...PAPER_READ_CODES)
  @Query(() => PaperPage, { description: 'Papers of the caller’s tenant, one page (without sections).' })
  async papers(
    @Arg('filter', () => PaperFilter, { nullable: true }) filter: PaperFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<PaperPage> {
    return this.queries.page(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized(...PAPER_READ_CODES)
  @Query(() => [PaperView], { description: 'Papers an examination may use: READY or LOCKED (the legacy get-test-list).' })
  async publishablePapers(
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() context: RequestContext,
  ): Promise<PaperView[]> {
    return this.queries.publishable(signedIn(context), name);
  }

  @Authorized(...PAPER_READ_CODES)
  @Query(() => PaperView, {
    description:
      'One paper with sections, questions (with options and answer keys), rules with their pools, and warnings: the teacher’s ' +
      'preview (detail and detailView).',
  })
  async paper(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<PaperView> {
    return this.queries.detail(signedIn(context), id);
  }

  @Authorized('exam_paper')
  @Query(() => PaperQuestionPage, { description: 'The fixed questions of a paper, one page (the legacy examSubjectTest list).' })
  async paperQuestions(
    @Arg('paperId', () => ID) paperId: string,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<PaperQuestionPage> {
    return this.queries.questionPage(signedIn(context), paperId, page ?? new PageInput());
  }

  @Authorized('exam_paper')
  @Query(() => PaperQuestionView, { description: 'One question link: by its id, or by paper id and question id.' })
  async paperQuestion(
    @Arg('id', () => ID, { description: 'The link id, or the paper id when questionId is given.' }) id: string,
    @Arg('questionId', () => ID, { nullable: true }) questionId: string | null,
    @Ctx() context: RequestContext,
  ): Promise<PaperQuestionView> {
    return this.queries.question(signedIn(context), id, questionId);
  }

  @Authorized('exam_paper_add', 'exam_paper_edit')
  @Mutation(() => PaperView, {
    description: 'Adds a paper (no id) or changes one (with id; refused when LOCKED). With sections, the structure is replaced.',
  })
  async submitPaper(@Arg('input', () => PaperInput) input: PaperInput, @Ctx() context: RequestContext): Promise<PaperView> {
    return this.writes.submit(signedIn(context), input);
  }

  @Authorized('exam_paper_edit')
  @Mutation(() => PaperView, {
    description: 'Marks a paper READY after checking it has questions or rules and a pass score at most the total.',
  })
  async markPaperReady(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<PaperView> {
    return this.writes.markReady(signedIn(context), id);
  }

  @Authorized('exam_paper_add')
  @Mutation(() => PaperView, { description: 'Copies a paper (any status) into a new DRAFT paper: the way to change a LOCKED one.' })
  async copyPaper(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<PaperView> {
    return this.writes.copy(signedIn(context), id);
  }

  @Authorized('exam_paper_delete')
  @Mutation(() => Int, { description: 'Deletes papers (refused when one is LOCKED); returns how many were deleted.' })
  async removePapers(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.writes.remove(signedIn(context), ids);
  }

  @Authorized('exam_paper_edit')
  @Mutation(() => PaperView, {
    description: 'Appends ENABLED questions with scores to a section (default: the first) of a paper (the legacy submitSubjectTestAdd).',
  })
  async addPaperQuestions(
    @Arg('paperId', () => ID) paperId: string,
    @Arg('items', () => [PaperItemInput]) items: PaperItemInput[],
    @Arg('sectionId', () => ID, { nullable: true }) sectionId: string | null,
    @Ctx() context: RequestContext,
  ): Promise<PaperView> {
    return this.links.add(signedIn(context), paperId, sectionId, items);
  }

  @Authorized('exam_paper_edit')
  @Mutation(() => PaperQuestionView, { description: 'Adds (no id) or changes (with id) one question link of a paper.' })
  async submitPaperQuestion(
    @Arg('input', () => PaperQuestionInput) input: PaperQuestionInput,
    @Ctx() context: RequestContext,
  ): Promise<PaperQuestionView> {
    return this.links.submit(signedIn(context), input);
  }

  @Authorized('exam_paper_edit')
  @Mutation(() => Int, {
    description: 'Removes question links from their papers (refused when a paper is LOCKED); returns how many were removed.',
  })
  async removePaperQuestions(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.links.remove(signedIn(context), ids);
  }
}
