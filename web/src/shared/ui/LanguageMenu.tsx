import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '../../i18n/languages';
import { useLanguage } from '../../i18n/useLanguage';
import { LanguageButton } from './LanguageButton';

/**
 * Language menu (Chinese / English); the choice is persisted and sets `<html lang>`. `defaultOpened`: shown open
 * (LightLanguageMenu mounts it on the click that loaded it; the focus stays on the button).
 */
export function LanguageMenu({ variant = 'subtle', defaultOpened = false }: { variant?: 'subtle' | 'default'; defaultOpened?: boolean }) {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (defaultOpened && (document.activeElement === null || document.activeElement === document.body)) {
      target.current?.focus();
    }
  }, [defaultOpened]);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton ref={target} variant={variant} />
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
