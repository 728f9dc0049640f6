/** Parameter names whose values never reach a log: passwords, tokens, secrets, captcha and auth codes. */
const SECRET_NAME = /(pass|pwd|token|secret|auth|credential|captcha|signature|accesskey|apikey|^code$|^key$|^state$)/i;

export function cap(text: string | null | undefined, max: number): string {
  if (!text) {
    return '';
  }
  return text.length > max ? text.slice(0, max) : text;
}

/** Splits a request URL into its path and its query with secret values masked. */
/** A path the URL parser returns unchanged: no query, fragment, dot segments, escapes or characters it would encode. */
const PLAIN_PATH = /^(\/[A-Za-z0-9_~-]+)+\/?$/;

export function maskedUrl(url: string): { path: string; params: string } {
  if (PLAIN_PATH.test(url)) {
    // Every API request (POST /graphql): nothing to parse or mask.
    return { path: cap(url, 1000), params: '' };
  }
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return { path: cap(url.split('?')[0], 1000), params: '' };
  }
  const params = [...parsed.searchParams.entries()]
    .map(([name, value]) => `${name}=${SECRET_NAME.test(name) ? '***' : value.slice(0, 200)}`)
    .join('&');
  return { path: cap(parsed.pathname, 1000), params: cap(params, 2000) };
}
