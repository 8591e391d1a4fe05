import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { children, isNode, visit, type Node } from './estree.js';

/** The element's own modules: their styles are `css` tagged templates from lit. */
const OWN_MODULE = /[\\/]packages[\\/]docs-assistant[\\/]src[\\/].*\.ts$/;

/**
 * Whitespace a stylesheet does not need, outside quoted strings: runs become one space, and none
 * is kept around `{`, `}`, `;`, `,` or after `:`. Values keep the spaces between their words, and
 * selectors keep theirs (`a :hover` and `a:hover` differ).
 */
export function minifyCss(text: string): string {
  return text
    .split(/('[^']*'|"[^"]*")/)
    .map((part, index) =>
      index % 2
        ? part
        : part
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/\s+/g, ' ')
            .replace(/ ?([{};,]) ?/g, '$1')
            .replace(/: /g, ':')
            .replace(/;}/g, '}'),
    )
    .join('');
}

/**
 * Minifies the text of `css\`...\`` templates in the script-tag builds: minifiers leave template
 * text alone, and the indentation of the element's stylesheets is about a tenth of their gzip size.
 * Interpolations (`${dark}`) stay where they are; each piece of text between them is minified alone.
 */
export function minifyCssLiterals(): Plugin {
  return {
    name: 'docs-assistant:minify-css-literals',
    apply: 'build',
    transform: {
      filter: { id: OWN_MODULE, code: 'css`' },
      handler(code, id) {
        const output = new MagicString(code);
        visit(this.parse(code, { lang: 'ts' }) as unknown as Node, (node) => {
          if (node.type !== 'TaggedTemplateExpression') return;
          if (!isNode(node.tag) || node.tag.type !== 'Identifier' || node.tag.name !== 'css') return;
          if (!isNode(node.quasi)) return;
          for (const quasi of children(node.quasi)) {
            if (quasi.type !== 'TemplateElement' || quasi.end <= quasi.start) continue;
            const text = code.slice(quasi.start, quasi.end);
            const minified = minifyCss(text);
            if (minified !== text) output.overwrite(quasi.start, quasi.end, minified);
          }
        });
        if (!output.hasChanged()) return;
        return { code: output.toString(), map: output.generateMap({ hires: true, source: id }) };
      },
    },
  };
}
