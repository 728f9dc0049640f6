import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { nextId } from '../../../core/ids/snowflake';
import { GradingLock } from './grading-lock.entity';

/** Minutes a grader keeps an item before another grader may take it over. */
export const DEFAULT_GRADING_LOCK_MINUTES = 30;

export const itemLockKey = (itemId: string): string => `item:${itemId}`;

/** A live lock: not completed and not expired. */
export interface LiveLock {
  graderId: string;
  expiresAt: Date;
}

/**
 * Item locks of manual grading (Hourglass's grading locks): one row per item under a unique key, claimed
 * with one conditional UPDATE (own, expired or completed lock) or one INSERT, so two graders racing for
 * the same item never both hold it.
 */
export class GradingLocks {
  constructor(private readonly lockMinutes = DEFAULT_GRADING_LOCK_MINUTES) {}

  /** Claims (or renews) the item for the grader; false when another grader holds a live lock. */
  async claim(em: EntityManager, tenantId: string, examinationId: string, itemId: string, graderId: string, now: Date): Promise<boolean> {
    const lockKey = itemLockKey(itemId);
    const expiresAt = new Date(now.getTime() + this.lockMinutes * 60_000);
    const taken = await em.nativeUpdate(
      GradingLock,
      { lockKey, $or: [{ graderId }, { expiresAt: { $lte: now } }, { completedAt: { $ne: null } }] },
      { graderId, lockedAt: now, expiresAt, completedAt: null, updateUser: graderId, updateTime: now },
    );
    if (taken > 0) {
      return true;
    }
    try {
      await em.insert(GradingLock, {
        id: nextId(),
        tenantId,
        lockKey,
        examinationId,
        attemptItemId: itemId,
        questionId: null,
        graderId,
        lockedAt: now,
        expiresAt,
        completedAt: null,
        createUser: graderId,
        createTime: now,
        updateUser: graderId,
        updateTime: now,
        status: 1,
        isDeleted: 0,
      });
      return true;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        return false;
      }
      throw error;
    }
  }

  /** Ends the grader's lock on the item (after grading it or giving it back). */
  async complete(em: EntityManager, itemId: string, graderId: string, now: Date): Promise<number> {
    return em.nativeUpdate(
      GradingLock,
      { lockKey: itemLockKey(itemId), graderId, completedAt: null },
      { completedAt: now, expiresAt: now, updateUser: graderId, updateTime: now },
    );
  }

  /** Live locks of these items, by item id. */
  async live(em: EntityManager, itemIds: readonly string[], now: Date): Promise<Map<string, LiveLock>> {
    if (itemIds.length === 0) {
      return new Map();
    }
    const rows = await em.find(GradingLock, { lockKey: { $in: itemIds.map(itemLockKey) }, completedAt: null, expiresAt: { $gt: now } });
    return new Map(rows.map((row) => [row.attemptItemId ?? '', { graderId: row.graderId, expiresAt: row.expiresAt }]));
  }

  /** Items of the examination another grader holds a live lock on. */
  async heldByOthers(em: EntityManager, examinationId: string, graderId: string, now: Date): Promise<Set<string>> {
    const rows = await em.find(
      GradingLock,
      { examinationId, graderId: { $ne: graderId }, completedAt: null, expiresAt: { $gt: now } },
      { fields: ['attemptItemId'] },
    );
    return new Set(rows.map((row) => row.attemptItemId ?? ''));
  }

  /** The grader's live locks in the examination (item ids). */
  async heldBy(em: EntityManager, examinationId: string, graderId: string, now: Date): Promise<string[]> {
    const rows = await em.find(
      GradingLock,
      { examinationId, graderId, completedAt: null, expiresAt: { $gt: now } },
      { fields: ['attemptItemId'], orderBy: { lockedAt: 'asc' } },
    );
    return rows.map((row) => row.attemptItemId ?? '').filter((id) => id !== '');
  }
}
