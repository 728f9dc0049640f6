import { compareWithDownload, lastDownload, MAX_CHARS, MAX_RECORDS, rememberDownload } from './download-history';

const file = (path: string, sha256: string, content = `// ${path}\n`) => ({ path, sha256, content });

afterEach(() => localStorage.clear());

describe('download history', () => {
  it('keeps the last download of each record with its texts', () => {
    rememberDownload('1', [file('a.ts', 'h1'), file('b.ts', 'h2')]);
    rememberDownload('1', [file('a.ts', 'h3')]);
    expect(lastDownload('1')?.files).toEqual([file('a.ts', 'h3')]);
    expect(lastDownload('2')).toBeUndefined();
  });

  it('keeps only the newest records and drops the texts of a record too large to keep', () => {
    for (let id = 1; id <= MAX_RECORDS + 2; id += 1) {
      rememberDownload(String(id), [file('a.ts', `h${id}`)]);
    }
    expect(lastDownload('1')).toBeUndefined();
    expect(lastDownload('2')).toBeUndefined();
    expect(lastDownload('3')?.files[0]?.sha256).toBe('h3');
    expect(lastDownload(String(MAX_RECORDS + 2))).toBeDefined();

    rememberDownload('big', [file('big.ts', 'hb', 'x'.repeat(MAX_CHARS + 1))]);
    expect(lastDownload('big')?.files).toEqual([{ path: 'big.ts', sha256: 'hb' }]);
  });

  it('answers nothing for a stored value that is not a download', () => {
    localStorage.setItem('saber-codegen-download.7', '{not json');
    expect(lastDownload('7')).toBeUndefined();
  });

  it('tells added, changed, unchanged and removed files apart, and nothing without a previous download', () => {
    const current = [file('same.ts', 's'), file('changed.ts', 'new'), file('added.ts', 'a')];
    expect(compareWithDownload(current, undefined).size).toBe(0);
    rememberDownload('1', [file('same.ts', 's'), file('changed.ts', 'old'), file('gone.ts', 'g')]);
    expect(Object.fromEntries(compareWithDownload(current, lastDownload('1')))).toEqual({
      'same.ts': 'same',
      'changed.ts': 'changed',
      'added.ts': 'added',
      'gone.ts': 'removed',
    });
  });
});
