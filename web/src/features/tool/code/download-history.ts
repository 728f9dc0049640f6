/**
 * The file set of each code record's last download, kept in this browser (localStorage) so the preview can
 * mark what changed since. Size-capped: at most MAX_RECORDS records (the oldest go first) and, per record,
 * the texts only while they stay under MAX_CHARS (beyond that just the hashes: markers without a line diff).
 */
const PREFIX = 'saber-codegen-download.';
const INDEX_KEY = 'saber-codegen-downloads';
export const MAX_RECORDS = 8;
export const MAX_CHARS = 600_000;

export interface DownloadedFile {
  path: string;
  sha256: string;
  /** Absent when the record's files were too large to keep. */
  content?: string;
}

export interface DownloadSnapshot {
  savedAt: string;
  files: DownloadedFile[];
}

export type FileChange = 'added' | 'changed' | 'removed' | 'same';

function readIndex(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(INDEX_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The last downloaded file set of a record, if this browser kept one. */
export function lastDownload(recordId: string): DownloadSnapshot | undefined {
  try {
    const parsed = JSON.parse(localStorage.getItem(PREFIX + recordId) ?? 'null') as DownloadSnapshot | null;
    return parsed && Array.isArray(parsed.files) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function write(recordId: string, snapshot: DownloadSnapshot, index: string[]): boolean {
  try {
    localStorage.setItem(PREFIX + recordId, JSON.stringify(snapshot));
    localStorage.setItem(INDEX_KEY, JSON.stringify(index));
    return true;
  } catch {
    return false;
  }
}

/** Remembers a record's downloaded files (newest record first; the storage quota makes room by dropping the oldest). */
export function rememberDownload(recordId: string, files: ReadonlyArray<{ path: string; sha256: string; content: string }>): void {
  const size = files.reduce((total, file) => total + file.content.length, 0);
  const kept = files.map((file) => (size <= MAX_CHARS ? { ...file } : { path: file.path, sha256: file.sha256 }));
  const snapshot: DownloadSnapshot = { savedAt: new Date().toISOString(), files: kept };
  const index = [recordId, ...readIndex().filter((id) => id !== recordId)];
  while (index.length > MAX_RECORDS) {
    localStorage.removeItem(PREFIX + (index.pop() ?? ''));
  }
  while (!write(recordId, snapshot, index) && index.length > 1) {
    localStorage.removeItem(PREFIX + (index.pop() ?? ''));
  }
}

/** How each path differs from the last download: every current file, then the removed ones. */
export function compareWithDownload(
  current: ReadonlyArray<{ path: string; sha256: string }>,
  previous: DownloadSnapshot | undefined,
): Map<string, FileChange> {
  const result = new Map<string, FileChange>();
  if (!previous) {
    return result;
  }
  const before = new Map(previous.files.map((file) => [file.path, file.sha256]));
  for (const file of current) {
    const hash = before.get(file.path);
    result.set(file.path, hash === undefined ? 'added' : hash === file.sha256 ? 'same' : 'changed');
  }
  for (const path of before.keys()) {
    if (!result.has(path)) {
      result.set(path, 'removed');
    }
  }
  return result;
}
