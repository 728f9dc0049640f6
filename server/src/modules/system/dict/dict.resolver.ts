import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { DictFilter, DictInput } from './dict.inputs';
import type { DictService } from './dict.service';
import { DictEntry, DictEntryPage, DictionaryItem } from './dict.types';

@Resolver()
export class DictResolver {
  constructor(private readonly dicts: DictService) {}

  @Authorized('dict')
  @Query(() => DictEntryPage, { description: 'System dictionaries (root rows), one page, ordered by sort.' })
  async dictParents(
    @Arg('filter', () => DictFilter, { nullable: true }) filter: DictFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<DictEntryPage> {
    return this.dicts.parents(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized('dict')
  @Query(() => [DictEntry], {
    description:
      'Items of a system dictionary: every row with the code of the parent except the parent, by sort (flat; build the tree from ' +
      'parentId).',
  })
  async dictChildren(
    @Arg('parentId', () => ID, { description: 'The root (or any row) whose code to list.' }) parentId: string,
    @Arg('filter', () => DictFilter, { nullable: true }) filter: DictFilter | null,
    @Ctx() context: RequestContext,
  ): Promise<DictEntry[]> {
    return this.dicts.children(signedIn(context), parentId, filter);
  }

  @Authorized('dict')
  @Query(() => [DictEntry], { description: 'Every system dictionary row, by sort (flat; build the tree from parentId).' })
  async dictTree(
    @Arg('filter', () => DictFilter, { nullable: true }) filter: DictFilter | null,
    @Ctx() context: RequestContext,
  ): Promise<DictEntry[]> {
    return this.dicts.tree(signedIn(context), filter);
  }

  @Authorized('dict')
  @Query(() => DictEntry, { description: 'One system dictionary row with its parent’s label.' })
  async dictEntry(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<DictEntry> {
    return this.dicts.detail(signedIn(context), id);
  }

  @Authorized()
  @Query(() => [DictionaryItem], {
    description: 'Items of a system dictionary code (not sealed), by sort: labels and selects of every page.',
  })
  async dictionary(
    @Arg('code', { description: 'Dictionary code, e.g. notice.' }) code: string,
    @Ctx() context: RequestContext,
  ): Promise<DictionaryItem[]> {
    return this.dicts.dictionary(signedIn(context), code);
  }

  @Authorized('dict_add', 'dict_edit')
  @Mutation(() => DictEntry, { description: 'Adds (no id) or changes a system dictionary row (platform tenant only).' })
  async submitDict(@Arg('input', () => DictInput) input: DictInput, @Ctx() context: RequestContext): Promise<DictEntry> {
    return this.dicts.submit(signedIn(context), input);
  }

  @Authorized('dict_delete')
  @Mutation(() => Int, { description: 'Deletes system dictionary rows without children; returns how many were deleted.' })
  async removeDicts(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.dicts.remove(signedIn(context), ids);
  }
}
