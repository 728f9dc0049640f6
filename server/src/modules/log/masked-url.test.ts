import { maskedUrl } from './masked-url';

/** What the URL parser makes of a request URL: the reference the plain-path shortcut must agree with. */
function parsedPath(url: string): string {
  return new URL(url, 'http://localhost').pathname;
}

describe('maskedUrl', () => {
  it.each(['/graphql', '/api/blade-system/menu/routes', '/api/a_b/c~d/e-f/', '/x'])(
    'keeps the plain path %s as the URL parser does',
    (url) => {
      expect(maskedUrl(url)).toEqual({ path: parsedPath(url), params: '' });
    },
  );

  it.each(['/a/../b', '/a/./b', '/%7e', '/a b', '/a//b', '/graphql#x', '/graphql?'])('parses %s as a URL', (url) => {
    expect(maskedUrl(url).path).toBe(parsedPath(url));
  });

  it('masks secret query values', () => {
    expect(maskedUrl('/api/x?Blade-Auth=abc&page=2')).toEqual({ path: '/api/x', params: 'Blade-Auth=***&page=2' });
  });
});
