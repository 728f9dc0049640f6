import { ActionIcon, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBug } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorLogDialog } from './ErrorLogDialog';
import { useErrorLog } from './useErrorLog';

/** SPEC §9: the badge shows at most 99. */
const badgeMaximum = 99;

export function badgeLabel(count: number): string {
  return count > badgeMaximum ? `${badgeMaximum}+` : String(count);
}

/** Top-bar error-log button with the count; shown only while there are captured errors. */
export function ErrorLogButton() {
  const { t } = useTranslation('errorLog');
  const entries = useErrorLog();
  const [opened, { open, close }] = useDisclosure(false);
  if (entries.length === 0 && !opened) {
    return null;
  }
  const count = badgeLabel(entries.length);
  return (
    <>
      <Indicator label={count} size={16} color="red" offset={4} disabled={entries.length === 0} aria-hidden={false}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={open}
          aria-label={t('button', { shown: count })}
          title={t('button', { shown: count })}
        >
          <IconBug size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
      <ErrorLogDialog opened={opened} onClose={close} entries={entries} />
    </>
  );
}
