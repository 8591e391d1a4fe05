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
export function parseNumberedLines<S extends z.ZodType>(
  text: string,
  schema: S,
): { line: number; value: z.output<S> }[] {
  const rows: { line: number; value: z.output<S> }[] = [];
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
    if (result.success) rows.push({ line: index + 1, value: result.data });
    else
      for (const issue of result.error.issues)
        problems.push(`${at}: ${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`);
  });
  if (problems.length > 0) throw new ImportError(problems);
  return rows;
}

/**
 * Ids must be new: unique within the file and not already stored (`existing` returns the stored
 * ones among those given). Rows without an id get a fresh one later and are not checked.
 */
export async function checkNewIds(
  rows: { line: number; id: string | undefined }[],
  existing: (ids: string[]) => Promise<string[]>,
): Promise<void> {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const { line, id } of rows) {
    if (id === undefined) continue;
    const first = seen.get(id);
    if (first !== undefined) problems.push(`line ${line}: id "${id}" repeats line ${first}`);
    else seen.set(id, line);
  }
  const stored = new Set(seen.size ? await existing([...seen.keys()]) : []);
  for (const [id, line] of seen) if (stored.has(id)) problems.push(`line ${line}: id "${id}" already exists`);
  if (problems.length > 0) throw new ImportError(problems.sort((a, b) => lineOf(a) - lineOf(b)));
}

const lineOf = (problem: string) => Number(/^line (\d+)/.exec(problem)?.[1] ?? 0);
