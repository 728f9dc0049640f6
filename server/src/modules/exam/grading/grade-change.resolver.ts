import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import type { RequestContext } from '../../../core/http/request-context';
import type { GradeChangeService } from './grade-change.service';
import { GradeChangeView } from './grade-change.types';

@Resolver()
export class GradeChangeResolver {
  constructor(private readonly changes: GradeChangeService) {}

  @Authorized('exam_grade')
  @Query(() => [GradeChangeView], {
    description: 'The audit of an answer’s score changes (who, when, old and new score, reason, source), newest first.',
  })
  async gradeChanges(@Arg('attemptItemId', () => ID) attemptItemId: string, @Ctx() context: RequestContext): Promise<GradeChangeView[]> {
    return this.changes.list(signedIn(context), attemptItemId);
  }
}
