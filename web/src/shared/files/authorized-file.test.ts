import { readStoredToken, startSession } from '../session/session-store';
import { sessionFixtures } from '../session/session.mocks';
import { displayableImageSrc, downloadRestFile, fetchAuthorizedFile, postRestForm, RestFileError } from './authorized-file';
import { objectUrlLifetimeMs } from './save-file';

function answer(status: number, body: BodyInit | null, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers });
}

describe('the authenticated file helper', () => {
  let fetchMock: jest.SpyInstance<Promise<Response>, Parameters<typeof fetch>>;

  beforeEach(() => {
    startSession({ accessToken: 'token-1', refreshToken: 'refresh-1', user: sessionFixtures.user });
    fetchMock = jest.spyOn(globalThis, 'fetch');
  });

  afterEach(() => {
    fetchMock.mockRestore();
    jest.useRealTimers();
    localStorage.clear();
  });

  it('sends the bearer token and the UI language, never the token in the URL', async () => {
    fetchMock.mockResolvedValue(answer(200, 'x'));
    await fetchAuthorizedFile('/api/file/get', { query: { id: '7' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://localhost/api/file/get?id=7');
    expect(init?.headers).toEqual(expect.objectContaining({ Authorization: 'Bearer token-1', 'Accept-Language': expect.any(String) }));
    expect(String(url)).not.toContain('token-1');
  });

  it('maps a 403 to RestFileError with the server message and keeps the session', async () => {
    fetchMock.mockResolvedValue(answer(403, JSON.stringify({ code: 403, msg: 'No access' }), { 'Content-Type': 'application/json' }));
    const refusal = expect.objectContaining({ name: 'RestFileError', status: 403, message: 'No access' });
    await expect(fetchAuthorizedFile('/api/file/get')).rejects.toEqual(refusal);
    expect(readStoredToken()).toBe('token-1');
  });

  it('maps a 401 to RestFileError and ends the local session', async () => {
    fetchMock.mockResolvedValue(answer(401, 'not json'));
    const failure = await fetchAuthorizedFile('/api/file/get').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RestFileError);
    expect(failure).toEqual(expect.objectContaining({ status: 401, message: '' }));
    expect(readStoredToken()).toBe('');
  });

  it('answers a failed upload form with its status and envelope, without throwing', async () => {
    fetchMock.mockResolvedValue(answer(400, JSON.stringify({ code: 400, msg: 'Bad file' })));
    const outcome = await postRestForm('/api/upload', new FormData());
    expect(outcome).toEqual({ ok: false, status: 400, body: { code: 400, msg: 'Bad file' } });
    const headers = expect.objectContaining({ Authorization: 'Bearer token-1' });
    expect(fetchMock.mock.calls[0]?.[1]).toEqual(expect.objectContaining({ method: 'POST', headers }));
  });

  it('saves a download under its Content-Disposition name and revokes the object URL afterwards', async () => {
    jest.useFakeTimers();
    const createObjectURL = jest.fn(() => 'blob:file');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const disposition = "attachment; filename*=UTF-8''%E6%88%90%E7%BB%A9.xlsx";
    fetchMock.mockResolvedValue(answer(200, 'bytes', { 'Content-Disposition': disposition }));
    await expect(downloadRestFile('/api/export', {}, 'fallback.xlsx')).resolves.toBe(decodeURIComponent('%E6%88%90%E7%BB%A9.xlsx'));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(objectUrlLifetimeMs);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:file');
    click.mockRestore();
  });

  it('shows this site images as data: URLs fetched once, external links as they are, and retries a failure', async () => {
    await expect(displayableImageSrc('https://example.com/a.png')).resolves.toBe('https://example.com/a.png');
    fetchMock.mockResolvedValueOnce(answer(404, null));
    await expect(displayableImageSrc('/api/img/1.png')).resolves.toBeUndefined();
    fetchMock.mockResolvedValue(answer(200, new Blob(['png'], { type: 'image/png' }), { 'Content-Type': 'image/png' }));
    const first = await displayableImageSrc('/api/img/1.png');
    expect(first).toBe(`data:image/png;base64,${btoa('png')}`);
    await expect(displayableImageSrc('/api/img/1.png')).resolves.toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockResolvedValue(answer(200, 'html', { 'Content-Type': 'text/html' }));
    await expect(displayableImageSrc('/api/img/page.html')).resolves.toBeUndefined();
  });
});
