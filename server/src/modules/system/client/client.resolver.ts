import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { Client } from './client.entity';
import { ClientFilter, ClientInput } from './client.inputs';
import type { ClientService } from './client.service';
import { ClientPage, ClientSubmitResult } from './client.types';

@Resolver()
export class ClientResolver {
  constructor(private readonly clientService: ClientService) {}

  @Authorized('client')
  @Query(() => ClientPage, { description: 'OAuth clients, one page (platform administrator only).' })
  async clients(
    @Arg('filter', () => ClientFilter, { nullable: true }) filter: ClientFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<ClientPage> {
    return this.clientService.page(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized('client')
  @Query(() => Client, { description: 'One OAuth client (never its secret).' })
  async client(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<Client> {
    return this.clientService.detail(signedIn(context), id);
  }

  @Authorized('client_add', 'client_edit')
  @Mutation(() => ClientSubmitResult, { description: 'Adds a client (no id) or changes one; a generated secret is answered this once.' })
  async submitClient(@Arg('input', () => ClientInput) input: ClientInput, @Ctx() context: RequestContext): Promise<ClientSubmitResult> {
    return this.clientService.submit(signedIn(context), input);
  }

  @Authorized('client_delete')
  @Mutation(() => Int, { description: 'Deletes clients (not the web app client); returns how many were deleted.' })
  async removeClients(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.clientService.remove(signedIn(context), ids);
  }
}
