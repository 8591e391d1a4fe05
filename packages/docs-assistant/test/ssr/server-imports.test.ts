import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const ENTRIES = [
  'docs-assistant',
  'docs-assistant/react',
  'docs-assistant/server',
  'docs-assistant/server/hono',
  'docs-assistant/protocol',
];

/**
 * Imports every entry in a plain Node process (no DOM, lit's `node` export condition), as a
 * framework's server render does, and reports each entry's exports and whether anything
 * registered `<docs-assistant>`.
 */
const PROBE = `
const report = {};
for (const entry of ${JSON.stringify(ENTRIES)}) {
  try {
    report[entry] = { exports: Object.keys(await import(entry)).sort() };
  } catch (error) {
    report[entry] = { error: String(error?.stack ?? error) };
  }
}
// What Next.js and Docusaurus do with the React entry on the server.
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
const { DocsAssistant } = await import('docs-assistant/react');
report.rendered = renderToString(createElement(DocsAssistant, { api: '/api/assistant', onFinish() {} }));
report.defined = globalThis.customElements?.get?.('docs-assistant') !== undefined;
report.hasWindow = typeof window !== 'undefined';
process.stdout.write(JSON.stringify(report));
`;

interface Report {
  [entry: string]: { exports?: string[]; error?: string } | boolean | string;
}

async function probe(nodeArgs: string[]): Promise<Report> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...nodeArgs, '--input-type=module', '--eval', PROBE],
    // tsx compiles the sources' decorators as the repository's TypeScript settings say.
    { cwd: ROOT, env: { ...process.env, TSX_TSCONFIG_PATH: `${ROOT}tsconfig.base.json` } },
  );
  return JSON.parse(stdout) as Report;
}

function expectServerSafe(report: Report) {
  expect(report.hasWindow).toBe(false);
  for (const entry of ENTRIES) expect(report[entry], entry).not.toHaveProperty('error');
  expect(report['docs-assistant']).toMatchObject({
    exports: expect.arrayContaining([
      'DocsAssistant',
      'createAssistantTransport',
      'DocsAssistantFinishEvent',
    ]),
  });
  expect(report['docs-assistant/react']).toMatchObject({
    exports: expect.arrayContaining(['DocsAssistant', 'DocsAssistantElement', 'createAssistantTransport']),
  });
  expect(report['docs-assistant/server']).toMatchObject({
    exports: expect.arrayContaining(['createAssistantProxy', 'nodeSocketAddress']),
  });
  expect(report['docs-assistant/server/hono']).toMatchObject({ exports: ['assistantProxyRoute'] });
  expect(report['docs-assistant/protocol']).toMatchObject({
    exports: expect.arrayContaining(['AssistantRequestSchema', 'THREAD_ID_HEADER', 'STREAM_DONE']),
  });
  // Undefined on the server, the element's string settings render as attributes, which it reads
  // when it upgrades; the event handler is left to the client.
  expect(report.rendered).toBe('<docs-assistant api="/api/assistant"></docs-assistant>');
  // The element is defined in browsers only, never in lit's server-side registry.
  expect(report.defined).toBe(false);
}

describe('importing the package on a server (SSR)', () => {
  it('never throws from the sources, and defines nothing', async () => {
    expectServerSafe(await probe(['--conditions=docs-assistant-source', '--import', 'tsx']));
  });

  it('never throws from the built dist, and defines nothing', async () => {
    expect(existsSync(`${PACKAGE_DIR}dist/widget/index.js`), 'dist is built (npm run build)').toBe(true);
    expectServerSafe(await probe([]));
  });
});
