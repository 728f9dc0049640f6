import { raw } from '@mikro-orm/core';
import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { Attempt } from '../attempt/attempt.entity';
import { IntegrityEvent } from '../attempt/integrity-event.entity';
import { COUNTED } from '../attempt/integrity.service';
import { SqlNames } from '../../../core/db/sql-names';
import { ProctorActionKind } from './proctor-enums';
import { integrityEventViews } from './proctor-history';
import { PROCTOR_CODE, recordAction } from './proctor-transition';
import type { ForgiveIntegrityEventArgs } from './proctor.inputs';
import type { ProctorIntegrityEvent } from './proctor.types';

/**
 * forgiveIntegrityEvent: marks a counted event forgiven with the proctor's note and takes it off the attempt's
 * integrity count (never below 0), with an audit row, in one transaction. Forgiving does not unlock a locked
 * attempt: that stays an explicit unlock. Each event is forgiven once (conditional update on `forgiven`).
 */
export class ProctorForgiveService {
  constructor(private readonly menus: MenuService) {}

  async forgive(context: SignedInContext, args: ForgiveIntegrityEventArgs): Promise<ProctorIntegrityEvent> {
    await this.menus.require(context, PROCTOR_CODE);
    const { em, actor } = context;
    const eventId = await inTransaction(em, async () => {
      const event = isId(args.eventId) ? await em.findOne(IntegrityEvent, { id: args.eventId }, { refresh: true }) : null;
      if (!event) {
        throw new AppError('NOT_FOUND', 'exam.integrityEventNotFound');
      }
      if (event.forgiven) {
        throw new AppError('CONFLICT', 'exam.integrityEventForgiven');
      }
      if (!COUNTED.has(event.eventType)) {
        throw new AppError('CONFLICT', 'exam.integrityEventNotCounted');
      }
      const now = new Date();
      const note = args.note.trim();
      const changed = await em.nativeUpdate(
        IntegrityEvent,
        { id: event.id, forgiven: false },
        { forgiven: true, forgivenBy: actor.userId, note, updateTime: now, updateUser: actor.userId },
      );
      if (changed !== 1) {
        throw new AppError('CONFLICT', 'exam.integrityEventForgiven');
      }
      const count = new SqlNames(em.getMetadata(), Attempt, em.getPlatform()).column('integrityCount');
      await em.nativeUpdate(
        Attempt,
        { id: event.attemptId },
        { integrityCount: raw(`case when ${count} > 0 then ${count} - 1 else 0 end`), updateTime: now, updateUser: actor.userId },
      );
      recordAction(
        context,
        { id: event.attemptId, examinationId: event.examinationId, tenantId: event.tenantId },
        ProctorActionKind.FORGIVE,
        note,
        { integrityEventId: event.id },
      );
      return event.id;
    });
    const fresh = await em.findOneOrFail(IntegrityEvent, { id: eventId }, { refresh: true });
    const [view] = await integrityEventViews(em, [fresh]);
    return view as ProctorIntegrityEvent;
  }
}
