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

export interface ActionInput {
  reason: string;
  minutes: number;
  resetIntegrityCount: boolean;
}

const quiet = { context: { skipErrorNotification: true } };

/** Runs one proctor action; resolves with the attempt's new row (errors are the caller's to show). */
export function useProctorAction(): (kind: ProctorActionKind, attemptId: string, input: ActionInput) => Promise<ProctorRow | undefined> {
  const [pause] = useMutation(PauseAttemptDocument, quiet);
  const [resume] = useMutation(ResumeAttemptDocument, quiet);
  const [unlock] = useMutation(UnlockAttemptDocument, quiet);
  const [extend] = useMutation(ExtendAttemptDocument, quiet);
  const [submit] = useMutation(SubmitAttemptAsProctorDocument, quiet);
  const [terminate] = useMutation(TerminateAttemptDocument, quiet);
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
