import { Alert, Center, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DiagramHistoryItem } from './diagram-markers';
import { ProcessDiagram } from './ProcessDiagram';

export interface FlowChartDialogProps {
  opened: boolean;
  onClose(): void;
  /** Null while the diagram's data loads. */
  diagram: { xml: string; history: readonly DiagramHistoryItem[]; currentActivityIds: readonly string[] } | null;
  /** The process's name, shown in the title. */
  processName?: string | null;
  /** Why the diagram could not be loaded (shown instead of it). */
  problem?: string | null;
}

/** The flow chart dialog (70 % of the window's width) of an instance: its diagram with what happened marked. */
export function FlowChartDialog({ opened, onClose, diagram, processName, problem }: FlowChartDialogProps) {
  const { t } = useTranslation('workflowDiagram');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="70%"
      title={processName ? t('dialog.titleOf', { name: processName }) : t('dialog.title')}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : diagram ? (
        <ProcessDiagram xml={diagram.xml} history={diagram.history} currentActivityIds={diagram.currentActivityIds} />
      ) : (
        <Center h={200}>
          <Loader role="status" aria-label={t('loading')} size="sm" />
        </Center>
      )}
    </Modal>
  );
}
