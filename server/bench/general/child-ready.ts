/** A bench child tells its parent (over the IPC channel) the port it listens on. */
export interface ReadyMessage {
  ready: true;
  port: number;
}

export function reportReady(port: number): void {
  const message: ReadyMessage = { ready: true, port };
  process.send?.(message);
}

export function isReadyMessage(value: unknown): value is ReadyMessage {
  return typeof value === 'object' && value !== null && (value as { ready?: unknown }).ready === true;
}
