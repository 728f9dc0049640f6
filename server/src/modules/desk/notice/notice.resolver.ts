import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { NoticeFilter, NoticeInput } from './notice.inputs';
import type { NoticeService } from './notice.service';
import { NoticePage, NoticeState, NoticeView } from './notice.types';

@Resolver()
export class NoticeResolver {
  constructor(private readonly noticeService: NoticeService) {}

  @Authorized('notice')
  @Query(() => NoticePage, { description: 'Notices of the caller’s tenant (drafts included), one page, newest first unless sorted.' })
  async notices(
    @Arg('filter', () => NoticeFilter, { nullable: true }) filter: NoticeFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<NoticePage> {
    return this.noticeService.page(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized('notice')
  @Query(() => NoticeView, { description: 'One notice of the caller’s tenant.' })
  async notice(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<NoticeView> {
    return this.noticeService.detail(signedIn(context), id);
  }

  @Authorized('notice_add', 'notice_edit')
  @Mutation(() => NoticeView, {
    description: 'Adds (no id) or changes a notice; the HTML content is sanitized. Changing the state needs notice_publish.',
  })
  async submitNotice(@Arg('input', () => NoticeInput) input: NoticeInput, @Ctx() context: RequestContext): Promise<NoticeView> {
    return this.noticeService.submit(signedIn(context), input);
  }

  @Authorized('notice_publish')
  @Mutation(() => Int, { description: 'Publishes notices (release time now when unset); returns how many changed.' })
  async publishNotices(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.noticeService.setState(signedIn(context), ids, NoticeState.PUBLISHED);
  }

  @Authorized('notice_publish')
  @Mutation(() => Int, { description: 'Turns published notices back into drafts; returns how many changed.' })
  async withdrawNotices(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.noticeService.setState(signedIn(context), ids, NoticeState.DRAFT);
  }

  @Authorized('notice_delete')
  @Mutation(() => Int, { description: 'Deletes notices; returns how many were deleted.' })
  async removeNotices(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.noticeService.remove(signedIn(context), ids);
  }
}
