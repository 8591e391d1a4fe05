import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { children, isNode, visit, type Node } from './estree.js';

/** `ai` ships as one file; this is it (not the `ai4`/`ai5`/`ai6` aliases the tests install). */
const AI_DIST = /[\\/]node_modules[\\/]ai[\\/]dist[\\/]index\.js$/;

/**
 * Lets the script-tag build keep only the part of `ai` the element runs: `AbstractChat`, its
 * stream processing and their helpers. Without it, the panel chunk carries about 22 KB gzip
 * of `ai` and zod it never executes, for two reasons that are both in `ai`'s single-file build:
 *
 * - Module-level declarations such as `const textPartSchema = z.object({..., x: s.optional()})`
 *   call methods, which a bundler cannot prove free of effects, so every schema stays even when
 *   nothing reads it. In `ai` they only build values (zod schemas, id generators, symbols,
 *   errors), so their calls are marked `@__PURE__`: a declaration stays when something reads it.
 * - `AbstractChat`'s constructor defaults `transport` to `new DefaultChatTransport()`, whose
 *   response parser validates every chunk with zod. The element always passes its own
 *   transport, so the default is dropped; a missing transport then fails at the first request.
 *
 * Both edits are checked: if `ai` changes shape, the build fails here instead of growing quietly.
 */
export function aiChatOnly(): Plugin {
  let edited = false;
  return {
    name: 'docs-assistant:ai-chat-only',
    apply: 'build',
    transform: {
      filter: { id: AI_DIST },
      handler(code, id) {
        const program = this.parse(code) as unknown as Node;
        const output = new MagicString(code);
        let marked = 0;
        for (const statement of children(program)) {
          const declaration =
            statement.type === 'ExportNamedDeclaration' && isNode(statement.declaration)
              ? statement.declaration
              : statement;
          if (declaration.type !== 'VariableDeclaration') continue;
          for (const declarator of children(declaration)) {
            if (!isNode(declarator.init)) continue;
            visit(declarator.init, (node) => {
              // Code inside functions and classes runs later, if ever: its calls are not the declaration's.
              if (/Function|Class/.test(node.type)) return false;
              if (node.type === 'CallExpression' || node.type === 'NewExpression') {
                output.appendLeft(node.start, '/* @__PURE__ */ ');
                marked++;
              }
            });
          }
        }
        let defaults = 0;
        visit(program, (node) => {
          if (
            node.type === 'AssignmentPattern' &&
            isNode(node.left) &&
            node.left.type === 'Identifier' &&
            node.left.name === 'transport' &&
            isNode(node.right) &&
            node.right.type === 'NewExpression' &&
            isNode(node.right.callee) &&
            node.right.callee.name === 'DefaultChatTransport'
          ) {
            output.remove(node.left.end, node.end);
            defaults++;
          }
        });
        if (defaults !== 1 || marked === 0) {
          this.error(
            `${id}: expected one \`transport = new DefaultChatTransport()\` default and module-level schemas ` +
              `(found ${defaults} and ${marked}); update build/ai-chat-only.ts for this version of ai.`,
          );
        }
        edited = true;
        return { code: output.toString(), map: output.generateMap({ hires: true, source: id }) };
      },
    },
    buildEnd(error) {
      if (!error && [...this.getModuleIds()].some((id) => AI_DIST.test(id)) && !edited) {
        this.error('`ai` was bundled without the edits of build/ai-chat-only.ts.');
      }
    },
  };
}
