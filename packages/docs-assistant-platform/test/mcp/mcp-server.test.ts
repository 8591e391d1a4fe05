import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestDocs } from '../../src/docs/ingest.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { listenOnLoopback, type Loopback } from '../helpers/loopback.js';

type TextContent = { type: 'text'; text: string }[];

describe('MCP server per docs domain, through the SDK client over HTTP', () => {
  let t: TestApp;
  let server: Loopback;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await ingestDocs(t.store.db, t.a.projectId, FIXTURE_DOCS);
    server = await listenOnLoopback((request) => t.app.fetch(request));
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server.close();
    await t.close();
  });

  async function connect(key: string, domain = t.a.domain): Promise<Client> {
    const client = new Client({ name: 'docs-assistant-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/mcp/${domain}`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    });
    await client.connect(transport);
    clients.push(client);
    return client;
  }

  it('names the site and lists a search tool and a page tool', async () => {
    const client = await connect(t.a.assistantKey);
    expect(client.getServerVersion()?.name).toBe(`docs-assistant-${t.a.domain}`);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['read_page', 'search_docs']);
    const searchTool = tools.find((tool) => tool.name === 'search_docs')!;
    expect(searchTool.inputSchema.required).toEqual(['query']);
    expect(searchTool.annotations?.readOnlyHint).toBe(true);
  });

  it('searches the docs and reads a page found', async () => {
    const client = await connect(t.a.assistantKey);
    const found = await client.callTool({
      name: 'search_docs',
      arguments: { query: 'install with npm', pageSize: 3 },
    });
    const text = (found.content as TextContent)[0]!.text;
    expect(text).toMatch(/^1\. Install the CLI › Install with npm\npath: \/guides\/install#install-with-npm/);
    expect(text).toContain('Install the CLI globally with npm');
    const results = (found.structuredContent as { results: unknown[] }).results;
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(3);

    const page = await client.callTool({
      name: 'read_page',
      arguments: { path: '/guides/install#install-with-npm' },
    });
    expect(page.isError).toBeFalsy();
    expect((page.content as TextContent)[0]!.text).toContain('```bash\nnpm install -g acme-cli');

    const french = await client.callTool({
      name: 'search_docs',
      arguments: { query: 'installer npm', language: 'fr' },
    });
    expect((french.content as TextContent)[0]!.text).toContain('/fr/guides/install');
  });

  it('says so when nothing matches or the page does not exist', async () => {
    const client = await connect(t.a.assistantKey);
    const none = await client.callTool({ name: 'search_docs', arguments: { query: 'zyxwvut' } });
    expect((none.content as TextContent)[0]!.text).toMatch(/No section of the alpha documentation matches/);
    const missing = await client.callTool({ name: 'read_page', arguments: { path: '/nope' } });
    expect(missing.isError).toBe(true);
    const bad = await client.callTool({ name: 'search_docs', arguments: { query: '' } });
    expect(bad.isError).toBe(true);
  });

  it('needs the domain’s assistant key; another organization’s domain is not found', async () => {
    const wrongSecret = `${t.a.assistantKey.slice(0, -4)}${t.a.assistantKey.endsWith('aaaa') ? 'bbbb' : 'aaaa'}`;
    await expect(connect(wrongSecret)).rejects.toThrow(/Invalid API key/);
    await expect(connect(t.a.adminKey)).rejects.toThrow(/assistant API key/);
    await expect(connect(t.b.assistantKey)).rejects.toThrow(/Domain not found/);
    const res = await fetch(`${server.url}/mcp/${t.a.domain}`, {
      headers: { authorization: `Bearer ${t.a.assistantKey}` },
    });
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ error: 'Method not allowed' });
  });
});
