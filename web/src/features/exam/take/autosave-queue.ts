import type { AnswerResponseInput } from '../../../generated/graphql';
import { readOutbox, writeOutbox, type OutboxEntry } from './attempt-storage';

/** saved: nothing waiting; saving: answers on their way; offline: kept locally until the network is back; error: the server refused one. */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'error';

export interface SaveOutcome {
  ignored: boolean;
  clientSeq: number;
  serverNow: string;
}

export interface AutosaveOptions {
  /** Sends one answer (saveAnswer). */
  send: (entry: OutboxEntry) => Promise<SaveOutcome>;
  /** A failure that means "no network" (the answer stays buffered); anything else is a refusal. */
  isNetworkError: (error: unknown) => boolean;
  /** Is the browser online now (navigator.onLine)? */
  isOnline?: () => boolean;
  /** Each answer's server time with the local time it arrived at. */
  onServerNow?: (serverNow: string, receivedAtMs: number) => void;
  /** A save the server refused (e.g. the attempt is over). */
  onRejected?: (entry: OutboxEntry, error: unknown) => void;
  /** Local clock (tests). */
  now?: () => number;
  /** Retry interval while offline. */
  retryMs?: number;
}

type Listener = (status: SaveStatus) => void;

/**
 * Autosave of one attempt: answers are debounced per question, numbered with a clientSeq that only grows
 * (kept in local storage, so a reload never goes back), buffered in local storage until the server took
 * them, and sent one at a time in sequence order. A newer answer to a question replaces its unsent older
 * one. While offline nothing is lost: the buffer is resent in order when the network is back.
 */
export class AutosaveQueue {
  private seq: number;
  private entries: OutboxEntry[];
  private readonly pending = new Map<number, AnswerResponseInput>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private inFlight: OutboxEntry | undefined;
  private draining: Promise<void> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private status: SaveStatus = 'saved';
  private readonly listeners = new Set<Listener>();
  private stopped = false;

  constructor(
    private readonly attemptId: string,
    private readonly options: AutosaveOptions,
  ) {
    const stored = readOutbox(attemptId);
    this.seq = stored.seq;
    this.entries = [...stored.entries].sort((left, right) => left.clientSeq - right.clientSeq);
  }

  /** Answers buffered by an earlier visit (applied to the page's answers on resume). */
  buffered(): readonly OutboxEntry[] {
    return this.entries;
  }

  getStatus(): SaveStatus {
    return this.status;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Saves the answer of `slot` after `delayMs` without a newer change. */
  schedule(slot: number, response: AnswerResponseInput, delayMs: number): void {
    if (this.stopped) {
      return;
    }
    this.pending.set(slot, response);
    const timer = this.timers.get(slot);
    if (timer) {
      clearTimeout(timer);
    }
    this.setStatus(this.isOnline() ? 'saving' : 'offline');
    this.timers.set(
      slot,
      setTimeout(() => {
        this.timers.delete(slot);
        this.enqueuePending(slot);
        void this.drain();
      }, delayMs),
    );
  }

  /** Sends what is buffered (e.g. when the network is back). */
  resume(): Promise<void> {
    return this.drain();
  }

  /**
   * Moves every debounced answer into the buffer and answers the buffer in order, the answer on its way
   * included (submit's final batch: the server ignores a number it already stored).
   */
  takeUnsent(): OutboxEntry[] {
    for (const slot of [...this.pending.keys()]) {
      const timer = this.timers.get(slot);
      if (timer) {
        clearTimeout(timer);
      }
      this.timers.delete(slot);
      this.enqueuePending(slot);
    }
    return [...this.entries];
  }

  /** After a submit: nothing is sent any more and the buffer is empty. */
  stop(clear: boolean): void {
    this.stopped = true;
    for (const timer of this.timers.values()) {
      clearTimeout(timer);
    }
    this.timers.clear();
    this.pending.clear();
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
    }
    if (clear) {
      this.entries = [];
      this.persist();
    }
  }

  private isOnline(): boolean {
    return this.options.isOnline ? this.options.isOnline() : true;
  }

  private nextSeq(): number {
    const now = this.options.now ? this.options.now() : Date.now();
    this.seq = Math.max(this.seq + 1, now);
    return this.seq;
  }

  private enqueuePending(slot: number): void {
    const response = this.pending.get(slot);
    if (!response) {
      return;
    }
    this.pending.delete(slot);
    const entry: OutboxEntry = { slot, response, clientSeq: this.nextSeq() };
    this.entries = [...this.entries.filter((queued) => queued.slot !== slot || queued === this.inFlight), entry];
    this.persist();
  }

  private persist(): void {
    writeOutbox(this.attemptId, { seq: this.seq, entries: this.entries });
  }

  private setStatus(status: SaveStatus): void {
    if (status !== this.status) {
      this.status = status;
      for (const listener of this.listeners) {
        listener(status);
      }
    }
  }

  private settle(): void {
    if (this.entries.length === 0 && this.pending.size === 0) {
      this.setStatus('saved');
    }
  }

  private scheduleRetry(): void {
    if (this.retryTimer || this.stopped) {
      return;
    }
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.drain();
    }, this.options.retryMs ?? 5000);
  }

  private drain(): Promise<void> {
    this.draining ??= this.sendAll().finally(() => {
      this.draining = undefined;
    });
    return this.draining;
  }

  private async sendAll(): Promise<void> {
    let refused = false;
    while (!this.stopped && this.entries.length > 0) {
      if (!this.isOnline()) {
        this.setStatus('offline');
        this.scheduleRetry();
        return;
      }
      const entry = this.entries[0] as OutboxEntry;
      this.inFlight = entry;
      this.setStatus('saving');
      try {
        const outcome = await this.options.send(entry);
        this.options.onServerNow?.(outcome.serverNow, this.options.now ? this.options.now() : Date.now());
        // The server kept a newer number (another tab): never number below it again.
        this.seq = Math.max(this.seq, outcome.clientSeq);
        this.entries = this.entries.filter((queued) => queued !== entry);
        this.persist();
      } catch (error) {
        if (this.options.isNetworkError(error)) {
          this.setStatus('offline');
          this.scheduleRetry();
          return;
        }
        this.entries = this.entries.filter((queued) => queued !== entry);
        this.persist();
        this.options.onRejected?.(entry, error);
        refused = true;
      } finally {
        this.inFlight = undefined;
      }
    }
    if (refused) {
      this.setStatus('error');
    } else {
      this.settle();
    }
  }
}
