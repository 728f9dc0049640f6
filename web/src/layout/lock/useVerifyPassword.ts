import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { endSession } from '../../shared/session/session-store';
import { useVerifyMyPasswordMutation } from '../../generated/graphql';
import { errorCode, errorMessage } from '../../shared/errors/error-message';
import { handledErrors } from '../../shared/errors/handled-errors';

/**
 * Checks the account password with the server (`verifyMyPassword`). Resolves to undefined when it is
 * right, else to the message to show: a wrong password, or the lockout (the session then ends here
 * too, as it did on the server).
 */
export function useVerifyPassword(): { verify: (password: string) => Promise<string | undefined>; verifying: boolean } {
  const { t } = useTranslation(['lock', 'errors']);
  const [mutate, { loading }] = useVerifyMyPasswordMutation({ context: handledErrors });
  const verify = useCallback(
    async (password: string) => {
      try {
        await mutate({ variables: { input: { password } } });
        return undefined;
      } catch (error) {
        const code = errorCode(error);
        if (code === 'BAD_CREDENTIALS') {
          return t('lock:wrongPassword');
        }
        if (code === 'ACCOUNT_LOCKED') {
          endSession('expired');
        }
        return errorMessage(error, t);
      }
    },
    [mutate, t],
  );
  return { verify, verifying: loading };
}
