import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred spinner with an accessible name. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center p="xl" mih={200}>
      <Loader aria-label={t('loading')} role="status" />
    </Center>
  );
}
