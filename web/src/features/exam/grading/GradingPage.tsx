import { Card, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { GradingExaminationPicker } from './GradingExaminationPicker';
import { GradingWorkspace } from './GradingWorkspace';

/**
 * /exam/grading: the teacher picks an examination (kept in the URL, `?examinationId=`), sees what is left to
 * grade, grades answers by hand ("grade next" with locks), regrades a question and releases the results.
 */
export function GradingPage() {
  const { t } = useTranslation('grading');
  const [params, setParams] = useSearchParams();
  const examinationId = params.get('examinationId') ?? '';
  const [pending, setPending] = useState<{ examinationId: string; count: number } | undefined>(undefined);
  const pendingChanged = useCallback(
    (count: number) =>
      setPending((current) => (current?.examinationId === examinationId && current.count === count ? current : { examinationId, count })),
    [examinationId],
  );
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('title')}
      </Title>
      <GradingExaminationPicker
        value={examinationId}
        pending={pending?.examinationId === examinationId ? pending.count : undefined}
        onChange={(id) => setParams(id ? { examinationId: id } : {}, { replace: true })}
      />
      {examinationId ? (
        <GradingWorkspace key={examinationId} examinationId={examinationId} onPendingChange={pendingChanged} />
      ) : (
        <Card withBorder padding="xl" radius="md">
          <Text c="dimmed" ta="center">
            {t('empty')}
          </Text>
        </Card>
      )}
    </Stack>
  );
}
