import type { z } from '@hono/zod-openapi';

export class ImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`Nothing was imported: ${problems.length} invalid line(s)\n${problems.join('\n')}`);
    this.name = 'ImportError';
  }
}

/**
 * Parses every non-empty line of a JSON Lines text with `schema`. All problems are reported by
 * line number at once; a single bad line means nothing is returned.
 */
export function parseJsonLines<S extends z.ZodType>(text: string, schema: S): z.output<S>[] {
  const rows: z.output<S>[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const at = `line ${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      problems.push(`${at}: not valid JSON`);
      return;
    }
    const result = schema.safeParse(value);
    if (result.success) rows.push(result.data);
    else
      for (const issue of result.error.issues)
        problems.push(`${at}: ${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`);
  });
  if (problems.length > 0) throw new ImportError(problems);
  return rows;
}
