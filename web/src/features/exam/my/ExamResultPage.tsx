import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useMyAttemptReviewQuery } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import { attemptStateColor } from './exam-display';
import { ReviewQuestionCard } from './ReviewQuestionCard';

/**
 * /exam/result/:attemptId: the attempt as the review policy shows it now. Everything comes from the
 * server as is: what the policy hides is absent and is never worked out here.
 */
export function ExamResultPage() {
  const { t, i18n } = useTranslation('examTake');
  const { attemptId = '' } = useParams();
  const { data, loading, error } = useMyAttemptReviewQuery({ variables: { attemptId }, fetchPolicy: 'network-only' });
  const review = data?.myAttemptReview;
  usePageTitle(review ? t('review.title', { name: review.examinationName }) : t('review.pageTitle'));
  if (loading && !review) {
    return <PageLoader />;
  }
  if (error || !review) {
    return (
      <Alert color="red" role="alert">
        {error ? errorMessage(error, t) : t('review.missing')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz="h3">
          {t('review.title', { name: review.examinationName })}
        </Title>
        <Button component={Link} to="/exam/my" variant="default">
          {t('submitted.back')}
        </Button>
      </Group>
      <Card withBorder radius="md" padding="lg" component="section" aria-label={t('review.summary')}>
        <Group gap="xl" align="flex-start">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('review.score')}
            </Text>
            <Text fz={32} fw={700} data-testid="result-score">
              {review.totalScore === null
                ? review.allowed.includes('SCORE')
                  ? t('review.scorePending')
                  : t('review.scoreHidden')
                : t('review.scoreOf', { score: review.totalScore, total: review.paperTotal })}
            </Text>
          </Stack>
          {review.passed !== null && (
            <Badge size="lg" color={review.passed ? 'green' : 'red'} mt="md">
              {review.passed ? t('review.passed') : t('review.failed')}
            </Badge>
          )}
          <Stack gap={4}>
            <Group gap="xs">
              <Badge color={attemptStateColor[review.state]} variant="light">
                {t(`attemptState.${review.state}`)}
              </Badge>
              <Badge color="gray" variant="light">
                {t(`gradingState.${review.gradingState}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('review.attempt', { number: review.attemptNo })}
            </Text>
            {review.submittedAt && (
              <Text size="sm" c="dimmed">
                {t('submitted.at', { time: formatLocalizedDateTime(review.submittedAt, i18n.language) })}
              </Text>
            )}
          </Stack>
        </Group>
      </Card>
      {review.allowed.length === 0 && <Alert color="blue">{t('review.nothingYet')}</Alert>}
      {review.questions.map((question) => (
        <ReviewQuestionCard key={question.id} question={question} />
      ))}
    </Stack>
  );
}
