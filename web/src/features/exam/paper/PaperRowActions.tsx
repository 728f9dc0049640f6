import { IconCopy, IconEye, IconLayoutList, IconPrinter, IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/permission/usePermission';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import type { PaperRow } from './paper-crud';

/** The paper row's own actions: design (the editor), preview, print/export, mark ready (DRAFT only) and copy; laid out by the toolkit. */
export function usePaperRowActions(): (
  row: PaperRow,
  handlers: { onDesign: () => void; onPreview: () => void; onPrint: () => void; onReady: () => void; onCopy: () => void },
) => RowAction[] {
  const { t } = useTranslation();
  const canView = usePermission('exam_paper_view');
  const canEdit = usePermission('exam_paper_edit');
  const canAdd = usePermission('exam_paper_add');
  return (row, { onDesign, onPreview, onPrint, onReady, onCopy }) => {
    const button = (label: string, icon: ReactNode, onClick: () => void, color?: string): RowAction => ({
      key: label,
      label,
      icon,
      onClick,
      color,
      ariaLabel: `${row.name}: ${label}`,
    });
    return [
      (canEdit || canView) && button(t('examPaper:actions.design'), <IconLayoutList size={14} aria-hidden />, onDesign),
      canView && button(t('examPaper:actions.preview'), <IconEye size={14} aria-hidden />, onPreview),
      canView && button(t('examPaper:actions.print'), <IconPrinter size={14} aria-hidden />, onPrint),
      canEdit &&
        row.paperStatus === 'DRAFT' &&
        button(t('examPaper:actions.ready'), <IconRosetteDiscountCheck size={14} aria-hidden />, onReady, 'green'),
      canAdd && button(t('examPaper:actions.copy'), <IconCopy size={14} aria-hidden />, onCopy),
    ].filter((action): action is RowAction => action !== false);
  };
}
