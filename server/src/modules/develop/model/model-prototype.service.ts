import type { FilterQuery } from '@mikro-orm/core';
import { requirePlatform } from '../../../core/auth/platform';
import { findPage } from '../../../core/db/list-query';
import type { PageInput, PageResult } from '../../../core/graphql/page.types';
import { isId } from '../../../core/ids/snowflake';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import { assertIds } from '../../system/tenant/tenant.service';
import type { ModelService } from './model.service';
import type { ModelPrototypeDraft } from './model.types';
import { ModelPrototype } from './model-prototype.entity';
import type { ModelPrototypeInput } from './model-prototype.inputs';
import { MODEL_READ_CODES } from './model-permissions';
import type { ModelSourceService } from './model-source.service';
import { proposePrototypes } from './prototype-mapping';

const ORDER = { orderBy: { sort: 'asc', id: 'asc' } } as const;

/** Column settings (prototypes) of models: proposals from the table, stored rows, saving a whole grid. */
export class ModelPrototypeService {
  constructor(
    private readonly menus: MenuService,
    private readonly models: ModelService,
    private readonly sources: ModelSourceService,
  ) {}

  /** Stored rows of the model, or (none stored yet) one proposal per column of its table. */
  async drafts(context: SignedInContext, modelId: string): Promise<ModelPrototypeDraft[]> {
    await this.requireReader(context);
    const model = await this.models.load(context, modelId);
    const stored = await context.platformEm.find(ModelPrototype, { modelId: model.id }, ORDER);
    if (stored.length > 0) {
      return stored.map((row) => ({ ...row, maxLength: row.maxLength ?? null }));
    }
    const columns = await this.sources.columns(context, model.datasourceId, model.modelTable);
    return proposePrototypes(columns).map((proposal) => ({ ...proposal, id: null, modelId: model.id }));
  }

  /** Stored rows of the model only. */
  async list(context: SignedInContext, modelId: string): Promise<ModelPrototype[]> {
    await this.requireReader(context);
    const model = await this.models.load(context, modelId);
    return context.platformEm.find(ModelPrototype, { modelId: model.id }, ORDER);
  }

  /** Stored rows, one page, of one model or all (the legacy model-prototype/list). */
  async page(context: SignedInContext, modelId: string | null | undefined, page: PageInput): Promise<PageResult<ModelPrototype>> {
    await this.requireReader(context);
    const where: FilterQuery<ModelPrototype> = modelId ? { modelId } : {};
    return findPage(context.platformEm, ModelPrototype, where, page, { modelId: 'asc', sort: 'asc', id: 'asc' });
  }

  async detail(context: SignedInContext, id: string): Promise<ModelPrototype> {
    await this.requireReader(context);
    const found = isId(id) ? await context.platformEm.findOne(ModelPrototype, { id }) : null;
    if (!found) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return found;
  }

  /** Saves a model's grid: rows without id are added, rows with id (of that model) changed; all or nothing. */
  async submitList(context: SignedInContext, inputs: ModelPrototypeInput[]): Promise<ModelPrototype[]> {
    requirePlatform(context);
    await this.menus.require(context, 'model_edit', 'model_add');
    const modelIds = new Set(inputs.map((input) => input.modelId));
    const [modelId] = [...modelIds];
    if (modelIds.size !== 1 || !modelId) {
      throw new AppError('VALIDATION', 'model.prototypeModelMismatch');
    }
    await this.models.load(context, modelId);
    const ids = inputs.flatMap((input) => (input.id ? [input.id] : []));
    return context.platformEm.transactional(async (em) => {
      const existing = ids.length > 0 ? await em.find(ModelPrototype, { id: { $in: ids }, modelId }) : [];
      if (existing.length !== new Set(ids).size) {
        throw new AppError('VALIDATION', 'model.prototypeModelMismatch');
      }
      const byId = new Map(existing.map((row) => [row.id, row]));
      const saved = inputs.map((input) => {
        const { id, ...fields } = input;
        const values = { ...fields, maxLength: fields.maxLength ?? null };
        const row = id ? byId.get(id) : undefined;
        return row ? Object.assign(row, values) : em.create(ModelPrototype, values);
      });
      await em.flush();
      return saved;
    });
  }

  /** Deletes stored rows (the legacy model-prototype/remove). */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    requirePlatform(context);
    await this.menus.require(context, 'model_edit', 'model_delete');
    assertIds(ids);
    return context.platformEm.nativeDelete(ModelPrototype, { id: { $in: ids } });
  }

  private async requireReader(context: SignedInContext): Promise<void> {
    requirePlatform(context);
    await this.menus.require(context, ...MODEL_READ_CODES);
  }
}
