import type { ServerResponse } from 'node:http';

/** What background bulk work asks before each batch: are users waiting on this node right now? */
export interface LoadGauge {
  busy(): boolean;
}

/**
 * Requests in flight on this node, counted from the Node server's listener to each response's close. Background bulk
 * work (auto-grading after the deadline spike) holds back while many are in flight, so the submits waiting in the
 * queue get the event loop first (reference/exam-domain.md §c.5: SUBMITTED absorbs the spike, grading runs later).
 */
export class RequestLoad implements LoadGauge {
  private inFlight = 0;
  private readonly leave = (): void => {
    this.inFlight -= 1;
  };

  /** @param busyAt requests in flight from which the node counts as busy (well above what a node answers without queueing). */
  constructor(private readonly busyAt = 16) {}

  track(response: ServerResponse): void {
    this.inFlight += 1;
    response.once('close', this.leave);
  }

  get current(): number {
    return this.inFlight;
  }

  busy(): boolean {
    return this.inFlight >= this.busyAt;
  }
}
