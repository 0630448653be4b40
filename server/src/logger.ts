import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs for machines; `make start` pipes nothing, so a person reads the same lines. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[redacted]',
    },
  });
}
