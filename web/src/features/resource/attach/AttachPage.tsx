import { Button, FileButton } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { usePermission } from '../../../shared/permission/usePermission';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { RestFileError } from '../../../shared/files/authorized-file';
import { attachCrud, type AttachRow } from './attach-crud';
import { downloadAttachment, uploadAttachment } from './attach-files';
import { attachOperations } from './attach-operations';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';

/** Attachments (/resource/attach): list, search by name, upload (attach_upload), download (attach_download), delete. */
export function AttachPage() {
  const { t } = useTranslation();
  const list = useCrudList(attachCrud);
  const operations = useCrudOperations(list.variables, attachOperations);
  const canUpload = usePermission('attach_upload');
  const canDownload = usePermission('attach_download');
  const [uploading, setUploading] = useState(false);
  const resetFile = useRef<() => void>(null);
  const { refetch } = operations;

  const failed = (failure: unknown, id: string) =>
    notifyError(failure instanceof RestFileError && failure.message ? failure.message : errorMessage(failure, t), id);

  const upload = async (file: File | null) => {
    if (!file) {
      return;
    }
    setUploading(true);
    try {
      await uploadAttachment(file);
      notifySuccess(t('attach:upload.done'));
      refetch().catch(() => undefined);
    } catch (failure) {
      failed(failure, 'attach-upload-error');
    } finally {
      resetFile.current?.();
      setUploading(false);
    }
  };

  const download = (row: AttachRow) => {
    downloadAttachment(row.id, row.originalName).catch((failure: unknown) => failed(failure, 'attach-download-error'));
  };

  return (
    <CrudPage
      config={attachCrud}
      list={list}
      operations={operations}
      toolbarExtra={() =>
        canUpload ? (
          <FileButton resetRef={resetFile} onChange={(file) => void upload(file)}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={uploading}>
                {t('attach:actions.upload')}
              </Button>
            )}
          </FileButton>
        ) : null
      }
      rowActionsExtra={(row): RowAction[] =>
        canDownload
          ? [
              {
                key: 'download',
                label: t('attach:actions.download'),
                icon: <IconDownload size={14} aria-hidden />,
                onClick: () => download(row),
              },
            ]
          : []
      }
    />
  );
}
