import { readFileSync, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { loadConfig, storeLocation, type ServerConfig } from '../config.js';
import { openStore, type Store } from '../db/open.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { importFeedback } from '../import/import-feedback.js';
import { importAgentJobs } from '../import/import-agent-jobs.js';
import { createKey, revokeKey } from '../store/keys.js';
import {
  createProject,
  findOrganization,
  findProjectByRef,
  listProjects,
  updateProject,
} from '../store/projects.js';
import { ingestDocs, type IngestResult, progressPrinter, summary } from '../docs/ingest.js';
import { GENERATORS, type GeneratorName } from '../docs/generators/layout.js';
import { parseSiteUrl } from '../docs/page-url.js';
import { COMMANDS, type CommandSpec, commandUsage, findCommand, generalUsage } from './commands.js';
import { CliError, UsageError } from './errors.js';
import { hasIngestSocket, ingestThroughServer } from './ingest-socket.js';

// The data directory holds every question asked: what this process creates is its owner's alone.
process.umask(0o077);

type Values = Record<string, string | boolean | undefined>;

const print = (value: unknown) => process.stdout.write(JSON.stringify(value) + '\n');

function settings(values: Values): ServerConfig {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (error) {
    throw new CliError(`${(error as Error).message} (check the environment).`);
  }
  if (typeof values['data-dir'] === 'string') config.dataDir = resolve(values['data-dir']);
  if (config.databaseUrl && !/^postgres(ql)?:\/\//.test(config.databaseUrl))
    throw new CliError(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/docs.',
    );
  return config;
}

async function withStore<T>(config: ServerConfig, run: (store: Store) => Promise<T>): Promise<T> {
  const store = await openStore(storeLocation(config));
  try {
    return await run(store);
  } finally {
    await store.close();
  }
}

function required(values: Values, name: string, command: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required.`, command);
  return value;
}

function siteUrlOption(value: string, command: string): string {
  const url = parseSiteUrl(value);
  if (!url)
    throw new UsageError(
      `--site-url must be an http(s) URL such as https://docs.example.com/, got "${value}".`,
      command,
    );
  return url;
}

function generatorOption(values: Values, command: string): GeneratorName | undefined {
  const value = values.generator;
  if (value === undefined) return undefined;
  if (!GENERATORS.includes(value as GeneratorName))
    throw new UsageError(
      `--generator must be one of ${GENERATORS.join(', ')}; got "${String(value)}".`,
      command,
    );
  return value as GeneratorName;
}

function docsSource(value: string): string {
  if (/^https?:\/\//.test(value)) return value;
  const dir = resolve(value);
  if (!existsSync(dir)) throw new CliError(`The docs folder ${dir} does not exist.`);
  return dir;
}

/** `projects` alone names a group of commands: say which ones it has. */
function unknownCommand(words: string[]): string {
  const group = COMMANDS.filter((c) => c.name.startsWith(`${words[0]} `)).map((c) => c.name.split(' ')[1]);
  if (group.length && words.length === 1) return `"${words[0]}" needs one of: ${group.join(', ')}.`;
  return `Unknown command "${words.join(' ')}".`;
}

/** Reads a file named on the command line, with errors that name it. */
function readInputFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Node leaves the path out of this one.
    if (code === 'EISDIR') throw new CliError(`${resolve(file)} is a folder, not a file.`);
    throw error;
  }
}

/** Splits the command words from the options, and parses the options the command accepts. */
function parseCommandLine(argv: string[]): {
  spec: CommandSpec | null;
  values: Values;
  positionals: string[];
} {
  const words: string[] = [];
  for (const arg of argv) {
    if (arg.startsWith('-')) break;
    words.push(arg);
  }
  const found = findCommand(words);
  if (!found) {
    if (!words.length)
      return {
        spec: null,
        values: { help: argv.includes('--help') || argv.includes('-h') },
        positionals: [],
      };
    throw new UsageError(unknownCommand(words));
  }
  const { spec } = found;
  const commandWords = spec.name.split(' ').length;
  try {
    const { values, positionals } = parseArgs({
      args: argv.slice(commandWords),
      allowPositionals: true,
      strict: true,
      options: { ...spec.options, help: { type: 'boolean', short: 'h' } },
    });
    if (positionals.length > spec.args && !values.help)
      throw new UsageError(`Unexpected argument "${positionals[spec.args]}".`, spec.name);
    return { spec, values: values as Values, positionals };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const err = error as NodeJS.ErrnoException;
    const option = /'(-{1,2}[^'\s]+)/.exec(err.message)?.[1];
    if (err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw new UsageError(
        `Unknown option ${option ?? ''} for "${spec.name}".`.replace('  ', ' '),
        spec.name,
      );
    if (err.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw new UsageError(
        `Option ${option ?? ''} ${/argument missing/.test(err.message) ? 'needs a value' : 'takes no value'}.`,
        spec.name,
      );
    throw new UsageError(err.message, spec.name);
  }
}

async function main(argv: string[]): Promise<void> {
  const { spec, values, positionals } = parseCommandLine(argv);
  if (!spec) {
    if (values.help) return void process.stdout.write(generalUsage());
    throw new UsageError('A command is required.');
  }
  if (values.help) return void process.stdout.write(commandUsage(spec));
  const config = settings(values);
  const name = spec.name;

  switch (name) {
    case 'help': {
      const topic = positionals.length ? findCommand(positionals) : null;
      if (positionals.length && !topic) throw new UsageError(unknownCommand(positionals));
      process.stdout.write(topic ? commandUsage(topic.spec) : generalUsage());
      return;
    }
    case 'serve': {
      if (typeof values.port === 'string') {
        config.port = Number(values.port);
        if (!/^\d+$/.test(values.port) || config.port > 65_535)
          throw new UsageError(`--port must be a port number from 0 to 65535, got "${values.port}".`, name);
      }
      if (typeof values.host === 'string') config.host = values.host;
      const generator = generatorOption(values, name);
      const docs = typeof values.docs === 'string' ? docsSource(values.docs) : null;
      const domain = docs ? required(values, 'domain', name) : null;
      // The HTTP server, the models' SDKs and the logger load only here: other commands start faster.
      const { assertPortFree, ingestAtStart, listenPlatform, openPlatform } = await import('./serve.js');
      await assertPortFree(config.host, config.port);
      const platform = await openPlatform(config);
      if (docs && domain) await ingestAtStart(platform, docs, domain, { generator });
      await listenPlatform(platform);
      return;
    }
    case 'projects create': {
      const domain = required(values, 'domain', name);
      if (!/^[a-z0-9][a-z0-9.-]{0,62}$/.test(domain))
        throw new UsageError(
          '--domain must be lowercase letters, digits, dots and dashes (at most 63).',
          name,
        );
      const siteUrl =
        typeof values['site-url'] === 'string' ? siteUrlOption(values['site-url'], name) : undefined;
      const org = typeof values.org === 'string' ? values.org : undefined;
      print(await withStore(config, (s) => createProject(s.db, { domain, org, siteUrl })));
      return;
    }
    case 'projects update': {
      const ref = required(values, 'domain', name);
      const raw = required(values, 'site-url', name);
      const siteUrl = raw === 'none' ? null : siteUrlOption(raw, name);
      const updated = await withStore(config, async (s) => {
        const project = await findProjectByRef(s.db, ref);
        if (!project) throw new CliError(`No project "${ref}" (give its domain or id).`);
        return updateProject(s.db, project.id, { siteUrl });
      });
      print({
        projectId: updated!.id,
        orgId: updated!.orgId,
        domain: updated!.domain,
        siteUrl: updated!.siteUrl,
      });
      return;
    }
    case 'projects list': {
      for (const p of await withStore(config, (s) => listProjects(s.db)))
        print({ projectId: p.id, domain: p.domain, orgId: p.orgId, org: p.orgName, siteUrl: p.siteUrl });
      return;
    }
    case 'keys create': {
      const days = values['expires-in-days'];
      if (days !== undefined && !(Number(days) > 0))
        throw new UsageError('--expires-in-days must be a positive number.', name);
      const expiresAt = days ? new Date(Date.now() + Number(days) * 86_400_000) : undefined;
      if (values.kind === 'admin') {
        const ref = required(values, 'org', name);
        print(
          await withStore(config, async (s) => {
            const org = await findOrganization(s.db, ref);
            if (!org) throw new CliError(`No organization "${ref}" (give its id or name).`);
            return createKey(s.db, { kind: 'admin', orgId: org.id, expiresAt });
          }),
        );
        return;
      }
      if (values.kind === 'assistant') {
        const ref = required(values, 'project', name);
        print(
          await withStore(config, async (s) => {
            const project = await findProjectByRef(s.db, ref);
            if (!project) throw new CliError(`No project "${ref}" (give its id or domain).`);
            return createKey(s.db, {
              kind: 'assistant',
              orgId: project.orgId,
              projectId: project.id,
              expiresAt,
            });
          }),
        );
        return;
      }
      throw new UsageError('--kind must be admin or assistant.', name);
    }
    case 'keys revoke': {
      const prefix = positionals[0];
      if (!prefix) throw new UsageError('keys revoke needs the key prefix.', name);
      const revoked = await withStore(config, (s) => revokeKey(s.db, prefix));
      if (!revoked) throw new CliError(`No live key with prefix ${prefix}.`);
      print({ revoked: prefix });
      return;
    }
    case 'import feedback':
    case 'import jobs': {
      const file = positionals[0];
      if (!file) throw new UsageError(`${name} needs a file.`, name);
      const ref = required(values, 'project', name);
      const text = readInputFile(file);
      const imported = await withStore(config, async (s) => {
        const project = await findProjectByRef(s.db, ref);
        if (!project) throw new CliError(`No project "${ref}" (give its id or domain).`);
        return name === 'import feedback'
          ? { imported: await importFeedback(s.db, project.id, text), projectId: project.id }
          : { imported: await importAgentJobs(s.db, project, text), projectId: project.id };
      });
      print({ imported: imported.imported, kind: name.split(' ')[1], projectId: imported.projectId });
      return;
    }
    case 'ingest': {
      const docs = docsSource(required(values, 'docs', name));
      const project = required(values, 'domain', name);
      const generator = generatorOption(values, name);
      const allowEmpty = values['allow-empty'] === true;
      const onProgress = progressPrinter();
      let result: IngestResult;
      // Beside a server that owns the embedded store, that server ingests (and swaps when done).
      if (!config.databaseUrl && hasIngestSocket(config.dataDir)) {
        result = await ingestThroughServer(
          config.dataDir,
          { project, docs, generator, allowEmpty },
          onProgress,
        );
      } else {
        result = await withStore(config, async (s) => {
          const found = await findProjectByRef(s.db, project);
          if (!found)
            throw new CliError(
              `No project "${project}"; create it with "projects create --domain ${project}".`,
            );
          return ingestDocs(s.db, found.id, docs, { generator, allowEmpty, onProgress });
        });
      }
      process.stderr.write(summary(result) + '\n');
      print({
        status: result.status,
        generator: result.generator,
        ingestionId: result.ingestion.id,
        pages: result.pages,
        sections: result.sections,
        languages: result.languages,
        skipped: result.skipped.length,
        failures: result.failures.length,
      });
      if (result.failures.length) process.exitCode = 1;
      return;
    }
  }
}

/** An error as one sentence for the terminal: never a stack trace. */
function sentence(error: unknown): string {
  if (error instanceof DataDirLockedError) return error.message;
  const err = error as NodeJS.ErrnoException;
  if (err?.code === 'ENOENT' && err.path) return `No such file or folder: ${err.path}.`;
  if (err?.code === 'EACCES' && err.path) return `Permission denied: ${err.path}.`;
  if (err?.code === 'EISDIR' && err.path) return `${err.path} is a folder, not a file.`;
  if (err?.code === 'ECONNREFUSED')
    return `Could not connect to the database (${err.message}); check DATABASE_URL.`;
  const message = error instanceof Error ? error.message : String(error);
  const text = message.trim() || 'An unexpected error occurred.';
  return /[.!?)]$/.test(text) ? text : `${text}.`;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    const spec = error.command ? COMMANDS.find((c) => c.name === error.command) : undefined;
    process.stderr.write(`error: ${error.message}\n\n${spec ? commandUsage(spec) : generalUsage()}`);
    process.exit(2);
  }
  process.stderr.write(`error: ${sentence(error)}\n`);
  process.exit(1);
});
