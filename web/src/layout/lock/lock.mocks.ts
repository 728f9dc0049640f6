import { graphql, HttpResponse } from 'msw';
import { graphQLErrorResponse } from '../../../test/graphql-error';
import type { VerifyMyPasswordMutation, VerifyMyPasswordMutationVariables } from '../../generated/graphql';

/** The password the mocked server accepts for the signed-in user. */
export const lockFixtures = { password: 'right-password' };

/** Default handlers of the lock screen, keyed by operation name. */
export const lockMocks = {
  VerifyMyPassword: graphql.mutation<VerifyMyPasswordMutation, VerifyMyPasswordMutationVariables>('VerifyMyPassword', ({ variables }) =>
    variables.input.password === lockFixtures.password
      ? HttpResponse.json({ data: { verifyMyPassword: true } })
      : graphQLErrorResponse('BAD_CREDENTIALS', 'Wrong password'),
  ),
};
