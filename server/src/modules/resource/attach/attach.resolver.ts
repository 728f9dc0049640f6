import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { Attach } from './attach.entity';
import { AttachFilter, AttachInput } from './attach.inputs';
import type { AttachService } from './attach.service';
import { AttachPage } from './attach.types';

/** Uploading and downloading stay on REST (multipart, streams): oss/endpoint/put-file and attach/download. */
@Resolver()
export class AttachResolver {
  constructor(private readonly attachService: AttachService) {}

  @Authorized('attach')
  @Query(() => AttachPage, { description: 'Attachments of the caller’s tenant, newest first.' })
  async attachments(
    @Arg('filter', () => AttachFilter, { nullable: true }) filter: AttachFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<AttachPage> {
    return this.attachService.page(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized('attach')
  @Query(() => Attach, { description: 'One attachment.' })
  async attachment(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<Attach> {
    return this.attachService.detail(signedIn(context), id);
  }

  @Authorized('attach_upload')
  @Mutation(() => Attach, { description: 'Renames an attachment (its display and download name); attachments are added by uploading.' })
  async submitAttachment(@Arg('input', () => AttachInput) input: AttachInput, @Ctx() context: RequestContext): Promise<Attach> {
    return this.attachService.submit(signedIn(context), input);
  }

  @Authorized('attach_delete')
  @Mutation(() => Int, { description: 'Deletes attachment records (the stored files stay); returns how many.' })
  async removeAttachments(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.attachService.remove(signedIn(context), ids);
  }
}
