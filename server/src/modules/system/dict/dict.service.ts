import type { CacheInvalidation } from '../../../core/cache/invalidation';
import { requirePlatform } from '../../../core/auth/platform';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../menu/menu.service';
import { DictReader } from './dict-reader';
import { DictWriter } from './dict-writer';
import { Dict } from './dict.entity';
import type { DictFilter, DictInput } from './dict.inputs';
import { toDictEntry, type DictEntry, type DictionaryItem } from './dict.types';

/** System dictionaries: global rows every tenant reads; only the platform administrator changes them. */
export class DictService {
  private readonly reader: DictReader<Dict>;
  private readonly writer: DictWriter<Dict>;

  constructor(
    private readonly menus: MenuService,
    invalidation: CacheInvalidation,
  ) {
    const table = { entity: Dict, partition: () => 'system' };
    this.reader = new DictReader<Dict>(table, invalidation);
    this.writer = new DictWriter<Dict>(table, invalidation);
  }

  async parents(
    context: SignedInContext,
    filter: DictFilter | null,
    page: PageInput,
    sort: SortInput[] | null,
  ): Promise<PageResult<DictEntry>> {
    await this.menus.require(context, 'dict');
    return this.reader.parents(context, filter, page, sort);
  }

  async children(context: SignedInContext, parentId: string, filter: DictFilter | null): Promise<DictEntry[]> {
    await this.menus.require(context, 'dict');
    return this.reader.children(context, parentId, filter);
  }

  async tree(context: SignedInContext, filter: DictFilter | null): Promise<DictEntry[]> {
    await this.menus.require(context, 'dict');
    return this.reader.tree(context, filter);
  }

  async detail(context: SignedInContext, id: string): Promise<DictEntry> {
    await this.menus.require(context, 'dict');
    return this.reader.detail(context, id);
  }

  /** Items of a code for labels and selects: any signed-in caller. */
  async dictionary(context: SignedInContext, code: string): Promise<DictionaryItem[]> {
    return this.reader.dictionary(context, code);
  }

  async submit(context: SignedInContext, input: DictInput): Promise<DictEntry> {
    await this.requireWrite(context, input.id ? 'dict_edit' : 'dict_add');
    return toDictEntry(await this.writer.submit(context, input));
  }

  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.requireWrite(context, 'dict_delete');
    return this.writer.remove(context, ids);
  }

  /** System dictionaries are shared by every tenant: only the platform administrator may change them. */
  private async requireWrite(context: SignedInContext, code: string): Promise<void> {
    await this.menus.require(context, code);
    requirePlatform(context, 'dict.platformOnly');
  }
}
