import { Alert, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegradeQuestionMutation, type RegradeMode, type RegradeQuestionMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { formFieldErrors } from '../../../shared/ui/crud/server-field-errors';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { serverMessage } from '../bank/server-message';
import { z } from 'zod';
import { zodValidate } from '../../../shared/forms/zod-validate';
import { requiredChoice, requiredText } from '../../../shared/utils/form-schemas';

const MODES: readonly RegradeMode[] = ['ONLY_RAISE', 'BOTH_WAYS', 'FULL_MARKS'];

interface RegradeValues {
  questionId: string;
  mode: RegradeMode;
  reason: string;
}

/** Regrade one question after its key was fixed in the bank (or void it), with a reason and a confirmation; shows what changed. */
export function RegradeModal({
  examinationId,
  opened,
  questions,
  onClose,
  onDone,
}: {
  examinationId: string;
  opened: boolean;
  questions: Array<{ value: string; label: string }>;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('grading');
  const [regrade, { loading }] = useRegradeQuestionMutation({ context: handledErrors });
  const [result, setResult] = useState<RegradeQuestionMutation['regradeQuestion'] | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const form = useForm<RegradeValues>({
    initialValues: { questionId: '', mode: 'ONLY_RAISE', reason: '' },
    validate: zodValidate(
      z.object({
        questionId: requiredChoice(t('regrade.questionRequired')),
        reason: requiredText({ required: t('regrade.reasonRequired'), tooLong: t('form.reasonTooLong') }, 500),
      }),
    ),
  });
  const close = () => {
    form.reset();
    setResult(undefined);
    setFailure(undefined);
    onClose();
  };
  const run = (values: RegradeValues) => {
    setFailure(undefined);
    regrade({ variables: { input: { examinationId, questionId: values.questionId, mode: values.mode, reason: values.reason.trim() } } })
      .then((answer) => {
        setResult(answer.data?.regradeQuestion);
        onDone();
      })
      .catch((error: unknown) => {
        const fields = formFieldErrors(error, ['questionId', 'mode', 'reason']);
        if (Object.keys(fields).length > 0) {
          form.setErrors(fields);
        } else {
          setFailure(serverMessage(error) ?? errorMessage(error, t));
        }
      });
  };
  const confirm = (values: RegradeValues) => {
    modals.openConfirmModal({
      title: t('regrade.confirmTitle'),
      children: t('regrade.confirmText', { mode: t(`regrade.mode.${values.mode}`) }),
      labels: { confirm: t('regrade.confirm'), cancel: t('regrade.cancel') },
      confirmProps: { color: 'orange' },
      onConfirm: () => run(values),
    });
  };
  return (
    <Modal opened={opened} onClose={close} title={t('regrade.title')} size="lg" closeButtonProps={{ 'aria-label': t('panel.close') }}>
      <form onSubmit={form.onSubmit(confirm)}>
        <Stack gap="sm">
          <Select
            label={t('regrade.question')}
            data={questions}
            searchable
            withAsterisk
            nothingFoundMessage={t('filter.nothingFound')}
            {...form.getInputProps('questionId')}
          />
          <Select
            label={t('regrade.modeLabel')}
            data={MODES.map((mode) => ({ value: mode, label: t(`regrade.mode.${mode}`) }))}
            allowDeselect={false}
            description={t(`regrade.modeHint.${form.values.mode}`)}
            {...form.getInputProps('mode')}
          />
          <Textarea label={t('regrade.reason')} withAsterisk autosize minRows={2} {...form.getInputProps('reason')} />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {result && (
            <Alert color="green" role="status" title={t('regrade.doneTitle')}>
              {t('regrade.done', { items: result.items, changed: result.changed, attempts: result.attempts })}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('regrade.close')}
            </Button>
            <Button type="submit" color="orange" loading={loading}>
              {t('regrade.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
