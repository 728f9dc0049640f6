import { createHash } from 'node:crypto';
import { hashPassword, md5Hex, verifyPassword } from './password';

describe('passwords', () => {
  it('should hash md5(password) with argon2id and verify it', async () => {
    const stored = await hashPassword(md5Hex('admin'));
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, md5Hex('admin'))).toEqual({ valid: true, needsUpgrade: false });
    expect(await verifyPassword(stored, md5Hex('Admin'))).toEqual({ valid: false, needsUpgrade: false });
  });

  it('should verify a BladeX sha1(md5) hash and ask for an upgrade', async () => {
    expect(md5Hex('admin')).toBe('21232f297a57a5a743894a0e4a801fc3');
    const legacy = createHash('sha1').update(md5Hex('admin')).digest('hex');
    expect(legacy).toBe('90b9aa7e25f80cf4f64e990b78a9fc5ebd6cecad');
    expect(await verifyPassword(legacy, md5Hex('admin'))).toEqual({ valid: true, needsUpgrade: true });
    expect(await verifyPassword(legacy, md5Hex('other'))).toEqual({ valid: false, needsUpgrade: false });
  });

  it('should treat a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('not-a-hash', md5Hex('admin'))).toEqual({ valid: false, needsUpgrade: false });
  });
});
