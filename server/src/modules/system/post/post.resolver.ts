import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { PostFilter, PostInput } from './post.inputs';
import type { PostService } from './post.service';
import { PostPage, PostView } from './post.types';

@Resolver()
export class PostResolver {
  constructor(private readonly postService: PostService) {}

  @Authorized('post')
  @Query(() => PostPage, { description: 'Posts of the caller’s tenant, one page; restricted by the data scope.' })
  async posts(
    @Arg('filter', () => PostFilter, { nullable: true }) filter: PostFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<PostPage> {
    return this.postService.page(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized()
  @Query(() => [PostView], { description: 'Every post of the caller’s tenant (selection lists).' })
  async postSelect(@Ctx() context: RequestContext): Promise<PostView[]> {
    return this.postService.select(signedIn(context));
  }

  @Authorized('post')
  @Query(() => PostView, { description: 'One post.' })
  async post(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<PostView> {
    return this.postService.detail(signedIn(context), id);
  }

  @Authorized('post_add', 'post_edit')
  @Mutation(() => PostView, { description: 'Adds (no id) or changes (with id) a post.' })
  async submitPost(@Arg('input', () => PostInput) input: PostInput, @Ctx() context: RequestContext): Promise<PostView> {
    return this.postService.submit(signedIn(context), input);
  }

  @Authorized('post_delete')
  @Mutation(() => Int, { description: 'Deletes posts; returns how many were deleted.' })
  async removePosts(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.postService.remove(signedIn(context), ids);
  }
}
