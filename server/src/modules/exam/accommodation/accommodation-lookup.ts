import type { EntityManager } from '@mikro-orm/core';
import { writeLock } from '../../../core/db/dialect';
import { ExamAccommodation } from './accommodation.entity';

/**
 * Reads candidates' accommodations for the attempt rules (start, my examinations, integrity). Works on the
 * caller's EntityManager, so the tenant filter applies; always read fresh (a staff member may change it mid-exam).
 */
export class AccommodationLookup {
  /**
   * The user's accommodation on the examination, or null. `lock` (inside a transaction): the committed row, locked (or,
   * when there is none, the place where one would be stored) until the transaction ends, so a change waits for it.
   */
  async find(
    em: EntityManager,
    examinationId: string,
    userId: string,
    options: { lock?: boolean } = {},
  ): Promise<ExamAccommodation | null> {
    return em.findOne(ExamAccommodation, { examinationId, userId }, { refresh: true, ...(options.lock ? writeLock(em) : {}) });
  }

  /** The user's accommodations on several examinations, by examination id. */
  async forUser(em: EntityManager, examinationIds: string[], userId: string): Promise<Map<string, ExamAccommodation>> {
    if (examinationIds.length === 0) {
      return new Map();
    }
    const rows = await em.find(ExamAccommodation, { examinationId: { $in: examinationIds }, userId });
    return new Map(rows.map((row) => [row.examinationId, row]));
  }

  /** True when the user's integrity events on the examination trigger no action (they are still logged). */
  async isExempt(em: EntityManager, examinationId: string, userId: string): Promise<boolean> {
    return (await em.count(ExamAccommodation, { examinationId, userId, integrityExempt: true })) > 0;
  }
}
