import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's refusal of a save or submit while a proctor holds the attempt (PAUSED or LOCKED). */
export function isHeldError(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((graphQLError) => graphQLError.extensions?.['messageKey'] === 'exam.attemptLocked')
  );
}

/** The server's refusal of a save or submit from an address outside the examination's IP allow-list. */
export function isAddressRefusedError(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((graphQLError) => graphQLError.extensions?.['messageKey'] === 'exam.ipNotAllowed')
  );
}
