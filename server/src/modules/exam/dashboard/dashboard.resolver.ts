import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import type { RequestContext } from '../../../core/http/request-context';
import { StaffDashboard } from './dashboard.types';
import type { StaffDashboardService } from './staff-dashboard.service';

@Resolver()
export class ExamDashboardResolver {
  constructor(private readonly staff: StaffDashboardService) {}

  @Authorized('exam_examination', 'exam_grade')
  @Query(() => StaffDashboard, { description: 'The staff home page (indexData) of the caller’s tenant.' })
  async staffDashboard(@Ctx() context: RequestContext): Promise<StaffDashboard> {
    return this.staff.dashboard(signedIn(context));
  }
}
