import type { SmsSendOutcome } from './sms-provider';

const TIMEOUT_MS = 10_000;

/** A provider's answer: the HTTP status and the parsed JSON body (an empty object when it is not JSON). */
export interface ProviderReply {
  status: number;
  json: Record<string, unknown>;
}

/** POSTs once (sending is not idempotent, so no retry) with a timeout; a transport failure becomes a failed outcome. */
export async function postToProvider(url: URL, headers: Record<string, string>, body: string): Promise<ProviderReply | SmsSendOutcome> {
  try {
    const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        json = parsed as Record<string, unknown>;
      }
    } catch {
      json = {};
    }
    return { status: response.status, json };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, providerCode: 'NETWORK', providerMessage: message.slice(0, 200), requestId: '' };
  }
}

export function isOutcome(reply: ProviderReply | SmsSendOutcome): reply is SmsSendOutcome {
  return 'ok' in reply;
}

/** A string field of a provider's JSON ('' when absent). */
export function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The URL of a path under a configured base URL (the base may carry a path prefix). */
export function endpointUrl(base: string, path: string): URL {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  return url;
}
