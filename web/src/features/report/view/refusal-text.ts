import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../../shared/errors/error-message';

/** The server's own translated text of a refused run or export (e.g. "the report is not published yet"), else the usual one. */
export function refusalText(error: unknown, t: TFunction): string {
  const own = CombinedGraphQLErrors.is(error) ? error.errors.find((graphQLError) => graphQLError.message !== '')?.message : undefined;
  return own ?? errorMessage(error, t);
}
