import { useCallback, useRef, useState } from 'react';
import type { CandidateAttempt } from './attempt-types';
import type { AutosaveQueue } from './autosave-queue';
import type { AttemptStatus } from './useAttemptHold';
import { useServerCountdown } from './useServerCountdown';
import type { SubmitResult } from './useSubmitAttempt';

export type Phase =
  | { kind: 'running' }
  | { kind: 'submitted'; submittedAt: string | null; source: SubmitResult['submitSource'] }
  /** A proctor holds the attempt; `state` null until the server says which (a save was refused). */
  | { kind: 'held'; state: 'PAUSED' | 'LOCKED' | null }
  | { kind: 'ended' };

function initialPhase(state: CandidateAttempt['state']): Phase {
  return state === 'LOCKED' || state === 'PAUSED' ? { kind: 'held', state } : { kind: 'running' };
}

/**
 * Where the exam page is (running, held by a proctor, submitted, ended) and the countdown to the server's deadline, which moves
 * when a proctor resumes (by the paused time) or extends the attempt. `release` hands a held attempt back:
 * running again with the new deadline and the buffered answers sent, or submitted / ended meanwhile.
 */
export function useSessionPhase(attempt: CandidateAttempt, receivedAt: number) {
  const [phase, setPhase] = useState<Phase>(() => initialPhase(attempt.state));
  const [deadlineAt, setDeadlineAt] = useState(attempt.deadlineAt);
  const countdown = useServerCountdown(deadlineAt, attempt.serverNow, receivedAt);
  const { resync } = countdown;
  /** Set once the page submitted at the deadline (cleared when a proctor gives time back). */
  const deadlineHandled = useRef(false);
  const hold = useCallback(
    (state: 'PAUSED' | 'LOCKED' | null = null) =>
      setPhase((current) =>
        current.kind === 'running' || current.kind === 'held'
          ? { kind: 'held', state: state ?? (current.kind === 'held' ? current.state : null) }
          : current,
      ),
    [],
  );
  const release = useCallback(
    (next: AttemptStatus, receivedAtMs: number, queue: AutosaveQueue) => {
      if (next.state === 'IN_PROGRESS' || next.state === 'OVERDUE') {
        setDeadlineAt(next.deadlineAt);
        resync(next.serverNow, receivedAtMs);
        deadlineHandled.current = false;
        setPhase({ kind: 'running' });
        void queue.resume();
      } else if (next.state === 'SUBMITTED') {
        queue.stop(true);
        setPhase({ kind: 'submitted', submittedAt: next.submittedAt ?? null, source: next.submitSource ?? null });
      } else {
        queue.stop(true);
        setPhase({ kind: 'ended' });
      }
    },
    [resync],
  );
  return { phase, setPhase, countdown, deadlineHandled, hold, release };
}
