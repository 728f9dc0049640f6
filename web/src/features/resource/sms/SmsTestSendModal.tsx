import { ActionIcon, Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendSmsMutation, type SendSmsMutation } from '../../../generated/graphql';
import { isSessionEndingError } from '../../../shared/errors/error-message';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { zodValidate } from '../../../shared/forms/zod-validate';
import { GuardedCancel, GuardedModal } from '../../../shared/ui/crud/discard-guard';
import { smsCategoryLabel, type SmsRow } from './sms-crud';
import { smsTestSendSchema, testSendFailureText, testSendInput, testSendValues, type SmsTestSendValues } from './sms-test-send';

type SendResult = SendSmsMutation['sendSms'];

/** The provider's answer to a test send: accepted (green) or refused with its own code and text (red). */
function ProviderAnswer({ result }: { result: SendResult }) {
  const { t } = useTranslation('sms');
  return (
    <Alert color={result.success ? 'green' : 'red'} role="status" title={t(result.success ? 'testSend.accepted' : 'testSend.refused')}>
      <Text size="sm">{t('testSend.providerCode', { code: result.providerCode })}</Text>
      {result.providerMessage !== '' && <Text size="sm">{t('testSend.providerMessage', { message: result.providerMessage })}</Text>}
      {result.requestId !== '' && <Text size="sm">{t('testSend.requestId', { id: result.requestId })}</Text>}
    </Alert>
  );
}

function TestSendForm({ row }: { row: SmsRow }) {
  const { t, i18n } = useTranslation('sms');
  const form = useForm<SmsTestSendValues>({
    mode: 'controlled',
    initialValues: testSendValues(row),
    validate: zodValidate(smsTestSendSchema),
    validateInputOnBlur: true,
  });
  const [send, sending] = useSendSmsMutation({ context: handledErrors });
  const [result, setResult] = useState<SendResult | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const translated = (error: ReactNode) => (typeof error === 'string' && i18n.exists(error) ? t(error) : error);

  const submit = async (values: SmsTestSendValues) => {
    setResult(undefined);
    setFailure(undefined);
    try {
      const answer = await send({ variables: { input: testSendInput(row, values) } });
      if (answer.data) {
        setResult(answer.data.sendSms);
      }
    } catch (error) {
      if (!isSessionEndingError(error)) {
        setFailure(testSendFailureText(error, t));
      }
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('testSend.through', { code: row.smsCode, provider: smsCategoryLabel(row.category) })}
        </Text>
        <Textarea
          {...form.getInputProps('phones')}
          error={translated(form.getInputProps('phones').error as ReactNode)}
          label={t('testSend.phones')}
          description={t('testSend.phonesHint')}
          placeholder={t('testSend.phonesPlaceholder')}
          withAsterisk
          autosize
          minRows={2}
        />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('testSend.params')}
          </Text>
          {form.values.params.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('testSend.noParams')}
            </Text>
          )}
          {form.values.params.map((_param, index) => (
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                {...form.getInputProps(`params.${index}.name`)}
                error={translated(form.getInputProps(`params.${index}.name`).error as ReactNode)}
                aria-label={t('testSend.paramName', { index: index + 1 })}
                placeholder={t('testSend.paramNamePlaceholder')}
                style={{ flex: 1 }}
              />
              <TextInput
                {...form.getInputProps(`params.${index}.value`)}
                error={translated(form.getInputProps(`params.${index}.value`).error as ReactNode)}
                aria-label={t('testSend.paramValue', { index: index + 1 })}
                placeholder={t('testSend.paramValuePlaceholder')}
                style={{ flex: 2 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('testSend.removeParam', { index: index + 1 })}
                onClick={() => form.removeListItem('params', index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => form.insertListItem('params', { name: '', value: '' })}
              disabled={form.values.params.length >= 20}
            >
              {t('testSend.addParam')}
            </Button>
          </Group>
        </Stack>
        {result && <ProviderAnswer result={result} />}
        {failure && (
          <Alert color="red" role="alert" title={t('testSend.failed')}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <GuardedCancel label={t(result ? 'testSend.close' : 'testSend.cancel')} />
          <Button type="submit" loading={sending.loading}>
            {t('testSend.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The test-send dialog of one configuration: numbers, template variables, the provider's answer or the error. */
export function SmsTestSendModal({ row, onClose }: { row: SmsRow | undefined; onClose: () => void }) {
  const { t } = useTranslation('sms');
  return (
    <GuardedModal opened={row !== undefined} onClose={onClose} title={t('testSend.title')} size="lg" centered>
      {row && <TestSendForm key={row.id} row={row} />}
    </GuardedModal>
  );
}
