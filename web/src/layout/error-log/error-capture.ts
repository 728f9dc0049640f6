import { addErrorLogEntry } from './error-log-store';

function describe(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) {
    return { message: reason.message || reason.name, stack: reason.stack ?? '' };
  }
  if (typeof reason === 'string') {
    return { message: reason, stack: '' };
  }
  try {
    return { message: JSON.stringify(reason) ?? String(reason), stack: '' };
  } catch {
    return { message: String(reason), stack: '' };
  }
}

let installed = false;

/** Records uncaught errors and unhandled promise rejections of the window in the error log (once). */
export function installErrorCapture(target: Window = window): void {
  if (installed) {
    return;
  }
  installed = true;
  target.addEventListener('error', (event: ErrorEvent) => {
    // Failed <img>/<script> loads also fire 'error' (without a message): only script errors count.
    if (!(event instanceof ErrorEvent)) {
      return;
    }
    const { message, stack } = describe(event.error ?? event.message);
    const place = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : '';
    addErrorLogEntry({ type: 'error', message: message || event.message, stack, info: place });
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const { message, stack } = describe(event.reason);
    addErrorLogEntry({ type: 'promise', message, stack, info: 'unhandledrejection' });
  });
}
