import { safeEmbeddedSource } from './IframePage';

describe('safeEmbeddedSource', () => {
  it('accepts http(s) URLs and same-origin paths', () => {
    expect(safeEmbeddedSource('https://example.com/doc.html')).toBe('https://example.com/doc.html');
    expect(safeEmbeddedSource('http://localhost:7002')).toBe('http://localhost:7002/');
    expect(safeEmbeddedSource('/static/help.html')).toBe('/static/help.html');
  });

  it('rejects script, data and protocol-relative URLs and empty values', () => {
    expect(safeEmbeddedSource('javascript:alert(1)')).toBeUndefined();
    expect(safeEmbeddedSource('data:text/html,<p>x</p>')).toBeUndefined();
    expect(safeEmbeddedSource('//evil.example.com')).toBeUndefined();
    expect(safeEmbeddedSource('')).toBeUndefined();
    expect(safeEmbeddedSource(null)).toBeUndefined();
  });
});
