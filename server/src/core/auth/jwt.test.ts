import { SignJWT } from 'jose';
import { TokenSigner, type AccessClaims } from './jwt';

const claims: AccessClaims = {
  token_type: 'access_token',
  tenant_id: '000000',
  user_id: '1',
  dept_id: '',
  post_id: '',
  role_id: '1',
  account: 'a',
  user_name: 'a',
  nick_name: '',
  real_name: '',
  role_name: 'r',
  detail: { type: 'web' },
  client_id: 'saber',
  sid: 's1',
};

describe('TokenSigner', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('should verify its own tokens, again from memory, and refuse tampered or foreign ones', async () => {
    const signer = new TokenSigner('x'.repeat(32));
    const token = await signer.sign(claims, 60);
    expect(await signer.verify(token)).toMatchObject({ sid: 's1', user_id: '1' });
    expect(await signer.verify(token)).toMatchObject({ sid: 's1' });
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, user_id: '2' })).toString('base64url');
    expect(await signer.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await signer.verify(`${header}.${payload}.${signature?.slice(0, -2)}xx`)).toBeNull();
    expect(await new TokenSigner('y'.repeat(32)).verify(token)).toBeNull();
  });

  it('should stop accepting a remembered token when it expires', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const signer = new TokenSigner('x'.repeat(32));
    const token = await signer.sign(claims, 60);
    expect(await signer.verify(token)).not.toBeNull();
    jest.setSystemTime(new Date('2026-11-21T10:01:01Z'));
    expect(await signer.verify(token)).toBeNull();
  });

  it('should keep at most its capacity of remembered tokens', async () => {
    const signer = new TokenSigner('x'.repeat(32), 2);
    const tokens = await Promise.all(['a', 'b', 'c'].map((sid) => signer.sign({ ...claims, sid }, 60)));
    for (const token of tokens) {
      expect(await signer.verify(token)).not.toBeNull();
    }
    expect(await signer.verify(tokens[0] as string)).toMatchObject({ sid: 'a' });
  });

  it('should refuse a well-signed token without an expiry or issue time', async () => {
    const secret = 'x'.repeat(32);
    const signer = new TokenSigner(secret);
    const key = new TextEncoder().encode(secret);
    const base = () =>
      new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer('issuser').setAudience('audience');
    expect(await signer.verify(await base().setIssuedAt().sign(key))).toBeNull();
    expect(await signer.verify(await base().setExpirationTime('1h').sign(key))).toBeNull();
    expect(await signer.verify(await base().setIssuedAt().setExpirationTime('1h').sign(key))).toMatchObject({ sid: 's1' });
  });
});
