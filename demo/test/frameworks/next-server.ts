import { spawn } from 'node:child_process';
import { bin } from './fixture-app.js';
import { freePort } from '../../../packages/docs-assistant-platform/test/helpers/free-port.js';

export interface NextServer {
  url: string;
  stop(): Promise<void>;
}

/** `next start` on loopback, resolved once it answers. */
export async function startNext(appDir: string, env: NodeJS.ProcessEnv): Promise<NextServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [bin.next, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: appDir,
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break;
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`next start did not answer on ${url}:\n${output}`);
}
