import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLeaveRequestQuery, type LeaveRequestFieldsFragment } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { PageLoader } from '../../../shared/ui/PageLoader';

/** A refusal or a missing request: the server's message and the way back to a list. */
export function WorkflowErrorState({ error, back }: { error: unknown; back: string }) {
  const { t } = useTranslation('workflow');
  return (
    <Stack gap="md" maw={860}>
      <Alert color="red" role="alert" title={t('leave.unavailable')}>
        {error ? errorMessage(error, t) : t('leave.notFound')}
      </Alert>
      <div>
        <Button component={Link} to={back} variant="default">
          {t('leave.backToList')}
        </Button>
      </div>
    </Stack>
  );
}

/** Loads the leave request of `businessId`, shows loading and refusals, then renders `children` with it. */
export function WithLeaveRequest({
  businessId,
  back,
  children,
}: {
  businessId: string;
  back: string;
  children: (leave: LeaveRequestFieldsFragment) => ReactNode;
}) {
  const { data, loading, error } = useLeaveRequestQuery({
    variables: { businessId },
    fetchPolicy: 'network-only',
    skip: !businessId,
    context: handledErrors,
  });
  const leave = data?.leaveRequest;
  if (loading && !leave) {
    return <PageLoader />;
  }
  if (error || !leave) {
    return <WorkflowErrorState error={error} back={back} />;
  }
  return <>{children(leave)}</>;
}
