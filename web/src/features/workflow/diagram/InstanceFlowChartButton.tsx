import { Button } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstanceDiagramQuery } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { FlowChartDialog } from './FlowChartDialog';

export interface InstanceFlowChartButtonProps {
  processInstanceId: string;
  /** The process's name, for the dialog's title. */
  processName?: string | null;
}

/** A "flow chart" button that opens the instance's diagram (its own definition version, what happened marked). */
export function InstanceFlowChartButton({ processInstanceId, processName }: InstanceFlowChartButtonProps) {
  const { t } = useTranslation('workflowDiagram');
  const [opened, setOpened] = useState(false);
  const { data, error } = useInstanceDiagramQuery({
    variables: { processInstanceId },
    skip: !opened,
    fetchPolicy: 'network-only',
    context: handledErrors,
  });
  return (
    <>
      <Button variant="default" leftSection={<IconSitemap size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('button')}
      </Button>
      <FlowChartDialog
        opened={opened}
        onClose={() => setOpened(false)}
        processName={processName}
        diagram={data?.processDiagram ?? null}
        problem={error ? errorMessage(error, t) : null}
      />
    </>
  );
}
