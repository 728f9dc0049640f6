import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { CandidateStatus, ExamStatus } from '../shared/examination-enums';
import { ExamCandidatePage, ExamCandidateView } from './candidate.types';
import type { MyExaminationService } from './my-examination.service';
import { MyExaminationPage } from './my-examination.types';
import type { RosterService } from './roster.service';

@Resolver()
export class ExamCandidateResolver {
  constructor(
    private readonly roster: RosterService,
    private readonly mine: MyExaminationService,
  ) {}

  @Authorized('exam_examination', 'exam_examination_roster')
  @Query(() => ExamCandidatePage, { description: 'The roster of an examination, one page (REMOVED entries only when asked for).' })
  async examCandidates(
    @Arg('examinationId', () => ID) examinationId: string,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('keyword', () => String, { nullable: true, description: 'Part of the account or real name.' }) keyword: string | null,
    @Arg('status', () => CandidateStatus, { nullable: true }) status: CandidateStatus | null,
    @Ctx() context: RequestContext,
  ): Promise<ExamCandidatePage> {
    return this.roster.page(signedIn(context), examinationId, page ?? new PageInput(), keyword, status);
  }

  @Authorized('exam_examination', 'exam_examination_roster')
  @Query(() => ExamCandidateView, { description: 'One roster entry.' })
  async examCandidate(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<ExamCandidateView> {
    return this.roster.detail(signedIn(context), id);
  }

  @Authorized('exam_examination_roster')
  @Mutation(() => Int, {
    description:
      'Adds users, or every user of departments (with sub-departments), to the roster; idempotent; returns how many were added or ' +
      'reactivated.',
  })
  async addExamCandidates(
    @Arg('examinationId', () => ID) examinationId: string,
    @Arg('userIds', () => [ID], { nullable: true }) userIds: string[] | null,
    @Arg('deptIds', () => [ID], { nullable: true }) deptIds: string[] | null,
    @Ctx() context: RequestContext,
  ): Promise<number> {
    return this.roster.add(signedIn(context), examinationId, userIds ?? [], deptIds ?? []);
  }

  @Authorized('exam_examination_roster')
  @Mutation(() => Int, { description: 'Marks candidates REMOVED (refused for candidates who started); returns how many.' })
  async removeExamCandidates(
    @Arg('examinationId', () => ID) examinationId: string,
    @Arg('userIds', () => [ID]) userIds: string[],
    @Ctx() context: RequestContext,
  ): Promise<number> {
    return this.roster.remove(signedIn(context), examinationId, userIds);
  }

  @Authorized('exam_examination_roster')
  @Mutation(() => Int, { description: 'Marks roster entries REMOVED by their ids; returns how many.' })
  async removeExamCandidateEntries(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.roster.removeEntries(signedIn(context), ids);
  }

  @Authorized('exam_examination_roster')
  @Mutation(() => ExamCandidateView, { description: 'Sets a roster entry ACTIVE, INVITED or EXCUSED (REMOVED: as removeExamCandidates).' })
  async setExamCandidateStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => CandidateStatus) status: CandidateStatus,
    @Ctx() context: RequestContext,
  ): Promise<ExamCandidateView> {
    return this.roster.setStatus(signedIn(context), id, status);
  }

  @Authorized('exam_take')
  @Query(() => MyExaminationPage, {
    description: "The caller's own published examinations (roster, departments or whole tenant), newest first.",
  })
  async myExaminations(
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('keyword', () => String, { nullable: true }) keyword: string | null,
    @Arg('status', () => ExamStatus, { nullable: true, description: 'Status now.' }) status: ExamStatus | null,
    @Ctx() context: RequestContext,
  ): Promise<MyExaminationPage> {
    return this.mine.page(signedIn(context), page ?? new PageInput(), keyword, status);
  }
}
