import type { EntityManager } from '@mikro-orm/core';
import { ExamAccommodation } from '../accommodation/accommodation.entity';
import { ExamStatus } from '../shared/examination-enums';
import type { SweepStep } from '../../../core/background/sweep-runner';
import { Examination } from './examination.entity';

/**
 * Writes the clock-driven transitions of effectiveStatus back (SCHEDULED -> OPEN at openAt, SCHEDULED/OPEN ->
 * CLOSING at closeAt) for every tenant of the database. Each transition is one conditional UPDATE whose WHERE
 * names the old state, so two nodes running it at once change each row once and a repeated run changes nothing.
 */
export class ExaminationStatusSweep implements SweepStep {
  readonly name = 'examinationStatus';

  async run(em: EntityManager, now: Date): Promise<number> {
    // Closing first: an examination whose whole window passed between two runs goes straight to CLOSING. One with
    // a candidate whose own window (accommodation closeAtOverride) is still ahead stays as it is until that passes,
    // so grading (which starts from stored CLOSING) waits for them; reads show CLOSING from closeAt on anyway.
    const held = await em.find(
      ExamAccommodation,
      { closeAtOverride: { $gt: now }, isDeleted: 0 },
      { filters: { tenant: false, notDeleted: false }, fields: ['examinationId'] },
    );
    const heldIds = [...new Set(held.map((row) => row.examinationId))];
    const closing = await em.nativeUpdate(
      Examination,
      {
        examStatus: { $in: [ExamStatus.SCHEDULED, ExamStatus.OPEN] },
        closeAt: { $lte: now },
        isDeleted: 0,
        ...(heldIds.length > 0 ? { id: { $nin: heldIds } } : {}),
      },
      { examStatus: ExamStatus.CLOSING, updateTime: now },
      { filters: { tenant: false, notDeleted: false } },
    );
    const opened = await em.nativeUpdate(
      Examination,
      { examStatus: ExamStatus.SCHEDULED, openAt: { $lte: now }, closeAt: { $gt: now }, isDeleted: 0 },
      { examStatus: ExamStatus.OPEN, updateTime: now },
      { filters: { tenant: false, notDeleted: false } },
    );
    return closing + opened;
  }
}
