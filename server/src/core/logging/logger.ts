import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['password', '*.password', 'refreshToken', '*.refreshToken', 'req.headers.authorization', 'req.headers["blade-auth"]'],
      censor: '[redacted]',
    },
  });
}
