import type { DocSection } from '../docs/types.js';

/** The sections of every page, in page order: what reading a whole page returns. */
export class DocsPages {
  private readonly byPath = new Map<string, DocSection[]>();

  constructor(sections: DocSection[]) {
    for (const section of sections) {
      const list = this.byPath.get(section.path) ?? [];
      list.push(section);
      this.byPath.set(section.path, list);
    }
    for (const list of this.byPath.values()) list.sort((a, b) => a.position - b.position);
  }

  /** The page `like` belongs to, in its language and version. */
  pageOf(like: DocSection): DocSection[] {
    return (this.byPath.get(like.path) ?? []).filter(
      (s) => s.language === like.language && s.version === like.version,
    );
  }
}
