import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ProctorConsole } from './ProctorConsole';
import { ProctorExaminationPicker } from './ProctorExaminationPicker';

/**
 * /exam/proctor: live supervision of an examination (kept in the URL, `?examinationId=`): every attempt with its
 * state, time left and progress; pause, resume, unlock, extend, submit or terminate with a reason; integrity
 * events (forgive with a note) and the action history of each attempt.
 */
export function ProctorPage() {
  const { t } = useTranslation('proctor');
  const [params, setParams] = useSearchParams();
  const examinationId = params.get('examinationId') ?? '';
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('title')}
      </Title>
      <ProctorExaminationPicker value={examinationId} onChange={(id) => setParams(id ? { examinationId: id } : {}, { replace: true })} />
      {examinationId ? (
        <ProctorConsole key={examinationId} examinationId={examinationId} />
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
