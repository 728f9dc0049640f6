import { Button, Group, Text } from '@mantine/core';
import { IconBan, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SubmitSource } from '../../../generated/graphql';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import { NoticeCard } from './NoticeCard';

interface SubmittedViewProps {
  examName: string;
  attemptId: string;
  submittedAt: string | null;
  source: SubmitSource | null;
}

/** After the submit: when and how it was submitted, with the way to the result and back to my exams. */
export function SubmittedView({ examName, attemptId, submittedAt, source }: SubmittedViewProps) {
  const { t, i18n } = useTranslation('examTake');
  return (
    <NoticeCard
      icon={<IconCircleCheck size={56} color="var(--mantine-color-green-6)" aria-hidden />}
      title={t('submitted.title')}
      examName={examName}
      actions={
        <Group>
          <Button component={Link} to={`/exam/result/${attemptId}`} variant="light">
            {t('submitted.result')}
          </Button>
          <Button component={Link} to="/exam/my">
            {t('submitted.back')}
          </Button>
        </Group>
      }
    >
      {submittedAt && <Text c="dimmed">{t('submitted.at', { time: formatLocalizedDateTime(submittedAt, i18n.language) })}</Text>}
      {source && source !== 'CANDIDATE' && <Text c="orange">{t(`submitted.source.${source}`)}</Text>}
      <Text size="sm" c="dimmed" ta="center">
        {t('submitted.grading')}
      </Text>
    </NoticeCard>
  );
}

/** The attempt was terminated by a proctor (VOIDED) or closed without a submission while it was held. */
export function EndedView({ examName }: { examName: string }) {
  const { t } = useTranslation('examTake');
  return (
    <NoticeCard
      icon={<IconBan size={56} color="var(--mantine-color-red-6)" aria-hidden />}
      title={t('ended.title')}
      examName={examName}
      body={t('ended.body')}
    />
  );
}
