import { Alert, Button, Grid, Group, Modal, NumberInput, Stack, Switch, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetAccommodationMutation, type AccommodationFieldsFragment } from '../../../generated/graphql';
import { isSessionEndingError } from '../../../shared/errors/error-message';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { formFieldErrors } from '../../../shared/ui/crud/server-field-errors';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { DateTimeField } from '../../../shared/ui/dates/DateTimeField';
import { refusalMessage } from '../examination/refusal-message';
import { accommodationSchema, accommodationValues, toAccommodationInput, type AccommodationFormValues } from './accommodation-form';
import { zodValidate } from '../../../shared/forms/zod-validate';

/** Whose accommodation the dialog edits. */
export interface AccommodationTarget {
  examinationId: string;
  examOpenAt: string;
  examCloseAt: string;
  userId: string;
  name: string;
  row: AccommodationFieldsFragment | undefined;
}

interface FormProps {
  target: AccommodationTarget;
  onClose: () => void;
  onSaved: () => void;
  onRemove: (id: string) => Promise<unknown>;
}

function AccommodationForm({ target, onClose, onSaved, onRemove }: FormProps) {
  const { t, i18n } = useTranslation('examAccess');
  const form = useForm<AccommodationFormValues>({
    mode: 'controlled',
    initialValues: accommodationValues({ openAt: target.examOpenAt, closeAt: target.examCloseAt }, target.row),
    validate: zodValidate(accommodationSchema),
    validateInputOnBlur: true,
  });
  const [save, saving] = useSetAccommodationMutation({ context: handledErrors });
  const [refusal, setRefusal] = useState<string | undefined>();
  const field = (name: keyof AccommodationFormValues & string) => {
    const props = form.getInputProps(name);
    const error = props['error'] as ReactNode;
    return { ...props, label: t(`fields.${name}`), error: typeof error === 'string' && i18n.exists(error) ? t(error) : error };
  };
  const submit = async (values: AccommodationFormValues) => {
    setRefusal(undefined);
    try {
      await save({ variables: { input: toAccommodationInput(target.examinationId, target.userId, values) } });
      notifySuccess(t('notify.saved', { name: target.name }));
      onSaved();
    } catch (failure) {
      const errors = formFieldErrors(failure, Object.keys(values));
      if (Object.keys(errors).length > 0) {
        form.setErrors(errors);
      } else if (!isSessionEndingError(failure)) {
        setRefusal(refusalMessage(failure, t));
      }
    }
  };
  const row = target.row;
  const confirmRemove = () =>
    row &&
    modals.openConfirmModal({
      title: t('remove.title'),
      children: t('remove.question', { name: target.name }),
      labels: { confirm: t('remove.confirm'), cancel: t('remove.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        onRemove(row.id)
          .then(() => {
            notifySuccess(t('notify.removed', { name: target.name }));
            onSaved();
          })
          .catch((failure: unknown) => setRefusal(refusalMessage(failure, t)));
      },
    });
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Grid columns={2} gap="md">
          <Grid.Col span={{ base: 2, sm: 1 }}>
            <NumberInput
              {...field('extraTimePct')}
              min={0}
              max={300}
              clampBehavior="none"
              allowDecimal={false}
              suffix=" %"
              description={t('hints.extraTimePct')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 2, sm: 1 }}>
            <NumberInput
              {...field('extraTimeMin')}
              min={0}
              max={600}
              clampBehavior="none"
              allowDecimal={false}
              description={t('hints.extraTimeMin')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 2, sm: 1 }}>
            <DateTimeField {...field('openAtOverride')} clearable description={t('hints.examTime')} />
          </Grid.Col>
          <Grid.Col span={{ base: 2, sm: 1 }}>
            <DateTimeField {...field('closeAtOverride')} clearable description={t('hints.closeAtOverride')} />
          </Grid.Col>
          <Grid.Col span={{ base: 2, sm: 1 }}>
            <NumberInput
              {...field('maxAttemptsOverride')}
              min={1}
              max={100}
              clampBehavior="none"
              allowDecimal={false}
              description={t('hints.maxAttemptsOverride')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 2, sm: 1 }} pt="lg">
            <Switch
              {...form.getInputProps('integrityExempt', { type: 'checkbox' })}
              label={t('fields.integrityExempt')}
              description={t('hints.integrityExempt')}
            />
          </Grid.Col>
          <Grid.Col span={2}>
            <Textarea {...field('note')} maxLength={500} autosize minRows={2} />
          </Grid.Col>
        </Grid>
        <Group justify="space-between">
          {row ? (
            <Button color="red" variant="subtle" onClick={confirmRemove}>
              {t('remove.button')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={saving.loading}>
              {t('form.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** The accommodation dialog of one candidate: extra time, own window, attempts, integrity exemption, note; remove. */
export function AccommodationModal({
  target,
  onClose,
  onSaved,
  onRemove,
}: { target: AccommodationTarget | undefined } & Omit<FormProps, 'target'>) {
  const { t } = useTranslation('examAccess');
  // The name stays in the title while the dialog fades out after saving.
  const lastName = useRef('');
  lastName.current = target?.name ?? lastName.current;
  return (
    <Modal opened={target !== undefined} onClose={onClose} size="lg" title={t('form.title', { name: lastName.current })}>
      {target && (
        <AccommodationForm
          key={`${target.userId}-${target.row?.id ?? 'new'}`}
          target={target}
          onClose={onClose}
          onSaved={onSaved}
          onRemove={onRemove}
        />
      )}
    </Modal>
  );
}
