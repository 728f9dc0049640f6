import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCopy, IconEye, IconLayoutList, IconPrinter, IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/permission/usePermission';
import type { PaperRow } from './paper-crud';

/** The paper row's own buttons: design (the editor), preview, print/export, mark ready (DRAFT only) and copy. */
export function PaperRowActions({
  row,
  onDesign,
  onPreview,
  onPrint,
  onReady,
  onCopy,
}: {
  row: PaperRow;
  onDesign: () => void;
  onPreview: () => void;
  onPrint: () => void;
  onReady: () => void;
  onCopy: () => void;
}) {
  const { t } = useTranslation();
  const canView = usePermission('exam_paper_view');
  const canEdit = usePermission('exam_paper_edit');
  const canAdd = usePermission('exam_paper_add');
  const button = (label: string, icon: ReactNode, onClick: () => void, color?: string) => (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={`${row.name}: ${label}`} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <>
      {(canEdit || canView) && button(t('examPaper:actions.design'), <IconLayoutList size={16} aria-hidden />, onDesign)}
      {canView && button(t('examPaper:actions.preview'), <IconEye size={16} aria-hidden />, onPreview)}
      {canView && button(t('examPaper:actions.print'), <IconPrinter size={16} aria-hidden />, onPrint)}
      {canEdit && row.paperStatus === 'DRAFT' && button(t('examPaper:actions.ready'), <IconRosetteDiscountCheck size={16} aria-hidden />, onReady, 'green')}
      {canAdd && button(t('examPaper:actions.copy'), <IconCopy size={16} aria-hidden />, onCopy)}
    </>
  );
}
