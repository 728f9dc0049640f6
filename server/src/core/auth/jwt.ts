import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

const ISSUER = 'issuser';
const AUDIENCE = 'audience';

/** Claims of an access token: the legacy token map's keys plus the session id. */
export interface AccessClaims {
  token_type: 'access_token';
  tenant_id: string;
  user_id: string;
  dept_id: string;
  post_id: string;
  role_id: string;
  oauth_id?: string;
  account: string;
  user_name: string;
  nick_name: string;
  real_name: string;
  role_name: string;
  detail: { type: string };
  client_id: string;
  /** Session (refresh family) id; the session must still be live for the token to work. */
  sid: string;
}

export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: AccessClaims, lifetimeSeconds: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setNotBefore(now)
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimeSeconds)
      .sign(this.key);
  }

  /** Returns the claims of a valid, unexpired access token, or null. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      if (payload['token_type'] !== 'access_token' || typeof payload['sid'] !== 'string') {
        return null;
      }
      return payload as unknown as AccessClaims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) {
        return null;
      }
      throw error;
    }
  }
}
