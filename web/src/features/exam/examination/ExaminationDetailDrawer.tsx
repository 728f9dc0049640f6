import { Alert, Center, Drawer, Loader, SimpleGrid, Stack, Text, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useExaminationQuery } from '../../../generated/graphql';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import { formatPoints } from '../question/question-labels';
import { timingSummary } from '../shared/exam-timing';
import { ExamStatusBadge } from './examination-labels';
import { PaperName } from './PaperName';
import { ReviewPolicyMatrix } from './ReviewPolicyMatrix';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children === '' || children === null ? '—' : children}
      </Text>
    </div>
  );
}

/** A read-only summary of one examination, with the frozen paper's facts once published. */
export function ExaminationDetailDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { data } = useExaminationQuery({ variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const exam = data?.examination.id === id ? data?.examination : undefined;
  const yes = (value: boolean) => t(value ? 'examination:detail.yes' : 'examination:detail.no');
  const field = (name: string) => t(`examination:fields.${name}`);
  return (
    <Drawer opened={id !== undefined} onClose={onClose} position="right" size={760} title={exam?.name ?? t('examination:detail.title')}>
      {!exam ? (
        <Center mih={200}>
          <Loader role="status" aria-label={t('crud:dialog.loading')} />
        </Center>
      ) : (
        <Stack gap="lg" aria-label={t('examination:detail.title')}>
          {exam.status === 'CANCELLED' && (
            <Alert color="red" title={t('examination:detail.cancelled', { time: formatLocalizedDateTime(exam.cancelledAt) })}>
              {exam.cancelReason ?? t('examination:detail.noReason')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Fact label={field('status')}>
              <ExamStatusBadge status={exam.status} />
            </Fact>
            <Fact label={field('paperId')}>
              <PaperName name={exam.paperName ?? null} />
            </Fact>
            <Fact label={field('kind')}>{t(`examination:kinds.${exam.kind}`)}</Fact>
            <Fact label={field('openAt')}>{formatLocalizedDateTime(exam.openAt)}</Fact>
            <Fact label={field('closeAt')}>{formatLocalizedDateTime(exam.closeAt)}</Fact>
            <Fact label={t('examination:list.duration')}>{timingSummary(exam, t, 'examination:timing')}</Fact>
            <Fact label={field('timingMode')}>{t(`examination:timingModes.${exam.timingMode}`)}</Fact>
            <Fact label={field('overdueHandling')}>
              {t(`examination:overdueHandlings.${exam.overdueHandling}`)}
              {exam.overdueHandling === 'GRACE_PERIOD' ? ` (${exam.graceSec} s)` : ''}
            </Fact>
            <Fact label={field('maxAttempts')}>{`${exam.maxAttempts} · ${t(`examination:gradeMethods.${exam.gradeMethod}`)}`}</Fact>
            <Fact label={field('passScore')}>{formatPoints(exam.passScore)}</Fact>
            <Fact label={t('examination:detail.totalScore')}>
              {exam.totalScore === null || exam.totalScore === undefined
                ? t('examination:detail.notFrozen')
                : formatPoints(exam.totalScore)}
            </Fact>
            <Fact label={t('examination:detail.publishedAt')}>{formatLocalizedDateTime(exam.publishedAt)}</Fact>
            <Fact label={field('navigation')}>{t(`examination:navigations.${exam.navigation}`)}</Fact>
            <Fact label={field('questionsPerPage')}>
              {exam.questionsPerPage === 0 ? t('examination:detail.allOnOnePage') : exam.questionsPerPage}
            </Fact>
            <Fact label={t('examination:detail.shuffle')}>{`${yes(exam.shuffleQuestions)} / ${yes(exam.shuffleOptions)}`}</Fact>
            <Fact label={field('requireFullscreen')}>{yes(exam.requireFullscreen)}</Fact>
            <Fact label={field('integrityAction')}>
              {`${t(`examination:integrityActions.${exam.integrityPolicy.action}`)} · `}
              {t('examination:detail.focusLimit', { count: exam.integrityPolicy.maxFocusLoss })}
            </Fact>
            <Fact label={field('audienceMode')}>
              {`${t(`examination:audienceModes.${exam.audienceMode}`)} · `}
              {t('examination:list.candidatesCount', { count: exam.candidateCount })}
            </Fact>
            <Fact label={field('accessPassword')}>{exam.accessPassword ?? t('examination:detail.noPassword')}</Fact>
            <Fact label={field('ipAllowList')}>
              {exam.ipAllowList.length === 0 ? t('examination:detail.anyAddress') : exam.ipAllowList.join(', ')}
            </Fact>
            <Fact label={field('resultsReleaseAt')}>{formatLocalizedDateTime(exam.resultsReleaseAt)}</Fact>
            <Fact label={t('examination:detail.resultsReleasedAt')}>{formatLocalizedDateTime(exam.resultsReleasedAt)}</Fact>
          </SimpleGrid>
          {exam.description && <Fact label={field('description')}>{exam.description}</Fact>}
          {exam.instructions && (
            <Fact label={field('instructions')}>
              {/* Sanitized on the server when saved. */}
              <Typography>
                <div dangerouslySetInnerHTML={{ __html: exam.instructions }} />
              </Typography>
            </Fact>
          )}
          <ReviewPolicyMatrix value={exam.reviewPolicy} readOnly />
        </Stack>
      )}
    </Drawer>
  );
}
