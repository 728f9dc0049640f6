import type { FilterQuery } from '@mikro-orm/core';
import { requirePlatform } from '../../../core/auth/platform';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { assertIds } from '../../system/tenant/tenant.service';
import { CodeRecord } from '../code/code.entity';
import { DataModel } from './model.entity';
import type { ModelFilter, ModelInput } from './model.inputs';
import { ModelPrototype } from './model-prototype.entity';
import { MODEL_READ_CODES } from './model-permissions';
import type { ModelSourceService } from './model-source.service';

const SORTABLE = ['modelName', 'modelCode', 'modelTable', 'createTime', 'updateTime'] as const;

/** Data models: a datasource's table chosen for code generation (platform administrator only). */
export class ModelService {
  constructor(
    private readonly menus: MenuService,
    private readonly sources: ModelSourceService,
  ) {}

  async page(
    context: SignedInContext,
    filter: ModelFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<DataModel>> {
    await this.requireReader(context);
    const where: FilterQuery<DataModel> = {};
    if (filter?.modelName) {
      where.modelName = { $like: containsPattern(filter.modelName) };
    }
    if (filter?.modelTable) {
      where.modelTable = { $like: containsPattern(filter.modelTable) };
    }
    if (filter?.datasourceId) {
      where.datasourceId = filter.datasourceId;
    }
    return findPage(context.platformEm, DataModel, where, page, orderByOf<DataModel>(sort, SORTABLE, { createTime: 'asc', id: 'asc' }));
  }

  /** Every model, for the code record form. */
  async select(context: SignedInContext): Promise<DataModel[]> {
    requirePlatform(context);
    await this.menus.require(context, ...MODEL_READ_CODES, 'code');
    return context.platformEm.find(DataModel, {}, { orderBy: { modelTable: 'asc', id: 'asc' }, limit: 1000 });
  }

  async detail(context: SignedInContext, id: string): Promise<DataModel> {
    await this.requireReader(context);
    return this.load(context, id);
  }

  /** A model by id for other services of the area (the caller checked access). */
  async load(context: SignedInContext, id: string): Promise<DataModel> {
    const found = isId(id) ? await context.platformEm.findOne(DataModel, { id }) : null;
    if (!found) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return found;
  }

  /** Adds or changes a model; its table must be one of the datasource's tables. */
  async submit(context: SignedInContext, input: ModelInput): Promise<DataModel> {
    requirePlatform(context);
    await this.menus.require(context, input.id ? 'model_edit' : 'model_add');
    const existing = input.id ? await this.load(context, input.id) : null;
    await this.sources.assertTable(context, input.datasourceId, input.modelTable);
    const fields = {
      datasourceId: input.datasourceId,
      modelName: input.modelName.trim(),
      modelCode: input.modelCode,
      modelTable: input.modelTable,
      modelClass: input.modelClass,
      modelRemark: input.modelRemark ?? null,
    };
    const em = context.platformEm;
    const model = existing ? Object.assign(existing, fields) : em.create(DataModel, fields);
    await em.flush();
    return model;
  }

  /** Soft-deletes models; their prototypes are deleted and the code records naming them soft-deleted (as BladeX). */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    requirePlatform(context);
    await this.menus.require(context, 'model_delete');
    assertIds(ids);
    const audit = { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() };
    return context.platformEm.transactional(async (em) => {
      const removed = await em.nativeUpdate(DataModel, { id: { $in: ids } }, audit);
      await em.nativeDelete(ModelPrototype, { modelId: { $in: ids } });
      await em.nativeUpdate(CodeRecord, { modelId: { $in: ids } }, audit);
      return removed;
    });
  }

  private async requireReader(context: SignedInContext): Promise<void> {
    requirePlatform(context);
    await this.menus.require(context, ...MODEL_READ_CODES);
  }
}
