import type { Logger } from '@server/logger.ts';

export interface LogLine {
  level: 'debug' | 'info' | 'warn' | 'error';
  msg: string;
  fields: Record<string, unknown>;
}

/** A logger that keeps every line (all levels) for a test to read. */
export function captureLogger(
  lines: LogLine[] = [],
  base: Record<string, unknown> = {},
): Logger & { lines: LogLine[] } {
  const write = (level: LogLine['level']) => (msg: string, fields?: Record<string, unknown>) => {
    lines.push({ level, msg, fields: { ...base, ...fields } });
  };
  return {
    lines,
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: (f) => captureLogger(lines, { ...base, ...f }),
  };
}
