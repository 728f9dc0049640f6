import { Button } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InstanceFlowChartDialog } from './InstanceFlowChartDialog';

export interface InstanceFlowChartButtonProps {
  processInstanceId: string;
  /** The process's name, for the dialog's title. */
  processName?: string | null;
}

/** A "flow chart" button that opens the instance's diagram (its own definition version, what happened marked). */
export function InstanceFlowChartButton({ processInstanceId, processName }: InstanceFlowChartButtonProps) {
  const { t } = useTranslation('workflowDiagram');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconSitemap size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('button')}
      </Button>
      <InstanceFlowChartDialog
        processInstanceId={opened ? processInstanceId : null}
        processName={processName}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
