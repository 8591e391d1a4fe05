import type { Db } from '../db/open.js';
import { latestIngestion, saveIngestion, type Ingestion } from '../store/docs.js';
import { docsFingerprint, loadDocs, type LoadDocsOptions } from './load-docs.js';

export interface IngestResult {
  /** `unchanged` when the docs are exactly those of the latest ingestion: nothing was written. */
  status: 'ingested' | 'unchanged';
  ingestion: Ingestion;
  pages: number;
  sections: number;
  languages: Record<string, number>;
  failures: { file: string; error: string }[];
  ms: number;
}

/**
 * Reads a docs folder and records it as the project's newest ingestion, unless it is unchanged
 * (same fingerprint as the latest ingestion: then nothing is parsed or written).
 */
export async function ingestDocs(
  db: Db,
  projectId: string,
  dir: string,
  opts: LoadDocsOptions = {},
): Promise<IngestResult> {
  const started = performance.now();
  const latest = await latestIngestion(db, projectId);
  if (latest && latest.fingerprint === (await docsFingerprint(dir))) {
    return {
      status: 'unchanged',
      ingestion: latest,
      pages: latest.pages,
      sections: latest.sections,
      languages: {},
      failures: [],
      ms: Math.round(performance.now() - started),
    };
  }
  const docs = await loadDocs(dir, opts);
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
    ingestion,
    pages: docs.pages,
    sections: docs.sections.length,
    languages,
    failures: docs.failures,
    ms: Math.round(performance.now() - started),
  };
}

/** A progress line for terminals: rewritten in place, so it never scrolls. */
export function progressPrinter(stream: NodeJS.WriteStream = process.stderr) {
  if (!stream.isTTY) return undefined;
  let last = 0;
  return (done: number, total: number, file: string) => {
    const now = Date.now();
    if (now - last < 50 && done < total) return;
    last = now;
    const width = 24;
    const filled = Math.round((done / Math.max(total, 1)) * width);
    const name = file.length > 40 ? `…${file.slice(-39)}` : file;
    stream.write(
      `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} ${name}`.padEnd(90),
    );
    if (done === total) stream.write('\n');
  };
}

export function summary(result: IngestResult): string {
  const langs = Object.entries(result.languages)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([l, n]) => `${l} ${n}`)
    .join(', ');
  const head =
    result.status === 'unchanged'
      ? `Docs unchanged since ingestion ${result.ingestion.id}; nothing to do.`
      : `Ingested ${result.pages} pages (${langs}) as ${result.sections} sections in ${(result.ms / 1000).toFixed(1)} s.`;
  const failed = result.failures.map((f) => `  failed: ${f.file}: ${f.error}`);
  return [
    head,
    ...(result.failures.length ? [`${result.failures.length} page(s) failed:`, ...failed] : []),
  ].join('\n');
}
