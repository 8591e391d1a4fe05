/** Every command of `docs-assistant-platform`: its usage line, what it does, and its options. */
export interface CommandSpec {
  name: string;
  usage: string;
  summary: string;
  options: Record<string, { type: 'string' | 'boolean'; help: string }>;
  /** Positional arguments after the command's words. */
  args: number;
}

const dataDir = {
  type: 'string',
  help: 'Embedded database folder (env DATA_DIR; default .data); DATABASE_URL selects PostgreSQL instead',
} as const;

export const COMMANDS: CommandSpec[] = [
  {
    name: 'serve',
    usage: 'serve [--port <n>] [--host <addr>] [--docs <dir|url> --domain <domain>]',
    summary: 'Run the platform API (env: see README); --docs ingests a docs folder first',
    args: 0,
    options: {
      port: { type: 'string', help: 'Port to listen on (env PORT; default 8787)' },
      host: { type: 'string', help: 'Address to listen on (env HOST; default 127.0.0.1)' },
      docs: { type: 'string', help: 'A docs folder or sitemap URL to ingest before listening' },
      domain: { type: 'string', help: 'The project (domain or id) that --docs is ingested into' },
      generator: {
        type: 'string',
        help: 'mintlify, docusaurus, vitepress, mkdocs, markdown or html (default: detected)',
      },
      'data-dir': dataDir,
    },
  },
  {
    name: 'projects create',
    usage: 'projects create --domain <domain> [--org <id|name>] [--site-url <url>]',
    summary: 'Create a project (and its organization when none has that id or name)',
    args: 0,
    options: {
      domain: { type: 'string', help: 'The docs domain: lowercase letters, digits, dots and dashes' },
      org: { type: 'string', help: 'Organization id or name (default: the domain)' },
      'site-url': { type: 'string', help: 'Public URL of the docs site: the base of every cited link' },
      'data-dir': dataDir,
    },
  },
  {
    name: 'projects update',
    usage: 'projects update --domain <domain|id> --site-url <url|none>',
    summary: "Change a project's public site URL ('none' falls back to SITE_URL)",
    args: 0,
    options: {
      domain: { type: 'string', help: 'The project: its domain or id' },
      'site-url': { type: 'string', help: "Public URL of the docs site, or 'none'" },
      'data-dir': dataDir,
    },
  },
  {
    name: 'projects list',
    usage: 'projects list',
    summary: 'List projects with their organization and site URL (JSON lines)',
    args: 0,
    options: { 'data-dir': dataDir },
  },
  {
    name: 'keys create',
    usage:
      'keys create --kind admin --org <id|name> | --kind assistant --project <id|domain> [--expires-in-days <n>]',
    summary: 'Create an admin key (reads analytics) or an assistant key (asks questions)',
    args: 0,
    options: {
      kind: { type: 'string', help: 'admin or assistant' },
      org: { type: 'string', help: 'Organization id or name (admin keys)' },
      project: { type: 'string', help: 'Project id or domain (assistant keys)' },
      'expires-in-days': { type: 'string', help: 'Expire the key after this many days' },
      'data-dir': dataDir,
    },
  },
  {
    name: 'keys revoke',
    usage: 'keys revoke <prefix>',
    summary: 'Revoke a key by the prefix printed when it was created',
    args: 1,
    options: { 'data-dir': dataDir },
  },
  {
    name: 'ingest',
    usage: 'ingest --docs <dir|sitemap-url> --domain <domain|id> [--generator <name>] [--allow-empty]',
    summary: "Read a docs site into the project's search index (also while the server runs)",
    args: 0,
    options: {
      docs: {
        type: 'string',
        help: 'A docs source folder, a folder of built HTML pages, or a sitemap.xml URL',
      },
      domain: { type: 'string', help: 'The project: its domain or id' },
      generator: {
        type: 'string',
        help: 'mintlify, docusaurus, vitepress, mkdocs, markdown or html (default: detected)',
      },
      'allow-empty': { type: 'boolean', help: "Replace the project's docs even when no page is found" },
      'data-dir': dataDir,
    },
  },
  {
    name: 'import feedback',
    usage: 'import feedback <file.jsonl> --project <id|domain>',
    summary: 'Import feedback records; all lines valid, or nothing is written',
    args: 1,
    options: { project: { type: 'string', help: 'Project id or domain' }, 'data-dir': dataDir },
  },
  {
    name: 'import jobs',
    usage: 'import jobs <file.jsonl> --project <id|domain>',
    summary: 'Import agent jobs; all lines valid, or nothing is written',
    args: 1,
    options: { project: { type: 'string', help: 'Project id or domain' }, 'data-dir': dataDir },
  },
  {
    name: 'help',
    usage: 'help [<command>]',
    summary: 'Show this help, or one command’s',
    args: 2,
    options: {},
  },
];

export function generalUsage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length)) + 2;
  return [
    'Usage: docs-assistant-platform <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    '',
    'Every command takes --data-dir <dir> (or DATABASE_URL) and --help.',
    'Run "docs-assistant-platform <command> --help" for its options.',
    '',
  ].join('\n');
}

export function commandUsage(spec: CommandSpec): string {
  const options = Object.entries(spec.options);
  const width = Math.max(0, ...options.map(([name]) => name.length)) + 6;
  return [
    `Usage: docs-assistant-platform ${spec.usage}`,
    '',
    spec.summary + '.',
    '',
    'Options:',
    ...options.map(([name, o]) => `  --${name.padEnd(width - 2)}${o.help}`),
    `  --${'help'.padEnd(width - 2)}Show this help`,
    '',
  ].join('\n');
}

/** The command named by the first one or two words. */
export function findCommand(words: string[]): { spec: CommandSpec; rest: string[] } | null {
  for (const spec of COMMANDS) {
    const parts = spec.name.split(' ');
    if (parts.every((p, i) => words[i] === p)) return { spec, rest: words.slice(parts.length) };
  }
  return null;
}
