import { Alert, Button, Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGradingExamCountsQuery, useGradingQueueQuery } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { Can } from '../../../shared/permission/Can';
import { CrudPagination } from '../../../shared/ui/crud/CrudPagination';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useCurrentUser } from '../../../shared/session/useSessionData';
import { BulkScoreModal } from './BulkScoreModal';
import { ExportGradingButton } from './ExportGradingButton';
import { GradingPanel } from './GradingPanel';
import { GradingSummary } from './GradingSummary';
import { lockedByOther, type GradingItem } from './grading-types';
import { initialQueueFilter, QueueFilters, type QueueFilterValues } from './QueueFilters';
import { PaperView } from './PaperView';
import { QueueTable } from './QueueTable';
import { RegradeModal } from './RegradeModal';
import { ReleaseResultsButton } from './ReleaseResultsButton';
import { useGradingQuestions } from './useGradingQuestions';
import { useGradingSession } from './useGradingSession';
import { useGradingUsers } from './useGradingUsers';

/** Summary, grade next, regrade, release, the queue and the grading panel of one examination. */
export function GradingWorkspace({ examinationId, onPendingChange }: { examinationId: string; onPendingChange: (count: number) => void }) {
  const { t } = useTranslation('grading');
  const { user } = useCurrentUser();
  const userId = user?.id;
  const { nameOf, options: candidates } = useGradingUsers();
  const [filter, setFilter] = useState<QueueFilterValues>(initialQueueFilter);
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [nextQuestion, setNextQuestion] = useState('');
  const [regrading, setRegrading] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [view, setView] = useState<'answer' | 'paper'>('answer');
  const [paperAttempt, setPaperAttempt] = useState<string | undefined>(undefined);
  const counts = useGradingExamCountsQuery({ variables: { examinationId }, fetchPolicy: 'cache-and-network', pollInterval: 15_000 });
  const queue = useGradingQueueQuery({
    variables: {
      examinationId,
      filter: { state: filter.state, questionId: filter.questionId || null, userId: filter.userId || null },
      page,
    },
    fetchPolicy: 'cache-and-network',
  });
  const { refetch: refetchCounts } = counts;
  const { refetch: refetchQueue } = queue;
  const refresh = useCallback(() => {
    refetchCounts().catch(() => undefined);
    refetchQueue().catch(() => undefined);
  }, [refetchCounts, refetchQueue]);
  const session = useGradingSession(examinationId, refresh);
  const summary = counts.data ?? counts.previousData;
  const questions = useGradingQuestions(examinationId, summary?.pending.records);
  const pending = summary?.pending.total ?? 0;
  const loaded = summary !== undefined;
  useEffect(() => {
    if (loaded) {
      onPendingChange(pending);
    }
  }, [loaded, pending, onPendingChange]);

  if (!summary) {
    return counts.error ? (
      <Alert color="red" role="alert">
        {errorMessage(counts.error, t)}
      </Alert>
    ) : (
      <PageLoader />
    );
  }
  const records = (queue.data ?? queue.previousData)?.gradingQueue;
  const openPaper = (attemptId: string) => {
    setPaperAttempt(attemptId);
    setView('paper');
  };
  return (
    <Stack gap="md">
      <GradingSummary counts={summary} userId={userId} />
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label={t('view.label')}
          value={view}
          onChange={(value) => setView(value === 'paper' ? 'paper' : 'answer')}
          data={[
            { value: 'answer', label: t('view.answer') },
            { value: 'paper', label: t('view.paper') },
          ]}
        />
        <Group gap="sm" ml="auto">
          <Button variant="default" onClick={() => setBulkOpen(true)}>
            {t('bulk.button')}
          </Button>
          <ExportGradingButton examinationId={examinationId} />
          <Can permission="exam_grade_regrade">
            <Button
              variant="default"
              onClick={() => {
                questions.refetch().catch(() => undefined);
                setRegrading(true);
              }}
            >
              {t('regrade.button')}
            </Button>
          </Can>
          <Can permission="exam_grade_release">
            <ReleaseResultsButton
              examinationId={examinationId}
              name={summary.examination.name}
              status={summary.examination.status}
              pending={pending}
              onReleased={refresh}
            />
          </Can>
        </Group>
      </Group>
      {view === 'answer' && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('next.question')}
            placeholder={t('filter.allQuestions')}
            data={questions.manual}
            value={nextQuestion || null}
            onChange={(value) => setNextQuestion(value ?? '')}
            clearable
            w={320}
          />
          <Button onClick={() => void session.gradeNext(nextQuestion)} loading={session.taking} disabled={pending === 0}>
            {t('next.button')}
          </Button>
        </Group>
      )}
      {view === 'paper' && (
        <PaperView
          examinationId={examinationId}
          attemptId={paperAttempt}
          onAttemptChange={setPaperAttempt}
          userId={userId}
          nameOf={nameOf}
          onChanged={refresh}
        />
      )}
      {view === 'answer' && (
        <>
          <QueueFilters
            value={filter}
            onChange={(next) => {
              setFilter(next);
              setPage((current) => ({ ...current, current: 1 }));
            }}
            questions={questions.manual}
            candidates={candidates}
          />
          <QueueTable
            records={records?.records ?? []}
            loading={queue.loading}
            userId={userId}
            nameOf={nameOf}
            onOpen={(item) => session.openItem(item, item.lockedBy === userId && !lockedByOther(item, userId))}
            onOpenPaper={(item) => openPaper(item.attemptId)}
          />
          <CrudPagination
            page={page.current}
            size={page.size}
            total={records?.total ?? 0}
            onPageChange={(current) => setPage((value) => ({ ...value, current }))}
            onSizeChange={(size) => setPage({ current: 1, size })}
          />
        </>
      )}
      <GradingPanel
        open={session.open}
        userId={userId}
        nameOf={nameOf}
        onClose={session.close}
        onSaved={(item: GradingItem, next: boolean) => {
          session.saved(item);
          refresh();
          if (next) {
            void session.gradeNext(nextQuestion);
          }
        }}
      />
      <BulkScoreModal
        examinationId={examinationId}
        opened={bulkOpen}
        questions={questions.manual}
        userId={userId}
        nameOf={nameOf}
        onClose={() => setBulkOpen(false)}
        onDone={refresh}
      />
      <RegradeModal
        examinationId={examinationId}
        opened={regrading}
        questions={questions.all}
        onClose={() => setRegrading(false)}
        onDone={refresh}
      />
    </Stack>
  );
}
