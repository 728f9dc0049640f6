import { endSession, readStoredToken } from '../session/session-store';
import { currentLanguage } from '../../i18n/change-language';
import { downloadFile } from '../ui/crud/excel-export';

/** A REST file call that failed; `message` is the server's translated `msg` when it sent one. */
export class RestFileError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'RestFileError';
  }
}

/** The token as `Authorization: Bearer` (never in the URL) and the UI language for server messages. */
function requestHeaders(): Record<string, string> {
  const token = readStoredToken();
  return { 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

function restUrl(path: string, query: Record<string, string>): string {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(query)) {
    url.searchParams.set(name, value);
  }
  return url.toString();
}

export interface Envelope {
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
export function contentDispositionName(header: string | null): string | undefined {
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
  if (!plain?.[1]) {
    return undefined;
  }
  try {
    return decodeURIComponent(plain[1]);
  } catch {
    return plain[1];
  }
}

/**
 * GET (or POST, for legacy download paths such as getFile) a file with the session's token and save it under
 * the `Content-Disposition` name; answers that name.
 */
export async function downloadRestFile(path: string, query: Record<string, string>, fallbackName: string, method: 'GET' | 'POST' = 'GET'): Promise<string> {
  const response = await fetch(restUrl(path, query), { method, headers: requestHeaders() });
  if (!response.ok) {
    checkSession(response);
    const body = await readEnvelope(response);
    throw new RestFileError(body.msg ?? '', response.status);
  }
  const name = contentDispositionName(response.headers.get('Content-Disposition')) ?? fallbackName;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  downloadFile(await response.arrayBuffer(), name, type);
  return name;
}

/** POST a multipart form with the session's token; answers the HTTP status and the legacy envelope. */
export async function postRestForm(path: string, form: FormData): Promise<{ ok: boolean; status: number; body: Envelope }> {
  const response = await fetch(restUrl(path, {}), { method: 'POST', headers: requestHeaders(), body: form });
  const body = await readEnvelope(response);
  if (!response.ok) {
    checkSession(response);
  }
  return { ok: response.ok, status: response.status, body };
}

/** POST one file as multipart field `file` with the session's token; answers the envelope's `data`. */
export async function uploadRestFile(path: string, file: File): Promise<unknown> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { ok, status, body } = await postRestForm(path, form);
  if (!ok) {
    throw new RestFileError(body.msg ?? '', status);
  }
  return body.data;
}
