import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  it('should round-trip a value and never store it in clear', () => {
    const box = new SecretBox('a-configured-secret-of-some-length', 'datasource');
    const sealed = box.seal('p@ss word');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('p@ss');
    expect(box.open(sealed)).toBe('p@ss word');
    expect(box.seal('p@ss word')).not.toBe(sealed);
  });

  it('should refuse a value sealed with another key or purpose, or tampered with', () => {
    const sealed = new SecretBox('a-configured-secret-of-some-length', 'datasource').seal('x');
    expect(() => new SecretBox('another-configured-secret-value', 'datasource').open(sealed)).toThrow();
    expect(() => new SecretBox('a-configured-secret-of-some-length', 'other').open(sealed)).toThrow();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => new SecretBox('a-configured-secret-of-some-length', 'datasource').open(tampered)).toThrow();
    expect(() => new SecretBox('a-configured-secret-of-some-length', 'datasource').open('plain')).toThrow();
  });
});
