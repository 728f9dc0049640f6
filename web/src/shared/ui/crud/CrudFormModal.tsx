import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudFormConfig, CrudFormMode, CrudRow } from './crud-types';
import { CrudForm } from './CrudForm';
import { GuardedModal } from './discard-guard';

/** Which dialog is open: add (no row), edit or view (a row). */
export interface CrudDialogState<Row extends CrudRow> {
  mode: CrudFormMode;
  row?: Row;
  /** Changes on every opening, so the form starts fresh. */
  openId: number;
}

/**
 * The add / edit / view dialog. Edit and view load a fresh copy of the row first when the page gives
 * `fetchOne` (the list row is used if that fails). View shows the same fields read-only. Closing it with
 * unsaved changes (Esc, the x, a click outside, Cancel) asks first.
 */
export function CrudFormModal<Row extends CrudRow, Values extends object>({
  dialog,
  config,
  fetchOne,
  submit,
  onClose,
  onSaved,
}: {
  dialog: CrudDialogState<Row> | undefined;
  config: CrudFormConfig<Row, Values>;
  fetchOne: ((row: Row) => Promise<Row>) | undefined;
  submit: ((values: Values, row: Row | undefined) => Promise<unknown>) | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<{ openId: number; row: Row | undefined } | undefined>(undefined);

  useEffect(() => {
    if (!dialog) {
      return;
    }
    const { openId, row } = dialog;
    if (!row || !fetchOne) {
      setLoaded({ openId, row });
      return;
    }
    let active = true;
    fetchOne(row)
      .then((fresh) => active && setLoaded({ openId, row: fresh }))
      .catch(() => active && setLoaded({ openId, row }));
    return () => {
      active = false;
    };
  }, [dialog, fetchOne]);

  // While the dialog fades out, keep showing what it showed.
  const [lastDialog, setLastDialog] = useState(dialog);
  if (dialog !== undefined && dialog !== lastDialog) {
    setLastDialog(dialog);
  }
  const shown = dialog ?? lastDialog;
  const ready = shown !== undefined && loaded?.openId === shown.openId;
  return (
    <GuardedModal
      opened={dialog !== undefined}
      onClose={onClose}
      title={shown ? t(`crud:dialog.${shown.mode}`) : undefined}
      size={config.width ?? 600}
      centered
    >
      {shown && ready ? (
        <CrudForm<Row, Values>
          key={shown.openId}
          config={config}
          mode={shown.mode}
          row={loaded.row}
          submit={submit}
          onCancel={onClose}
          onSaved={onSaved}
        />
      ) : (
        <Center mih={160}>
          <Loader aria-label={t('crud:dialog.loading')} role="status" />
        </Center>
      )}
    </GuardedModal>
  );
}
