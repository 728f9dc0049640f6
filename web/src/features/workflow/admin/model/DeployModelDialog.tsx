import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useDeployWorkflowModelMutation } from '../../../../generated/graphql';
import { errorCode, errorMessage } from '../../../../shared/errors/error-message';
import { handledErrors } from '../../../../shared/errors/handled-errors';
import { zodValidate } from '../../../../shared/forms/zod-validate';
import { useDictionary } from '../../../../shared/hooks/useDictionary';
import { notifySuccess } from '../../../../shared/ui/crud/notify-success';
import { requiredChoice } from '../../../../shared/utils/form-schemas';
import { serverFieldErrors } from '../../../../shared/ui/crud/server-field-errors';
import { LintReport } from '../deploy/LintReport';
import type { FlowModelRow } from './model-crud';

type Failure = { kind: 'invalid'; problems: { elementId: string; message: string }[] } | { kind: 'failed'; message: string };

function DeployForm({ row, onClose }: { row: FlowModelRow; onClose: () => void }) {
  const { t } = useTranslation('workflowAdmin');
  const categories = useDictionary('flow');
  const [deployModel, { loading }] = useDeployWorkflowModelMutation({ context: handledErrors });
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<{ category: string | null }>({
    initialValues: { category: null },
    validate: zodValidate(z.object({ category: requiredChoice(t('deploy.validation.categoryRequired')) })),
  });

  const submit = ({ category }: { category: string | null }) => {
    setFailure(null);
    deployModel({ variables: { modelId: row.id, category } }).then(
      ({ data }) => {
        const deployed = data?.deployWorkflowModel[0];
        notifySuccess(deployed ? t('model.deploy.done', { name: deployed.name, version: deployed.version }) : t('deploy.deployedTitle'));
        onClose();
      },
      (error: unknown) => {
        setFailure(
          errorCode(error) === 'INVALID_MODEL'
            ? { kind: 'invalid', problems: serverFieldErrors(error).map(({ field, message }) => ({ elementId: field, message })) }
            : { kind: 'failed', message: errorMessage(error, t) },
        );
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <Select
          label={t('fields.category')}
          placeholder={t('deploy.categoryPlaceholder')}
          data={categories.options}
          withAsterisk
          data-autofocus
          {...form.getInputProps('category')}
        />
        {failure?.kind === 'invalid' && <LintReport report={[{ fileName: row.name, problems: failure.problems }]} />}
        {failure?.kind === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            {failure.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={loading}>
            {t('deploy.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Deploys a model with a category (legacy model/deploy); a lint refusal lists the elements to correct. */
export function DeployModelDialog({ row, onClose }: { row: FlowModelRow | null; onClose: () => void }) {
  const { t } = useTranslation('workflowAdmin');
  return (
    <Modal opened={row !== null} onClose={onClose} title={row ? t('model.deploy.title', { name: row.name }) : ''} centered>
      {row && <DeployForm row={row} onClose={onClose} />}
    </Modal>
  );
}
