import { Modal, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportXlsxForm } from '../../../shared/ui/crud/ImportXlsxForm';
import { downloadImportTemplate, importUsers } from './user-files';

/**
 * Excel import: template download, an .xlsx file, "update existing accounts", upload. The server writes
 * every row or none; when it refuses, its row-level report is shown in a table and nothing changed.
 */
export function ImportUsersModal({ opened, onClose, onImported }: { opened: boolean; onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('user:import.title')} size={720} centered>
      {opened && <ImportUsersForm onCancel={onClose} onImported={onImported} />}
    </Modal>
  );
}

/** Holds the "update existing accounts" choice for one opening of the dialog. */
function ImportUsersForm({ onCancel, onImported }: { onCancel: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  const [isCovered, setIsCovered] = useState(false);
  return (
    <ImportXlsxForm
      namespace="user"
      downloadTemplate={downloadImportTemplate}
      upload={async (file) => {
        const outcome = await importUsers(file, isCovered);
        return outcome.ok
          ? { ok: true, successText: t('user:import.success', { inserted: outcome.inserted, updated: outcome.updated }) }
          : outcome;
      }}
      options={
        <Switch label={t('user:import.isCovered')} checked={isCovered} onChange={(event) => setIsCovered(event.currentTarget.checked)} />
      }
      problemsCaption={t('user:import.errors')}
      onCancel={onCancel}
      onImported={onImported}
    />
  );
}
