import type { FilterQuery } from '@mikro-orm/core';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import type { CacheInvalidation } from '../../../core/cache/invalidation';
import { refusingDuplicates } from '../../../core/db/live-unique';
import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { requireIdList } from '../../../core/ids/id-list';
import { isId } from '../../../core/ids/snowflake';
import { dictLabels } from '../dict/dict-labels';
import type { MenuService } from '../menu/menu.service';
import { withDataScope, type DataScopeRules } from '../scope/data-scope-rules.service';
import { Post } from './post.entity';
import type { PostFilter, PostInput } from './post.inputs';
import { toPostView, type PostView } from './post.types';

/** Data-scope resource code of the post list. */
export const POST_RESOURCE = 'post';

const SORTABLE = ['postCode', 'postName', 'category', 'sort', 'createTime'] as const;

/** Job posts of the caller's tenant. */
export class PostService {
  constructor(
    private readonly menus: MenuService,
    private readonly dataScopes: DataScopeRules,
    private readonly invalidation: CacheInvalidation,
  ) {}

  /** One page of posts, restricted by the caller's data scope. */
  async page(
    context: SignedInContext,
    filter: PostFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<PostView>> {
    await this.menus.require(context, 'post');
    const where: FilterQuery<Post> = {};
    if (filter?.category !== undefined && filter.category !== null) {
      where.category = filter.category;
    }
    if (filter?.postCode) {
      where.postCode = { $like: containsPattern(filter.postCode) };
    }
    if (filter?.postName) {
      where.postName = { $like: containsPattern(filter.postName) };
    }
    const scoped = withDataScope(where, await this.dataScopes.conditionFor<Post>(context, POST_RESOURCE));
    const result = await findPage(context.em, Post, scoped, page, orderByOf<Post>(sort, SORTABLE, { sort: 'asc', id: 'asc' }));
    const names = await dictLabels(context.em, 'post_category');
    return { ...result, records: result.records.map((post) => toPostView(post, names)) };
  }

  /** Every post of the caller's tenant (user form, label postName / value id). */
  async select(context: SignedInContext): Promise<PostView[]> {
    const posts = await context.em.find(Post, {}, { orderBy: { sort: 'asc', id: 'asc' } });
    const names = await dictLabels(context.em, 'post_category');
    return posts.map((post) => toPostView(post, names));
  }

  async detail(context: SignedInContext, id: string): Promise<PostView> {
    await this.menus.require(context, 'post');
    return toPostView(await this.find(context, id), await dictLabels(context.em, 'post_category'));
  }

  /** Adds (post_add) or changes (post_edit) a post; codes stay unique in the tenant. */
  async submit(context: SignedInContext, input: PostInput): Promise<PostView> {
    await this.menus.require(context, input.id ? 'post_edit' : 'post_add');
    const em = context.em;
    const names = await dictLabels(em, 'post_category');
    if (!names.has(String(input.category))) {
      throw new AppError('VALIDATION', 'errors.dictUnknown', { name: 'category' }, [
        { field: 'category', messageKey: 'errors.dictUnknown', params: { name: 'category' } },
      ]);
    }
    const code = input.postCode.trim();
    const codeExists = () =>
      new AppError('CONFLICT', 'post.codeExists', { code }, [{ field: 'postCode', messageKey: 'post.codeExists', params: { code } }]);
    const post = await refusingDuplicates(
      () =>
        inTransaction(em, async () => {
          const sameCode = await em.findOne(Post, { postCode: code });
          if (sameCode && sameCode.id !== input.id) {
            throw codeExists();
          }
          const row = input.id ? await this.find(context, input.id) : new Post();
          em.persist(row);
          row.category = input.category;
          row.postCode = code;
          row.postName = input.postName.trim();
          row.sort = input.sort ?? row.sort;
          row.remark = input.remark ?? null;
          return row;
        }),
      codeExists,
    );
    this.invalidation.publish({ topic: 'names', tenantId: context.actor.tenantId });
    return toPostView(post, names);
  }

  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'post_delete');
    const list = requireIdList(ids);
    const removed = await context.em.nativeUpdate(
      Post,
      { id: { $in: list } },
      { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() },
    );
    this.invalidation.publish({ topic: 'names', tenantId: context.actor.tenantId });
    return removed;
  }

  private async find(context: SignedInContext, id: string): Promise<Post> {
    const post = isId(id) ? await context.em.findOne(Post, { id }) : null;
    if (!post) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return post;
  }
}
