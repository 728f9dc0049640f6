import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The server's own (translated) message of a refused call, e.g. "the bank still holds 12 questions":
 * more useful than the generic text of its code. Undefined for other failures.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) {
    return undefined;
  }
  return error.errors.find((graphQLError) => graphQLError.message.length > 0)?.message;
}
