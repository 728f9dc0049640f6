import { Alert, Button, Card, FileInput, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileUpload, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { zodValidate } from '../../../../shared/forms/zod-validate';
import { useDictionary } from '../../../../shared/hooks/useDictionary';
import { notifySuccess } from '../../../../shared/ui/crud/notify-success';
import { requiredChoice } from '../../../../shared/utils/form-schemas';
import { isBpmnFileName } from './bpmn-files';
import { LintReport } from './LintReport';
import { useBpmnDeploy, type DeployOutcome } from './useBpmnDeploy';

interface DeployValues {
  files: File[];
  category: string | null;
}

/** Process deployment (/flow/deploy): .bpmn / .bpmn20.xml files and a category, deployed together (legacy deploy-upload). */
export function DeployPage() {
  const { t } = useTranslation('workflowAdmin');
  const categories = useDictionary('flow');
  const { deploy, loading } = useBpmnDeploy();
  const [outcome, setOutcome] = useState<DeployOutcome | null>(null);
  const form = useForm<DeployValues>({
    initialValues: { files: [], category: null },
    validate: zodValidate(
      z.object({
        files: z
          .array(z.instanceof(File))
          .min(1, t('deploy.validation.filesRequired'))
          .refine((files) => files.every((file) => isBpmnFileName(file.name)), t('deploy.validation.fileType')),
        category: requiredChoice(t('deploy.validation.categoryRequired')),
      }),
    ),
  });

  const submit = (values: DeployValues) => {
    setOutcome(null);
    void deploy(values.files, values.category ?? '').then((result) => {
      setOutcome(result);
      if (result.kind === 'deployed') {
        notifySuccess(t('deploy.done', { count: result.definitions.length }));
        form.reset();
      }
    });
  };

  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('menu:flow_deploy')}
      </Title>
      <Card withBorder padding="lg" radius="md" maw={720}>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <Select
              label={t('fields.category')}
              placeholder={t('deploy.categoryPlaceholder')}
              data={categories.options}
              withAsterisk
              clearable
              {...form.getInputProps('category')}
            />
            <FileInput
              label={t('deploy.files')}
              description={t('deploy.filesHint')}
              placeholder={t('deploy.filesPlaceholder')}
              accept=".bpmn,.xml"
              multiple
              clearable
              withAsterisk
              leftSection={<IconFileUpload size={16} aria-hidden />}
              {...form.getInputProps('files')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={loading} leftSection={<IconRocket size={16} aria-hidden />}>
                {t('deploy.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      {outcome?.kind === 'invalid' && <LintReport report={outcome.report} />}
      {outcome?.kind === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          {outcome.message}
        </Alert>
      )}
      {outcome?.kind === 'deployed' && (
        <Alert color="green" variant="light" title={t('deploy.deployedTitle')} maw={720}>
          <Stack gap="xs">
            <List size="sm">
              {outcome.definitions.map((definition) => (
                <List.Item key={definition.id}>
                  {t('deploy.deployedItem', { name: definition.name, key: definition.key, version: definition.version })}
                </List.Item>
              ))}
            </List>
            <Text size="sm">
              <Button component={Link} to="/flow/manager" variant="subtle" size="compact-sm" px={0}>
                {t('deploy.toManager')}
              </Button>
            </Text>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
