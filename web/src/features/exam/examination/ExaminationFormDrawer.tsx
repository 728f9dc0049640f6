import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateExaminationMutation,
  useExaminationQuery,
  useUpdateExaminationMutation,
  type ExaminationFieldsFragment,
} from '../../../generated/graphql';
import { isSessionEndingError } from '../../../shared/errors/error-message';
import { refusalMessage } from './refusal-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { GuardedDrawer, useDiscardGuard } from '../../../shared/ui/crud/discard-guard';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { formFieldErrors } from '../../../shared/ui/crud/server-field-errors';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { ExaminationAccessFields } from './ExaminationAccessFields';
import { ExaminationDeliveryFields } from './ExaminationDeliveryFields';
import {
  examinationSchema,
  examinationValues,
  newExaminationValues,
  toExaminationInput,
  type ExaminationFormValues,
} from './examination-form';
import { ExaminationScheduleFields } from './ExaminationScheduleFields';
import { zodValidate } from '../../../shared/forms/zod-validate';

/** Which form is open: a new examination (no id) or the change of one. */
export interface FormTarget {
  id?: string;
  openId: number;
}

function ExaminationForm({
  exam,
  onClose,
  onSaved,
}: {
  exam: ExaminationFieldsFragment | undefined;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<ExaminationFormValues>({
    mode: 'controlled',
    initialValues: exam ? examinationValues(exam) : newExaminationValues(),
    validate: zodValidate(examinationSchema),
    validateInputOnBlur: true,
  });
  const [create, created] = useCreateExaminationMutation({ context: handledErrors });
  const [update, updated] = useUpdateExaminationMutation({ context: handledErrors });
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const requestClose = useDiscardGuard(form.isDirty(), onClose);
  const save = async (values: ExaminationFormValues) => {
    setRefusal(undefined);
    const input = toExaminationInput(values);
    try {
      const result = exam ? await update({ variables: { id: exam.id, input } }) : await create({ variables: { input } });
      const id = exam?.id ?? (result.data && 'createExamination' in result.data ? result.data.createExamination.id : undefined);
      notifySuccess(t(exam ? 'crud:notify.updated' : 'crud:notify.added'));
      onSaved(id ?? '');
    } catch (failure) {
      const fieldErrors = formFieldErrors(failure, Object.keys(values));
      if (Object.keys(fieldErrors).length > 0) {
        form.setErrors(fieldErrors);
        setRefusal(Object.values(fieldErrors)[0]);
      } else if (!isSessionEndingError(failure)) {
        setRefusal(refusalMessage(failure, t));
        notifyError(refusalMessage(failure, t), 'examination-save');
      }
    }
  };
  return (
    <form noValidate onSubmit={form.onSubmit(save, () => setRefusal(t('examination:validation.fixFields')))}>
      <Stack gap="md">
        {refusal && (
          <Alert color="red" role="alert" title={t('examination:form.refused')}>
            {refusal}
          </Alert>
        )}
        <ExaminationScheduleFields form={form} paperLocked={exam !== undefined && exam.status !== 'DRAFT'} />
        <ExaminationDeliveryFields form={form} />
        <ExaminationAccessFields form={form} />
        <Group justify="flex-end" gap="sm" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
          <Button variant="default" onClick={requestClose}>
            {t('crud:dialog.cancel')}
          </Button>
          <Button type="submit" loading={created.loading || updated.loading}>
            {t('crud:dialog.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The create / edit drawer of an examination (every setting, in sections); closing it with unsaved changes asks first. */
export function ExaminationFormDrawer({
  target,
  onClose,
  onSaved,
}: {
  target: FormTarget | undefined;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation();
  const id = target?.id;
  const { data, loading } = useExaminationQuery({ variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const exam = id ? data?.examination : undefined;
  const ready = target !== undefined && (!id || (exam !== undefined && exam.id === id && !loading));
  return (
    <GuardedDrawer
      opened={target !== undefined}
      onClose={onClose}
      position="right"
      size={760}
      title={t(id ? 'examination:form.editTitle' : 'examination:form.addTitle')}
    >
      {ready ? (
        <ExaminationForm key={target.openId} exam={exam} onClose={onClose} onSaved={onSaved} />
      ) : (
        <Center mih={200}>
          <Loader role="status" aria-label={t('crud:dialog.loading')} />
        </Center>
      )}
    </GuardedDrawer>
  );
}
