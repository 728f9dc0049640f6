import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../shared/errors/notify-error';
import { downloadRestFile } from '../../../shared/files/authorized-file';
import type { GradingItem } from './grading-types';

/** The legacy getFile: answer files for their owner and graders only. */
const GET_FILE = '/api/blade-examExaminationStudent/examExaminationStudent/getFile';

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The candidate's uploaded files, each downloaded through the server's grader check. */
export function ResponseFiles({ files }: { files: GradingItem['files'] }) {
  const { t } = useTranslation('grading');
  const [busy, setBusy] = useState<string | undefined>(undefined);
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('panel.noFiles')}
      </Text>
    );
  }
  const download = (file: GradingItem['files'][number]) => {
    setBusy(file.id);
    downloadRestFile(GET_FILE, { urlStr: file.id, name: file.filename }, file.filename, 'POST')
      .catch((failure: unknown) =>
        notifyError(failure instanceof Error && failure.message ? failure.message : t('panel.downloadFailed'), 'grading-download'),
      )
      .finally(() => setBusy(undefined));
  };
  return (
    <Stack gap={4}>
      {files.map((file) => (
        <Group key={file.id} gap="sm">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconDownload size={14} />}
            loading={busy === file.id}
            onClick={() => download(file)}
            aria-label={t('panel.downloadNamed', { name: file.filename })}
          >
            {file.filename}
          </Button>
          <Text size="xs" c="dimmed">
            {sizeLabel(file.size)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
