import type { Db } from '../db/open.js';
import { latestIngestion, saveIngestion, type Ingestion } from '../store/docs.js';
import type { GeneratorName } from './generators/layout.js';
import { parseDocs, readDocsSources, type LoadDocsOptions } from './load-docs.js';

export interface IngestOptions extends LoadDocsOptions {
  /** Replace the project's docs with none when the folder has no pages (refused otherwise). */
  allowEmpty?: boolean;
}

export interface IngestResult {
  /** `unchanged` when the docs are exactly those of the latest ingestion: nothing was written. */
  status: 'ingested' | 'unchanged';
  generator: GeneratorName | null;
  ingestion: Ingestion;
  pages: number;
  sections: number;
  languages: Record<string, number>;
  failures: { file: string; error: string }[];
  skipped: { file: string; reason: string }[];
  notes: string[];
  ms: number;
}

/** An ingestion that was refused: the project's docs are unchanged. */
export class IngestRefusedError extends Error {
  override name = 'IngestRefusedError';
}

/**
 * Reads a docs folder (or a site's sitemap) and records it as the project's newest ingestion,
 * unless it is unchanged (same fingerprint as the latest ingestion: nothing is parsed or written).
 * The new sections become visible all at once when complete; until then, and whenever reading or
 * writing fails, answers keep coming from the previous ingestion.
 */
export async function ingestDocs(
  db: Db,
  projectId: string,
  dir: string,
  opts: IngestOptions = {},
): Promise<IngestResult> {
  const started = performance.now();
  const latest = await latestIngestion(db, projectId);
  const sources = await readDocsSources(dir, opts.generator);
  if (latest && latest.fingerprint === sources.fingerprint) {
    return {
      status: 'unchanged',
      generator: null,
      ingestion: latest,
      pages: latest.pages,
      sections: latest.sections,
      languages: {},
      failures: [],
      skipped: [],
      notes: [],
      ms: Math.round(performance.now() - started),
    };
  }
  const docs = await parseDocs(sources, opts);
  if (docs.pages === 0 && !opts.allowEmpty) {
    const why = docs.failures.length
      ? `all ${docs.failures.length} pages failed to parse (first: ${docs.failures[0]!.file}: ${docs.failures[0]!.error})`
      : `no pages were found in ${dir} (read as ${docs.generator})`;
    throw new IngestRefusedError(
      `Ingestion refused: ${why}. The project's docs are unchanged; pass --allow-empty to replace them with nothing.`,
    );
  }
  const languages: Record<string, number> = {};
  const seen = new Set<string>();
  for (const s of docs.sections) {
    if (seen.has(s.path)) continue;
    seen.add(s.path);
    const language = s.language ?? 'unknown';
    languages[language] = (languages[language] ?? 0) + 1;
  }
  const ingestion = await saveIngestion(db, projectId, docs);
  return {
    status: 'ingested',
    generator: docs.generator,
    ingestion,
    pages: docs.pages,
    sections: docs.sections.length,
    languages,
    failures: docs.failures,
    skipped: docs.skipped,
    notes: docs.notes,
    ms: Math.round(performance.now() - started),
  };
}

/** A progress bar for terminals: rewritten in place, so it never scrolls. */
export function progressPrinter(stream: NodeJS.WriteStream = process.stderr) {
  if (!stream.isTTY) return undefined;
  let last = 0;
  return (done: number, total: number, file: string) => {
    const now = Date.now();
    if (now - last < 50 && done < total) return;
    last = now;
    const width = 24;
    const filled = Math.round((done / Math.max(total, 1)) * width);
    const bar = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} `;
    // One terminal line at most: a line that wraps cannot be redrawn in place.
    const columns = (stream.columns || 80) - 1;
    const room = Math.max(0, columns - bar.length);
    const name = file.length > room ? `…${file.slice(-(room - 1))}`.slice(0, room) : file;
    stream.write(`\r${(bar + name).padEnd(columns)}`);
    if (done === total) stream.write('\n');
  };
}

/** One line (plus the failed pages, one a line): pages per language, pages/s, skipped files by reason. */
export function summary(result: IngestResult): string {
  if (result.status === 'unchanged')
    return `Docs unchanged since ingestion ${result.ingestion.id} (${result.pages} pages); nothing to do.`;
  const langs = Object.entries(result.languages)
    .sort(([, a], [, b]) => b - a)
    .map(([l, n]) => `${l} ${n}`)
    .join(', ');
  const seconds = result.ms / 1000;
  const reasons = new Map<string, number>();
  for (const s of result.skipped) reasons.set(s.reason, (reasons.get(s.reason) ?? 0) + 1);
  const skipped = result.skipped.length
    ? `; skipped ${result.skipped.length} (${[...reasons].map(([r, n]) => `${n} ${r}`).join(', ')})`
    : '';
  const failed = result.failures.length ? `; ${result.failures.length} failed` : '';
  const head =
    `Ingested ${result.pages} pages (${langs}) as ${result.sections} sections in ${seconds.toFixed(1)} s ` +
    `(${Math.round(result.pages / Math.max(seconds, 0.001))} pages/s), read as ${result.generator}${skipped}${failed}.`;
  return [
    head,
    ...result.notes.map((n) => `  assumed: ${n}`),
    ...result.failures.map((f) => `  failed: ${f.file}: ${f.error}`),
  ].join('\n');
}
