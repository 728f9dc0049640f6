import { Center, Code, Grid, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import type { LogKind } from './log-crud';
import { logDetailFields, type LogDetail, type LogDetailField } from './log-detail-fields';

function shown(field: LogDetailField, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') {
    return '-';
  }
  return field.kind === 'time' ? formatDateTime(String(value)) : String(value);
}

/** The view dialog of one log entry: every field, long ones (parameters, stack) in scrollable monospace blocks. */
export function LogViewModal({
  kind,
  id,
  loadDetail,
  onClose,
}: {
  kind: LogKind;
  id: string | undefined;
  loadDetail: (id: string) => Promise<LogDetail | undefined>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<LogDetail | undefined>(undefined);

  useEffect(() => {
    setDetail(undefined);
    if (id === undefined) {
      return undefined;
    }
    let current = true;
    loadDetail(id).then(
      (loaded) => {
        if (current) {
          setDetail(loaded);
        }
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [id, loadDetail]);

  const fields = logDetailFields[kind];
  return (
    <Modal opened={id !== undefined} onClose={onClose} title={t('log:view.title')} size={900}>
      {detail === undefined ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('log:view.loading')} />
        </Center>
      ) : (
        <Grid gap="sm">
          {fields.map((field) => {
            const label = t(`log:fields.${field.name}`);
            const value = shown(field, detail[field.name]);
            return field.kind === 'block' ? (
              <Grid.Col key={field.name} span={12}>
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    {label}
                  </Text>
                  <ScrollArea.Autosize mah={280} type="auto">
                    <Code block aria-label={label} style={{ whiteSpace: 'pre', fontFamily: 'monospace' }}>
                      {value}
                    </Code>
                  </ScrollArea.Autosize>
                </Stack>
              </Grid.Col>
            ) : (
              <Grid.Col key={field.name} span={{ base: 12, sm: 6 }}>
                <Text size="sm" fw={600} component="span">
                  {label}
                </Text>
                <Text size="sm" component="span">
                  {': '}
                </Text>
                <Text size="sm" component="span" style={{ wordBreak: 'break-all' }} data-field={field.name}>
                  {value}
                </Text>
              </Grid.Col>
            );
          })}
        </Grid>
      )}
    </Modal>
  );
}
