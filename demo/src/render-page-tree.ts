import type { Root as HastRoot } from 'hast';
import { defaultSchema, sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import type { Heading, Root as MdastRoot } from 'mdast';
import { defaultHandlers, toHast, type Handler } from 'mdast-util-to-hast';
import type { MdNode, PageTree } from 'docs-assistant-platform';

/** Heading ids are the section anchors answers cite, so they keep their exact value. */
const SCHEMA = { ...defaultSchema, clobber: (defaultSchema.clobber ?? []).filter((a) => a !== 'id') };

/** Nodes that are code or data, not content: MDX `import`/`export`, `{expressions}`, front matter. */
const DROPPED = ['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'yaml', 'toml'];

const CODE_ELEMENTS = new Set(['script', 'style']);

/**
 * A page's body as HTML, from the tree ingestion read it from: each heading that starts a
 * section carries the anchor its section was stored with. Components (`<Note>`) show their
 * content; raw HTML and JSX never reach the page as markup, and the result is sanitized.
 */
export function renderPageTree({ tree, anchors, titleHeading }: PageTree): string {
  const heading: Handler = (state, node: Heading) => {
    // The platform's tree is this mdast tree, typed by the parts it reads.
    const read = node as unknown as MdNode;
    if (read === titleHeading) return undefined;
    const element = defaultHandlers.heading(state, node);
    const anchor = anchors.get(read);
    if (anchor) element.properties.id = anchor;
    return element;
  };
  // A component shows its content; a `<script>` or `<style>` is code, not content.
  const component: Handler = (state, node) =>
    CODE_ELEMENTS.has((node as { name?: string | null }).name ?? '') ? undefined : state.all(node);
  const drop: Handler = () => undefined;
  const hast = toHast(tree as unknown as MdastRoot, {
    handlers: {
      heading,
      mdxJsxFlowElement: component,
      mdxJsxTextElement: component,
      ...Object.fromEntries(DROPPED.map((type) => [type, drop])),
    },
  });
  return toHtml(sanitize(hast, SCHEMA) as HastRoot);
}
