import { Alert, Box, Button, Container, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errors/error-message';
import { isAnswered } from './answer-model';
import { readLastSlot, writeLastSlot } from './attempt-storage';
import type { CandidateAttempt } from './attempt-types';
import { ExamTopBar } from './ExamTopBar';
import { QuestionCard } from './QuestionCard';
import { QuestionNavigator, type NavigatorEntry } from './QuestionNavigator';
import { SubmitDialog } from './SubmitDialog';
import { isHeldError } from './held-error';
import { ProctorHoldNotice } from './ProctorHoldNotice';
import { EndedView, SubmittedView } from './SubmittedView';
import type { AttemptStatus } from './useAttemptHold';
import { useSessionPhase } from './useSessionPhase';
import { useAttemptAnswers } from './useAttemptAnswers';
import { useAutosave } from './useAutosave';
import { useFullscreenState } from './useFullscreenState';
import { useIntegrityMonitor, type IntegrityResult } from './useIntegrityMonitor';
import { useSubmitAttempt, type SubmitResult } from './useSubmitAttempt';

/** Slots in pages of `perPage` (0: one page). */
function pagesOf(slots: number[], perPage: number): number[][] {
  if (perPage <= 0) {
    return [slots];
  }
  const pages: number[][] = [];
  for (let index = 0; index < slots.length; index += perPage) {
    pages.push(slots.slice(index, index + perPage));
  }
  return pages;
}

/** The running exam: questions in the attempt's order, navigator, countdown, autosave, integrity and submit. */
export function ExamSession({ attempt, receivedAt }: { attempt: CandidateAttempt; receivedAt: number }) {
  const { t } = useTranslation('examTake');
  const [saveError, setSaveError] = useState<string | undefined>();
  /** The server's refusal of this network (IP allow-list), shown while answers wait for an allowed one. */
  const [addressRefusal, setAddressRefusal] = useState<string | undefined>();
  const [warning, setWarning] = useState<IntegrityResult | undefined>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [submitError, setSubmitError] = useState<string | undefined>();
  const { phase, setPhase, countdown, deadlineHandled, hold, release } = useSessionPhase(attempt, receivedAt);
  const { queue, status } = useAutosave(attempt.id, {
    onServerNow: (serverNow, receivedAtMs) => {
      // A save went through: this network answers again.
      setAddressRefusal(undefined);
      countdown.resync(serverNow, receivedAtMs);
    },
    onRejected: (_entry, error) => setSaveError(errorMessage(error, t)),
    onHeld: () => hold(),
    onAddressRefused: (error) => setAddressRefusal(errorMessage(error, t)),
  });
  const { answers, flags, setAnswer, setFlag } = useAttemptAnswers(attempt, queue);
  const { submit, submitting } = useSubmitAttempt(attempt.id, queue);
  const fullscreen = useFullscreenState();
  const running = phase.kind === 'running';

  const slots = useMemo(() => attempt.items.map((item) => item.slot), [attempt.items]);
  const pages = useMemo(() => pagesOf(slots, attempt.questionsPerPage), [slots, attempt.questionsPerPage]);
  // A reload returns to the question last viewed in this attempt.
  const [current, setCurrent] = useState(() => readLastSlot(attempt.id, slots) ?? slots[0] ?? 1);
  useEffect(() => writeLastSlot(attempt.id, current), [attempt.id, current]);
  const [restoredSlot] = useState(current);
  useEffect(() => {
    if (restoredSlot !== slots[0]) {
      requestAnimationFrame(() => document.getElementById(`slot-${restoredSlot}`)?.scrollIntoView?.({ block: 'start' }));
    }
  }, [restoredSlot, slots]);
  const pageIndex = Math.max(
    0,
    pages.findIndex((page) => page.includes(current)),
  );
  const sequential = attempt.navigation === 'SEQUENTIAL';

  const finish = useCallback(
    (result: SubmitResult) => setPhase({ kind: 'submitted', submittedAt: result.submittedAt, source: result.submitSource }),
    [setPhase],
  );
  const doSubmit = useCallback(async () => {
    setSubmitError(undefined);
    try {
      finish(await submit());
      setDialogOpen(false);
    } catch (error) {
      if (isHeldError(error)) {
        setDialogOpen(false);
        hold();
      } else {
        setSubmitError(errorMessage(error, t));
      }
    }
  }, [finish, hold, submit, t]);

  // The proctor let the attempt go (or ended it): back to the questions with the server's new deadline.
  const released = useCallback(
    (next: AttemptStatus, receivedAtMs: number) => {
      // A warning from before the hold is stale once the proctor let the attempt go on.
      setWarning(undefined);
      release(next, receivedAtMs, queue);
    },
    [queue, release],
  );

  const onIntegrity = useCallback(
    (result: IntegrityResult) => {
      if (result.state === 'SUBMITTED') {
        queue.stop(true);
        setPhase({ kind: 'submitted', submittedAt: null, source: 'FORCED_BY_INTEGRITY' });
      } else if (result.state === 'LOCKED') {
        hold('LOCKED');
      } else if (result.counted) {
        setWarning(result);
      }
    },
    [hold, queue, setPhase],
  );
  const integrity = useIntegrityMonitor(attempt.id, attempt.requireFullscreen, running, onIntegrity);

  // At the deadline the page submits what it has; the server's sweep covers a page that is gone.
  useEffect(() => {
    if (running && countdown.remaining <= 0 && !deadlineHandled.current) {
      deadlineHandled.current = true;
      void doSubmit();
    }
  }, [countdown.remaining, doSubmit, running]);

  if (phase.kind === 'submitted') {
    return (
      <SubmittedView examName={attempt.examinationName} attemptId={attempt.id} submittedAt={phase.submittedAt} source={phase.source} />
    );
  }
  if (phase.kind === 'held') {
    return (
      <ProctorHoldNotice
        attemptId={attempt.id}
        examName={attempt.examinationName}
        known={phase.state}
        buffered={queue.buffered().length}
        onReleased={released}
      />
    );
  }
  if (phase.kind === 'ended') {
    return <EndedView examName={attempt.examinationName} />;
  }

  const entries: NavigatorEntry[] = attempt.items.map((item) => ({
    slot: item.slot,
    answered: isAnswered(item.questionType, answers[item.slot] ?? { optionIds: [], blanks: [], text: '', files: [] }),
    flagged: flags[item.slot] ?? false,
    locked: sequential && pages.findIndex((page) => page.includes(item.slot)) < pageIndex,
  }));
  const goTo = (slot: number) => {
    setCurrent(slot);
    setDialogOpen(false);
    requestAnimationFrame(() => document.getElementById(`slot-${slot}`)?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }));
  };
  const pageItems = attempt.items.filter((item) => pages[pageIndex]?.includes(item.slot));
  const firstOf = (index: number) => pages[index]?.[0] ?? current;

  return (
    <Box
      mih="100vh"
      bg="var(--mantine-color-body)"
      onCopy={attempt.disableCopyPaste ? (event) => event.preventDefault() : undefined}
      onPaste={attempt.disableCopyPaste ? (event) => event.preventDefault() : undefined}
    >
      <ExamTopBar
        name={attempt.examinationName}
        remaining={countdown.remaining}
        saveStatus={status}
        fullscreen={fullscreen.active}
        onFullscreen={fullscreen.enter}
        onSubmit={() => setDialogOpen(true)}
        submitDisabled={submitting}
      />
      <Container size="xl" py="md">
        <Stack gap="sm" mb="sm">
          {attempt.requireFullscreen && !fullscreen.active && (
            <Alert color="orange" title={t('integrity.fullscreenTitle')}>
              <Group justify="space-between">
                <span>{t('integrity.fullscreenBody')}</span>
                <Button size="xs" onClick={fullscreen.enter}>
                  {t('bar.fullscreen')}
                </Button>
              </Group>
            </Alert>
          )}
          {warning && (
            <Alert
              color="orange"
              role="alert"
              withCloseButton
              closeButtonLabel={t('integrity.dismiss')}
              onClose={() => setWarning(undefined)}
              title={t('integrity.warnTitle')}
            >
              {warning.limit > 0
                ? t('integrity.warnCounted', { count: warning.count, limit: warning.limit })
                : t('integrity.warnLogged', { count: warning.count })}
            </Alert>
          )}
          {countdown.remaining <= 0 && (
            <Alert color="red" role="alert" title={t('deadline.title')}>
              {submitError ?? t('deadline.body')}
            </Alert>
          )}
          {addressRefusal ? (
            <Alert color="orange" role="alert" title={t('save.addressTitle')}>
              <Stack gap={4}>
                <Text size="sm">{addressRefusal}</Text>
                <Text size="sm">{t('save.addressBody')}</Text>
              </Stack>
            </Alert>
          ) : (
            status === 'offline' && (
              <Alert color="orange" role="status" title={t('save.offlineTitle')}>
                {t('save.offlineBody')}
              </Alert>
            )
          )}
          {saveError && (
            <Alert
              color="red"
              role="alert"
              withCloseButton
              closeButtonLabel={t('integrity.dismiss')}
              onClose={() => setSaveError(undefined)}
              title={t('save.rejectedTitle')}
            >
              {saveError}
            </Alert>
          )}
        </Stack>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 1, md: 2 }}>
            <Paper withBorder radius="md" p="md" style={{ position: 'sticky', top: 72 }}>
              <QuestionNavigator entries={entries} current={current} onSelect={goTo} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }} order={{ base: 2, md: 1 }}>
            <Stack gap="md">
              {pageItems.map((item) => (
                <QuestionCard
                  key={item.slot}
                  attemptId={attempt.id}
                  item={item}
                  value={answers[item.slot] ?? { optionIds: [], blanks: [], text: '', files: [] }}
                  flagged={flags[item.slot] ?? false}
                  current={item.slot === current}
                  disabled={!running}
                  onChange={(value) => setAnswer(item, value)}
                  onFlag={(flagged) => setFlag(item.slot, flagged)}
                  onFocusQuestion={() => setCurrent(item.slot)}
                  onFileChooserOpen={integrity.pause}
                />
              ))}
              {pages.length > 1 && (
                <Group justify="space-between">
                  <Button variant="default" disabled={pageIndex === 0 || sequential} onClick={() => goTo(firstOf(pageIndex - 1))}>
                    {t('page.previous')}
                  </Button>
                  <Button variant="default" disabled={pageIndex >= pages.length - 1} onClick={() => goTo(firstOf(pageIndex + 1))}>
                    {t('page.next')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
      <SubmitDialog
        opened={dialogOpen}
        unanswered={entries.filter((entry) => !entry.answered).map((entry) => entry.slot)}
        flagged={entries.filter((entry) => entry.flagged).map((entry) => entry.slot)}
        offline={status === 'offline'}
        submitting={submitting}
        error={submitError}
        onCancel={() => setDialogOpen(false)}
        onConfirm={() => void doSubmit()}
        onGoTo={goTo}
      />
    </Box>
  );
}
