import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { formFieldErrors, serverFieldErrors } from './server-field-errors';

function graphQLError(extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message: 'Some values are not valid', extensions }] });
}

describe('server field errors', () => {
  it('reads extensions.fields of VALIDATION and CONFLICT errors', () => {
    const error = graphQLError({
      code: 'VALIDATION',
      fields: [
        { field: 'input.paramName', message: 'Please enter the parameter name' },
        { field: 'paramKey', message: 'The parameter key already exists: a' },
        { field: 'broken' },
      ],
    });
    expect(serverFieldErrors(error)).toHaveLength(2);
    expect(formFieldErrors(error, ['paramName', 'paramKey', 'paramValue'])).toEqual({
      paramName: 'Please enter the parameter name',
      paramKey: 'The parameter key already exists: a',
    });
  });

  it('ignores fields the form does not have and errors without fields', () => {
    expect(formFieldErrors(graphQLError({ code: 'CONFLICT', fields: [{ field: 'other', message: 'x' }] }), ['paramKey'])).toEqual({});
    expect(formFieldErrors(graphQLError({ code: 'FORBIDDEN' }), ['paramKey'])).toEqual({});
    expect(formFieldErrors(new Error('network'), ['paramKey'])).toEqual({});
  });
});
