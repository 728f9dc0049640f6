import type { TFunction } from 'i18next';
import { errorMessage } from '../../../shared/errors/error-message';
import { serverMessage } from '../bank/server-message';

/** The server's own translated message of a refused call ("the roster is empty"), else the generic text of its code. */
export function refusalMessage(failure: unknown, t: TFunction): string {
  return serverMessage(failure) ?? errorMessage(failure, t);
}
