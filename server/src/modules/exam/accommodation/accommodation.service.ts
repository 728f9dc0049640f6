import type { EntityManager } from '@mikro-orm/core';
import { AppError } from '../../../core/errors/app-error';
import { assertNoProblems } from '../../../core/errors/fail-validation';
import { currentRead, writeLock } from '../../../core/db/dialect';
import { refusingDuplicates } from '../../../core/db/live-unique';
import { inTransaction } from '../../../core/db/transaction';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import { User } from '../../system/user/user.entity';
import type { MenuService } from '../../system/menu/menu.service';
import { ExamAudience } from '../candidate/exam-audience';
import type { Examination } from '../examination/examination.entity';
import { loadExamination } from '../examination/examination-store';
import { ExamAccommodation } from './accommodation.entity';
import type { AccommodationInput } from './accommodation.inputs';
import { AccommodationView } from './accommodation.types';
import { accommodationProblems, holdOpenFor, requireChangeable } from './accommodation-checks';
import { moveRunningDeadlines } from './accommodation-deadlines';
import { termsOf } from './accommodation-rules';

const CODE = 'exam_examination_accommodation';

/**
 * Accommodation changes run one at a time per examination (each locks the examination's row first), so they read and
 * insert with READ COMMITTED: two changes in different examinations never deadlock on the unique index's gap. A start
 * that locked the candidate's (missing) accommodation still holds back the insert until its attempt is stored.
 */
const SERIALIZED_BY_EXAMINATION = { readCommitted: true };

/**
 * Inside an accommodation change's transaction, before its first write: locks the examination's row and reads it as
 * committed now (NOT_FOUND; CONFLICT once it is past CLOSING). The changes of one examination then run one after the
 * other, each moving a running deadline from the terms the one before stored (two staff members saving at once would
 * otherwise both move it from the same old terms), and from the window as a close change committed it (that change
 * updates the same row first).
 */
async function lockChangeable(em: EntityManager, examinationId: string, now: Date): Promise<Examination> {
  const exam = await loadExamination(em, examinationId, { refresh: true, ...writeLock(em) });
  requireChangeable(exam, now);
  return exam;
}

/**
 * Accommodations of an examination's candidates (reference/exam-domain.md §c.3, §e item 7): list, upsert and
 * remove, from DRAFT until CLOSING. A change reaches a running attempt at once (its deadline moves).
 */
export class AccommodationService {
  constructor(
    private readonly menus: MenuService,
    private readonly audience: ExamAudience = new ExamAudience(),
  ) {}

  async list(context: SignedInContext, examinationId: string): Promise<AccommodationView[]> {
    await this.menus.require(context, CODE);
    const exam = await loadExamination(context.em, examinationId);
    const rows = await context.em.find(ExamAccommodation, { examinationId: exam.id }, { orderBy: { createTime: 'asc', id: 'asc' } });
    return this.present(context, rows);
  }

  /** Creates the candidate's accommodation or replaces the one they have. */
  async set(context: SignedInContext, input: AccommodationInput): Promise<AccommodationView> {
    await this.menus.require(context, CODE);
    const em = context.em;
    const now = new Date();
    const values = {
      extraTimePct: input.extraTimePct,
      extraTimeMin: input.extraTimeMin,
      openAtOverride: input.openAtOverride ?? null,
      closeAtOverride: input.closeAtOverride ?? null,
      maxAttemptsOverride: input.maxAttemptsOverride ?? null,
      integrityExempt: input.integrityExempt,
      note: input.note?.trim() || null,
    };
    const row = await refusingDuplicates(
      () =>
        inTransaction(
          em,
          async () => {
            const exam = await lockChangeable(em, input.examinationId, now);
            assertNoProblems(accommodationProblems(exam, input));
            await this.requireCandidate(em, exam, input.userId);
            // The terms as the change before this one stored them: the running deadline moves from those.
            const existing = await em.findOne(ExamAccommodation, { examinationId: exam.id, userId: input.userId }, currentRead(em));
            const before = termsOf(existing);
            const owner = { tenantId: context.actor.tenantId, examinationId: exam.id, userId: input.userId };
            const saved = existing ? Object.assign(existing, values) : em.create(ExamAccommodation, { ...owner, ...values });
            await em.flush();
            await holdOpenFor(em, exam, values.closeAtOverride, now);
            await moveRunningDeadlines(context, exam, input.userId, before, termsOf(saved));
            return saved;
          },
          SERIALIZED_BY_EXAMINATION,
        ),
      () => new AppError('CONFLICT', 'exam.accommodationChanged'),
    );
    return (await this.present(context, [row]))[0] as AccommodationView;
  }

  /** Deletes an accommodation; the candidate's running attempt gets the deadline it would have without it. */
  async remove(context: SignedInContext, id: string): Promise<boolean> {
    await this.menus.require(context, CODE);
    const em = context.em;
    const found = isId(id) ? await em.findOne(ExamAccommodation, { id }) : null;
    if (!found) {
      throw new AppError('NOT_FOUND', 'exam.accommodationNotFound');
    }
    await inTransaction(
      em,
      async () => {
        const exam = await lockChangeable(em, found.examinationId, new Date());
        // The terms as the change before this one left them (see set).
        const row = await em.findOne(ExamAccommodation, { id }, { disableIdentityMap: true, ...currentRead(em) });
        if (!row) {
          throw new AppError('NOT_FOUND', 'exam.accommodationNotFound');
        }
        await em.nativeDelete(ExamAccommodation, { id: row.id });
        await moveRunningDeadlines(context, exam, row.userId, termsOf(row), null);
      },
      SERIALIZED_BY_EXAMINATION,
    );
    return true;
  }

  /** VALIDATION unless the user exists and the examination admits them. */
  private async requireCandidate(em: EntityManager, exam: Examination, userId: string): Promise<void> {
    const known = (await em.count(User, { id: userId })) > 0;
    if (!known || !(await this.audience.admits(em, exam, userId))) {
      throw new AppError('VALIDATION', 'exam.accommodationNotCandidate', {}, [
        { field: 'userId', messageKey: 'exam.accommodationNotCandidate' },
      ]);
    }
  }

  private async present(context: SignedInContext, rows: ExamAccommodation[]): Promise<AccommodationView[]> {
    const users =
      rows.length === 0
        ? []
        : await context.em.find(User, { id: { $in: rows.map((row) => row.userId) } }, { fields: ['id', 'account', 'realName'] });
    const byId = new Map(users.map((user) => [user.id, user]));
    return rows.map((row) =>
      Object.assign(new AccommodationView(), {
        id: row.id,
        examinationId: row.examinationId,
        userId: row.userId,
        account: byId.get(row.userId)?.account ?? '',
        realName: byId.get(row.userId)?.realName ?? '',
        extraTimePct: row.extraTimePct,
        extraTimeMin: row.extraTimeMin,
        openAtOverride: row.openAtOverride ?? null,
        closeAtOverride: row.closeAtOverride ?? null,
        maxAttemptsOverride: row.maxAttemptsOverride ?? null,
        integrityExempt: row.integrityExempt,
        note: row.note ?? null,
        updateUser: row.updateUser ?? null,
        updateTime: row.updateTime,
      }),
    );
  }
}
