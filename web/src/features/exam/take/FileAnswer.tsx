import { ActionIcon, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postRestForm } from '../../../shared/files/authorized-file';
import type { AnswerFile, CandidateItem } from './attempt-types';
import { acceptAttribute, checkFileRule } from './file-rule';

interface FileAnswerProps {
  attemptId: string;
  item: CandidateItem;
  files: AnswerFile[];
  disabled: boolean;
  onChange: (files: AnswerFile[]) => void;
  /** The file chooser takes the window's focus: not an integrity event. */
  onChooserOpen: () => void;
}

function isAnswerFile(value: unknown): value is AnswerFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AnswerFile).id === 'string' &&
    typeof (value as AnswerFile).filename === 'string'
  );
}

/** Files of a file-upload question: checked against the question's rule here, uploaded, then saved as the answer. */
export function FileAnswer({ attemptId, item, files, disabled, onChange, onChooserOpen }: FileAnswerProps) {
  const { t } = useTranslation('examTake');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const rule = item.fileRule;

  const upload = async (file: File) => {
    const broken = checkFileRule(rule, file, files.length);
    if (broken) {
      setProblem(
        broken.kind === 'tooMany'
          ? t('file.tooMany', { max: broken.max })
          : broken.kind === 'tooLarge'
            ? t('file.tooLarge', { max: broken.maxKb })
            : t('file.type', { allowed: broken.allowed }),
      );
      return;
    }
    setProblem(undefined);
    setUploading(true);
    try {
      const form = new FormData();
      form.append('attemptId', attemptId);
      form.append('slot', String(item.slot));
      form.append('file', file, file.name);
      const { ok, body } = await postRestForm('/api/exam/attempt-file', form);
      if (!ok || !isAnswerFile(body.data)) {
        setProblem(body.msg || t('file.failed'));
        return;
      }
      onChange([...files, body.data]);
    } catch {
      setProblem(t('file.offline'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="xs">
      {rule && (
        <Text size="sm" c="dimmed">
          {t('file.rule', {
            max: rule.maxFiles,
            size: rule.maxSizeKb,
            types: rule.allowedExtensions.length > 0 ? rule.allowedExtensions.join(', ') : t('file.anyType'),
          })}
        </Text>
      )}
      {files.length > 0 && (
        <List spacing={4} icon={<IconPaperclip size={16} />} aria-label={t('file.list')}>
          {files.map((file) => (
            <List.Item key={file.id}>
              <Group gap="xs">
                <Text size="sm">
                  {file.filename} ({Math.ceil(file.size / 1024)} KB)
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  disabled={disabled}
                  aria-label={t('file.remove', { name: file.filename })}
                  onClick={() => onChange(files.filter((kept) => kept.id !== file.id))}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptAttribute(rule)}
        aria-label={t('file.choose', { slot: item.slot })}
        data-testid={`file-input-${item.slot}`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) {
            void upload(file);
          }
        }}
      />
      <Group>
        <Button
          variant="light"
          leftSection={<IconUpload size={16} />}
          loading={uploading}
          disabled={disabled}
          onClick={() => {
            onChooserOpen();
            input.current?.click();
          }}
        >
          {t('file.upload')}
        </Button>
      </Group>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
