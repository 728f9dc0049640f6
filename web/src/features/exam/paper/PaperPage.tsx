import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyPaperMutation, useMarkPaperReadyMutation, type PaperFilter } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { usePermission } from '../../../shared/permission/usePermission';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { serverMessage } from '../bank/server-message';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';
import { paperCrud, toPaperFilter } from './paper-crud';
import { PaperEditorDrawer } from './PaperEditorDrawer';
import { PaperPreviewModal } from './PaperPreviewModal';
import { PaperPrintModal } from './PaperPrintModal';
import { usePaperRowActions } from './PaperRowActions';
import { paperOperations } from './paper-operations';

/**
 * Test papers (/exam/paper): list (mode, status, total score, question and rule counts), the add/edit
 * dialog, the editor drawer (sections, fixed questions, draw rules; opened right after a paper is
 * created), preview, mark ready, copy, delete.
 */
export function PaperPage() {
  const { t } = useTranslation();
  const list = useCrudList(paperCrud);
  const listState = useMemo(
    () => ({ ...list, search: (values: Partial<PaperFilter & { status?: string }>) => list.search(toPaperFilter(values)) }),
    [list],
  );
  const [designing, setDesigning] = useState<string | undefined>(undefined);
  const paperActions = usePaperRowActions();
  const canCompose = usePermission('exam_paper_edit');
  // After creating a paper the next step is composing it: its editor opens at once (for those who may edit it).
  const composeNew = useCallback(
    (id: string) => {
      if (canCompose) {
        notifySuccess(t('examPaper:notify.created'));
        setDesigning(id);
      }
    },
    [canCompose, t],
  );
  const spec = useMemo(() => paperOperations(composeNew), [composeNew]);
  const operations = useCrudOperations(list.variables, spec);
  const [previewing, setPreviewing] = useState<string | undefined>(undefined);
  const [printing, setPrinting] = useState<string | undefined>(undefined);
  const [markReady] = useMarkPaperReadyMutation({ context: handledErrors });
  const [copyPaper] = useCopyPaperMutation();
  const { refetch } = operations;
  const refresh = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);

  const ready = (id: string) => {
    markReady({ variables: { id } }).then(
      () => {
        notifySuccess(t('examPaper:notify.ready'));
        refresh();
      },
      // Not ready yet (no questions, pass score above the total...): the server says why.
      (failure: unknown) => notifyError(serverMessage(failure) ?? errorMessage(failure, t), 'exam-paper-ready'),
    );
  };
  const copy = (id: string) => {
    copyPaper({ variables: { id } }).then(
      (result) => {
        notifySuccess(t('examPaper:notify.copied', { name: result.data?.copyPaper.name ?? '' }));
        refresh();
        if (result.data) {
          setDesigning(result.data.copyPaper.id);
        }
      },
      () => undefined,
    );
  };

  return (
    <>
      <CrudPage
        config={paperCrud}
        list={listState}
        operations={operations}
        rowActionsExtra={(row) =>
          paperActions(row, {
            onDesign: () => setDesigning(row.id),
            onPreview: () => setPreviewing(row.id),
            onPrint: () => setPrinting(row.id),
            onReady: () => ready(row.id),
            onCopy: () => copy(row.id),
          })
        }
      />
      <PaperEditorDrawer paperId={designing} onClose={() => setDesigning(undefined)} onChanged={refresh} onCopy={copy} />
      <PaperPreviewModal paperId={previewing} onClose={() => setPreviewing(undefined)} />
      <PaperPrintModal paperId={printing} onClose={() => setPrinting(undefined)} />
    </>
  );
}
