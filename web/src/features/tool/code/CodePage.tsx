import { Alert, Button } from '@mantine/core';
import { IconCopy, IconDownload, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyCodeRecordMutation } from '../../../generated/graphql';
import { usePermission } from '../../../shared/permission/usePermission';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';
import { codeCrud, type CodeRow } from './code-crud';
import { codeOperations } from './code-operations';
import { CodePreviewModal } from './CodePreviewModal';
import { useCodeDownload } from './useCodeDownload';

/** Code generation (/tool/code): records, copy, preview with the changes since the last download, zip download. */
export function CodePage() {
  const { t } = useTranslation();
  const list = useCrudList(codeCrud);
  const operations = useCrudOperations(list.variables, codeOperations);
  const canAdd = usePermission('code_add');
  const canView = usePermission('code_view');
  const [disabled, setDisabled] = useState(false);
  const [previewing, setPreviewing] = useState<CodeRow | undefined>(undefined);
  const { download, downloading } = useCodeDownload(() => setDisabled(true));
  const [copyRecord] = useCopyCodeRecordMutation();

  const copy = async (row: CodeRow) => {
    try {
      await copyRecord({ variables: { id: row.id } });
      notifySuccess(t('develop:code.copied'));
      await operations.refetch();
    } catch {
      // The global error toast reports a failing call.
    }
  };

  const rowActions = (row: CodeRow): RowAction[] => [
    ...(canView
      ? [
          { key: 'preview', label: t('develop:code.preview'), icon: <IconEye size={14} aria-hidden />, onClick: () => setPreviewing(row) },
          {
            key: 'download',
            label: t('develop:code.download'),
            icon: <IconDownload size={14} aria-hidden />,
            loading: downloading.includes(row.id),
            onClick: () => void download([row.id]),
          },
        ]
      : []),
    ...(canAdd
      ? [{ key: 'copy', label: t('develop:code.copy'), icon: <IconCopy size={14} aria-hidden />, onClick: () => void copy(row) }]
      : []),
  ];

  return (
    <>
      {disabled ? (
        <Alert color="orange" mb="md" role="alert">
          {t('develop:code.disabled')}
        </Alert>
      ) : null}
      <CrudPage
        config={codeCrud}
        list={list}
        operations={operations}
        rowActionsExtra={rowActions}
        toolbarExtra={(selected) =>
          canView ? (
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={selected.length === 0}
              loading={downloading.length > 1}
              onClick={() => void download(selected.map((row) => row.id))}
            >
              {t('develop:code.downloadSelected')}
            </Button>
          ) : null
        }
      />
      {previewing ? (
        <CodePreviewModal
          record={previewing}
          onClose={() => setPreviewing(undefined)}
          downloading={downloading.includes(previewing.id)}
          onDownload={(files) => download([previewing.id], { id: previewing.id, files })}
        />
      ) : null}
    </>
  );
}
