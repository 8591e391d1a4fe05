import type { DocsIndex } from '../docs/search-index.js';
import type { ContextItem, DocsFilter, SearchHit } from '../docs/types.js';
import type { CitedSource, ConversationMessage } from './answerer.js';
import { analyze } from '../docs/analyze.js';
import { pageUrl } from '../docs/page-url.js';

/** Share of the question's terms the best page must contain to count as answering it. */
export const MIN_COVERAGE = 0.45;
/** …or the share all retrieved pages together must contain. */
export const MIN_JOINT_COVERAGE = 0.6;

export interface Retrieval {
  query: string;
  /** Every page found, best first: whether they answer the question is the answerer's call. */
  sources: CitedSource[];
  /** Whether the best pages contain the question's terms: the offline answerer's evidence. */
  covered: boolean;
  /** What was searched and how, in words: the reasoning part of the answer. */
  reasoning: string;
}

/** A terse follow-up ("and on Windows?") is searched together with the question before it. */
export function searchQuery(question: string, previousQuestions: string[]): string {
  const words = question.trim().split(/\s+/).length;
  const previous = previousQuestions.at(-1);
  return words <= 4 && previous ? `${question} ${previous}` : question;
}

/** Groups hits by page, best page first: one cited source per page. */
export function citeByPage(hits: SearchHit[], siteUrl: string): CitedSource[] {
  const pages = new Map<string, CitedSource>();
  for (const { section } of hits) {
    const existing = pages.get(section.path);
    if (existing) {
      existing.sections.push(section);
      continue;
    }
    const heading = section.headings.at(-1);
    pages.set(section.path, {
      sourceId: `src-${pages.size + 1}`,
      url: pageUrl(siteUrl, section.path, section.anchor),
      title:
        heading && heading !== section.pageTitle ? `${section.pageTitle} › ${heading}` : section.pageTitle,
      sections: [section],
    });
  }
  return [...pages.values()];
}

/** Same stem, or a typo of it: a long shared start. */
function sameTerm(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 5) return false;
  let i = 0;
  while (i < shorter && a[i] === b[i]) i++;
  return i >= Math.max(4, shorter - 1);
}

/**
 * How much of the question the pages speak to: the share of the question's terms found in their
 * retrieved sections, each term weighed by its rarity in the docs (a match on "file" says little,
 * a match on "webhook" a lot). Search always returns something; this tells an answer from a near
 * miss.
 */
export function coverage(
  question: string,
  sources: CitedSource[],
  language: string | null,
  rarity: (term: string) => number = () => 1,
): number {
  const wanted = [...new Set(analyze(question, language))];
  if (wanted.length === 0) return 0;
  const text = sources
    .flatMap((source) => source.sections)
    .map((s) =>
      [s.pageTitle, ...s.headings, s.text, ...(s.keywords ?? []), ...s.code.map((c) => c.code)].join(' '),
    )
    .join(' ');
  const present = new Set(analyze(text, language));
  let total = 0;
  let found = 0;
  for (const term of wanted) {
    const weight = rarity(term);
    total += weight;
    if (present.has(term) || [...present].some((p) => sameTerm(term, p))) found += weight;
  }
  return total > 0 ? found / total : 0;
}

function describeFilter(filter: DocsFilter | undefined): string {
  const parts = [
    filter?.language && `language ${filter.language}`,
    filter?.version && `version ${filter.version}`,
    filter?.groups?.length && `groups ${filter.groups.join(', ')}`,
  ].filter(Boolean);
  return parts.length ? `filtered to ${parts.join('; ')}` : 'no filters';
}

function describeContext(context: ContextItem[]): string {
  const code = context.filter((c) => c.type === 'code').length;
  const text = context.length - code;
  const parts = [
    text && `${text} selected passage${text > 1 ? 's' : ''}`,
    code && `${code} code block${code > 1 ? 's' : ''}`,
  ];
  const named = parts.filter(Boolean);
  return named.length ? `, using ${named.join(' and ')} from the page` : '';
}

/** What a turn's search is built from. */
export interface RetrievalInput {
  /** The whole conversation, oldest first; the question is the last user message. */
  messages: ConversationMessage[];
  context: ContextItem[];
  currentPath?: string;
  filter?: DocsFilter;
  /** Sections to retrieve. */
  pageSize: number;
  /** Paths of the pages the previous answer cited. */
  priorPaths: string[];
  siteUrl: string;
  language: string | null;
}

export function retrieve(index: DocsIndex | null, input: RetrievalInput): Retrieval {
  const questions = input.messages.filter((m) => m.role === 'user').map((m) => m.text);
  const question = questions.at(-1) ?? '';
  const query = searchQuery(question, questions.slice(0, -1));
  const where = `${describeFilter(input.filter)}${input.currentPath ? `, near ${input.currentPath}` : ''}${describeContext(input.context)}`;
  if (!index) {
    return {
      query,
      sources: [],
      covered: false,
      reasoning: `Searched for “${query}” (${where}), but no documentation has been ingested for this site yet.`,
    };
  }
  const hits = index.search(query, {
    limit: input.pageSize,
    filter: input.filter,
    currentPath: input.currentPath,
    context: input.context,
  });
  const cited = citeByPage(hits, input.siteUrl);
  const rarity = (term: string) => index.rarity(term);
  const covered =
    cited.length > 0 &&
    (coverage(question, cited.slice(0, 1), input.language, rarity) >= MIN_COVERAGE ||
      coverage(question, cited, input.language, rarity) >= MIN_JOINT_COVERAGE);
  const found = cited.length
    ? `Read the ${hits.length} best matching section${hits.length > 1 ? 's' : ''} from ${cited.length} page${cited.length > 1 ? 's' : ''}: ${cited.map((s) => s.title).join('; ')}.`
    : 'No section of the documentation matched.';
  return {
    query,
    sources: cited,
    covered,
    reasoning: `Searched the documentation for “${query}” (${where}). ${found}`,
  };
}
