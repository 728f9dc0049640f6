import { HttpResponse } from 'msw';

interface GraphQLErrorBody {
  data: null;
  errors: { message: string; extensions: { code: string; messageKey: string } }[];
}

/** A GraphQL error response as the server sends it: translated message plus extensions.code. */
export function graphQLErrorResponse(code: string, message: string, init?: ResponseInit) {
  return HttpResponse.json<GraphQLErrorBody>(
    { data: null, errors: [{ message, extensions: { code, messageKey: `errors.${code}` } }] },
    init,
  );
}
