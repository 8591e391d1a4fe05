import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { reactModules } from './packages/docs-assistant/test/widget/helpers/react-modules.js';
import { createScriptedAssistant } from './packages/docs-assistant/test/widget/helpers/scripted-assistant.js';
import { createScriptedSearch } from './packages/docs-assistant/test/widget/helpers/scripted-search.js';

const assistant = createScriptedAssistant();
const search = createScriptedSearch();

export default {
  files: ['packages/docs-assistant/test/widget/**/*.browser.test.ts'],
  nodeResolve: { exportConditions: ['docs-assistant-source', 'browser', 'production'], browser: true },
  plugins: [
    reactModules(),
    {
      name: 'stub-commonjs-only-dependency',
      resolveImport: ({ source }) =>
        source === '@vercel/oidc'
          ? '/packages/docs-assistant/test/widget/fixtures/vercel-oidc-stub.js'
          : undefined,
    },
    esbuildPlugin({ ts: true, tsx: true, target: 'es2022', tsconfig: './tsconfig.test-browser.json' }),
  ],
  // The scripted assistant answers on the test page's own origin, over real HTTP.
  middleware: [
    async (context, next) => {
      if (!context.path.startsWith('/api/')) return next();
      context.respond = false;
      if (await search(context.req, context.res)) return;
      await assistant(context.req, context.res);
    },
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
        ],
      },
    }),
  ],
  testFramework: { config: { timeout: 5000 } },
};
