import { raw } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import type { AccommodationLookup } from '../accommodation/accommodation-lookup';
import { ANSWERABLE_STATES, AttemptState, IntegrityEventType, SubmitSource } from '../shared/attempt-enums';
import { IntegrityAction } from '../shared/examination-enums';
import { Attempt } from './attempt.entity';
import { loadOwnAttempt } from './attempt-store';
import { submitAttempt } from './attempt-submit.service';
import type { ExamRulesCache } from './exam-rules-cache';
import { IntegrityEvent } from './integrity-event.entity';

/** Events counted against maxFocusLoss (the others are only logged). */
export const COUNTED: ReadonlySet<IntegrityEventType> = new Set([
  IntegrityEventType.FOCUS_LOST,
  IntegrityEventType.VISIBILITY_HIDDEN,
  IntegrityEventType.FULLSCREEN_EXIT,
]);
const MAX_DETAIL = 2000;

@ObjectType({ description: 'What the server did about an integrity event; the page follows it (warn, lock, submitted).' })
export class IntegrityEventResult {
  @Field({ description: 'True when the event counts against the limit.' })
  counted!: boolean;

  @Field(() => Int)
  count!: number;

  @Field(() => Int, { description: 'Events tolerated before the action (0 = no limit).' })
  limit!: number;

  @Field(() => IntegrityAction, { nullable: true, description: 'The action applied now, or null.' })
  action!: IntegrityAction | null;

  @Field(() => AttemptState, { description: "The attempt's state after the event." })
  state!: AttemptState;
}

/** The action once the count passes the limit (reference/exam-domain.md §c.3 integrityPolicy). */
export function integrityActionFor(limit: number, count: number, action: IntegrityAction): IntegrityAction | null {
  return limit > 0 && count > limit ? action : null;
}

/** reportIntegrityEvent: stores the event, counts it, and applies the examination's policy on the server. */
export class IntegrityService {
  constructor(
    private readonly menus: MenuService,
    private readonly rules: ExamRulesCache,
    private readonly accommodations: AccommodationLookup,
  ) {}

  async report(
    context: SignedInContext,
    attemptId: string,
    type: IntegrityEventType,
    detail: string | null | undefined,
    occurredAt: Date | null | undefined,
  ): Promise<IntegrityEventResult> {
    await this.menus.require(context, 'exam_take');
    if (detail && detail.length > MAX_DETAIL) {
      throw new AppError('VALIDATION', 'exam.integrityDetailTooLong', {}, [{ field: 'detail', messageKey: 'exam.integrityDetailTooLong' }]);
    }
    const em = context.em;
    const attempt = await loadOwnAttempt(context, attemptId);
    if (!ANSWERABLE_STATES.includes(attempt.state)) {
      throw new AppError('CONFLICT', attempt.state === AttemptState.LOCKED ? 'exam.attemptLocked' : 'exam.attemptClosed');
    }
    const rules = await this.rules.get(() => em, attempt.examinationId);
    const counted = COUNTED.has(type);
    let count = attempt.integrityCount;
    if (counted) {
      await em.nativeUpdate(Attempt, { id: attempt.id }, { integrityCount: raw('integrity_count + 1') });
      await em.refresh(attempt);
      count = attempt.integrityCount;
    }
    // An exempt candidate's events are logged and counted, but no action follows (their accommodation).
    const exempt = counted && (await this.accommodations.isExempt(em, attempt.examinationId, attempt.userId));
    const action = counted && !exempt ? integrityActionFor(rules.maxFocusLoss, count, rules.integrityAction) : null;
    const now = new Date();
    if (action === IntegrityAction.LOCK_UNTIL_PROCTOR) {
      await em.nativeUpdate(
        Attempt,
        { id: attempt.id, state: attempt.state, rowVersion: attempt.rowVersion },
        { state: AttemptState.LOCKED, rowVersion: attempt.rowVersion + 1, updateTime: now },
      );
      await em.refresh(attempt);
    } else if (action === IntegrityAction.AUTO_SUBMIT) {
      await submitAttempt(context, attempt, SubmitSource.FORCED_BY_INTEGRITY, null, now);
    }
    em.create(IntegrityEvent, {
      tenantId: attempt.tenantId,
      attemptId: attempt.id,
      examinationId: attempt.examinationId,
      userId: context.actor.userId,
      eventType: type,
      occurredAt: occurredAt ?? null,
      detail: detail ? { text: detail } : null,
      countAfter: count,
      actionTaken: action,
    });
    await em.flush();
    return { counted, count, limit: rules.maxFocusLoss, action: action === IntegrityAction.LOG_ONLY ? null : action, state: attempt.state };
  }
}
