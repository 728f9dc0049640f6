import type { Request, Response } from 'express';
import { API_SECURITY_HEADER_NAMES, apiSecurityHeaders, documentSecurityHeaders, headersOf, securityHeaders } from './security-headers';

function run(path: string): Map<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as Response;
  const next = jest.fn();
  securityHeaders()({ path } as Request, response, next);
  expect(next).toHaveBeenCalledTimes(1);
  return headers;
}

describe('security headers', () => {
  const full = headersOf(documentSecurityHeaders());

  it('should give API paths the API set with helmet’s own values', () => {
    for (const path of ['/graphql', '/api/blade-system/menu/routes', '/health', '/health/ready']) {
      const headers = run(path);
      expect([...headers.keys()].sort()).toEqual([...API_SECURITY_HEADER_NAMES].sort());
      for (const [name, value] of headers) {
        expect(value).toBe(full.get(name));
      }
    }
    expect(new Map(apiSecurityHeaders())).toEqual(new Map(API_SECURITY_HEADER_NAMES.map((name) => [name, full.get(name)])));
  });

  it('should give every other path (pages, files) helmet’s full set', () => {
    for (const path of ['/', '/login', '/assets/index.js', '/apiary', '/graphqlx']) {
      expect(run(path)).toEqual(full);
    }
    expect(full.get('x-content-type-options')).toBe('nosniff');
    expect(full.has('origin-agent-cluster')).toBe(true);
  });
});
