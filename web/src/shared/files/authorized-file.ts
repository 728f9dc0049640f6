import { endSession, readStoredToken } from '../session/session-store';
import { currentLanguage } from '../../i18n/change-language';
import { saveFile } from './save-file';

/**
 * The one way the web fetches a file from this site's REST side (/api/...): the session's token as
 * `Authorization: Bearer` (never in the URL), the UI language for server messages, a 401 ending the local
 * session (as for GraphQL calls), failures as RestFileError, and object URLs revoked after use.
 */

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
export function authorizedHeaders(): Record<string, string> {
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

interface FileRequest {
  method?: 'GET' | 'POST';
  query?: Record<string, string>;
}

/** Sends a request with the session's headers; answers the response whatever its status (401 ends the session). */
async function authorizedFetch(path: string, init: FileRequest & { body?: FormData } = {}): Promise<Response> {
  const { method = 'GET', query = {}, body } = init;
  // The one fetch of the web app's REST files (the lint rule sends every other caller here).
  // eslint-disable-next-line no-restricted-syntax
  const response = await fetch(restUrl(path, query), { method, headers: authorizedHeaders(), body });
  if (!response.ok) {
    checkSession(response);
  }
  return response;
}

/**
 * Fetches a file with the session's headers and answers its body and headers; a refusal (401, 403, 404, ...)
 * throws RestFileError with the server's message (empty when it sent none) and the status.
 */
export async function fetchAuthorizedFile(path: string, init: FileRequest = {}): Promise<Response> {
  const response = await authorizedFetch(path, init);
  if (!response.ok) {
    const body = await readEnvelope(response);
    throw new RestFileError(body.msg ?? '', response.status);
  }
  return response;
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
export async function downloadRestFile(
  path: string,
  query: Record<string, string>,
  fallbackName: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<string> {
  const response = await fetchAuthorizedFile(path, { method, query });
  const name = contentDispositionName(response.headers.get('Content-Disposition')) ?? fallbackName;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  saveFile(await response.arrayBuffer(), name, type);
  return name;
}

/** POST a multipart form with the session's token; answers the HTTP status and the legacy envelope. */
export async function postRestForm(path: string, form: FormData): Promise<{ ok: boolean; status: number; body: Envelope }> {
  const response = await authorizedFetch(path, { method: 'POST', body: form });
  const body = await readEnvelope(response);
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

/** Uploaded files (/api/...) are served to signed-in users only: an <img> cannot load them by URL alone. */
export function needsToken(src: string): boolean {
  return src.startsWith('/api/');
}

/** A data: URL of the body (the page's content security policy allows data: images, not blob:). */
async function dataUrlOf(response: Response, type: string): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return `data:${type};base64,${btoa(binary)}`;
}

/** Image types an <img> is given (anything else the server answers is not shown). */
export const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const loadedImages = new Map<string, Promise<string | undefined>>();

async function loadImage(src: string): Promise<string | undefined> {
  try {
    const response = await fetchAuthorizedFile(src);
    const type = response.headers.get('Content-Type') ?? '';
    return (imageTypes as readonly string[]).includes(type) ? await dataUrlOf(response, type) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What an <img> can show for a stored image source: external links as they are; this site's file links
 * fetched once with the session's token and shown as a data: URL. Undefined when it cannot be shown; a
 * failure is not remembered, so the next request tries again.
 */
export function displayableImageSrc(src: string): Promise<string | undefined> {
  if (!needsToken(src)) {
    return Promise.resolve(src);
  }
  let pending = loadedImages.get(src);
  if (!pending) {
    pending = loadImage(src).then((url) => {
      if (url === undefined) {
        loadedImages.delete(src);
      }
      return url;
    });
    loadedImages.set(src, pending);
  }
  return pending;
}

/** Shows every /api/ image under `root` through displayableImageSrc (the attribute data-src keeps the link). */
export function resolveImagesIn(root: HTMLElement | null): void {
  if (!root) {
    return;
  }
  root.querySelectorAll<HTMLImageElement>('img[src^="/api/"]').forEach((image) => {
    const src = image.getAttribute('src') ?? '';
    image.setAttribute('data-src', src);
    image.removeAttribute('src');
    void displayableImageSrc(src).then((url) => {
      if (url) {
        image.src = url;
      }
    });
  });
}
