import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { wholeNumberSchema } from '../../../shared/utils/whole-number-schema';
import { useSetTenantSettingMutation } from '../../../generated/graphql';
import { errorMessage, isSessionEndingError } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { formatExpireTime, parseExpireTime } from './expire-time';
import type { TenantRow } from './tenant-crud';
import { zodValidate } from '../../../shared/forms/zod-validate';

const settingSchema = z.object({
  accountNumber: wholeNumberSchema(-1, 10_000_000, 'tenant:validation.accountNumberInvalid', 'tenant:validation.accountNumberRequired'),
  expireTime: z
    .string()
    .refine((value) => value.trim() === '' || parseExpireTime(value) !== undefined, 'tenant:validation.expireTimeFormat'),
});

interface SettingValues {
  accountNumber: number | '';
  expireTime: string;
}

/**
 * Tenant settings (tenant_setting): account quota and expiry of the selected tenants. One tenant: its values
 * are filled in; several: the fields start from "unlimited, never".
 */
export function TenantSettingModal({
  tenants,
  onClose,
  onSaved,
}: {
  tenants: readonly TenantRow[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const single = tenants.length === 1 ? tenants[0] : undefined;
  const form = useForm<SettingValues>({
    mode: 'controlled',
    initialValues: {
      accountNumber: single ? single.accountNumber : -1,
      expireTime: single ? formatExpireTime(single.expireTime) : '',
    },
    validate: zodValidate(settingSchema),
    validateInputOnBlur: true,
  });
  const [setSetting] = useSetTenantSettingMutation({ context: handledErrors });
  const errorText = (error: ReactNode): ReactNode => (typeof error === 'string' && i18n.exists(error) ? t(error) : error);

  const submit = async (values: SettingValues) => {
    try {
      await setSetting({
        variables: {
          input: {
            ids: tenants.map((tenant) => tenant.id),
            accountNumber: typeof values.accountNumber === 'number' ? values.accountNumber : -1,
            expireTime: values.expireTime.trim() === '' ? null : (parseExpireTime(values.expireTime) ?? null),
          },
        },
      });
      notifySuccess(t('crud:notify.success'));
      onSaved();
    } catch (error) {
      if (!isSessionEndingError(error)) {
        notifyError(errorMessage(error, t));
      }
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('tenant:setting.title')} size={520} centered>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('tenant:setting.tenants', { names: tenants.map((tenant) => `${tenant.tenantName} (${tenant.tenantId})`).join(', ') })}
          </Text>
          <NumberInput
            {...form.getInputProps('accountNumber')}
            error={errorText(form.errors['accountNumber'])}
            label={t('tenant:fields.accountNumber')}
            description={t('tenant:setting.accountNumberHint')}
            withAsterisk
            allowDecimal={false}
            min={-1}
          />
          <TextInput
            {...form.getInputProps('expireTime')}
            error={errorText(form.errors['expireTime'])}
            label={t('tenant:fields.expireTime')}
            description={t('tenant:setting.expireTimeHint')}
            placeholder="yyyy-MM-dd HH:mm:ss"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              {t('crud:dialog.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('crud:dialog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
