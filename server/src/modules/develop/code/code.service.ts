import type { FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { assertIds } from '../../system/tenant/tenant.service';
import { DataModel } from '../model/model.entity';
import { CodeRecord } from './code.entity';
import { CODE_RECORD_SETTINGS } from './code-fields';
import { CODE_READ_CODES, requireCodeAccess } from './code-permissions';
import type { CodeFilter, CodeInput } from './code.inputs';

const SORTABLE = ['codeName', 'serviceName', 'tableName', 'createTime', 'updateTime'] as const;

/** Code generation records (platform administrator only); generating from them is the next step. */
export class CodeService {
  constructor(private readonly menus: MenuService) {}

  async page(
    context: SignedInContext,
    filter: CodeFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<CodeRecord>> {
    await this.requireAccess(context, CODE_READ_CODES);
    const where: FilterQuery<CodeRecord> = {};
    for (const key of ['codeName', 'serviceName', 'tableName'] as const) {
      const text = filter?.[key];
      if (text) {
        where[key] = { $like: containsPattern(text) };
      }
    }
    return findPage(context.platformEm, CodeRecord, where, page, orderByOf<CodeRecord>(sort, SORTABLE, { createTime: 'asc', id: 'asc' }));
  }

  async detail(context: SignedInContext, id: string): Promise<CodeRecord> {
    await this.requireAccess(context, CODE_READ_CODES);
    return this.load(context, id);
  }

  /** Adds or changes a record; its model (and child model) must exist, the table defaults to the model's. */
  async submit(context: SignedInContext, input: CodeInput): Promise<CodeRecord> {
    await this.requireAccess(context, [input.id ? 'code_edit' : 'code_add']);
    const existing = input.id ? await this.load(context, input.id) : null;
    const em = context.platformEm;
    const model = await this.model(context, input.modelId);
    if (input.subModelId) {
      await this.model(context, input.subModelId);
    }
    const { id: _id, ...fields } = input;
    const values = { ...fields, tableName: input.tableName ?? model.modelTable, codeName: input.codeName.trim() };
    const record = existing ? Object.assign(existing, values) : em.create(CodeRecord, values);
    await em.flush();
    return record;
  }

  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.requireAccess(context, ['code_delete']);
    assertIds(ids);
    return context.platformEm.nativeUpdate(
      CodeRecord,
      { id: { $in: ids } },
      { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() },
    );
  }

  /** Adds a copy of a record named `<name>-copy`. */
  async copy(context: SignedInContext, id: string): Promise<CodeRecord> {
    await this.requireAccess(context, ['code_add']);
    const source = await this.load(context, id);
    const em = context.platformEm;
    const fields: Record<string, unknown> = {};
    for (const key of [...CODE_RECORD_SETTINGS, 'status'] as const) {
      fields[key] = source[key];
    }
    const copy = em.create(CodeRecord, { ...fields, codeName: `${source.codeName}-copy`.slice(0, 100) } as RequiredEntityData<CodeRecord>);
    await em.flush();
    return copy;
  }

  private async load(context: SignedInContext, id: string): Promise<CodeRecord> {
    const found = isId(id) ? await context.platformEm.findOne(CodeRecord, { id }) : null;
    if (!found) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return found;
  }

  private async model(context: SignedInContext, id: string): Promise<DataModel> {
    const found = isId(id) ? await context.platformEm.findOne(DataModel, { id }) : null;
    if (!found) {
      throw new AppError('VALIDATION', 'code.modelUnknown', {}, [{ field: 'modelId', messageKey: 'code.modelUnknown' }]);
    }
    return found;
  }

  private async requireAccess(context: SignedInContext, codes: string[]): Promise<void> {
    await requireCodeAccess(this.menus, context, codes);
  }
}
