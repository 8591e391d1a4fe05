/**
 * Settings for `cem analyze`, which writes custom-elements.json from the sources. It runs last in
 * `npm run build`, once `dist/` holds the JavaScript and declarations it points to.
 */
import { existsSync } from 'node:fs';
import { posix } from 'node:path';

/**
 * Where a source module ships: the npm build keeps one file per module under `dist/` (a module
 * of types only has just its `.d.ts`), and the script-tag entry is bundled into
 * `dist/docs-assistant.js`. Undefined for a module that ships in no file of its own.
 */
function distPath(sourcePath) {
  const path = posix.normalize(sourcePath.replace(/^\//, ''));
  if (path === 'src/widget/embed.ts') return 'dist/docs-assistant.js';
  if (path === 'src/widget/zod-jitless.ts') return undefined;
  const base = path.replace(/^src\//, 'dist/').replace(/\.[jt]s$/, '');
  return existsSync(`${base}.js`) || !existsSync(`${base}.d.ts`) ? `${base}.js` : `${base}.d.ts`;
}

/** Rewrites every `module` reference, relative (a re-export) or from the root, into `dist/`. */
function pointReferencesToDist(value, sourcePath) {
  if (Array.isArray(value)) return value.forEach((item) => pointReferencesToDist(item, sourcePath));
  if (!value || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    if (key !== 'module' || typeof item !== 'string') pointReferencesToDist(item, sourcePath);
    else if (item.startsWith('.')) value[key] = distPath(posix.join(posix.dirname(sourcePath), item));
    else if (/^\/?src\//.test(item)) value[key] = distPath(item);
  }
}

/** Per class, the entries of `static properties` that are internal state, not attributes. */
const stateProperties = new Map();

export default {
  globs: ['src/widget/**/*.ts'],
  litelement: true,
  plugins: [
    {
      // `static properties = { _open: { state: true } }` declares state, which has no attribute;
      // the analyzer lists every entry of that object as one.
      name: 'state-is-no-attribute',
      analyzePhase({ ts, node }) {
        if (!ts.isPropertyDeclaration(node) || node.name.getText() !== 'properties') return;
        const owner = node.parent;
        if (!ts.isClassDeclaration(owner) || !owner.name || !node.initializer) return;
        if (!ts.isObjectLiteralExpression(node.initializer)) return;
        const names = new Set();
        for (const entry of node.initializer.properties) {
          if (!ts.isPropertyAssignment(entry) || !ts.isObjectLiteralExpression(entry.initializer)) continue;
          const isState = entry.initializer.properties.some(
            (option) =>
              ts.isPropertyAssignment(option) &&
              option.name.getText() === 'state' &&
              option.initializer.kind === ts.SyntaxKind.TrueKeyword,
          );
          if (isState) names.add(entry.name.getText());
        }
        stateProperties.set(owner.name.getText(), names);
      },
      packageLinkPhase({ customElementsManifest }) {
        for (const module of customElementsManifest.modules) {
          for (const declaration of module.declarations ?? []) {
            const names = stateProperties.get(declaration.name);
            if (!names) continue;
            declaration.attributes = declaration.attributes?.filter(
              (attribute) => !names.has(attribute.fieldName ?? attribute.name),
            );
            for (const member of declaration.members ?? []) if (names.has(member.name)) delete member.attribute;
          }
        }
      },
    },
    {
      // Events dispatched as class instances are documented by their @fires tags; the analyzer
      // also records them once more without a name.
      name: 'drop-unnamed-events',
      packageLinkPhase({ customElementsManifest }) {
        for (const module of customElementsManifest.modules) {
          for (const declaration of module.declarations ?? []) {
            if (declaration.events) declaration.events = declaration.events.filter((event) => event.name);
          }
        }
      },
    },
    {
      // Tools read the manifest from the installed package, which has `dist/` and no sources.
      name: 'paths-into-dist',
      packageLinkPhase({ customElementsManifest }) {
        customElementsManifest.modules = customElementsManifest.modules.filter((module) => {
          const sourcePath = module.path;
          module.path = distPath(sourcePath);
          pointReferencesToDist(module.declarations, sourcePath);
          pointReferencesToDist(module.exports, sourcePath);
          // A module of types only declares nothing a tool could use.
          const empty = !module.declarations?.length && !module.exports?.length;
          return module.path !== undefined && !empty;
        });
        // The analyzer lists modules in the order its file walk found them; sorted, the
        // committed manifest only changes when the element does.
        customElementsManifest.modules.sort((a, b) => a.path.localeCompare(b.path));
      },
    },
  ],
};
