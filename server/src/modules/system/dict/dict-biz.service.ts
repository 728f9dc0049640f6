import type { CacheInvalidation } from '../../../core/cache/invalidation';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../menu/menu.service';
import { DictReader } from './dict-reader';
import { DictWriter } from './dict-writer';
import { DictBiz } from './dict-biz.entity';
import type { DictFilter, DictInput } from './dict.inputs';
import { toDictEntry, type DictEntry, type DictionaryItem } from './dict.types';

/** Business dictionaries: each tenant keeps its own, always filtered by the caller's tenant (administrators too). */
export class DictBizService {
  private readonly table = { entity: DictBiz, partition: (context: SignedInContext) => `tenant:${context.actor.tenantId}` };
  private readonly reader: DictReader<DictBiz>;
  private readonly writer: DictWriter<DictBiz>;

  constructor(
    private readonly menus: MenuService,
    invalidation: CacheInvalidation,
  ) {
    this.reader = new DictReader<DictBiz>(this.table, invalidation);
    this.writer = new DictWriter<DictBiz>(this.table, invalidation);
  }

  async parents(
    context: SignedInContext,
    filter: DictFilter | null,
    page: PageInput,
    sort: SortInput[] | null,
  ): Promise<PageResult<DictEntry>> {
    await this.menus.require(context, 'dictbiz');
    return this.reader.parents(context, filter, page, sort);
  }

  async children(context: SignedInContext, parentId: string, filter: DictFilter | null): Promise<DictEntry[]> {
    await this.menus.require(context, 'dictbiz');
    return this.reader.children(context, parentId, filter);
  }

  async tree(context: SignedInContext, filter: DictFilter | null): Promise<DictEntry[]> {
    await this.menus.require(context, 'dictbiz');
    return this.reader.tree(context, filter);
  }

  async detail(context: SignedInContext, id: string): Promise<DictEntry> {
    await this.menus.require(context, 'dictbiz');
    return this.reader.detail(context, id);
  }

  /** Items of a code of the caller's tenant for labels and selects: any signed-in caller. */
  async dictionary(context: SignedInContext, code: string): Promise<DictionaryItem[]> {
    return this.reader.dictionary(context, code);
  }

  async submit(context: SignedInContext, input: DictInput): Promise<DictEntry> {
    await this.menus.require(context, input.id ? 'dictbiz_edit' : 'dictbiz_add');
    return toDictEntry(await this.writer.submit(context, input));
  }

  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'dictbiz_delete');
    return this.writer.remove(context, ids);
  }
}
