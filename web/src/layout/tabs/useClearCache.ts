import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearCacheMutation } from '../../generated/graphql';
import { errorMessage } from '../../shared/errors/error-message';
import { notifyError } from '../../shared/errors/notify-error';
import { notifySuccess } from '../../shared/ui/crud/notify-success';

/**
 * "Clear cache" of the tab menu: the server's caches (menus, grants) first, then Apollo's store
 * (active queries load again), then the "cache cleared" message.
 */
export function useClearCache(): () => Promise<void> {
  const { t } = useTranslation(['layout', 'errors']);
  const client = useApolloClient();
  const [clearServerCache] = useClearCacheMutation();
  return useCallback(async () => {
    try {
      await clearServerCache();
      await client.resetStore();
      notifySuccess(t('layout:tabs.cacheCleared'));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  }, [clearServerCache, client, t]);
}
