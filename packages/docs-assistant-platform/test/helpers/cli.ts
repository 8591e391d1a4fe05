import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root: commands run there as a developer would. */
export const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const CLI = `${ROOT}packages/docs-assistant-platform/src/cli/main.ts`;
const DEMO = `${ROOT}demo/src/start.ts`;
/**
 * One process (not the tsx launcher and a child), so that a signal reaches the server itself;
 * workspace packages load from their sources.
 */
const NODE_ARGS = ['--conditions=docs-assistant-source', '--import', 'tsx'];

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as a user would, in its own process. */
export function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...NODE_ARGS, CLI, ...args], {
      env: { ...process.env, ...env },
      cwd: ROOT,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the CLI's `serve` on a free port and resolves once it listens. */
export function startServer(env: NodeJS.ProcessEnv, args: string[] = []): Promise<ServerProcess> {
  return startProcess([CLI, 'serve', ...args], env);
}

/** Starts the demo (`npm start`: docs site, proxy and platform API) on a free port. */
export function startDemo(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  return startProcess([DEMO], env);
}

function startProcess(args: string[], env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...NODE_ARGS, ...args], {
      env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
      cwd: ROOT,
    });
    let output = '';
    const onData = (d: Buffer) => {
      output += d;
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (m)
        resolve({
          url: m[1]!,
          child,
          output: () => output,
          stop: (signal = 'SIGTERM') =>
            new Promise((done) => {
              if (child.exitCode !== null) return done(child.exitCode);
              child.once('exit', (code) => done(code));
              child.kill(signal);
            }),
        });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
}
