import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * JSON logs for machines; `make start` pipes nothing, so a person reads the same lines. Tests pass
 * a destination to read what an operator would see.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
