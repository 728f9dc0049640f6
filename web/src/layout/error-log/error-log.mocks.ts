import { graphql, HttpResponse } from 'msw';
import type { UploadClientErrorsMutation, UploadClientErrorsMutationVariables } from '../../generated/graphql';

/** Default handlers of the error log, keyed by operation name. */
export const errorLogMocks = {
  UploadClientErrors: graphql.mutation<UploadClientErrorsMutation, UploadClientErrorsMutationVariables>(
    'UploadClientErrors',
    ({ variables }) => HttpResponse.json({ data: { uploadClientErrors: Array.isArray(variables.entries) ? variables.entries.length : 1 } }),
  ),
};
