import { hasControlCharacters, stripTags } from './plain-text';

describe('plain text', () => {
  it('should strip tags and comments but keep comparisons as typed', () => {
    expect(stripTags('<b>Week 1</b> exam')).toBe('Week 1 exam');
    expect(stripTags('<script>alert(1)</script>notice')).toBe('alert(1)notice');
    expect(stripTags('<img src=x onerror=alert(1)>')).toBe('');
    expect(stripTags('<<b>script>x')).toBe('x');
    expect(stripTags('a < b and c > d, x<3, 1<=2, <-- arrow')).toBe('a < b and c > d, x<3, 1<=2, <-- arrow');
    expect(stripTags('Tom & Jerry &lt;3')).toBe('Tom & Jerry &lt;3');
    expect(stripTags('before<!-- hidden -->after')).toBe('beforeafter');
  });

  it('should find control characters but allow tab and line breaks', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\u001bb')).toBe(true);
    expect(hasControlCharacters('a\u007fb')).toBe(true);
    expect(hasControlCharacters('line 1\r\nline 2\tend')).toBe(false);
    expect(hasControlCharacters('中文 émoji 😀 עברית')).toBe(false);
  });
});
