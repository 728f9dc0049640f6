/**
 * The server's clock as seen from the page: the offset between the server's time (serverNow of each
 * answer) and the local clock when that answer arrived. The countdown is deadlineAt - (local now + offset):
 * the deadline is always the server's, and a wrong local clock does not move it.
 */
export function clockOffsetMs(serverNow: string, receivedAtMs: number): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}

/** Milliseconds left until the server's deadline (never below 0). */
export function remainingMs(deadlineAt: string, offsetMs: number, localNowMs: number): number {
  const deadline = Date.parse(deadlineAt);
  if (!Number.isFinite(deadline)) {
    return 0;
  }
  return Math.max(0, deadline - (localNowMs + offsetMs));
}

/** hh:mm:ss (or mm:ss under an hour). */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
