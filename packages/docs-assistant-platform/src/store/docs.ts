import { setImmediate as turn } from 'node:timers/promises';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { docIngestions, docSections } from '../db/schema.js';
import type { DocSection } from '../docs/types.js';
import { newId } from './ids.js';

export interface Ingestion {
  id: string;
  fingerprint: string;
  pages: number;
  sections: number;
  createdAt: Date;
}

/** Projects that have docs to answer from. */
export async function ingestedProjects(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ projectId: docIngestions.projectId })
    .from(docIngestions)
    .where(eq(docIngestions.complete, true));
  return rows.map((r) => r.projectId);
}

/** The newest complete ingestion of a project: the docs every instance answers from. */
export async function latestIngestion(db: Db, projectId: string): Promise<Ingestion | null> {
  const [row] = await db
    .select({
      id: docIngestions.id,
      fingerprint: docIngestions.fingerprint,
      pages: docIngestions.pages,
      sections: docIngestions.sections,
      createdAt: docIngestions.createdAt,
    })
    .from(docIngestions)
    .where(and(eq(docIngestions.projectId, projectId), eq(docIngestions.complete, true)))
    .orderBy(desc(docIngestions.id))
    .limit(1);
  return row ?? null;
}

/**
 * Records an ingestion and its sections. It becomes visible only once every section is written,
 * so a reader never sees half of it.
 */
export async function saveIngestion(
  db: Db,
  projectId: string,
  docs: { fingerprint: string; pages: number; sections: DocSection[] },
): Promise<Ingestion> {
  const id = newId();
  return db.transaction(async (tx) => {
    await tx.insert(docIngestions).values({
      id,
      projectId,
      fingerprint: docs.fingerprint,
      pages: docs.pages,
      sections: docs.sections.length,
    });
    // Rows go in as one JSON parameter per chunk: building a statement with 13 parameters a row
    // cost more than parsing the pages.
    for (let i = 0; i < docs.sections.length; i += 2000) {
      const rows = docs.sections.slice(i, i + 2000).map((s) => ({
        id: `${id}:${s.id}`,
        ingestion_id: id,
        path: s.path,
        anchor: s.anchor,
        page_title: s.pageTitle,
        headings: s.headings,
        text: s.text,
        code: s.code,
        version: s.version,
        language: s.language,
        groups: s.groups,
        keywords: s.keywords ?? [],
        position: s.position,
      }));
      await tx.execute(sql`
        insert into doc_sections
          (id, ingestion_id, path, anchor, page_title, headings, text, code, version, language,
           groups, keywords, position)
        select id, ingestion_id, path, anchor, page_title, headings, text, code, version, language,
           groups, keywords, position
        from jsonb_populate_recordset(null::doc_sections, ${JSON.stringify(rows)}::jsonb)`);
    }
    const [row] = await tx
      .update(docIngestions)
      .set({ complete: true })
      .where(eq(docIngestions.id, id))
      .returning();
    // Older ingestions are no longer read; their sections go with them.
    await tx
      .delete(docIngestions)
      .where(
        and(
          eq(docIngestions.projectId, projectId),
          eq(docIngestions.complete, true),
          lt(docIngestions.id, id),
        ),
      );
    return {
      id,
      fingerprint: row!.fingerprint,
      pages: row!.pages,
      sections: row!.sections,
      createdAt: row!.createdAt,
    };
  });
}

export async function loadSections(db: Db, ingestionId: string): Promise<DocSection[]> {
  const sections: DocSection[] = [];
  for await (const batch of sectionBatches(db, ingestionId)) sections.push(...batch);
  return sections;
}

/** Rows a query of `sectionBatches` reads: a few milliseconds of a PGlite store's event loop. */
export const SECTION_BATCH = 50;

/**
 * An ingestion's sections in page order, a batch at a time. One query for all would hold the
 * event loop while PGlite (which runs in the server's thread) reads and decodes them all.
 */
export async function* sectionBatches(
  db: Db,
  ingestionId: string,
  size = SECTION_BATCH,
): AsyncGenerator<DocSection[]> {
  let after: { path: string; position: number; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(docSections)
      .where(
        after
          ? and(
              eq(docSections.ingestionId, ingestionId),
              sql`(${docSections.path}, ${docSections.position}, ${docSections.id}) > (${after.path}, ${after.position}, ${after.id})`,
            )
          : eq(docSections.ingestionId, ingestionId),
      )
      .orderBy(asc(docSections.path), asc(docSections.position), asc(docSections.id))
      .limit(size);
    if (rows.length) yield rows.map(toSection);
    if (rows.length < size) return;
    // PGlite answers without waiting on I/O: other requests run between the batches only if let.
    await turn();
    const last = rows.at(-1)!;
    after = { path: last.path, position: last.position, id: last.id };
  }
}

function toSection(r: typeof docSections.$inferSelect): DocSection {
  return {
    id: r.id.slice(r.id.indexOf(':') + 1),
    path: r.path,
    anchor: r.anchor,
    pageTitle: r.pageTitle,
    headings: r.headings,
    text: r.text,
    code: r.code,
    version: r.version,
    language: r.language,
    groups: r.groups,
    keywords: r.keywords,
    position: r.position,
  };
}
