import type { AnswerResponseInput, IntegrityEventType } from '../../../generated/graphql';
import { getStore, removeStore, setStore } from '../../../shared/utils/storage';

/** One answer waiting for the server, with its client sequence number. */
export interface OutboxEntry {
  slot: number;
  response: AnswerResponseInput;
  clientSeq: number;
}

/** What the page keeps in local storage per attempt: the last sequence number and unsent answers. */
export interface StoredOutbox {
  seq: number;
  entries: OutboxEntry[];
}

/** An integrity event that could not reach the server yet, with the moment it happened. */
export interface PendingIntegrityEvent {
  type: IntegrityEventType;
  occurredAt: string;
}

/** Offline events kept per attempt at most (the policy acts long before; this only bounds the storage). */
const MAX_PENDING_EVENTS = 100;

const outboxName = (attemptId: string) => `examOutbox:${attemptId}`;
const integrityOutboxName = (attemptId: string) => `examIntegrityOutbox:${attemptId}`;
const submitKeyName = (attemptId: string) => `examSubmitKey:${attemptId}`;
const lastSlotName = (attemptId: string) => `examLastSlot:${attemptId}`;

/** The question the student last viewed in this attempt (a reload returns there), if it is one of `slots`. */
export function readLastSlot(attemptId: string, slots: readonly number[]): number | undefined {
  const stored = getStore<number>(lastSlotName(attemptId), 'local');
  return typeof stored === 'number' && slots.includes(stored) ? stored : undefined;
}

export function writeLastSlot(attemptId: string, slot: number): void {
  setStore(lastSlotName(attemptId), slot, 'local');
}

export function readOutbox(attemptId: string): StoredOutbox {
  const stored = getStore<StoredOutbox>(outboxName(attemptId), 'local');
  return stored && Array.isArray(stored.entries) && typeof stored.seq === 'number' ? stored : { seq: 0, entries: [] };
}

export function writeOutbox(attemptId: string, outbox: StoredOutbox): void {
  setStore(outboxName(attemptId), outbox, 'local');
}

export function readIntegrityOutbox(attemptId: string): PendingIntegrityEvent[] {
  const stored = getStore<PendingIntegrityEvent[]>(integrityOutboxName(attemptId), 'local');
  return Array.isArray(stored) ? stored : [];
}

/** Keeps an event the server did not receive (offline), oldest first. */
export function keepIntegrityEvent(attemptId: string, event: PendingIntegrityEvent): void {
  setStore(integrityOutboxName(attemptId), [...readIntegrityOutbox(attemptId), event].slice(-MAX_PENDING_EVENTS), 'local');
}

/** Drops the oldest kept event once the server has it (or refused it for good). */
export function dropOldestIntegrityEvent(attemptId: string): void {
  const rest = readIntegrityOutbox(attemptId).slice(1);
  if (rest.length > 0) {
    setStore(integrityOutboxName(attemptId), rest, 'local');
  } else {
    removeStore(integrityOutboxName(attemptId), 'local');
  }
}

/** The idempotency key of the attempt's submit: the same one on every retry, also after a reload. */
export function submitKey(attemptId: string): string {
  const existing = getStore<string>(submitKeyName(attemptId), 'local');
  if (existing) {
    return existing;
  }
  const key =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${attemptId}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  setStore(submitKeyName(attemptId), key, 'local');
  return key;
}

/** Forgets what the page kept for a submitted attempt (the last sequence number stays: it never goes back). */
export function clearAttemptStorage(attemptId: string): void {
  const { seq } = readOutbox(attemptId);
  writeOutbox(attemptId, { seq, entries: [] });
  removeStore(submitKeyName(attemptId), 'local');
  removeStore(integrityOutboxName(attemptId), 'local');
  removeStore(lastSlotName(attemptId), 'local');
}
