import { currentLanguage } from '../../i18n/change-language';
import { readStoredToken } from './session-store';

/**
 * The headers of every GraphQL request, from Apollo Client's link after sign-in (app/apollo-client.ts) and from
 * the pre-login client before it (pre-login-client.ts): the page's language (the server translates its messages
 * into it) and the stored access token when there is one.
 */
export function sessionRequestHeaders(): Record<string, string> {
  const token = readStoredToken();
  return {
    'Accept-Language': currentLanguage(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}
