import { Button, Center, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useClientConfig } from '../../../shared/session/useClientConfig';
import { useTokenRefresh } from '../../../shared/session/useTokenRefresh';
import { useMyAttemptQuery, useStartAttemptMutation } from '../../../generated/graphql';
import { errorCode, errorMessage } from '../../../shared/errors/error-message';
import { refusalMessage } from '../examination/refusal-message';
import { formFieldErrors } from '../../../shared/ui/crud/server-field-errors';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { PageLoader } from '../../../shared/ui/PageLoader';
import type { MyExam } from '../my/exam-display';
import type { CandidateAttempt } from './attempt-types';
import { ExamSession } from './ExamSession';
import { ExamStartPanel } from './ExamStartPanel';
import { StartPasswordModal } from './StartPasswordModal';
import { useFullscreenState } from './useFullscreenState';
import { handledErrors } from '../../../shared/errors/handled-errors';

const RESUMABLE: readonly CandidateAttempt['state'][] = ['IN_PROGRESS', 'OVERDUE', 'LOCKED', 'PAUSED'];

interface Running {
  attempt: CandidateAttempt;
  receivedAt: number;
}

/**
 * /exam/take/:examinationId, outside the admin shell: no menu, tabs or header to leave the exam by, room
 * for full screen. A reload resumes the attempt in progress with its saved (and locally buffered) answers.
 */
export function TakeExamPage() {
  const { t } = useTranslation('examTake');
  const { examinationId = '' } = useParams();
  const location = useLocation();
  const fromList = (location.state as { exam?: MyExam } | null)?.exam;
  const exam = fromList?.id === examinationId ? fromList : undefined;
  const { config } = useClientConfig();
  useTokenRefresh(config.tokenRefreshSeconds);
  const fullscreen = useFullscreenState();
  const { data, loading, error } = useMyAttemptQuery({ variables: { examinationId }, fetchPolicy: 'network-only' });
  const loadedAt = useMemo(() => (data ? Date.now() : 0), [data]);
  const [started, setStarted] = useState<Running | undefined>();
  const [startError, setStartError] = useState<string | undefined>();
  // The access password dialog: open (with the server's refusal, if any) or closed (undefined).
  const [password, setPassword] = useState<{ error: string | undefined } | undefined>();
  const [start, { loading: starting }] = useStartAttemptMutation({ context: handledErrors });
  const latest = data?.myAttempt ?? null;
  usePageTitle(started?.attempt.examinationName ?? latest?.examinationName ?? exam?.name ?? t('title'));

  const running: Running | undefined =
    started ?? (latest && RESUMABLE.includes(latest.state) ? { attempt: latest, receivedAt: loadedAt } : undefined);
  if (running) {
    return <ExamSession key={running.attempt.id} attempt={running.attempt} receivedAt={running.receivedAt} />;
  }
  if (loading) {
    return <PageLoader />;
  }
  if (error) {
    return (
      <Center mih="60vh">
        <Stack align="center">
          <Text c="red" role="alert">
            {errorMessage(error, t)}
          </Text>
          <Button component={Link} to="/exam/my" variant="default">
            {t('submitted.back')}
          </Button>
        </Stack>
      </Center>
    );
  }
  const startWith = (accessPassword: string | null) => {
    setStartError(undefined);
    if (exam?.requireFullscreen && !fullscreen.active) {
      fullscreen.enter();
    }
    start({ variables: { examinationId, accessPassword } })
      .then(({ data: answer }) => {
        if (answer) {
          setPassword(undefined);
          setStarted({ attempt: answer.startAttempt, receivedAt: Date.now() });
        }
      })
      .catch((failure: unknown) => {
        // A password problem (missing after a direct visit, wrong, too many tries) is shown in the password dialog.
        const onField = formFieldErrors(failure, ['accessPassword'])['accessPassword'];
        if (onField !== undefined || (accessPassword !== null && errorCode(failure) === 'RATE_LIMITED')) {
          setPassword({ error: accessPassword === null ? undefined : (onField ?? refusalMessage(failure, t)) });
        } else {
          setPassword(undefined);
          setStartError(refusalMessage(failure, t));
        }
      });
  };
  const onStart = () => (exam?.requiresPassword ? setPassword({ error: undefined }) : startWith(null));
  return (
    <>
      <ExamStartPanel exam={exam} latest={latest} starting={starting} error={startError} onStart={onStart} />
      <StartPasswordModal
        opened={password !== undefined}
        examName={exam?.name ?? latest?.examinationName ?? t('start.untitled')}
        error={password?.error}
        starting={starting}
        onSubmit={startWith}
        onClose={() => setPassword(undefined)}
      />
    </>
  );
}
