import { Modal } from '@mantine/core';
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
}

/** The flow chart dialog (70 % of the window's width) of an instance: its diagram with what happened marked. */
export function FlowChartDialog({ opened, onClose, diagram, processName }: FlowChartDialogProps) {
  const { t } = useTranslation('workflowDiagram');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="70%"
      title={processName ? t('dialog.titleOf', { name: processName }) : t('dialog.title')}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {diagram && <ProcessDiagram xml={diagram.xml} history={diagram.history} currentActivityIds={diagram.currentActivityIds} />}
    </Modal>
  );
}
