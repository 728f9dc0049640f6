import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModelPrototypeDraftsQuery, useSubmitModelPrototypesMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { GuardedModal } from '../../../shared/ui/crud/discard-guard';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import type { ModelRow } from './model-crud';
import { PrototypeGrid } from './PrototypeGrid';
import { changeRow, rowErrors, toPrototypeInputs, type PrototypeRow } from './prototype-rows';

/** The prototype editor of one model: the stored settings, or the server's proposal while none are stored. */
export function PrototypeEditor({ model, onClose }: { model: ModelRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, loading, error } = useModelPrototypeDraftsQuery({ variables: { modelId: model.id }, fetchPolicy: 'network-only' });
  const [rows, setRows] = useState<PrototypeRow[]>([]);
  const [dirty, setDirty] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; rows: Map<number, Record<string, string>> } | undefined>();
  const [submit, { loading: saving }] = useSubmitModelPrototypesMutation({ context: handledErrors });

  useEffect(() => {
    if (data) {
      setRows(data.modelPrototypeDrafts.map((row) => ({ ...row })));
      setDirty(false);
    }
  }, [data]);

  const change = <Key extends keyof PrototypeRow>(index: number, key: Key, value: PrototypeRow[Key]) => {
    setRows((current) => current.map((row, at) => (at === index ? changeRow(row, key, value) : row)));
    setDirty(true);
  };

  const save = async () => {
    setRefusal(undefined);
    try {
      const saved = (await submit({ variables: { list: toPrototypeInputs(rows) } })).data?.submitModelPrototypes ?? [];
      setRows((current) => current.map((row) => ({ ...row, id: saved.find((item) => item.jdbcName === row.jdbcName)?.id ?? row.id })));
      setDirty(false);
      notifySuccess(t('develop:prototype.saved'));
      onClose();
    } catch (failure) {
      setRefusal({ message: errorMessage(failure, t), rows: rowErrors(failure) });
    }
  };

  const proposal = rows.length > 0 && rows.every((row) => !row.id);
  return (
    <GuardedModal
      opened
      dirty={dirty}
      onClose={onClose}
      size="min(1500px, 96vw)"
      title={t('develop:prototype.title', { name: model.modelName, table: model.modelTable })}
    >
      <Stack gap="sm">
        {loading ? <Loader size="sm" /> : null}
        {error ? <Alert color="red">{errorMessage(error, t)}</Alert> : null}
        {proposal ? <Alert color="blue">{t('develop:prototype.draftNotice')}</Alert> : null}
        {refusal ? (
          <Alert color="red" role="alert">
            {refusal.message}
          </Alert>
        ) : null}
        {data && rows.length === 0 ? <Text c="dimmed">{t('develop:prototype.empty')}</Text> : null}
        {rows.length > 0 ? <PrototypeGrid rows={rows} errors={refusal?.rows ?? new Map()} onChange={change} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('develop:prototype.close')}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={rows.length === 0}>
            {t('develop:prototype.save')}
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
}
