import type { EntityManager } from '@mikro-orm/core';
import type { IntegrityEvent } from '../attempt/integrity-event.entity';
import { COUNTED } from '../attempt/integrity.service';
import type { ProctorAction } from './proctor-action.entity';
import { displayName, userNames } from './proctor-rows';
import { ProctorActionView, ProctorIntegrityEvent } from './proctor.types';

/** Integrity events with the name of the proctor who forgave each (one query for the names). */
export async function integrityEventViews(em: EntityManager, events: IntegrityEvent[]): Promise<ProctorIntegrityEvent[]> {
  const names = await userNames(
    em,
    events.map((event) => event.forgivenBy).filter((id): id is string => Boolean(id)),
  );
  return events.map((event) =>
    Object.assign(new ProctorIntegrityEvent(), {
      id: event.id,
      attemptId: event.attemptId,
      eventType: event.eventType,
      counted: COUNTED.has(event.eventType),
      occurredAt: event.occurredAt ?? null,
      receivedAt: event.createTime,
      countAfter: event.countAfter,
      actionTaken: event.actionTaken ?? null,
      forgiven: event.forgiven,
      forgivenByName: event.forgivenBy ? displayName(names, event.forgivenBy) : null,
      note: event.note ?? null,
    }),
  );
}

/** Proctor actions with the names of the proctor and the candidate (one query for all names). */
export async function actionViews(
  em: EntityManager,
  actions: ProctorAction[],
  candidates: Map<string, string>,
): Promise<ProctorActionView[]> {
  const names = await userNames(em, [...actions.map((action) => action.byUserId), ...candidates.values()]);
  return actions.map((action) =>
    Object.assign(new ProctorActionView(), {
      id: action.id,
      attemptId: action.attemptId,
      examinationId: action.examinationId,
      action: action.action,
      reason: action.reason,
      minutes: action.minutes ?? null,
      integrityEventId: action.integrityEventId ?? null,
      byUserId: action.byUserId,
      byName: displayName(names, action.byUserId),
      candidateName: displayName(names, candidates.get(action.attemptId) ?? ''),
      createTime: action.createTime,
    }),
  );
}
