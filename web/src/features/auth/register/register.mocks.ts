import { graphql, HttpResponse } from 'msw';
import type { RegisterGuestMutation, RegisterGuestMutationVariables } from '../../../generated/graphql';

export const registerMocks = {
  RegisterGuest: graphql.mutation<RegisterGuestMutation, RegisterGuestMutationVariables>('RegisterGuest', () =>
    HttpResponse.json({ data: { registerGuest: true } }),
  ),
};
