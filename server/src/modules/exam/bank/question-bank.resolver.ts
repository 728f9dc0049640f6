import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { QuestionBankFilter, QuestionBankInput } from './question-bank.inputs';
import { BANK_READ_CODES, type QuestionBankService } from './question-bank.service';
import { QuestionBankPage, QuestionBankView } from './question-bank.types';

@Resolver()
export class QuestionBankResolver {
  constructor(private readonly banks: QuestionBankService) {}

  @Authorized(...BANK_READ_CODES)
  @Query(() => QuestionBankPage, { description: 'Question banks of the caller’s tenant, one page, with their question counts.' })
  async questionBanks(
    @Arg('filter', () => QuestionBankFilter, { nullable: true }) filter: QuestionBankFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<QuestionBankPage> {
    return this.banks.page(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized(...BANK_READ_CODES)
  @Query(() => QuestionBankView, { description: 'One question bank.' })
  async questionBank(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<QuestionBankView> {
    return this.banks.detail(signedIn(context), id);
  }

  @Authorized('exam_bank_add', 'exam_bank_edit')
  @Mutation(() => QuestionBankView, { description: 'Adds a question bank (no id) or changes one (with id).' })
  async submitQuestionBank(
    @Arg('input', () => QuestionBankInput) input: QuestionBankInput,
    @Ctx() context: RequestContext,
  ): Promise<QuestionBankView> {
    return this.banks.submit(signedIn(context), input);
  }

  @Authorized('exam_bank_delete')
  @Mutation(() => Int, {
    description:
      'Deletes empty question banks (refused while a bank holds questions or a draw rule uses it); returns how many were deleted.',
  })
  async removeQuestionBanks(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.banks.remove(signedIn(context), ids);
  }
}
