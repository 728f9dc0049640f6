import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { i18n } from '../../i18n/i18n';
import zhErrors from '../../i18n/locales/zh-CN/errors.json';
import { errorMessage } from './error-message';

function graphQLError(message: string, extensions: Record<string, unknown>): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });
}

describe('errorMessage', () => {
  const t = i18n.t.bind(i18n);

  it("shows the server's message when it names a specific reason", () => {
    const refusal = 'Your network address (203.0.113.9) is not allowed to take this examination';
    expect(errorMessage(graphQLError(refusal, { code: 'FORBIDDEN', messageKey: 'exam.ipNotAllowed' }), t)).toBe(refusal);
  });

  it('shows the translated code for a generic reason, and the server text for a code the web does not know', () => {
    expect(errorMessage(graphQLError('Forbidden (server text)', { code: 'FORBIDDEN', messageKey: 'errors.forbidden' }), t)).toBe(
      zhErrors.FORBIDDEN,
    );
    expect(errorMessage(graphQLError('No such thing', { code: 'NOT_FOUND' }), t)).toBe(zhErrors.NOT_FOUND);
    expect(errorMessage(graphQLError('Something new', { code: 'SOMETHING_NEW' }), t)).toBe('Something new');
  });

  it("keeps the web's own text of sign-in and session codes", () => {
    expect(
      errorMessage(
        graphQLError('Wrong account or password (server text)', { code: 'BAD_CREDENTIALS', messageKey: 'auth.badCredentials' }),
        t,
      ),
    ).toBe(zhErrors.BAD_CREDENTIALS);
    expect(errorMessage(graphQLError('Token invalid (server text)', { code: 'TOKEN_INVALID', messageKey: 'auth.tokenInvalid' }), t)).toBe(
      zhErrors.TOKEN_INVALID,
    );
  });
});
