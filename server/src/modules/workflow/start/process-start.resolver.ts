import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import type { RequestContext } from '../../../core/http/request-context';
import type { ProcessStartService } from './process-start.service';
import { StartedProcess } from './process-start.types';

@Resolver()
export class ProcessStartResolver {
  constructor(private readonly starts: ProcessStartService) {}

  @Authorized('work_start')
  @Mutation(() => StartedProcess, {
    description: 'Starts a process without a start form (latest active version, no variables) for one of its starters.',
  })
  async startProcess(
    @Arg('processDefinitionId', () => ID) processDefinitionId: string,
    @Ctx() context: RequestContext,
  ): Promise<StartedProcess> {
    return this.starts.start(signedIn(context), processDefinitionId);
  }
}
