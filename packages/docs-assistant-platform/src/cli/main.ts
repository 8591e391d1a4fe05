import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { loadConfig, storeLocation } from '../config.js';
import { openStore, type Store } from '../db/open.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { ImportError } from '../import/jsonl.js';
import { importFeedback } from '../import/import-feedback.js';
import { importAgentJobs } from '../import/import-agent-jobs.js';
import { createKey, revokeKey } from '../store/keys.js';
import {
  createProject,
  DomainTakenError,
  findProject,
  findProjectByDomain,
  organizationExists,
} from '../store/projects.js';
import { ingestDocs, progressPrinter, summary } from '../docs/ingest.js';
import { ingestAtStart, listenPlatform, openPlatform } from './serve.js';

const USAGE = `Usage: docs-assistant-platform <command>

  serve [--port <n>] [--host <addr>] [--data-dir <dir>] [--docs <dir> --domain <domain>]
                                                the platform API (env: see README); --docs ingests first
  projects create --domain <domain> [--org <name>]
  keys create --kind admin --org <orgId> [--expires-in-days <n>]
  keys create --kind assistant --project <projectId> [--expires-in-days <n>]
  keys revoke <prefix>
  import feedback <file.jsonl> --project <projectId>
  import jobs <file.jsonl> --project <projectId>
  ingest --docs <dir> --domain <domain>         read a docs folder into the project's search index
`;

// The data directory holds every question asked: what this process creates is its owner's alone.
process.umask(0o077);

class UsageError extends Error {}

const print = (value: unknown) => process.stdout.write(JSON.stringify(value) + '\n');

async function withStore<T>(run: (store: Store) => Promise<T>): Promise<T> {
  const store = await openStore(storeLocation(loadConfig()));
  try {
    return await run(store);
  } finally {
    await store.close();
  }
}

function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      domain: { type: 'string' },
      org: { type: 'string' },
      kind: { type: 'string' },
      project: { type: 'string' },
      'expires-in-days': { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      docs: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, sub, arg] = positionals;
  if (values.help || !command) {
    process.stdout.write(USAGE);
    return;
  }
  const route = `${command} ${sub ?? ''}`.trim();

  if (command === 'serve') {
    const config = loadConfig();
    if (values.port) {
      config.port = Number(values.port);
      if (!Number.isInteger(config.port) || config.port < 0 || config.port > 65_535)
        throw new UsageError('--port must be a port number');
    }
    if (values.host) config.host = values.host;
    if (values['data-dir']) config.dataDir = resolve(values['data-dir']);
    const platform = await openPlatform(config);
    if (values.docs) await ingestAtStart(platform, resolve(values.docs), required(values, 'domain'));
    await listenPlatform(platform);
    return;
  }
  if (route === 'projects create') {
    const domain = required(values, 'domain');
    if (!/^[a-z0-9][a-z0-9.-]{0,62}$/.test(domain))
      throw new UsageError('--domain must be lowercase letters, digits, dots and dashes (at most 63)');
    print(await withStore((s) => createProject(s.db, { domain, orgName: values.org })));
    return;
  }
  if (route === 'keys create') {
    const days = values['expires-in-days'];
    const expiresAt = days ? new Date(Date.now() + Number(days) * 86_400_000) : undefined;
    if (days && !(Number(days) > 0)) throw new UsageError('--expires-in-days must be a positive number');
    if (values.kind === 'admin') {
      const orgId = required(values, 'org');
      print(
        await withStore(async (s) => {
          if (!(await organizationExists(s.db, orgId))) throw new UsageError(`No organization ${orgId}`);
          return createKey(s.db, { kind: 'admin', orgId, expiresAt });
        }),
      );
      return;
    }
    if (values.kind === 'assistant') {
      const projectId = required(values, 'project');
      print(
        await withStore(async (s) => {
          const project = await findProject(s.db, projectId);
          if (!project) throw new UsageError(`No project ${projectId}`);
          return createKey(s.db, { kind: 'assistant', orgId: project.orgId, projectId, expiresAt });
        }),
      );
      return;
    }
    throw new UsageError('--kind must be admin or assistant');
  }
  if (route === 'keys revoke') {
    if (!arg) throw new UsageError('keys revoke needs the key prefix');
    const revoked = await withStore((s) => revokeKey(s.db, arg));
    if (!revoked) throw new UsageError(`No live key with prefix ${arg}`);
    print({ revoked: arg });
    return;
  }
  if (route === 'import feedback' || route === 'import jobs') {
    if (!arg) throw new UsageError(`import ${sub} needs a file`);
    const projectId = required(values, 'project');
    const text = readFileSync(arg, 'utf8');
    const imported = await withStore(async (s) => {
      const project = await findProject(s.db, projectId);
      if (!project) throw new UsageError(`No project ${projectId}`);
      return sub === 'feedback'
        ? importFeedback(s.db, project.id, text)
        : importAgentJobs(s.db, project, text);
    });
    print({ imported, kind: sub, projectId });
    return;
  }
  if (command === 'ingest') {
    const dir = required(values, 'docs');
    const domain = required(values, 'domain');
    const result = await withStore(async (s) => {
      const project = await findProjectByDomain(s.db, domain);
      if (!project)
        throw new UsageError(
          `No project with domain ${domain}; create it with "projects create --domain ${domain}"`,
        );
      return ingestDocs(s.db, project.id, dir, { onProgress: progressPrinter() });
    });
    process.stderr.write(summary(result) + '\n');
    print({
      status: result.status,
      ingestionId: result.ingestion.id,
      pages: result.pages,
      sections: result.sections,
      failures: result.failures.length,
    });
    if (result.failures.length) process.exitCode = 1;
    return;
  }
  throw new UsageError(`Unknown command "${route}"\n\n${USAGE}`);
}

main(process.argv.slice(2)).catch((err: unknown) => {
  const known =
    err instanceof UsageError ||
    err instanceof DataDirLockedError ||
    err instanceof ImportError ||
    err instanceof DomainTakenError;
  process.stderr.write(`error: ${known ? (err as Error).message : String((err as Error)?.stack ?? err)}\n`);
  process.exit(1);
});
