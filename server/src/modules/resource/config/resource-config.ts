import type { EntityClass, EntityData, FilterQuery } from '@mikro-orm/core';
import type { TenantScopedEntity } from '../../../core/db/base.entity';
import { AppError } from '../../../core/errors/app-error';
import type { MessageKey } from '../../../core/errors/messages';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';

/** Status of a resource configuration (storage, SMS): 1 disabled, 2 enabled; one enabled per tenant. */
export const CONFIG_STATUS = { disabled: 1, enabled: 2 } as const;

/**
 * The rules storage and SMS configurations share: a resource code unique in the tenant, loading by id within
 * the tenant, soft removal, and enabling one while disabling the others in one transaction. Every query runs on
 * the caller's EntityManager, so the tenant filter keeps them to the caller's tenant.
 */
export class ResourceConfigRows<T extends TenantScopedEntity> {
  constructor(
    private readonly entity: EntityClass<T>,
    private readonly codeField: keyof T & string,
    private readonly codeExists: MessageKey,
  ) {}

  async requireFreeCode(context: SignedInContext, code: string, id?: string | null): Promise<void> {
    const sameCode = await context.em.findOne(this.entity, this.where({ [this.codeField]: code, ...(id ? { id: { $ne: id } } : {}) }));
    if (sameCode) {
      throw new AppError('CONFLICT', this.codeExists, {}, [{ field: this.codeField, messageKey: this.codeExists }]);
    }
  }

  async load(context: SignedInContext, id: string): Promise<T> {
    const row = isId(id) ? await context.em.findOne(this.entity, this.where({ id })) : null;
    if (!row) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return row;
  }

  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    if (ids.length === 0) {
      throw new AppError('VALIDATION', 'errors.selectOne');
    }
    if (ids.length > 1000 || !ids.every(isId)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'ids' });
    }
    return context.em.nativeUpdate(
      this.entity,
      this.where({ id: { $in: ids } }),
      this.changes(context, CONFIG_STATUS.disabled, { isDeleted: 1 }),
    );
  }

  /** Enables this row and disables the tenant's others, in one transaction. */
  async enable(context: SignedInContext, id: string): Promise<T> {
    const row = await this.load(context, id);
    await context.em.transactional(async (em) => {
      await em.nativeUpdate(
        this.entity,
        this.where({ id: { $ne: row.id }, status: CONFIG_STATUS.enabled }),
        this.changes(context, CONFIG_STATUS.disabled),
      );
      await em.nativeUpdate(this.entity, this.where({ id: row.id }), this.changes(context, CONFIG_STATUS.enabled));
    });
    await context.em.refresh(row);
    return row;
  }

  /** The filters here name only columns every TenantScopedEntity has. */
  private where(query: Record<string, unknown>): FilterQuery<T> {
    return query as FilterQuery<T>;
  }

  private changes(context: SignedInContext, status: number, more: Record<string, unknown> = {}): EntityData<T> {
    const data: Record<string, unknown> = { ...more, status, updateUser: context.actor.userId, updateTime: new Date() };
    return data as EntityData<T>;
  }
}
