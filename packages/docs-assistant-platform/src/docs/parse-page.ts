import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';
import type { SectionCode } from '../db/schema.js';
import { remarkGfmSubset } from './gfm-subset.js';
import { SENTENCE_END } from './sentence-end.js';
import { type Block, type MdNode, toBlocks } from './mdast-blocks.js';
import { withReferenceDefinitions } from './reference-links.js';
import { type AnchorStyle, Slugger } from './slug.js';

/** A section of one page before it is placed on the site (no id, language or groups yet). */
export interface PageSection {
  anchor: string | null;
  headings: string[];
  text: string;
  code: SectionCode[];
}

export interface ParsedPage {
  title: string | null;
  description: string | null;
  keywords: string[];
  frontMatter: Record<string, unknown>;
  sections: PageSection[];
  /** True when strict MDX failed and the page was read as plain markdown. */
  lenient: boolean;
}

const strictMdx = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfmSubset);
const plainMarkdown = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfmSubset);

/** Sections shorter than this (in characters, without code) fold into the section before. */
const SMALL_SECTION = 60;

export function parsePage(source: string, opts: { mdx: boolean; anchors?: AnchorStyle }): ParsedPage {
  return parsePageTree(source, opts).page;
}

/** A page with the tree it was read from, for rendering it exactly as it was sectioned. */
export interface PageTree {
  page: ParsedPage;
  /** The mdast tree (with the MDX and GFM extensions). */
  tree: MdNode;
  /** The anchor of each heading that starts a section, the ids a rendered page must use. */
  anchors: Map<MdNode, string>;
  /** A leading `# Title` read as the page title rather than a section. */
  titleHeading: MdNode | null;
}

export function parsePageTree(markdown: string, opts: { mdx: boolean; anchors?: AnchorStyle }): PageTree {
  const source = withReferenceDefinitions(markdown);
  let tree: MdNode;
  let lenient = false;
  if (opts.mdx) {
    try {
      tree = strictMdx.parse(source) as MdNode;
    } catch {
      tree = plainMarkdown.parse(withoutEsm(source)) as MdNode;
      lenient = true;
    }
  } else {
    tree = plainMarkdown.parse(source) as MdNode;
  }
  const frontMatter = readFrontMatter(tree);
  let title = stringField(frontMatter, 'title');
  const blocks = toBlocks(tree);
  let titleHeading: MdNode | null = null;
  // Without a front matter title, a leading `# Title` is the title rather than a section.
  const firstHeading = blocks.findIndex((b) => b.kind === 'heading');
  if (!title && firstHeading >= 0) {
    const block = blocks[firstHeading];
    if (block?.kind === 'heading' && block.depth === 1) {
      title = block.text;
      titleHeading = block.node;
      blocks.splice(firstHeading, 1);
    }
  }
  const description = stringField(frontMatter, 'description');
  // An API page generated from a spec shows its endpoint (`POST /users`) and little else.
  const endpoint = stringField(frontMatter, 'openapi') ?? stringField(frontMatter, 'api');
  const lead = [description, endpoint?.replace(/^\S+\.(?:json|ya?ml)\s+/i, '')].filter(
    (v): v is string => !!v,
  );
  const anchors = new Map<MdNode, string>();
  const page: ParsedPage = {
    title,
    description,
    keywords: listField(frontMatter, 'keywords'),
    frontMatter,
    sections: toSections(blocks, lead, anchors, opts.anchors),
    lenient,
  };
  return { page, tree, anchors, titleHeading };
}

/**
 * Bumped whenever the sections made from the same sources, or the terms they are indexed by,
 * change, so that docs ingested by an older version are read and indexed again.
 */
export const SECTIONING_VERSION = 10;

/**
 * The last sentence of the text before a code block, which usually says what the block is for.
 * A bare lead-in, "Add the following lines to `mkdocs.yml`:", says where it goes but not what it
 * does: the sentence before it, when there is one, comes along.
 */
function withIntro(code: SectionCode, before: string | undefined): SectionCode {
  if (!before || before.startsWith('- ')) return code;
  const sentences = before.split(SENTENCE_END);
  const last = sentences.at(-1)!.replace(/\s+/g, ' ').trim();
  const previous = sentences.at(-2)?.replace(/\s+/g, ' ').trim();
  const both = previous && isLeadIn(last) ? `${previous} ${last}` : last;
  const intro = both.length <= MAX_INTRO ? both : wordsAtEnd(last, MAX_INTRO);
  return intro ? { ...code, intro } : code;
}

/** An intro longer than this is a paragraph, not a sentence saying what the block is for. */
const MAX_INTRO = 240;

/** The end of a long text, from a word's start, marked as cut. */
function wordsAtEnd(text: string, max: number): string {
  if (text.length <= max) return text;
  const tail = text.slice(-max);
  return `…${tail.slice(tail.indexOf(' ') + 1)}`;
}

/** A short sentence ending in a colon: "Add the following lines to `mkdocs.yml`:". */
const isLeadIn = (sentence: string) => /:\s*$/.test(sentence) && sentence.trim().split(/\s+/).length <= 8;

/**
 * `import`/`export` lines are JavaScript, not prose, also when the page is read leniently. In code
 * blocks they are the example's own and stay.
 */
function withoutEsm(source: string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker?.startsWith(fence) && !line.trim().slice(marker.length)) fence = null;
        return line;
      }
      if (marker) fence = marker;
      return !marker && /^(?:import|export)\s/.test(line) ? '' : line;
    })
    .join('\n');
}

function readFrontMatter(tree: MdNode): Record<string, unknown> {
  const yamlNode = tree.children?.find((n) => n.type === 'yaml');
  if (!yamlNode?.value) return {};
  try {
    const data: unknown = parseYaml(yamlNode.value);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function stringField(data: Record<string, unknown>, key: string): string | null {
  const value = data[key];
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (typeof value === 'number') return String(value);
  return null;
}

export function listField(data: Record<string, unknown>, key: string): string[] {
  const value = data[key];
  if (Array.isArray(value))
    return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
  if (typeof value === 'string')
    return value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  return [];
}

interface Draft extends PageSection {
  depth: number;
  parts: string[];
}

function toSections(
  blocks: Block[],
  lead: string[],
  anchors: Map<MdNode, string>,
  style?: AnchorStyle,
): PageSection[] {
  const slugger = new Slugger(style);
  const drafts: Draft[] = [{ anchor: null, headings: [], text: '', code: [], depth: 0, parts: [...lead] }];
  const stack: { depth: number; text: string }[] = [];
  for (const block of blocks) {
    const current = drafts[drafts.length - 1]!;
    if (block.kind === 'text') current.parts.push(block.text);
    else if (block.kind === 'code') current.code.push(withIntro(block.code, current.parts.at(-1)));
    // Sections go down to h4, where reference pages give each option its own heading.
    else if (block.depth > 4) current.parts.push(block.text);
    else {
      // An h1 inside the body starts a top-level section like an h2.
      const depth = Math.max(block.depth, 2);
      while (stack.length && stack[stack.length - 1]!.depth >= depth) stack.pop();
      stack.push({ depth, text: block.text });
      const anchor = block.id ? slugger.claim(block.id) : slugger.slug(block.text);
      anchors.set(block.node, anchor);
      drafts.push({ anchor, headings: stack.map((h) => h.text), text: '', code: [], depth, parts: [] });
    }
  }
  const kept: Draft[] = [];
  drafts.forEach((draft, i) => {
    const body = draft.parts.join('\n');
    const next = drafts[i + 1];
    if (draft.anchor === null) {
      if (body || draft.code.length) kept.push(draft);
      return;
    }
    // A heading that only introduces its subsections lives on in their heading paths.
    if (!body && !draft.code.length && next && next.depth > draft.depth) return;
    const previous = kept[kept.length - 1];
    if (draft.depth >= 3 && body.length < SMALL_SECTION && !draft.code.length && previous) {
      previous.parts.push(`${draft.headings[draft.headings.length - 1]}: ${body}`.replace(/: $/, ''));
      return;
    }
    kept.push(draft);
  });
  // A page with no text at all is still a page: its title and keywords can be found.
  if (!kept.length) kept.push(drafts[0]!);
  return kept.map(({ anchor, headings, parts, code }) => ({
    anchor,
    headings,
    text: parts.join('\n'),
    code,
  }));
}
