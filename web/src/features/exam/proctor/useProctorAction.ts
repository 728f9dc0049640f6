import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  ExtendAttemptDocument,
  PauseAttemptDocument,
  ResumeAttemptDocument,
  SubmitAttemptAsProctorDocument,
  TerminateAttemptDocument,
  UnlockAttemptDocument,
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
  const [pause] = useMutation(PauseAttemptDocument, { context: handledErrors });
  const [resume] = useMutation(ResumeAttemptDocument, { context: handledErrors });
  const [unlock] = useMutation(UnlockAttemptDocument, { context: handledErrors });
  const [extend] = useMutation(ExtendAttemptDocument, { context: handledErrors });
  const [submit] = useMutation(SubmitAttemptAsProctorDocument, { context: handledErrors });
  const [terminate] = useMutation(TerminateAttemptDocument, { context: handledErrors });
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
