import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const SOURCES = join(PACKAGE_DIR, 'src/widget');

interface Named {
  name: string;
  type?: { text: string };
  description?: string;
}
interface Declaration extends Named {
  kind: string;
  tagName?: string;
  customElement?: boolean;
  attributes?: (Named & { fieldName?: string })[];
  members?: (Named & { kind: string; privacy?: string; static?: boolean })[];
  events?: Named[];
  slots?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}
interface Manifest {
  modules: {
    path: string;
    declarations?: Declaration[];
    exports?: { kind: string; name: string; declaration: { name: string; module: string } }[];
  }[];
}

const manifest = JSON.parse(readFileSync(join(PACKAGE_DIR, 'custom-elements.json'), 'utf8')) as Manifest;
const elements = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((d) => d.customElement);
const element = elements.find((d) => d.tagName === 'docs-assistant')!;
const sourceText = readdirSync(SOURCES, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => readFileSync(join(SOURCES, file), 'utf8'))
  .join('\n');
const matches = (pattern: RegExp) => new Set([...sourceText.matchAll(pattern)].map((m) => m[1]!));
/**
 * The sources, loaded in Node as a server render would (lit's Node build); imported by a path
 * the compiler does not follow, since this test is compiled without the DOM's types.
 */
const source = (path: string): Promise<Record<string, unknown>> => import(path);

/** The analyzer marks public members `public`, or leaves them unmarked. */
const isPublic = (member: { privacy?: string }) => !member.privacy || member.privacy === 'public';

const names = (items: Named[] | undefined) => new Set((items ?? []).map((item) => item.name));

describe('custom-elements.json', () => {
  it('declares <docs-assistant> and the module that defines it', () => {
    expect(element).toBeDefined();
    const definitions = manifest.modules.flatMap((module) =>
      (module.exports ?? [])
        .filter((e) => e.kind === 'custom-element-definition')
        .map((e) => ({ module, e })),
    );
    expect(definitions.find(({ e }) => e.name === 'docs-assistant')?.module.path).toBe(
      'dist/widget/define.js',
    );
  });

  it('lists every attribute and public property the element observes', async () => {
    const { DocsAssistant } = (await source('../../src/widget/docs-assistant.js')) as {
      DocsAssistant: {
        observedAttributes: string[];
        elementProperties: Map<PropertyKey, { state?: boolean }>;
      };
    };
    expect(names(element.attributes)).toEqual(new Set(DocsAssistant.observedAttributes));
    for (const attribute of element.attributes ?? [])
      expect(attribute.type?.text, attribute.name).toBeTruthy();
    const publicFields = names(element.members?.filter((m) => m.kind === 'field' && isPublic(m) && !m.static));
    for (const [name, options] of DocsAssistant.elementProperties) {
      if (typeof name === 'string' && !name.startsWith('_') && !options.state)
        expect(publicFields).toContain(name);
    }
    for (const name of ['isOpen', 'threadId', 'pendingContext']) expect(publicFields).toContain(name);
    const methods = names(element.members?.filter((m) => m.kind === 'method' && isPublic(m)));
    for (const name of ['open', 'close', 'toggle', 'ask', 'addContext', 'newThread', 'stop']) {
      expect(methods).toContain(name);
    }
  });

  it('lists every event with its class and detail type', async () => {
    const events = await source('../../src/widget/events.js');
    const classes = Object.entries(events).filter(([name]) => name.endsWith('Event')) as [
      string,
      new (detail?: never) => Event,
    ][];
    expect(classes.length).toBe(6);
    for (const [className, EventClass] of classes) {
      const type = new EventClass().type;
      const documented = element.events?.find((event) => event.name === type);
      expect(documented?.type?.text, type).toBe(className);
      if (className !== 'DocsAssistantOpenEvent' && className !== 'DocsAssistantCloseEvent') {
        expect(documented?.description, type).toMatch(/`detail: \w+Detail` = `\{ .+ \}`/);
      }
    }
    expect(element.events).toHaveLength(classes.length);
  });

  it('lists every slot, CSS part and custom property the sources use', () => {
    expect(names(element.slots)).toEqual(matches(/<slot\s+name="([\w-]+)"/g));
    const parts = new Set([
      ...[...matches(/part="([\w\s-]+)"/g)].flatMap((list) => list.split(/\s+/)),
      ...matches(/part\.add\('([\w-]+)'\)/g),
      // Parts named where a renderer is called: `linkTo(..., 'citation')`.
      ...matches(/\bPART_[A-Z_]+ = '([\w-]+)'/g),
    ]);
    expect(new Set(elements.flatMap((d) => [...names(d.cssParts)]))).toEqual(parts);
    // Read with `var()`, or written by the element for the page to read (`_PROPERTY = '--…'`).
    expect(names(element.cssProperties)).toEqual(
      new Set([
        ...matches(/var\((--docs-assistant-[\w-]+)/g),
        ...matches(/_PROPERTY = '(--docs-assistant-[\w-]+)'/g),
      ]),
    );
  });

  it('points every module into dist, where the build puts it', () => {
    expect(existsSync(join(PACKAGE_DIR, 'dist/widget/index.js')), 'dist is built (npm run build)').toBe(true);
    const paths = [
      ...manifest.modules.map((module) => module.path),
      ...Array.from(JSON.stringify(manifest).matchAll(/"module":"([^"]+)"/g), (m) => m[1]!),
    ];
    for (const path of paths) {
      expect(path).toMatch(/^dist\//);
      expect(existsSync(join(PACKAGE_DIR, path)), path).toBe(true);
    }
  });
});
