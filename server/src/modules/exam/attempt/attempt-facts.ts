import { trimToCapacity } from '../../../core/cache/bounded-map';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import { AttemptItem } from './attempt-item.entity';
import { loadOwnAttempt } from './attempt-store';
import type { Attempt } from './attempt.entity';
import type { CachedSnapshot, SnapshotCache } from './snapshot-cache';

/**
 * What a save needs of an attempt and what never changes after its start: owner, examination, frozen paper
 * and the question of each slot. State and deadline do change (submit, sweep, lock, extend on any node), so
 * saves check them in the database with the write itself, never from here.
 */
export interface AttemptFacts {
  id: string;
  tenantId: string;
  userId: string;
  examinationId: string;
  snapshotId: string;
  /** Question id by slot number (the strings are the cached snapshot's, shared by every attempt). */
  slotQuestions: Array<string | undefined>;
  /** When this process last stamped the attempt's lastSavedAt, or the start (ms): the first stamp comes one period in. */
  lastSavedStamp: number;
}

/** One legacy answer row id resolved to its attempt and slot. */
interface ItemRef {
  attemptId: string;
  slot: number;
}

const attemptNotFound = (): AppError => new AppError('NOT_FOUND', 'exam.attemptNotFound');

/**
 * The facts of recently used attempts, per process and bounded (least recently used out), so an autosave
 * reads nothing before its one guarded write. Entries are checked against the caller (tenant and owner) on
 * every hit, so a cached attempt is never someone else's.
 */
export class AttemptFactsCache {
  private readonly attempts = new Map<string, AttemptFacts>();
  private readonly items = new Map<string, ItemRef>();

  constructor(
    private readonly snapshots: SnapshotCache,
    private readonly capacity = 50_000,
  ) {}

  /** The caller's own attempt; NOT_FOUND for anyone else's. */
  async own(context: SignedInContext, attemptId: string): Promise<AttemptFacts> {
    const cached = this.attempts.get(attemptId);
    if (cached) {
      if (cached.tenantId !== context.actor.tenantId || cached.userId !== context.actor.userId) {
        throw attemptNotFound();
      }
      this.touch(this.attempts, attemptId, cached);
      return cached;
    }
    return this.of(context, await loadOwnAttempt(context, attemptId));
  }

  /** The caller's own attempt and the slot of one of its answer rows (the legacy update path). */
  async ownItem(context: SignedInContext, itemId: string): Promise<{ facts: AttemptFacts; slot: number }> {
    let ref = this.items.get(itemId);
    if (!ref) {
      const item = isId(itemId) ? await context.em.findOne(AttemptItem, { id: itemId }, { fields: ['attemptId', 'slot'] }) : null;
      if (!item) {
        throw attemptNotFound();
      }
      ref = { attemptId: item.attemptId, slot: item.slot };
    }
    // The owner check comes first: an item id alone never reveals whose attempt it belongs to.
    const facts = await this.own(context, ref.attemptId);
    this.touch(this.items, itemId, ref);
    return { facts, slot: ref.slot };
  }

  /** Facts of an attempt already read (start, submit, file upload); caches them for the saves that follow. */
  async of(context: SignedInContext, attempt: Attempt): Promise<AttemptFacts> {
    const cached = this.attempts.get(attempt.id);
    if (cached && cached.tenantId === attempt.tenantId && cached.userId === attempt.userId) {
      return cached;
    }
    const snapshot = await this.snapshots.get(() => context.em, attempt.snapshotId, attempt.tenantId);
    const facts: AttemptFacts = {
      id: attempt.id,
      tenantId: attempt.tenantId,
      userId: attempt.userId,
      examinationId: attempt.examinationId,
      snapshotId: attempt.snapshotId,
      slotQuestions: slotQuestionsOf(attempt, snapshot),
      lastSavedStamp: (attempt.lastSavedAt ?? attempt.startedAt).getTime(),
    };
    this.touch(this.attempts, attempt.id, facts);
    return facts;
  }

  private touch<T>(map: Map<string, T>, key: string, value: T): void {
    map.delete(key);
    map.set(key, value);
    trimToCapacity(map, this.capacity);
  }
}

/** Question ids by slot, taken from the snapshot's own strings so thousands of attempts share them. */
function slotQuestionsOf(attempt: Attempt, snapshot: CachedSnapshot): Array<string | undefined> {
  const bySlot: Array<string | undefined> = [];
  for (const slot of attempt.layout.slots) {
    bySlot[slot.slot] = snapshot.questions.get(slot.questionId)?.questionId ?? slot.questionId;
  }
  return bySlot;
}
