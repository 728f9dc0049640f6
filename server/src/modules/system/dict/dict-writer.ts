import type { EntityManager, EntityName, RequiredEntityData } from '@mikro-orm/core';
import type { CacheInvalidation } from '../../../core/cache/invalidation';
import { lockRows } from '../../../core/db/dialect';
import { refusingDuplicates } from '../../../core/db/live-unique';
import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import { dictWhere, type DictTable } from './dict-table';
import type { DictInput } from './dict.inputs';
import { ROOT_DICT_KEY, ROOT_PARENT_ID, type DictColumns } from './dict.types';

/** Adds, changes and removes rows of one dictionary table; the caller has already been checked. */
export class DictWriter<T extends DictColumns & object> {
  constructor(
    private readonly table: DictTable<T>,
    private readonly invalidation: CacheInvalidation,
  ) {}

  /**
   * Adds (no id) or changes a row. Roots use dictKey "-1"; items take their parent's code; (code,
   * dictKey) stays unique; renaming a root's code renames its items too.
   */
  async submit(context: SignedInContext, input: DictInput): Promise<T> {
    const em = context.em;
    const existing = input.id ? await this.find(em, input.id) : null;
    if (input.id && !existing) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    const requestedParent = input.parentId && input.parentId !== '' ? input.parentId : ROOT_PARENT_ID;
    if (existing && input.parentId !== undefined && input.parentId !== null && requestedParent !== existing.parentId) {
      throw new AppError('VALIDATION', 'dict.parentFixed', {}, [{ field: 'parentId', messageKey: 'dict.parentFixed' }]);
    }
    const parentId = existing ? existing.parentId : requestedParent;
    const parent = parentId === ROOT_PARENT_ID ? null : await this.find(em, parentId);
    if (parentId !== ROOT_PARENT_ID && !parent) {
      throw new AppError('VALIDATION', 'dict.parentMissing', {}, [{ field: 'parentId', messageKey: 'dict.parentMissing' }]);
    }
    const code = parent ? parent.code : input.code.trim();
    const dictKey = parent ? (input.dictKey ?? '').trim() : ROOT_DICT_KEY;
    if (!code) {
      throw new AppError('VALIDATION', 'dict.codeRequired', {}, [{ field: 'code', messageKey: 'dict.codeRequired' }]);
    }
    if (parent && (dictKey === '' || dictKey === ROOT_DICT_KEY)) {
      throw new AppError('VALIDATION', 'dict.keyRequired', {}, [{ field: 'dictKey', messageKey: 'dict.keyRequired' }]);
    }
    const values = {
      code,
      dictKey,
      dictValue: input.dictValue.trim(),
      sort: input.sort,
      isSealed: input.isSealed,
      remark: input.remark ?? null,
    };
    return this.write(context, code, dictKey, async () => {
      // An item locks its root first: a removal of the root waits, then finds the item (remove locks the same row).
      if (parent && !(await lockRows(em, this.rows(), [parent.id])).has(parent.id)) {
        throw new AppError('VALIDATION', 'dict.parentMissing', {}, [{ field: 'parentId', messageKey: 'dict.parentMissing' }]);
      }
      // Checked inside the transaction (one at a time on the embedded database); on MySQL/MariaDB the unique key over
      // live rows refuses a request that raced past it, with the same error (write).
      await this.requireUnique(em, code, dictKey, existing?.id);
      if (existing) {
        const oldCode = existing.code;
        Object.assign(existing, values);
        if (!parent && oldCode !== code) {
          await em.nativeUpdate(this.table.entity, dictWhere<T>({ code: oldCode, parentId: { $ne: ROOT_PARENT_ID } }), { code } as never);
        }
        return existing;
      }
      return em.create(this.table.entity, { ...values, parentId } as unknown as RequiredEntityData<T>);
    });
  }

  /** Soft-deletes rows; refuses while one of them still has children that are not being deleted too. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    if (ids.length === 0) {
      throw new AppError('VALIDATION', 'errors.selectOne');
    }
    if (ids.length > 1000 || !ids.every(isId)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'ids' });
    }
    const em = context.em;
    const removed = await inTransaction(em, async () => {
      // The rows locked first: an item being added under one of them (submit locks its root) is counted here.
      await lockRows(em, this.rows(), ids);
      const children = await em.count(this.table.entity, dictWhere<T>({ parentId: { $in: ids }, id: { $nin: ids } }));
      if (children > 0) {
        throw new AppError('CONFLICT', 'dict.hasChildren');
      }
      return em.nativeUpdate(this.table.entity, dictWhere<T>({ id: { $in: ids } }), {
        isDeleted: 1,
        updateUser: context.actor.userId,
        updateTime: new Date(),
      } as never);
    });
    this.changed(context);
    return removed;
  }

  /** Tells every cache of the caller's partition (after the change is committed). */
  private changed(context: SignedInContext): void {
    this.invalidation.publish({ topic: 'dictionary', partition: this.table.partition(context) });
  }

  /** The table as lockRows takes it (every dictionary row has a string id). */
  private rows(): EntityName<{ id: string }> {
    return this.table.entity as EntityName<{ id: string }>;
  }

  private async find(em: EntityManager, id: string): Promise<T | null> {
    return isId(id) ? em.findOne(this.table.entity, dictWhere<T>({ id })) : null;
  }

  private async requireUnique(em: EntityManager, code: string, dictKey: string, ownId: string | undefined): Promise<void> {
    const where = dictWhere<T>({ code, dictKey, ...(ownId ? { id: { $ne: ownId } } : {}) });
    if ((await em.count(this.table.entity, where)) > 0) {
      throw duplicate(code, dictKey);
    }
  }

  /**
   * Runs the change of the row (code, dictKey) and flushes it in one transaction on the request's own EntityManager;
   * the unique key over live rows refusing it is the same CONFLICT as requireUnique's.
   */
  private async write(context: SignedInContext, code: string, dictKey: string, work: () => Promise<T>): Promise<T> {
    const row = await refusingDuplicates(
      () => inTransaction(context.em, work),
      () => duplicate(code, dictKey),
    );
    this.changed(context);
    return row;
  }
}

function duplicate(code: string, dictKey: string): AppError {
  if (dictKey === ROOT_DICT_KEY) {
    return new AppError('CONFLICT', 'dict.codeExists', { code }, [{ field: 'code', messageKey: 'dict.codeExists', params: { code } }]);
  }
  return new AppError('CONFLICT', 'dict.keyExists', { key: dictKey }, [
    { field: 'dictKey', messageKey: 'dict.keyExists', params: { key: dictKey } },
  ]);
}
