import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { isOfflineError } from './useAutosave';

/**
 * Behind a load balancer a save can fail in flight: the node died (502/503/504 from the balancer, which does not retry a
 * POST) or the connection broke (fetch rejects). Those answers stay buffered and are sent again (clientSeq makes the
 * repeat harmless); a refusal by the server is not retried.
 */
describe('isOfflineError: which failed saves are kept and sent again', () => {
  const serverError = (status: number) =>
    new ServerError('failed', { response: new Response('', { status: status === 0 ? 200 : status }), bodyText: '' });

  it('keeps saves lost on the way: broken connections and gateway answers', () => {
    expect(isOfflineError(new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [502, 503, 504]) {
      expect(isOfflineError(serverError(status))).toBe(true);
    }
  });

  it('drops saves the server answered: client errors and GraphQL errors', () => {
    expect(isOfflineError(serverError(400))).toBe(false);
    expect(isOfflineError(serverError(413))).toBe(false);
    expect(isOfflineError(new CombinedGraphQLErrors({ errors: [{ message: 'refused' }] }))).toBe(false);
  });
});
