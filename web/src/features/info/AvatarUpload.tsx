import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RestFileError, uploadRestFile } from '../../shared/files/authorized-file';
import { avatarFileError, avatarMimeTypes } from './info-rules';
import { useAvatarSrc } from '../../shared/hooks/useAvatarSrc';

export const putFilePath = '/api/blade-resource/oss/endpoint/put-file';

function uploadedLink(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null) {
    const link = (data as { link?: unknown }).link;
    return typeof link === 'string' && link.length > 0 ? link : undefined;
  }
  return undefined;
}

/** The avatar with an upload button: jpg/png up to 500 KB, checked here and again by the server. */
export function AvatarUpload({ value, onChange, error }: { value: string; onChange: (link: string) => void; error?: string }) {
  const { t } = useTranslation('info');
  const src = useAvatarSrc(value);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const choose = async (file: File | null) => {
    if (!file) {
      return;
    }
    const refused = avatarFileError(file);
    if (refused) {
      setProblem(t(refused));
      return;
    }
    setProblem(undefined);
    setUploading(true);
    try {
      const link = uploadedLink(await uploadRestFile(putFilePath, file));
      if (!link) {
        throw new RestFileError('', 200);
      }
      onChange(link);
    } catch (failure) {
      setProblem(failure instanceof RestFileError && failure.message ? failure.message : t('avatar.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const message = problem ?? error;
  return (
    <Group align="center" gap="lg">
      <Avatar src={src ?? null} alt={t('avatar.alt')} size={96} radius="xl" />
      <Stack gap={4}>
        <FileButton onChange={(file) => void choose(file)} accept={avatarMimeTypes.join(',')}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} loading={uploading}>
              {t('avatar.upload')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('avatar.tip')}
        </Text>
        {message && (
          <Text size="sm" c="red" role="alert">
            {message}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
