import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Full marks / zero in one click (the F and 0 shortcuts). */
export function ScoreQuickButtons({ max, onSet, disabled }: { max: number; onSet: (value: number) => void; disabled?: boolean }) {
  const { t } = useTranslation('grading');
  return (
    <Group gap={6} wrap="nowrap">
      <Button size="compact-sm" variant="light" color="teal" onClick={() => onSet(max)} disabled={disabled} aria-keyshortcuts="F">
        {t('quick.full', { max })}
      </Button>
      <Button size="compact-sm" variant="light" color="gray" onClick={() => onSet(0)} disabled={disabled} aria-keyshortcuts="0">
        {t('quick.zero')}
      </Button>
    </Group>
  );
}

/** The on-screen list of the grading shortcuts. */
export function ShortcutHelp() {
  const { t } = useTranslation('grading');
  return (
    <Group gap="xs" c="dimmed" fz="xs" data-testid="grading-shortcuts" aria-label={t('quick.helpTitle')}>
      <span>{t('quick.helpTitle')}:</span>
      <span>
        <kbd>F</kbd> {t('quick.helpFull')}
      </span>
      <span>
        <kbd>0</kbd> {t('quick.helpZero')}
      </span>
      <span>
        <kbd>1</kbd>–<kbd>9</kbd> {t('quick.helpDigits')}
      </span>
      <span>
        <kbd>Enter</kbd> {t('quick.helpEnter')}
      </span>
    </Group>
  );
}
