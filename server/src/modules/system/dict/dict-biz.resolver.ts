import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { DictFilter, DictInput } from './dict.inputs';
import type { DictBizService } from './dict-biz.service';
import { DictEntry, DictEntryPage, DictionaryItem } from './dict.types';

@Resolver()
export class DictBizResolver {
  constructor(private readonly dictBiz: DictBizService) {}

  @Authorized('dictbiz')
  @Query(() => DictEntryPage, { description: 'Business dictionaries (root rows), one page, ordered by sort.' })
  async dictBizParents(
    @Arg('filter', () => DictFilter, { nullable: true }) filter: DictFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<DictEntryPage> {
    return this.dictBiz.parents(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized('dictbiz')
  @Query(() => [DictEntry], {
    description:
      'Items of a business dictionary: every row with the code of the parent except the parent, by sort (flat; build the tree from ' +
      'parentId).',
  })
  async dictBizChildren(
    @Arg('parentId', () => ID, { description: 'The root (or any row) whose code to list.' }) parentId: string,
    @Arg('filter', () => DictFilter, { nullable: true }) filter: DictFilter | null,
    @Ctx() context: RequestContext,
  ): Promise<DictEntry[]> {
    return this.dictBiz.children(signedIn(context), parentId, filter);
  }

  @Authorized('dictbiz')
  @Query(() => [DictEntry], { description: 'Every business dictionary row, by sort (flat; build the tree from parentId).' })
  async dictBizTree(
    @Arg('filter', () => DictFilter, { nullable: true }) filter: DictFilter | null,
    @Ctx() context: RequestContext,
  ): Promise<DictEntry[]> {
    return this.dictBiz.tree(signedIn(context), filter);
  }

  @Authorized('dictbiz')
  @Query(() => DictEntry, { description: 'One business dictionary row with its parent’s label.' })
  async dictBizEntry(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<DictEntry> {
    return this.dictBiz.detail(signedIn(context), id);
  }

  @Authorized()
  @Query(() => [DictionaryItem], {
    description: 'Items of a business dictionary code (not sealed), by sort: labels and selects of every page.',
  })
  async bizDictionary(
    @Arg('code', { description: 'Dictionary code, e.g. notice.' }) code: string,
    @Ctx() context: RequestContext,
  ): Promise<DictionaryItem[]> {
    return this.dictBiz.dictionary(signedIn(context), code);
  }

  @Authorized('dictbiz_add', 'dictbiz_edit')
  @Mutation(() => DictEntry, { description: 'Adds (no id) or changes a business dictionary row (of the caller’s tenant).' })
  async submitDictBiz(@Arg('input', () => DictInput) input: DictInput, @Ctx() context: RequestContext): Promise<DictEntry> {
    return this.dictBiz.submit(signedIn(context), input);
  }

  @Authorized('dictbiz_delete')
  @Mutation(() => Int, { description: 'Deletes business dictionary rows without children; returns how many were deleted.' })
  async removeDictBiz(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.dictBiz.remove(signedIn(context), ids);
  }
}
