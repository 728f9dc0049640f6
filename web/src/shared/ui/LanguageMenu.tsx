import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '../../i18n/languages';
import { useLanguage } from '../../i18n/useLanguage';

/** Language menu (Chinese / English); the choice is persisted and sets `<html lang>`. */
export function LanguageMenu({ variant = 'subtle' }: { variant?: 'subtle' | 'default' }) {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant={variant}
          leftSection={<IconLanguage size={18} aria-hidden />}
          // The name includes the visible text (WCAG 2.5.3 label in name).
          aria-label={`${t('language.switch')}: ${t(`language.${language}`)}`}
          title={t('language.switch')}
          style={{ flexShrink: 0 }}
        >
          {t(`language.${language}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {supportedLanguages.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            rightSection={option === language ? <IconCheck size={14} aria-hidden /> : undefined}
            onClick={() => void setLanguage(option)}
          >
            {t(`language.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
