import { useCallback } from 'react';
import {
  useExtendAttemptMutation,
  usePauseAttemptMutation,
  useResumeAttemptMutation,
  useSubmitAttemptAsProctorMutation,
  useTerminateAttemptMutation,
  useUnlockAttemptMutation,
} from '../../../generated/graphql';
import type { ProctorActionKind, ProctorRow } from './proctor-types';
import { handledErrors } from '../../../shared/errors/handled-errors';

export interface ActionInput {
  reason: string;
  minutes: number;
  resetIntegrityCount: boolean;
}

/** Runs one proctor action; resolves with the attempt's new row (errors are the caller's to show). */
export function useProctorAction(): (kind: ProctorActionKind, attemptId: string, input: ActionInput) => Promise<ProctorRow | undefined> {
  const [pause] = usePauseAttemptMutation({ context: handledErrors });
  const [resume] = useResumeAttemptMutation({ context: handledErrors });
  const [unlock] = useUnlockAttemptMutation({ context: handledErrors });
  const [extend] = useExtendAttemptMutation({ context: handledErrors });
  const [submit] = useSubmitAttemptAsProctorMutation({ context: handledErrors });
  const [terminate] = useTerminateAttemptMutation({ context: handledErrors });
  return useCallback(
    async (kind, id, { reason, minutes, resetIntegrityCount }) => {
      switch (kind) {
        case 'PAUSE':
          return (await pause({ variables: { id, reason } })).data?.pauseAttempt;
        case 'RESUME':
          return (await resume({ variables: { id, reason } })).data?.resumeAttempt;
        case 'UNLOCK':
          return (await unlock({ variables: { id, reason, resetIntegrityCount } })).data?.unlockAttempt;
        case 'EXTEND':
          return (await extend({ variables: { id, reason, minutes } })).data?.extendAttempt;
        case 'SUBMIT':
          return (await submit({ variables: { id, reason } })).data?.submitAttemptAsProctor;
        case 'TERMINATE':
          return (await terminate({ variables: { id, reason } })).data?.terminateAttempt;
      }
    },
    [extend, pause, resume, submit, terminate, unlock],
  );
}
