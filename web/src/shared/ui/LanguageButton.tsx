import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';

/** The language switch's button, "<switch>: <current language>" (LanguageMenu's target, LightLanguageMenu's stand-in). */
export function LanguageButton({
  variant = 'subtle',
  ...props
}: { variant?: 'subtle' | 'default' } & Omit<ComponentPropsWithRef<'button'>, 'children' | 'color' | 'style'>) {
  const { t } = useTranslation('common');
  const { language } = useLanguage();
  return (
    <Button
      {...props}
      variant={variant}
      leftSection={<IconLanguage size={18} aria-hidden />}
      // The name includes the visible text (WCAG 2.5.3 label in name).
      aria-label={`${t('language.switch')}: ${t(`language.${language}`)}`}
      title={t('language.switch')}
      style={{ flexShrink: 0 }}
    >
      {t(`language.${language}`)}
    </Button>
  );
}
