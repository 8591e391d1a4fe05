// React ships CommonJS only, and the test server serves ES modules. This plugin bundles
// React, react-dom/client and @ai-sdk/react once with esbuild (one shared React instance) and
// serves ES module facades with their named exports.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';

/** Export names of a CommonJS package, read in a child process (the runner wraps this one's console). */
const exportNames = (name) =>
  JSON.parse(
    execFileSync(process.execPath, ['-p', `JSON.stringify(Object.keys(require(${JSON.stringify(name)})))`], {
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    }),
  );
const PREFIX = '/__react__/';

const FACADES = {
  react: { file: 'react.js', binding: 'React', names: () => exportNames('react'), withDefault: true },
  'react-dom/client': {
    file: 'react-dom-client.js',
    binding: 'ReactDOMClient',
    names: () => exportNames('react-dom/client'),
  },
  '@ai-sdk/react': { file: 'ai-sdk-react.js', binding: 'AiSdkReact', names: () => ['useChat', 'Chat'] },
};

let bundled;
async function bundle() {
  bundled ??= build({
    stdin: {
      contents: [
        "import * as React from 'react';",
        "import * as ReactDOMClient from 'react-dom/client';",
        "import * as AiSdkReact from '@ai-sdk/react';",
        'export { React, ReactDOMClient, AiSdkReact };',
      ].join('\n'),
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['browser', 'production'],
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0].text);
  return bundled;
}

function facade({ binding, names, withDefault }) {
  const exported = names().filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
  return [
    `import { ${binding} } from './bundle.js';`,
    withDefault ? `export default ${binding};` : '',
    `export const { ${exported.join(', ')} } = ${binding};`,
  ].join('\n');
}

export function reactModules() {
  return {
    name: 'react-modules',
    resolveImport({ source }) {
      const target = FACADES[source];
      return target ? PREFIX + target.file : undefined;
    },
    async serve(context) {
      if (!context.path.startsWith(PREFIX)) return undefined;
      const file = context.path.slice(PREFIX.length);
      if (file === 'bundle.js') return { body: await bundle(), type: 'js' };
      const target = Object.values(FACADES).find((entry) => entry.file === file);
      return target ? { body: facade(target), type: 'js' } : undefined;
    },
  };
}
