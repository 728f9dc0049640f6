import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import type { MyNoticeService } from './my-notice.service';
import { MyNoticePage } from './notice.types';

const CATEGORIES = 'Only these categories (keys of the `notice` dictionary); all when omitted.';

/** Every signed-in user reads the published notices of the own tenant. */
@Resolver()
export class MyNoticeResolver {
  constructor(private readonly myNoticeService: MyNoticeService) {}

  @Authorized()
  @Query(() => MyNoticePage, { description: 'Published notices of the caller’s tenant, newest first, with the caller’s read flag.' })
  async myNotices(
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('unreadOnly', { defaultValue: false, description: 'Only notices the caller has not read.' }) unreadOnly: boolean,
    @Arg('categories', () => [Int], { nullable: true, description: CATEGORIES }) categories: number[] | null,
    @Ctx() context: RequestContext,
  ): Promise<MyNoticePage> {
    return this.myNoticeService.page(signedIn(context), page ?? new PageInput(), unreadOnly, categories);
  }

  @Authorized()
  @Query(() => Int, { description: 'How many published notices the caller has not read.' })
  async myUnreadNoticeCount(
    @Arg('categories', () => [Int], { nullable: true, description: CATEGORIES }) categories: number[] | null,
    @Ctx() context: RequestContext,
  ): Promise<number> {
    return this.myNoticeService.unreadCount(signedIn(context), categories);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Marks notices read for the caller; returns how many were newly marked.' })
  async markNoticesRead(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.myNoticeService.markRead(signedIn(context), ids);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Marks every published notice read for the caller; returns how many were newly marked.' })
  async markAllNoticesRead(
    @Arg('categories', () => [Int], { nullable: true, description: CATEGORIES }) categories: number[] | null,
    @Ctx() context: RequestContext,
  ): Promise<number> {
    return this.myNoticeService.markAllRead(signedIn(context), categories);
  }
}
