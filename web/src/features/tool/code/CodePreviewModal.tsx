import { Alert, Badge, Button, Group, Loader, Modal, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodePreviewQuery } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { notifyError } from '../../../shared/errors/notify-error';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import type { CodeRow } from './code-crud';
import { compareWithDownload, lastDownload } from './download-history';
import { buildPreviewTree } from './preview-tree';
import { MARKER_COLOR, PreviewFileTree } from './PreviewFileTree';
import { isCodegenDisabled, type GeneratedFile } from './useCodeDownload';

const CodeHighlight = lazy(() => import('./CodeViewers').then((module) => ({ default: module.CodeHighlight })));
const FileDiff = lazy(() => import('./CodeViewers').then((module) => ({ default: module.FileDiff })));

/** The files a code record generates: tree left, the highlighted file right, changes since this browser's last download. */
export function CodePreviewModal({
  record,
  onClose,
  onDownload,
  downloading,
}: {
  record: CodeRow;
  onClose: () => void;
  onDownload: (files: readonly GeneratedFile[]) => Promise<boolean>;
  downloading: boolean;
}) {
  const { t } = useTranslation();
  const { data, loading, error } = useCodePreviewQuery({
    variables: { id: record.id },
    fetchPolicy: 'network-only',
    context: handledErrors,
  });
  const files = useMemo(() => data?.codePreview ?? [], [data]);
  const [previous, setPrevious] = useState(() => lastDownload(record.id));
  const changes = useMemo(() => compareWithDownload(files, previous), [files, previous]);
  const tree = useMemo(
    () =>
      buildPreviewTree(
        [...changes.keys()].filter((path) => !files.some((file) => file.path === path)).concat(files.map((file) => file.path)),
      ),
    [changes, files],
  );
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [view, setView] = useState<'code' | 'diff'>('code');
  const selectedPath = picked ?? files[0]?.path;
  const selected = files.find((file) => file.path === selectedPath);
  const before = previous?.files.find((file) => file.path === selectedPath);
  const change = selectedPath ? changes.get(selectedPath) : undefined;
  const counts = { added: 0, changed: 0, removed: 0 };
  changes.forEach((value) => value !== 'same' && (counts[value] += 1));

  const copy = async (file: GeneratedFile) => {
    try {
      await navigator.clipboard.writeText(file.content);
      notifySuccess(t('develop:preview.copied', { path: file.path }));
    } catch {
      notifyError(t('develop:preview.copyFailed'));
    }
  };

  const download = async () => {
    if (await onDownload(files)) {
      setPrevious(lastDownload(record.id));
    }
  };

  const summary = !previous
    ? t('develop:preview.noPrevious')
    : counts.added + counts.changed + counts.removed === 0
      ? t('develop:preview.sameAsPrevious')
      : t('develop:preview.changedCount', counts);

  return (
    <Modal opened onClose={onClose} size="min(1600px, 96vw)" title={t('develop:preview.title', { name: record.codeName })}>
      {loading ? <Loader size="sm" /> : null}
      {error ? <Alert color="red">{isCodegenDisabled(error) ? t('develop:code.disabled') : errorMessage(error, t)}</Alert> : null}
      {files.length > 0 ? (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="diff-summary">
              {summary}
            </Text>
            <Button leftSection={<IconDownload size={16} aria-hidden />} loading={downloading} onClick={() => void download()}>
              {t('develop:preview.download')}
            </Button>
          </Group>
          <Group align="stretch" gap="sm" wrap="nowrap" h="70vh">
            <ScrollArea
              w={340}
              miw={260}
              type="auto"
              aria-label={t('develop:preview.files')}
              style={{ borderRight: '1px solid var(--mantine-color-default-border)' }}
            >
              <PreviewFileTree nodes={tree} selected={selectedPath} changes={changes} onSelect={(path) => setPicked(path)} />
            </ScrollArea>
            <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text size="sm" ff="monospace" truncate data-testid="preview-path">
                    {selectedPath}
                  </Text>
                  {change && change !== 'same' ? (
                    <Badge size="sm" variant="light" color={MARKER_COLOR[change]}>
                      {t(`develop:preview.markers.${change}`)}
                    </Badge>
                  ) : null}
                </Group>
                <Group gap="xs" wrap="nowrap">
                  {change === 'changed' && before?.content !== undefined ? (
                    <SegmentedControl
                      size="xs"
                      value={view}
                      onChange={(value) => setView(value === 'diff' ? 'diff' : 'code')}
                      data={[
                        { value: 'code', label: t('develop:preview.code') },
                        { value: 'diff', label: t('develop:preview.diff') },
                      ]}
                    />
                  ) : null}
                  {selected ? (
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconCopy size={14} aria-hidden />}
                      onClick={() => void copy(selected)}
                    >
                      {t('develop:preview.copyFile')}
                    </Button>
                  ) : null}
                </Group>
              </Group>
              <div style={{ flex: 1, minHeight: 0, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}>
                <Suspense fallback={<Loader size="sm" m="md" />}>
                  {selected && view === 'diff' && change === 'changed' && before?.content !== undefined ? (
                    <FileDiff before={before.content} after={selected.content} />
                  ) : selected ? (
                    <CodeHighlight code={selected.content} language={selected.language} />
                  ) : (
                    <Text c="dimmed" p="md">
                      {change === 'removed' ? t('develop:preview.removedFile') : t('develop:preview.empty')}
                    </Text>
                  )}
                </Suspense>
              </div>
            </Stack>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
