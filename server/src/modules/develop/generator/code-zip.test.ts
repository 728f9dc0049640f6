import { strFromU8, unzipSync } from 'fflate';
import { SAMPLE_JOB } from './codegen-fixtures';
import { isSafeEntryPath, zipFiles } from './code-zip';
import { generateCode } from './generate-code';

describe('zipFiles', () => {
  it('packs every generated file under its path, the same bytes for the same files', () => {
    const files = generateCode(SAMPLE_JOB);
    const zip = zipFiles(files);
    expect(Buffer.from(zipFiles(files)).equals(Buffer.from(zip))).toBe(true);
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual(files.map((file) => file.path).sort());
    const entity = files.find((file) => file.path.endsWith('.entity.ts'));
    expect(strFromU8(entries[entity?.path ?? ''] ?? new Uint8Array())).toBe(entity?.content);
  });

  it('refuses absolute, parent and backslash paths', () => {
    for (const path of ['/etc/passwd', '../x.ts', 'a/../../x.ts', 'a\\b.ts', 'C:/x.ts', 'a//b.ts', './a.ts']) {
      expect(isSafeEntryPath(path)).toBe(false);
    }
    expect(() => zipFiles([{ path: '../x.ts', language: 'typescript', content: '', sha256: '' }])).toThrow(/unsafe entry path/);
    expect(isSafeEntryPath('server/src/modules/school/course/course.entity.ts')).toBe(true);
  });
});
