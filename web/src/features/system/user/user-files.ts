import { endSession, readStoredToken } from '../../auth/session/session-store';
import { currentLanguage } from '../../../i18n/change-language';
import { downloadFile, xlsxMimeType } from '../../../shared/ui/crud/excel-export';

/** Largest workbook the import accepts (the server refuses bigger ones too). */
export const importMaxBytes = 5 * 1024 * 1024;

/** One problem of one cell of an imported workbook (row is the worksheet row; the header is row 1). */
export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

/** What an import answered: the counts, or the server's message and (for refused rows) the row report. */
export type ImportOutcome =
  | { ok: true; inserted: number; updated: number }
  | { ok: false; message: string; problems: ImportProblem[] };

/** A REST file call that failed; `message` is the server's translated `msg` when it sent one. */
export class FileTransferError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'FileTransferError';
  }
}

function restUrl(path: string, query: Record<string, string> = {}): string {
  const url = new URL(`/api/blade-user/${path}`, window.location.origin);
  for (const [name, value] of Object.entries(query)) {
    url.searchParams.set(name, value);
  }
  return url.toString();
}

/** The token as `Authorization: Bearer` (never in the URL) and the UI language for server messages. */
function requestHeaders(): Record<string, string> {
  const token = readStoredToken();
  return { 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

interface Envelope {
  code?: number;
  msg?: string;
  data?: unknown;
}

async function readEnvelope(response: Response): Promise<Envelope> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Envelope) : {};
  } catch {
    return {};
  }
}

/** A 401 ends the local session (the route guard then shows the login page), as for GraphQL calls. */
function checkSession(response: Response): void {
  if (response.status === 401 && readStoredToken()) {
    endSession('expired');
  }
}

/** The file name of `Content-Disposition` (RFC 5987 `filename*` first). */
export function dispositionFileName(header: string | null): string | undefined {
  if (!header) {
    return undefined;
  }
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      return undefined;
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ? decodeURIComponent(plain[1]) : undefined;
}

async function download(path: string, query: Record<string, string>, fallbackName: string): Promise<string> {
  const response = await fetch(restUrl(path, query), { headers: requestHeaders() });
  if (!response.ok) {
    checkSession(response);
    const body = await readEnvelope(response);
    throw new FileTransferError(body.msg ?? '', response.status);
  }
  const name = dispositionFileName(response.headers.get('Content-Disposition')) ?? fallbackName;
  downloadFile(await response.arrayBuffer(), name, xlsxMimeType);
  return name;
}

/** GET export-template: the empty import workbook (headers in the UI language). */
export function downloadImportTemplate(fallbackName: string): Promise<string> {
  return download('export-template', {}, fallbackName);
}

/** GET export-user with the list filters: every matching user as a workbook. */
export function exportUsers(filter: Record<string, string | number | null | undefined>, fallbackName: string): Promise<string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && String(value) !== '') {
      query[name] = String(value);
    }
  }
  return download('export-user', query, fallbackName);
}

function isProblem(value: unknown): value is ImportProblem {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const record = value as Record<string, unknown>;
  return typeof record['row'] === 'number' && typeof record['column'] === 'string' && typeof record['message'] === 'string';
}

/** POST import-user (multipart `file`, `isCovered` 1/0): all rows or nothing; a refusal lists the bad cells. */
export async function importUsers(file: File, isCovered: boolean): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('isCovered', isCovered ? '1' : '0');
  form.append('file', file, file.name);
  const response = await fetch(restUrl('import-user'), { method: 'POST', headers: requestHeaders(), body: form });
  const body = await readEnvelope(response);
  if (response.ok) {
    const data = (body.data ?? {}) as { inserted?: unknown; updated?: unknown };
    return { ok: true, inserted: Number(data.inserted ?? 0), updated: Number(data.updated ?? 0) };
  }
  checkSession(response);
  const errors = (body.data as { errors?: unknown } | undefined)?.errors;
  return { ok: false, message: body.msg ?? '', problems: Array.isArray(errors) ? errors.filter(isProblem) : [] };
}
