import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import type { RequestContext } from '../../../core/http/request-context';
import { QuestionOptionSubmitInput } from './question-option.inputs';
import type { QuestionOptionService } from './question-option.service';
import { QUESTION_READ_CODES } from './question-query.service';
import { QuestionOptionView } from './question.types';

/** Options one at a time (the legacy examSubjectOption resource); submitQuestion edits them all at once. */
@Resolver()
export class QuestionOptionResolver {
  constructor(private readonly options: QuestionOptionService) {}

  @Authorized(...QUESTION_READ_CODES)
  @Query(() => QuestionOptionView, { description: 'One option of a question (staff only).' })
  async questionOption(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<QuestionOptionView> {
    return this.options.detail(signedIn(context), id);
  }

  @Authorized('exam_question_edit')
  @Mutation(() => QuestionOptionView, {
    description: 'Adds (no id) or changes (with id) one option; the question is checked as a whole and its version grows.',
  })
  async submitQuestionOption(
    @Arg('input', () => QuestionOptionSubmitInput) input: QuestionOptionSubmitInput,
    @Ctx() context: RequestContext,
  ): Promise<QuestionOptionView> {
    return this.options.submit(signedIn(context), input);
  }

  @Authorized('exam_question_edit')
  @Mutation(() => Int, {
    description: 'Deletes options (refused when a question would break its type’s rules); returns how many were deleted.',
  })
  async removeQuestionOptions(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.options.remove(signedIn(context), ids);
  }
}
