import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { composeAnswer, extractAnswer, ExtractiveAnswerer } from '../../src/assistant/extractive-answerer.js';
import type { CitedSource } from '../../src/assistant/answerer.js';
import { TurnSources } from '../../src/assistant/turn-sources.js';
import { parsePage } from '../../src/docs/parse-page.js';
import type { DocSection } from '../../src/docs/types.js';

const section = (over: Partial<DocSection>): DocSection => ({
  id: 'x',
  path: '/deploy',
  anchor: 'several-instances',
  pageTitle: 'Deploy',
  headings: ['Several instances'],
  text: '',
  code: [],
  version: null,
  language: 'en',
  groups: [],
  position: 0,
  ...over,
});

/** The sections of a page as ingestion reads them from its markdown. */
const parsed = (path: string, markdown: string): DocSection[] => {
  const page = parsePage(markdown, { mdx: true });
  return page.sections.map((s, position) =>
    section({ ...s, id: `${path}#${position}`, path, pageTitle: page.title ?? path, position }),
  );
};

/** The sections of a page titled `title`, its markdown body given line by line. */
const titledPage = (path: string, title: string, lines: string[]): DocSection[] =>
  parsed(path, ['---', `title: ${title}`, '---', '', ...lines].join('\n'));

const source = (sections: DocSection[], n = 1): CitedSource => ({
  sourceId: `src-${n}`,
  url: `https://docs.example.com/p${n}`,
  title: `Page ${n}`,
  sections,
});

const request = (question: string, sources: CitedSource[], language = 'en') => ({
  question,
  history: [],
  sources,
  covered: true,
  context: [],
  language,
  signal: new AbortController().signal,
});

describe('the extractive answer', () => {
  it('takes a folder the reader writes out ("packages/*") as telling as a quoted number', () => {
    const editLink = titledPage('/edit-link', 'Edit link', [
      '## Pattern',
      '',
      'The `pattern` option defines the URL of the link; `:path` is replaced with the page path.',
      '',
      'You can also give a function that returns the URL from the file path:',
      '',
      '```js',
      "pattern: ({ filePath }) => filePath.startsWith('packages/') ? `${repo}/${filePath}` : `${repo}/docs/${filePath}`",
      '```',
      '',
      '## Front matter',
      '',
      'The edit link of one page is turned off with `editLink: false` in its front matter.',
    ]);
    const { text } = extractAnswer(
      request(
        'our api pages come from packages/*, so the edit link url is wrong for them. can the url be built per file?',
        [source(editLink)],
      ),
    );
    expect(text).toMatch(/^You can also give a function/);
  });

  it('opens from a lower-ranked page covering as much of the question when its passage fits better', () => {
    const cli = titledPage('/cli', 'CLI', [
      '## Details',
      '',
      'The preview server listens on port 3000.',
      '',
      'Builds go to the dist folder.',
    ]);
    const config = titledPage('/config', 'Configuration', [
      '## Details',
      '',
      'The local preview server listens on port 3000.',
      '',
      'Themes set the colors.',
    ]);
    const question = 'which port does the local preview server listen on';
    const answer = (match: number) =>
      extractAnswer(
        request(question, [
          { ...source(cli, 1), match: 1 },
          { ...source(config, 2), match },
        ]),
      ).text;
    // Covering as much as the best page, its passage naming every word of the question opens.
    expect(answer(1)).toMatch(/^The local preview server listens on port 3000\. \[2\]/);
    // Covering less, it weighs as its rank says: the best page's passage opens.
    expect(answer(0.9)).toMatch(/^The preview server listens on port 3000\. \[1\]/);
  });

  it('opens with the port an option defaults to over a passage holding only an address', () => {
    const options = titledPage('/config/server-options', 'Server options', [
      '## server.port',
      '',
      '- **Type:** `number`',
      '- **Default:** `5173`',
      '',
      'Specify server port.',
    ]);
    const troubleshooting = titledPage('/guide/troubleshooting', 'Troubleshooting', [
      '## Dev server',
      '',
      '### Dev containers and port forwarding',
      '',
      'If you are using a dev container or port forwarding, you may need to set the `server.host` option to `127.0.0.1` in the config.',
    ]);
    const { text } = extractAnswer(
      request("what's the default port of the dev server", [
        { ...source(options, 1), match: 1 },
        { ...source(troubleshooting, 2), match: 1 },
      ]),
    );
    expect(text).toMatch(/^`server\.port` — Default: `5173` \[1\]/);
  });

  it('reads a default labelled in a table with what its section describes, named by its heading', () => {
    const options = titledPage('/options', 'Options', [
      '## End of Line',
      '',
      'Ensure the `endOfLine` option is set to `lf` (this is a default value since v2.0.0).',
      '',
      '## Print Width',
      '',
      'Specify the line length that the printer will wrap on.',
      '',
      '| Default | CLI Override | API Override |',
      '| --- | --- | --- |',
      '| `80` | `--print-width <int>` | `printWidth: <int>` |',
      '',
      '## Tab Width',
      '',
      'Specify the number of spaces per indentation-level.',
      '',
      '| Default | CLI Override | API Override |',
      '| --- | --- | --- |',
      '| `2` | `--tab-width <int>` | `tabWidth: <int>` |',
    ]);
    const answer = (question: string) => extractAnswer(request(question, [source(options)])).text;
    expect(answer("what's the default line length it wraps at")).toMatch(/^Print Width — Default: `80`/);
    expect(answer('how many spaces does it indent by default')).toMatch(/^Tab Width — Default: `2`/);
    // A setting's description is followed by the names it is set by.
    expect(answer('how do I change the number of spaces per level')).toMatch(
      /^Specify the number of spaces per indentation-level\. \[1\]\n\n- Default: `2` \(CLI Override: `--tab-width <int>`/,
    );
  });

  it('names the item a later sentence of it speaks of ("`max_age` — Defaults to 2 weeks.")', () => {
    const sessions = titledPage('/middleware', 'Middleware', [
      '## SessionMiddleware',
      '',
      'Adds signed cookie-based HTTP sessions. The following arguments are supported:',
      '',
      '* `secret_key` - Should be a random string.',
      '* `session_cookie` - Defaults to "session".',
      '* `max_age` - Session expiry time in seconds. Defaults to 2 weeks. If set to `None` then the cookie will last as long as the browser session.',
      "* `same_site` - SameSite flag prevents the browser from sending session cookie along with cross-site requests. Defaults to `'lax'`.",
    ]);
    const text = extractAnswer(
      request('how long does the session cookie last by default?', [source(sessions)]),
    ).text;
    expect(text).toMatch(/^`max_age` — Defaults to 2 weeks\./);
    // Another item's sentence quoted beside it says which item it is of.
    expect(text).not.toMatch(/(^|[.\]] )Defaults to `'lax'`/);
  });

  it('opens a how-to question with the remedy that follows the problem its best passage states', () => {
    const store = titledPage('/core-concepts', 'Defining a Store', [
      '## Using the store',
      '',
      'Note that `store` is an object wrapped with `reactive`: like `props`, we cannot destructure it and keep the values reactive.',
      '',
      '## Destructuring from a Store',
      '',
      'In order to extract properties from the store while keeping its reactivity, you need to use `storeToRefs()`.',
      'It will create refs for every reactive property.',
    ]);
    const ask = (question: string) => extractAnswer(request(question, [source(store)])).text;
    expect(
      ask(
        'the values never update when I destructure the store. how do I pull them out and keep them reactive?',
      ),
    ).toMatch(
      /^In order to extract properties from the store while keeping its reactivity, you need to use `storeToRefs\(\)`/,
    );
    // Asked why, the problem is the answer.
    expect(ask('why do the values stop being reactive when I destructure the store?')).toMatch(
      /^Note that `store`/,
    );
  });

  it('opens a how-to question with what to use, not with what comes of it', () => {
    const envvar = titledPage('/tutorial/arguments/envvar', 'CLI Arguments with Environment Variables', [
      '## Environment variables',
      '',
      'To read the CLI argument value from elsewhere, use the `envvar` parameter for `typer.Argument()`:',
      '',
      '```py',
      'def main(name: Annotated[str, typer.Argument(envvar="AWESOME_NAME")] = "World"):',
      '    print(f"Hello Mr. {name}")',
      '```',
      '',
      'In this case, the CLI argument `name` will read the environment variable `AWESOME_NAME` when no value is given in the command line:',
      '',
      '```console',
      '$ AWESOME_NAME=Wednesday python main.py',
      'Hello Mr. Wednesday',
      '```',
    ]);
    const ask = (question: string) => extractAnswer(request(question, [source(envvar)])).text;
    expect(ask('how do I get the CLI argument to read an environment variable?')).toMatch(
      /^To read the CLI argument value from elsewhere, use the `envvar` parameter for `typer.Argument\(\)`: \[1\]/,
    );
  });

  it('reads "the Vitest version of `jest.requireActual`" as asking its counterpart, not a version number', () => {
    const migration = titledPage('/guide/migration', 'Migration Guide', [
      '## Migrating to Vitest 5.0',
      '',
      'Running Vitest 5.0 on older versions of Vite or Node.js is not supported. Vitest 5.0 requires Node.js 22.12.0.',
      '',
      '## Migrating from Jest',
      '',
      '### Importing the original of a mocked package',
      '',
      "If you are only partially mocking a package, you might have previously used Jest's function `requireActual`. In Vitest, you should replace these calls with `vi.importActual`.",
    ]);
    const text = extractAnswer(
      request('migrating from jest, whats the vitest version of jest.requireActual for partial mocks?', [
        source(migration),
      ]),
    ).text;
    expect(text).toMatch(/^If you are only partially mocking a package/);
    expect(text).toContain('`vi.importActual`');
  });

  it('reads "part of it" as saying how much, not as asking about parts', () => {
    const api = titledPage('/server-api', 'Server API', [
      '## Feedback',
      '',
      'Pass the `nextCursor` of a page as `cursor` to get the next one, while `hasMore` is true.',
      '',
      '## Questions',
      '',
      'The body of a question is `{"messages": [...]}`: each message has a `role` and `parts` such as a text part.',
    ]);
    const text = extractAnswer(
      request('it only returns part of it, how do I paginate next?', [source(api)]),
    ).text;
    expect(text).toMatch(/^Pass the `nextCursor`/);
    expect(text).not.toContain('parts');
  });

  it('opens with the status of what a reader asks is still current, over what it does', () => {
    const typeset = titledPage('/plugins/typeset', 'Built-in typeset plugin', [
      'The typeset plugin keeps the formatting of headings in the navigation, so icons and emojis in titles render in the sidebar.',
      '',
      '## Status',
      '',
      'The typeset plugin is deprecated and only receives fixes for security issues.',
    ]);
    const { text } = extractAnswer(
      request('is the typeset plugin still a good idea for emojis in the navigation?', [source(typeset)]),
    );
    expect(text).toMatch(/^The typeset plugin is deprecated/);
  });

  it('does not list the files a sentence announces as if they were the items of a list', () => {
    const undo = titledPage('/undo', 'Undo history', [
      '## Adding the buttons',
      '',
      'Create a container component called `UndoRedo` for the undo and redo buttons, in one file because it is small:',
      '',
      '#### `containers/UndoRedo.js`',
      '',
      '```js',
      'let UndoRedo = ({ canUndo, onUndo }) => <button onClick={onUndo} disabled={!canUndo}>Undo</button>',
      '```',
      '',
      'The container passes whether there is anything to undo.',
      '',
      '#### `containers/UndoRedo.js`',
      '',
      '```js',
      'export default connect(mapStateToProps, mapDispatchToProps)(UndoRedo)',
      '```',
      '',
      'Then render it in the app.',
    ]);
    const { text } = extractAnswer(
      request('where do the undo and redo buttons go', [{ ...source(undo), page: undo }]),
    );
    expect(text).toMatch(/^Create a container component called `UndoRedo`/);
    expect(text).not.toMatch(/^- containers\/UndoRedo\.js$/m);
  });

  it('shows the step the page takes right after the block that answers: the fix after the problem', () => {
    const assets = titledPage('/assets', 'Asset handling', [
      '## Base URL',
      '',
      'A theme component may link to assets dynamically, e.g. an image whose `src` is based on a theme config value:',
      '',
      '```vue',
      '<img :src="theme.logoPath" />',
      '```',
      '',
      'In this case, wrap the path with the `withBase` helper:',
      '',
      '```vue',
      '<img :src="withBase(theme.logoPath)" />',
      '```',
    ]);
    const { text } = extractAnswer(
      request('<img :src="theme.logoPath"> in my theme component 404s once deployed under /docs/', [
        { ...source(assets), page: assets },
      ]),
    );
    // The introduction is the whole sentence: "e.g." does not end it.
    expect(text).toMatch(/^A theme component may link to assets dynamically, e\.g\. an image/);
    expect(text).toMatch(/wrap the path with the `withBase` helper:\n\n```vue\n<img :src="withBase/);
  });

  it('shows the sentence right after the block that answers: its catch', () => {
    const nav = titledPage('/nav', 'Nav', [
      '## Active match',
      '',
      'To customize the path a nav item is highlighted under, define `activeMatch` as a regex string:',
      '',
      '```js',
      "{ text: 'Guide', link: '/guide/', activeMatch: '/config/' }",
      '```',
      '',
      "A RegExp object can't be used here because it isn't serializable at build time.",
      '',
      'Nav items may hold dropdowns too.',
    ]);
    const { text } = extractAnswer(
      request('how do I set activeMatch on a nav item', [{ ...source(nav), page: nav }]),
    );
    expect(text).toMatch(
      /```\n\nA RegExp object can't be used here because it isn't serializable at build time\.$/,
    );
  });

  it('quotes what else the page says about the question after a block that answers', () => {
    const search = titledPage('/search', 'Search', [
      '## Excluding pages',
      '',
      'Exclude a page from search with `search: false` in its frontmatter, or in a custom `_render` function:',
      '',
      '```ts',
      "async _render(src, env, md) { return env.frontmatter?.search === false ? '' : md.render(src) }",
      '```',
      '',
      '## Custom rendering',
      '',
      'Search indexes each page as rendered.',
      'Once a custom `_render` function is set, it must handle `search: false` in frontmatter itself.',
    ]);
    const { text } = extractAnswer(
      request('how do I exclude a page from search with env.frontmatter in a custom _render function', [
        { ...source(search), page: search },
      ]),
    );
    expect(text).toMatch(/^Exclude a page from search/);
    expect(text).toMatch(/```\n\nOnce a custom `_render` function is set, it must handle `search: false`/);
  });

  it('shows the block whose introduction fits the question nearly as well as the answering sentence, after it', () => {
    const troubleshooting = titledPage('/troubleshooting', 'Troubleshooting', [
      '## Nothing happens when I dispatch',
      '',
      'Calling `addTodo` alone does nothing: the reducer never runs.',
      '',
      'Action creators are plain functions.',
      '',
      '```js',
      "const addTodo = (text) => ({ type: 'todos/added', text }) // the reducer never runs",
      '```',
      '',
      '## The fix',
      '',
      'The fix is to call the `dispatch()` method of the store with the action `addTodo` returns:',
      '',
      '```js',
      "store.dispatch(addTodo('Fix the issue'))",
      '```',
    ]);
    const { text } = extractAnswer(
      request('addTodo does nothing, the store never gets the action', [
        { ...source(troubleshooting), page: troubleshooting },
      ]),
    );
    expect(text).toMatch(/^Calling `addTodo` alone does nothing/);
    expect(text).toMatch(/The fix is to call the `dispatch\(\)` method[^\n]*:\n\n```js\nstore\.dispatch/);
  });

  it('reads a sentence opening on "It" as speaking of what the sentence before names', () => {
    const deploy = titledPage('/deploy', 'Deploy', [
      '## One instance',
      '',
      'The embedded database suits a single instance of the server, such as a small team running the assistant on one machine next to their docs, and needs no setup of its own beyond starting the server the first time. It lives in `DATA_DIR` and belongs to one process at a time.',
      '',
      '## Docker',
      '',
      'In a Docker container the server listens on `127.0.0.1`: set `HOST=0.0.0.0`.',
    ]);
    const { text } = extractAnswer(
      request('docker: where does the embedded database live?', [{ ...source(deploy), page: deploy }]),
    );
    // Found by the words of the sentence before, it follows that sentence.
    expect(text).toMatch(/The embedded database suits[^\n]*\sIt lives in `DATA_DIR`/);
  });

  it('reads a thing pointed back at in a follow-up as the earlier question’s, not as what is asked', () => {
    const bitbucket = titledPage('/deploy/bitbucket', 'Bitbucket', [
      '## Connect',
      '',
      'When you open the settings, a setup wizard guides you through connecting your Bitbucket repository.',
      '',
      '## Limits',
      '',
      'Automations do not support Bitbucket repositories.',
    ]);
    const { text } = extractAnswer({
      ...request('do automations work with that setup?', [source(bitbucket)]),
      history: [
        { role: 'user' as const, text: 'how do we connect our bitbucket repo' },
        { role: 'assistant' as const, text: 'Use the setup wizard.' },
      ],
    });
    expect(text).toMatch(/^Automations do not support Bitbucket/);
  });

  it('opens a follow-up asking more with what the answer before did not say, and repeats it when asked again', () => {
    const repo = titledPage('/setup/repository', 'Adding a repository', [
      '## Repository',
      '',
      'To change the repository link shown next to the search bar, set `repo_url` in the config.',
      '',
      '## Icons',
      '',
      'Any bundled icon can replace the git icon shown next to the link: set `theme.icon.repo` to its path.',
    ]);
    const said =
      'To change the repository link shown next to the search bar, set `repo_url` in the config. [1]';
    const history = [
      { role: 'user' as const, text: 'how do I link my repository' },
      { role: 'assistant' as const, text: said },
    ];
    const asked = 'how do I change the icon shown next to the repository link?';
    const fresh = extractAnswer(request(asked, [source(repo)]));
    expect(fresh.text).toMatch(/^To change the repository link/);
    const more = extractAnswer({ ...request(asked, [source(repo)]), history });
    expect(more.text).toMatch(/^Any bundled icon can replace the git icon/);
    const again = extractAnswer({
      ...request('where do I change the repository link?', [source(repo)]),
      history,
    });
    expect(again.text).toMatch(/^To change the repository link/);
  });

  it('opens a follow-up with a passage holding its own words, not only the earlier question’s', () => {
    const api = titledPage('/server-api', 'Server API', [
      '## Keys',
      '',
      'Admin keys belong to one organization and read its analytics.',
      '',
      'Create and revoke them with the CLI:',
      '',
      '```bash',
      'npm run cli -- keys create --kind admin',
      'npm run cli -- keys revoke <prefix>',
      '```',
      '',
      '## Endpoints',
      '',
      '| Method and path | Key | Returns |',
      '|---|---|---|',
      '| `GET /v1/analytics/{projectId}/assistant` | admin | analytics conversations |',
      '| `GET /v1/analytics/{projectId}/feedback` | admin | analytics feedback |',
    ]);
    const history = [
      { role: 'user' as const, text: 'How do I create an admin key for the analytics endpoints?' },
      { role: 'assistant' as const, text: 'Create and revoke them with the CLI: [1]' },
    ];
    // "get rid of" is the docs' "revoke"; the analytics rows hold only the earlier question's words.
    const { text } = extractAnswer({
      ...request('and how do I get rid of one later if it leaks?', [source(api)]),
      history,
    });
    expect(text).toContain('keys revoke <prefix>');
    expect(text.split('\n')[0]).not.toMatch(/analytics/);
  });

  it('answers a follow-up pointing back at what was said ("which one…?") from the passage that said it', () => {
    const element = titledPage('/element', 'The element', [
      '## Attributes',
      '',
      '| Attribute | Default | Meaning |',
      '|---|---|---|',
      '| `mode` | `sidebar` | `sidebar` (a panel at the side of the page), `modal` or `inline` |',
      '| `suggestions` | none | Starter questions shown before the first one |',
      '| `persist` | `session` | Keep the thread in `session` or `local` storage |',
    ]);
    const said =
      '`mode` (Default: `sidebar`): `sidebar` (a panel at the side of the page), `modal` or `inline` [1]';
    const { text } = extractAnswer({
      ...request('which one is the default?', [source(element)]),
      history: [
        { role: 'user' as const, text: 'what modes does the element have' },
        { role: 'assistant' as const, text: said },
      ],
    });
    expect(text).toMatch(/^`mode` \(Default: `sidebar`\)/);
  });

  it("parts a sentence from a row before it, so it does not read as the row's continuation", () => {
    const element = parsed(
      '/element',
      readFileSync(fileURLToPath(new URL('../../../../demo/docs/element.mdx', import.meta.url)), 'utf8'),
    );
    const said = 'The element fires `docs-assistant-open` and `docs-assistant-close`. [1]';
    const { text } = extractAnswer({
      ...request('is there one when the panel closes?', [source(element)]),
      history: [
        { role: 'user' as const, text: 'which DOM events can I listen to on <docs-assistant>' },
        { role: 'assistant' as const, text: said },
      ],
    });
    expect(text).toMatch(/^- .*\n\n[^-\n]/m);
    expect(text).not.toMatch(/^- .*\n[^-\n]/m);
  });

  it('opens with the sentence that answers, then the code block that fits, and cites by number', () => {
    const { text, cited } = extractAnswer(
      request('how do instances count rate limits', [
        source([
          section({
            text: 'Run every instance against one PostgreSQL server.\nInstances share threads and count rate limits together.\nPut them behind any load balancer.',
            code: [
              { lang: 'bash', title: null, code: 'echo unrelated' },
              { lang: 'bash', title: 'run.sh', code: 'REDIS_URL=redis://cache npm start # rate limits' },
            ],
          }),
        ]),
      ]),
    );
    expect(text).toMatch(/^Instances share threads and count rate limits together\. \[1\]/);
    expect(text).not.toContain('**Page 1**');
    expect(text).toContain('```bash run.sh\nREDIS_URL=redis://cache npm start # rate limits\n```');
    expect(cited.map((s) => [s.sourceId, s.title])).toEqual([['src-1', 'Page 1']]);
  });

  it('explains attached code by what defines its names, not by other passages sharing its words', () => {
    const block = '<docs-assistant api="/api/assistant" mode="sidebar"></docs-assistant>';
    const page = parsed(
      '/element',
      [
        '# The docs-assistant element',
        '## Attributes',
        '| Attribute | Default | Meaning |',
        '|---|---|---|',
        '| `api` | required | URL of your proxy |',
        '| `mode` | `sidebar` | `sidebar`, `modal` or `inline` |',
        '## Methods and events',
        'The element fires `docs-assistant-open`, `docs-assistant-close` and `docs-assistant-send`.',
      ].join('\n\n'),
    );
    const { text } = extractAnswer({
      ...request('explain', [source(page)]),
      context: [{ type: 'code' as const, value: block }],
    });
    expect(text).toContain('`mode`');
    expect(text).not.toContain('fires');
  });

  it('explains an attached code block by the sentences around it and the rows defining its names, without repeating it', () => {
    const block = 'DATABASE_URL=postgres://db/docs \\\nREDIS_URL=redis://cache npm start';
    const { text, cited } = extractAnswer({
      ...request('explain this', [
        source([
          section({
            text: 'Run every instance against one PostgreSQL server and one Redis:\nInstances share threads and count rate limits together.\nOr run one instance on the embedded database:',
            code: [
              {
                lang: 'bash',
                title: null,
                code: block,
                intro: 'Run every instance against one PostgreSQL server and one Redis:',
              },
            ],
          }),
        ]),
        source(
          [
            section({
              path: '/configuration',
              anchor: 'server-settings',
              headings: ['Server settings'],
              text: [
                '- `PORT` (Default: `8787`): Port to listen on',
                '- `DATABASE_URL` (Default: none): A PostgreSQL server instead of the embedded database',
                '- `REDIS_URL` (Default: none): Shared rate-limit counters',
              ].join('\n'),
            }),
          ],
          2,
        ),
      ]),
      context: [{ type: 'code' as const, value: block }],
    });
    expect(text).toMatch(
      /^Run every instance against one PostgreSQL server and one Redis\. \[1\] Instances share threads and count rate limits together\./,
    );
    expect(text).not.toContain('```');
    // The sentence announcing another block says nothing without it.
    expect(text).not.toContain('Or run one instance');
    expect(text).toContain(
      '- `DATABASE_URL` (Default: none): A PostgreSQL server instead of the embedded database [2]',
    );
    expect(text).toContain('- `REDIS_URL` (Default: none): Shared rate-limit counters [2]');
    expect(text).not.toContain('PORT');
    expect(cited.map((s) => s.sourceId)).toEqual(['src-1', 'src-2']);
  });

  it('says once a sentence of an attached block’s introduction', () => {
    const block = '<docs-assistant api="/api/assistant"></docs-assistant>';
    const { text } = extractAnswer({
      ...request('explain', [
        source([
          section({
            text: 'The script adds the element when the page has none.\nTo place it yourself:',
            code: [
              {
                lang: 'html',
                title: null,
                code: block,
                intro: 'The script adds the element when the page has none. To place it yourself:',
              },
            ],
          }),
        ]),
      ]),
      context: [{ type: 'code' as const, value: block }],
    });
    expect(text.match(/The script adds the element/g)).toHaveLength(1);
  });

  it('explains an attached block its section says nothing of by what the page opens with', () => {
    const block = 'curl -X POST https://api.example.com/v2/job/{id}/message';
    const page = titledPage('/api/send-message', 'Send follow-up message', [
      'Send a follow-up instruction to an existing job. The job processes the message asynchronously.',
      '',
      '## Usage',
      '',
      '```bash',
      block,
      '```',
    ]);
    const { text } = extractAnswer({
      ...request('what goes in {id} here?', [source(page)]),
      context: [{ type: 'code' as const, value: block }],
    });
    expect(text).toBe(
      'Send a follow-up instruction to an existing job. [1] The job processes the message asynchronously.',
    );
  });

  it('explains an attached block with the sentences nearest it, what its introduction points back to first', () => {
    const block = '- uses: actions/checkout@v5\n  with:\n    fetch-depth: 0';
    const page = titledPage('/last-updated', 'Last updated', [
      'The time of the last change shows in the corner of each page.',
      '',
      'VitePress reads it from the most recent Git commit of each file.',
      '',
      'If all pages show the same time, it is likely due to shallow cloning, which limits Git history.',
      '',
      'To fix this in GitHub Actions, use the following in your workflow:',
      '',
      '```yaml',
      block,
      '```',
      '',
      'Other CI platforms have similar settings.',
    ]);
    const { text } = extractAnswer({
      ...request('why is this needed?', [source(page)]),
      context: [{ type: 'code' as const, value: block }],
    });
    expect(text).toBe(
      [
        'If all pages show the same time, it is likely due to shallow cloning, which limits Git history. [1]',
        'To fix this in GitHub Actions, use the following in your workflow.',
        'Other CI platforms have similar settings.',
      ].join(' '),
    );
  });

  it('answers from the next best page when the best one covers too little of the question', () => {
    const first = { ...source([section({ text: 'Instances share threads.' })]), match: 0.2 };
    const second = {
      ...source([section({ path: '/limits', text: 'Each answer is limited to 10,000 characters.' })], 2),
      match: 0.8,
    };
    const { text, cited } = extractAnswer(request('how long can an answer be', [first, second]));
    expect(text).toMatch(/^Each answer is limited to 10,000 characters\. \[2\]/);
    expect(cited[0]).toBe(second);
  });

  it('quotes the table row that answers, not the whole table', () => {
    const { text } = extractAnswer(
      request('what port does the server listen on', [
        source([
          section({
            headings: ['Server settings'],
            text: [
              '- `PORT` (Default: `8787`): Port to listen on',
              '- `DATA_DIR` (Default: `.data`): Embedded database',
              '- `LOG_LEVEL` (Default: `info`): How much is logged',
            ].join('\n'),
          }),
        ]),
      ]),
    );
    expect(text.split('\n')[0]).toBe('`PORT` (Default: `8787`): Port to listen on [1]');
    expect(text).not.toContain('LOG_LEVEL');
  });

  it('names the command a quoted option belongs to when only its section’s heading does', () => {
    const rows = [
      '- `--port`: Port to run the local preview on. Defaults to `3000`.',
      '- `--open`: Opens a browser.',
    ];
    const answer = (heading: string) =>
      extractAnswer(
        request('which port does the local preview use', [
          source([section({ headings: [heading], text: rows.join('\n') })]),
        ]),
      ).text.split('\n')[0];
    expect(answer('mint dev')).toBe(
      '`mint dev` — `--port`: Port to run the local preview on. Defaults to `3000`. [1]',
    );
    expect(answer('`preview` command')).toMatch(/^`preview` command — `--port`/);
    // A topic heading is no owner.
    expect(answer('Local preview')).toMatch(/^`--port`/);
  });

  it('answers where something is kept with the passage writing out its folder', () => {
    const quickstart = source([
      section({
        path: '/quickstart',
        headings: ['Requirements'],
        text: 'Nothing else: the embedded database and the built-in answerer keep working offline, with their files.',
      }),
    ]);
    const configuration = source(
      [
        section({
          path: '/configuration',
          headings: ['Server settings'],
          text: [
            '- `DATA_DIR` (Default: `.data`): Embedded database and `credentials.json`',
            '- `LOG_LEVEL` (Default: `info`): How much is logged',
          ].join('\n'),
        }),
      ],
      2,
    );
    const { text } = extractAnswer(
      request('where on disk does the embedded database keep its files?', [quickstart, configuration]),
    );
    expect(text.split('\n')[0]).toBe(
      '`DATA_DIR` (Default: `.data`): Embedded database and `credentials.json` [2]',
    );
    // Asked how it works, the same question opens with the sentence fitting it best.
    const how = extractAnswer(
      request('how does the embedded database keep its files?', [quickstart, configuration]),
    );
    expect(how.text).toMatch(/^Nothing else:/);
  });

  it('answers which version is needed with the passage writing one out, not any number', () => {
    const page = titledPage('/agent-context', 'Agent context', [
      '## Local development',
      '',
      'The build script renders the plugins of all four targets locally into `dist/`, one plugin for each target.',
      '',
      'Requires Node.js 22 or newer and has no package dependencies.',
    ]);
    const { text } = extractAnswer(
      request('what version of node do i need to build the plugins locally?', [source(page)]),
    );
    expect(text).toMatch(/^Requires Node\.js 22 or newer and has no package dependencies\. \[1\]/);
  });

  it('answers with a row without the section’s code block when the block shows something else', () => {
    const { text } = extractAnswer(
      request('how do I use postgres instead of the embedded database', [
        source([
          section({
            headings: ['Server settings'],
            text: [
              '- `DATABASE_URL` (Default: none): A PostgreSQL server instead of the embedded database',
              '- `LOG_LEVEL` (Default: `info`): How much is logged',
              'Set `ASSISTANT_MODEL` to answer with a model instead.',
            ].join('\n'),
            code: [
              {
                lang: 'bash',
                title: null,
                code: 'ASSISTANT_MODEL=openai:gpt-4o-mini OPENAI_API_KEY=... npm start',
                intro: 'Set `ASSISTANT_MODEL` to answer with a model instead.',
              },
            ],
          }),
        ]),
      ]),
    );
    expect(text.split('\n')[0]).toContain('`DATABASE_URL`');
    expect(text).not.toContain('OPENAI_API_KEY');
  });

  it('answers a question asking for a quantity with the passage that states it', () => {
    const { text } = extractAnswer(
      request('how many people can I invite to the dashboard at once', [
        source([
          section({
            path: '/dashboard/members',
            anchor: 'invite-members',
            pageTitle: 'Members',
            headings: ['Invite members'],
            text: [
              'Open the dashboard and select Members.',
              'Enter email addresses in the input field. You can invite up to 250 addresses at a time.',
              'Invalid addresses and people who are already members are skipped when you invite.',
            ].join('\n'),
          }),
        ]),
      ]),
    );
    expect(text.split('\n')[0]).toMatch(/^You can invite up to 250 addresses at a time\. \[1\]/);
  });

  it('opens with the heading when only it writes out the amount asked for', () => {
    const seo = titledPage('/guides/seo', 'SEO', [
      '## Titles (50-60 characters)',
      '',
      'Write titles that match how readers search, not how your product names things.',
      '',
      '## Descriptions (130-160 characters)',
      '',
      'A description appears under the link in search results.',
    ]);
    const { text } = extractAnswer(request('how many characters should page titles have?', [source(seo)]));
    expect(text).toMatch(/^Titles \(50-60 characters\) — Write titles that match how readers search/);
  });

  it('declines a question only an amount answers when the page states none', () => {
    const members = (lines: string[]) =>
      source(titledPage('/dashboard/members', 'Members', ['## Invite members', '', ...lines]));
    // The page talks about inviting members, but says nothing of how many.
    const silent = members([
      'Open the dashboard and select Members to invite people to your organization.',
      'Invited members get an email with a link to join the dashboard.',
    ]);
    const many = extractAnswer(request('how many members can I invite to the dashboard', [silent]));
    expect(many.cited).toEqual([]);
    expect(many.text).toMatch(/^I couldn't find this/);
    // Asked how, the same page answers.
    expect(extractAnswer(request('how do I invite members to the dashboard', [silent])).cited).toHaveLength(
      1,
    );
    // A page saying there is no bound answers how many.
    const unbounded = members([
      'You can invite any number of members to the dashboard. Invited members get an email.',
    ]);
    expect(
      extractAnswer(request('how many members can I invite to the dashboard', [unbounded])).cited,
    ).toHaveLength(1);
  });

  it('declines a price when the page states no amount of money, and a time when it states a length', () => {
    const plans = source(
      titledPage('/pricing', 'Plans', ['## Pro', '', 'The Pro plan reviews your memories every 7 days.']),
    );
    expect(extractAnswer(request('How much does the Pro plan cost per month?', [plans])).cited).toEqual([]);
    const priced = source(
      titledPage('/pricing', 'Plans', ['## Pro', '', 'The Pro plan costs $249 per month, billed yearly.']),
    );
    expect(extractAnswer(request('How much does the Pro plan cost per month?', [priced])).cited).toHaveLength(
      1,
    );
    const tokens = source(
      titledPage('/auth', 'Authentication', [
        '## Access tokens',
        '',
        'Log in with `POST /auth/login` to get an access token. Set `JWT_SECRET` to 16+ characters.',
      ]),
    );
    expect(
      extractAnswer(request('How long is an access token from /auth/login valid?', [tokens])).cited,
    ).toEqual([]);
    // Asked a length, the characters answer.
    expect(extractAnswer(request('how long should the JWT_SECRET be?', [tokens])).cited).toHaveLength(1);
  });

  it('declines how many of a thing when only a code block’s example data has a number', () => {
    const page = source(
      titledPage('/add', 'Add memories', [
        '## Add a conversation',
        '',
        'Pass the conversation as a list of messages:',
        '',
        '```python',
        'messages = [{"role": "user", "content": "My doctor raised my dose to 1000mg."}]',
        'client.add(messages, user_id="alex")',
        '```',
      ]),
    );
    const asked = 'What is the maximum number of characters in a message when calling add?';
    expect(extractAnswer(request(asked, [page])).cited).toEqual([]);
  });

  it('answers what something is with the sentence defining it', () => {
    const page = titledPage('/guide/what-is-vitepress', 'What is VitePress?', [
      '## Use cases',
      '',
      'VitePress is the spiritual successor of VuePress 1.',
      '',
      'Use VitePress to build the documentation of your library.',
      '',
      '## What it is',
      '',
      'VitePress is a static site generator designed for building fast, content-centric websites.',
    ]);
    const { text } = extractAnswer(request('what is vitepress?', [source(page)]));
    expect(text).toMatch(/^VitePress is a static site generator/);
  });

  it('answers what a thing is with the description of the page named after it', () => {
    const element = titledPage('/element', 'The element', [
      'Add the element to any page.',
      '',
      '## Methods',
      '',
      'From JavaScript, the docs-assistant element has `open()` and `close()`.',
    ]);
    const home = parsed(
      '/',
      [
        '---',
        'title: docs-assistant',
        'description: An open, self-hostable AI assistant for documentation sites.',
        '---',
        '',
        'docs-assistant adds an assistant to any documentation site.',
      ].join('\n'),
    );
    const { text } = extractAnswer(
      request('what is docs-assistant?', [
        { ...source(element), match: 1 },
        { ...source(home, 2), match: 1 },
      ]),
    );
    expect(text).toMatch(/^An open, self-hostable AI assistant for documentation sites\./);
    // Another page naming it says no more of what it is.
    expect(text).not.toContain('From JavaScript');
  });

  it('declines a question only a share answers when the page states no share', () => {
    const terms = (line: string) =>
      source(titledPage('/enterprise', 'Enterprise contracting', ['## Six fixed positions', '', line]));
    const asked = 'what uptime percentage does the enterprise SLA guarantee?';
    // The heading's "six" counts positions, not a share of time.
    expect(extractAnswer(request(asked, [terms('We warrant platform uptime per our SLA.')])).cited).toEqual(
      [],
    );
    expect(
      extractAnswer(request(asked, [terms('We warrant 99.9% platform uptime per our SLA.')])).cited,
    ).toHaveLength(1);
  });

  it('answers how long from another page read when the best one states no amount', () => {
    const settings = source(
      titledPage('/editor/settings', 'Editor settings', [
        '## Merging',
        '',
        'Choose how the editor merges pull requests when you click Merge and publish.',
      ]),
    );
    const publishing = source(
      titledPage('/editor/publishing', 'Publishing', [
        '## Publish',
        '',
        'After you click Merge and publish, the site is built again. This typically takes 30 seconds to a few minutes.',
      ]),
      2,
    );
    const { text, cited } = extractAnswer(
      request('I clicked merge and publish, how long does it usually take?', [settings, publishing]),
    );
    expect(text).toContain('30 seconds to a few minutes');
    expect(cited[0]).toBe(publishing);
  });

  it('declines how many of a thing when the amount the page states counts something else', () => {
    const page = source(
      titledPage('/deploy/artifacts', 'Remote artifacts', [
        '## Size limits',
        '',
        'Remote artifacts have a 50 MB download limit and a 200 MB extracted size limit.',
      ]),
    );
    const pages = extractAnswer(request('how many pages can one docs site have', [page]));
    expect(pages.cited).toEqual([]);
    // Asked for what the page counts, even misspelt, it answers.
    expect(
      extractAnswer(request('how many MB can a remote artifact download be', [page])).cited,
    ).toHaveLength(1);
    expect(extractAnswer(request('how many artifcats can I download', [page])).cited).toHaveLength(1);
  });

  it('answers how many of a thing with the row counting it, in the reader’s language too', () => {
    const limits = source(
      titledPage('/configuration', 'Configuration', [
        '## Rate limits',
        '',
        '| Variable | Default |',
        '|---|---|',
        '| `LIMIT_ASSISTANT_PER_ORG_HOUR` | 10,000 answers per organization per hour |',
        '| `LIMIT_ANALYTICS_PER_ORG_HOUR` | 100 analytics requests per organization per hour |',
      ]),
    );
    // The analytics row shares "requests" (peticiones) with the question; it counts something else.
    const asked = '¿Cuántas respuestas por hora se permiten por organización antes de rechazar peticiones?';
    const { text } = extractAnswer(request(`${asked} answer response request hour organization`, [limits]));
    expect(text.split('\n')[0]).toContain('10,000 answers per organization per hour');
    // A passage near the word, with a number of something else, does not count it.
    const speed = source(
      titledPage('/blog/search', 'Faster search', [
        '## Results',
        '',
        'While 1,3s still may sound long, the search index is preserved across pages when navigating.',
      ]),
    );
    expect(
      extractAnswer(request('¿A partir de cuántas páginas deja de funcionar el buscador?', [speed])).cited,
    ).toEqual([]);
    // A bound stated of the thing counted in the docs' words: "itens" are the docs' entries.
    const feedback = source(
      titledPage('/server-api', 'Server API', [
        '## Feedback pages',
        '',
        'Feedback comes newest first, `limit` entries at a time (default 50, at most 100).',
      ]),
    );
    const quantos = 'Quantos itens de feedback no máximo eu consigo buscar por página?';
    expect(extractAnswer(request(`${quantos} item items page search maximum`, [feedback])).text).toContain(
      'at most 100',
    );
  });

  it('does not echo the error the reader pasted: it opens with what follows it', () => {
    const page = source(
      titledPage('/plugins/images', 'Image processing', [
        '## Troubleshooting',
        '',
        'After installing, it may happen that you still get the following error:',
        '',
        '```bash',
        'no library called "cairo-2" was found',
        'no library called "libcairo-2" was found',
        '```',
        '',
        'This means that the cairosvg package was installed, but its cairocffi dependency could not find the library.',
      ]),
    );
    const { text } = extractAnswer(
      request('mkdocs build on my mac: OSError: no library called "cairo-2" was found', [page]),
    );
    expect(text.split('\n')[0]).toContain('This means that the cairosvg package was installed');
    expect(text).not.toContain('libcairo-2');
  });

  it('chooses the code block by its words and the sentence introducing it', () => {
    const { text } = extractAnswer(
      request('how do I run the preview on another port', [
        source([
          section({
            text: 'Start the preview with the CLI. It opens in your browser.',
            code: [
              { lang: 'bash', title: null, code: 'mint dev', intro: 'Start the preview:' },
              {
                lang: 'bash',
                title: null,
                code: 'mint dev --port 3333',
                intro: 'To use a different port, pass the port flag:',
              },
            ],
          }),
        ]),
      ]),
    );
    expect(text).toContain('```bash\nmint dev --port 3333\n```');
    expect(text).not.toContain('```bash\nmint dev\n```');
  });

  it('shows the block next to the answering sentence, and reads "can I …?" as asking how', () => {
    const md = [
      '# Projects',
      '',
      '## General',
      '',
      '#### enabled',
      '',
      'If you want to disable the plugin, e.g., for local builds, you can use an environment variable:',
      '',
      '```yaml',
      'plugins:',
      '  - projects:',
      '      enabled: !ENV [CI, false]',
      '```',
      '',
      '#### concurrency',
      '',
      'With more CPUs available, the plugin builds projects faster. If you want to disable concurrent processing completely, use:',
      '',
      '```yaml',
      'plugins:',
      '  - projects:',
      '      concurrency: 1',
      '```',
      '',
      'By default, the plugin uses all available CPUs - 1 with a minimum of 1.',
    ].join('\n');
    const { text } = extractAnswer(
      request('the projects plugin takes all my cpus during builds, can I limit how many it uses?', [
        source(parsed('/plugins/projects', md)),
      ]),
    );
    expect(text).toMatch(/^`concurrency` — By default, the plugin uses all available CPUs/);
    expect(text).toContain('concurrency: 1');
    expect(text).not.toContain('enabled: !ENV');
  });

  it('shows the answering section’s block, after the sentence announcing it, over a looser fit elsewhere', () => {
    const md = [
      '# Hosting',
      '',
      '## Caching',
      '',
      'Bundles are written with a content hash in their file names, such as `main.3fa9c1.js` for scripts and styles.',
      '',
      'The hash is computed from the content of the file, so a changed file always gets a new name and an old name never points at new content. Browsers may therefore keep these files for as long as they like. They all land in `static/`, so you can send this header for them:',
      '',
      '```',
      'Cache-Control: public, max-age=604800',
      '```',
      '',
      '## Apache',
      '',
      'On Apache, add these lines to `.htaccess`:',
      '',
      '```apache',
      '<FilesMatch "\\.(js|css)$">',
      '  Header set Cache-Control "no-cache"',
      '</FilesMatch>',
      '```',
    ].join('\n');
    const { text } = extractAnswer(
      request(
        'which cache-control header can I safely use for the hashed js and css files of my production build',
        [source(parsed('/hosting', md))],
      ),
    );
    expect(text).toMatch(
      /so you can send this header for them:\n\n```\nCache-Control: public, max-age=604800\n```/,
    );
    expect(text).not.toContain('FilesMatch');
  });

  it('shows the block announced between two sentences the answer quotes', () => {
    const md = [
      '# Glossary terms',
      '',
      '## Usage',
      '',
      'A term is declared once per page and is always listed in the glossary at the end of the page.',
      '',
      '### Term previews',
      '',
      'Terms can be shown as previews next to the word, so readers stay where they are. Previews are turned on in `site.yml` with:',
      '',
      '```yaml',
      'features:',
      '  - glossary.previews',
      '```',
      '',
      'Previews are on for this site, so hover or focus any term on this page to see one.',
    ].join('\n');
    const { text } = extractAnswer(
      request(
        'can a term show as a preview when I hover the word, instead of sending me down to the end of the page?',
        [source(parsed('/glossary', md))],
      ),
    );
    expect(text).toMatch(
      /Previews are turned on in `site.yml` with:\n\n```yaml\nfeatures:\n {2}- glossary.previews\n```/,
    );
  });

  it('reads a doing word as asking how: the answering section’s fitting block shows it', () => {
    const md = [
      '# Setting up navigation',
      '',
      '## Back-to-top button',
      '',
      'A back-to-top button can be shown when the user, after scrolling down, starts to scroll up again. It is rendered centered and just below the header. Add the following lines to `mkdocs.yml`:',
      '',
      '```yaml',
      'theme:',
      '  features:',
      '    - navigation.top',
      '```',
    ].join('\n');
    for (const question of ['hide the back to top button', 'turn off the back-to-top button'])
      expect(
        extractAnswer(request(question, [source(parsed('/setup/navigation', md))])).text,
        question,
      ).toContain('- navigation.top');
  });

  it('follows a sentence announcing a block with that block, whatever the block’s words', () => {
    const { text } = extractAnswer(
      request('keep the navigation tabs visible when scrolling', [
        source([
          section({
            text: 'Tabs are shown for top-level sections. When sticky tabs are enabled, navigation tabs always remain visible when scrolling down. Add the following two feature flags:',
            code: [
              {
                lang: 'yaml',
                title: null,
                code: 'features:\n  - navigation.tabs',
                intro: 'Tabs are shown for top-level sections.',
              },
              {
                lang: 'yaml',
                title: null,
                code: 'features:\n  - navigation.tabs\n  - navigation.tabs.sticky',
                intro: 'Add the following two feature flags:',
              },
            ],
          }),
        ]),
      ]),
    );
    expect(text).toMatch(
      /Add the following two feature flags:\n\n```yaml\nfeatures:\n {2}- navigation.tabs\n {2}- navigation.tabs.sticky\n```/,
    );
  });

  it('puts the block right after its announcement, and what the line says next after the block', () => {
    const { text } = extractAnswer(
      request('how do I remove the generator notice from the footer', [
        source([
          section({
            text: 'The footer shows a generator notice. The notice can be removed with the following option: Removing the generator notice from the footer is allowed.',
            code: [
              {
                lang: 'yaml',
                title: null,
                code: 'extra:\n  generator: false',
                intro: 'The notice can be removed with the following option:',
              },
            ],
          }),
        ]),
      ]),
    );
    expect(text).toMatch(
      /removed with the following option:( \[1\])?\n\n```yaml\nextra:\n {2}generator: false\n```\n\nRemoving the generator notice/,
    );
  });

  it('reads a misspelt word of the question as the docs word it stands for', () => {
    const { text } = extractAnswer(
      request('helthz what does it check', [
        source([
          section({
            text: [
              'Every request carries a key.',
              '- `POST /message` (Key: assistant): the streamed answer',
              '- `GET /healthz` (Key: none): whether the database answers',
            ].join('\n'),
          }),
        ]),
      ]),
    );
    expect(text.split('\n')[0]).toContain('whether the database answers');
  });

  it('quotes the list a closing sentence announces, or the subsections it stands over', () => {
    const checks = section({
      text: 'Run the scan to check for accessibility issues. The scan checks for:\nMissing alt text.\nLow color contrast.\nRead the report',
    });
    expect(
      extractAnswer(request('what does the accessibility scan check for', [source([checks])])).text,
    ).toMatch(/checks for:\n\n- Missing alt text\.\n- Low color contrast\.$/);
    const intro = section({
      anchor: null,
      headings: [],
      text: 'Redux can be described in three principles:',
    });
    const principles = ['Single source of truth', 'State is read-only', 'Changes are pure functions'].map(
      (heading) => section({ anchor: heading, headings: [heading], text: `${heading} explained.` }),
    );
    const redux = { ...source([intro]), page: [intro, ...principles] };
    expect(extractAnswer(request('what are the three principles of redux', [redux])).text).toContain(
      '- Single source of truth\n- State is read-only\n- Changes are pure functions',
    );
  });

  it('reads a sentence closing its paragraph with a pronoun after the sentences it refers to', () => {
    const { text } = extractAnswer(
      request('hydration mismatch errors after deploying', [
        source([
          section({
            text: [
              'Deploy the dist folder.',
              "Don't enable Auto Minify for HTML. It removes comments that Vue needs. You may see hydration mismatch errors if they get removed.",
            ].join('\n'),
          }),
        ]),
      ]),
    );
    expect(text).toMatch(
      /^Don't enable Auto Minify for HTML\. It removes comments that Vue needs\. You may see hydration/,
    );
  });

  it('follows a sentence closing a short paragraph with the point the paragraph makes', () => {
    const { text } = extractAnswer(
      request('videos make our pages load slowly', [
        source([
          section({
            text: [
              'Use videos for long workflows.',
              'Host videos on an external platform like YouTube and embed them. Video files significantly increase page load times.',
            ].join('\n'),
          }),
        ]),
      ]),
    );
    expect(text).toMatch(
      /^Video files significantly increase page load times\. \[1\] Host videos on an external platform like YouTube/,
    );
  });

  it('answers with what a page states rather than a label in a list naming the topic', () => {
    const md = [
      '# Contracts',
      '',
      'We negotiate:',
      '',
      '- Liability caps',
      '- Audit rights',
      '- Governing law',
      '',
      '## Positions',
      '',
      'Our standard liability cap is 12 months of fees.',
    ].join('\n');
    const { text } = extractAnswer(request("what's the liability cap", [source(parsed('/contracts', md))]));
    expect(text).toMatch(/^Our standard liability cap is 12 months of fees\./);
  });

  it('answers with a short list item stating a value, as a sentence would', () => {
    const md = [
      '# Export',
      '',
      'You need:',
      '',
      '- Node.js v20.17.0+ installed',
      '- A terminal',
      '- A browser',
      '',
      'Run `node serve.js` with the Node version you have and the export opens in your browser.',
    ].join('\n');
    const { text } = extractAnswer(request('which node version', [source(parsed('/export', md))]));
    expect(text).toMatch(/^Node\.js v20\.17\.0\+ installed/);
  });

  it('shows the example of a setting its section is named after', () => {
    const md = [
      '# Frontmatter config',
      '',
      '## navbar',
      '',
      'Whether to display the top bar of a page.',
      '',
      '- Type: `boolean`',
      '- Default: `true`',
      '',
      '```yaml',
      '---',
      'navbar: false',
      '---',
      '```',
    ].join('\n');
    const { text } = extractAnswer(
      request('hide the top bar on a single page', [source(parsed('/frontmatter', md))]),
    );
    expect(text).toMatch(/^`navbar` — Whether to display the top bar of a page\./);
    expect(text).toContain('navbar: false');
  });

  it('lists other pages only when they match, and cites only what it names', () => {
    const { text, cited } = extractAnswer(
      request('how do I rotate the webhook secret', [
        {
          ...source([section({ text: 'Rotate the webhook secret from the settings page.' })], 1),
          match: 0.9,
        },
        {
          ...source(
            [section({ path: '/hooks', text: 'A webhook secret signs every delivery; rotate it yearly.' })],
            2,
          ),
          match: 0.8,
        },
        { ...source([section({ path: '/other', text: 'Themes change the colors.' })], 3), match: 0.1 },
      ]),
    );
    expect(text).toMatch(/^Rotate the webhook secret from the settings page\. \[1\]/);
    expect(text).toContain('Related: [Page 2](https://docs.example.com/p2) [2]');
    expect(text).not.toContain('Page 3');
    expect(cited.map((s) => s.sourceId)).toEqual(['src-1', 'src-2']);
  });

  it('says plainly, in the docs’ language, that the docs do not cover the question, with the closest pages as links', () => {
    const near = { ...source([section({ text: 'Deploy with Docker.' })], 1), title: 'Deploy', match: 0.2 };
    const en = extractAnswer(request('how do I deploy on mars', [near]));
    expect(en.cited).toEqual([]);
    expect(en.text).toMatch(/^I couldn't find this in the documentation\./);
    expect(en.text).toContain('- [Deploy](https://docs.example.com/p1)');
    expect(composeAnswer(request('météo sur mars', [], 'fr'))).toMatch(/^Je n'ai pas trouvé cela/);
    expect(composeAnswer(request('déployer sur mars', [near], 'fr'))).toContain(
      'Les pages les plus proches :\n- [Deploy](https://docs.example.com/p1)',
    );
  });

  it('keeps a code block that itself holds a fence intact', () => {
    const text = composeAnswer(
      request('how do I write a fence', [
        source([
          section({
            text: 'How to write a fence in markdown.',
            code: [{ lang: 'md', title: null, code: '```js\nx\n```' }],
          }),
        ]),
      ]),
    );
    expect(text).toContain('````md\n```js\nx\n```\n````');
  });

  it('tells the turn when it declines, and then says so', async () => {
    const events = [];
    const docs = new TurnSources(null, { siteUrl: 'https://docs.example.com/', pageSize: 5 });
    const near = { ...source([section({ text: 'Deploy with Docker.' })]), match: 0.1 };
    for await (const event of new ExtractiveAnswerer().answer({
      ...request('weather on mars', [near]),
      docs,
    }))
      events.push(event);
    expect(events[0]).toEqual({ type: 'declined' });
    expect(events.slice(1).every((e) => e.type === 'text')).toBe(true);
  });
});

describe('the extractive answer’s sentences', () => {
  it('shortens run-on text', () => {
    const long = `Limits ${'apply to every request and '.repeat(20)}end.`;
    const text = composeAnswer(
      request('limits', [source([section({ text: `${long}\nPorts are set with PORT.` })])]),
    );
    expect(text).toMatch(/Limits apply to every request and .*…/);
    expect(text.split('\n').every((line) => line.length < 400)).toBe(true);
  });

  it('adds a passage from elsewhere on the page that answers nearly as well, but not one announcing a list', () => {
    const { text } = extractAnswer(
      request('credit usage csv export link expired', [
        source([
          section({
            anchor: 'export',
            headings: ['Export usage activity'],
            text: 'Export your usage activity log to CSV for record-keeping.\nIn the Activity log section, click Export to CSV.\nThe export is ready in a minute.\nIt is large.\nYou get a link by email.\nThe link expires after 72 hours.\nThe CSV export link lists these columns:',
          }),
        ]),
      ]),
    );
    expect(text).toMatch(/^Export your usage activity log to CSV/);
    expect(text).toContain('The link expires after 72 hours.');
    expect(text).not.toContain('lists these columns:');
  });

  it('puts the sentence an answer points back to before it', () => {
    const { text } = extractAnswer(
      request('why does auth0 reject the login', [
        source([
          section({
            text: 'Add the callback URL to the Allowed Callback URLs of your application.\nWithout this step, Auth0 rejects the login.',
          }),
        ]),
      ]),
    );
    expect(text).toMatch(/^Add the callback URL .* Without this step, Auth0 rejects the login\. \[1\]/);
  });

  it('reads what a misspelt question asks for from the docs word it stands for', () => {
    const { text } = extractAnswer(
      request('vitepres node verison requirement', [
        source([
          section({
            anchor: 'prerequisites',
            headings: ['Prerequisites'],
            pageTitle: 'Getting Started',
            text: 'Node.js version 22 or higher.\nVitePress is an ESM-only package: do not use `require()` to import it, a requirement of node versions in vitepress setups.',
          }),
        ]),
      ]),
    );
    expect(text).toMatch(/^Node\.js version 22 or higher\. \[1\]/);
  });

  it('answers a question asking for a set with the passage listing its values', () => {
    const { text } = extractAnswer(
      request('what layouts can a page use', [
        source([
          section({
            anchor: null,
            headings: [],
            pageTitle: 'Layout',
            text: 'You may choose the layout of a page in its frontmatter.\nThere are 3 layout options, `doc`, `page`, and `home`.',
          }),
          section({
            anchor: 'page-layout',
            headings: ['Page Layout'],
            pageTitle: 'Layout',
            text: 'The page layout lets you style the page yourself.',
          }),
        ]),
      ]),
    );
    expect(text).toMatch(/^There are 3 layout options, `doc`, `page`, and `home`\. \[1\]/);
  });

  it('leaves out a label line (an admonition’s kind) after the answering sentence', () => {
    const { text } = extractAnswer(
      request('can footer text have links', [
        source([
          section({
            text: 'Footer text can have links written as HTML.\nWarning\nOnly inline elements work.',
          }),
        ]),
      ]),
    );
    expect(text).toMatch(/^Footer text can have links written as HTML\. \[1\]/);
    expect(text).not.toContain('Warning');
  });

  it('answers a question asking what a key starts with by the passage writing its prefix out', () => {
    const page = titledPage('/server-api', 'Server API', [
      '## Keys',
      '',
      'Every request carries `Authorization: Bearer <key>`. An assistant key is shown once.',
      '',
      'The CLI names an assistant key by its prefix when it lists or revokes the key.',
      '',
      '- **Assistant keys** (`da_asst_…`) belong to one docs domain and may only ask questions.',
      '- **Admin keys** (`da_admin_…`) belong to one organization and read its analytics.',
      '',
      'Create and revoke them with the CLI:',
      '',
      '```bash',
      'npm run cli -- keys create --kind assistant --project <projectId>',
      'npm run cli -- keys revoke <prefix>',
      '```',
    ]);
    const { text } = extractAnswer(request('what is the prefix of an assistant key', [source(page)]));
    expect(text).toMatch(/^Assistant keys \(`da_asst_…`\) belong to one docs domain/);
  });

  it('answers a question asking for a literal form from the next page read when the best one writes none', () => {
    const start = titledPage('/quickstart', 'Quick start', [
      '## Run it',
      '',
      'On first start it prints an admin key and an assistant key and saves them to `.data/credentials.json`.',
    ]);
    const keys = titledPage('/server-api', 'Server API', [
      '## Keys',
      '',
      'Admin keys (`da_admin_…`) belong to one organization and read its analytics.',
    ]);
    const { text } = extractAnswer(
      request('what does an admin key start with', [source(start, 1), source(keys, 2)]),
    );
    expect(text).toMatch(/^Admin keys \(`da_admin_…`\) belong to one organization/);
  });

  it('names the setting a sentence describes when only its section’s heading does', () => {
    const page = titledPage('/reference/config', 'Config', [
      '## gradedContainers',
      '',
      '- Type: `boolean`',
      '',
      'Whether to color custom containers on a graded severity scale: danger red, warning orange.',
      '',
      '## With Docker',
      '',
      'Docker images are built for every release of the theme.',
    ]);
    const answer = (question: string) => extractAnswer(request(question, [source(page)])).text.split('\n')[0];
    expect(answer('make warning containers orange')).toMatch(
      /^`gradedContainers` — Whether to color custom containers/,
    );
    // A heading of words names no setting.
    expect(answer('are docker images built for every release')).toMatch(/^Docker images are built/);
  });

  it('reads a sentence following on from a step after that step, and ends it as a sentence when its block is left out', () => {
    const page = titledPage('/reference/data-tables', 'Data tables', [
      '## Sortable tables',
      '',
      'If you want to make data tables sortable, you can add tablesort with additional JavaScript:',
      '',
      '```js',
      'document$.subscribe(() => new Tablesort(table))',
      '```',
      '',
      'After applying the customization, data tables can be sorted by clicking on a column:',
      '',
      '```markdown',
      '| Method | Description |',
      '| ------ | ----------- |',
      '| `GET`  | Fetch       |',
      '```',
    ]);
    const { text } = extractAnswer(
      request('can readers sort a table by clicking on a column header?', [source(page)]),
    );
    expect(text).toMatch(/^If you want to make data tables sortable, you can add tablesort/);
    expect(text).toContain('new Tablesort(table)');
    // Its own example is left out: the sentence announcing it ends as a sentence.
    expect(text).toContain('data tables can be sorted by clicking on a column. [1]');
    expect(text).not.toMatch(/:\s*(\[\d+\])?\s*$/);
  });

  it('answers how long with the passage writing out a time, not one holding a number in code', () => {
    const page = titledPage('/rtk-query/cache', 'Cache lifetime', [
      '## Subscriptions',
      '',
      'RTK Query keeps the cached data of a component calling `useGetPostQuery(42)`.',
      '',
      '## Removing data',
      '',
      'By default, unused cached data is removed after 60 seconds.',
    ]);
    const { text } = extractAnswer(
      request('how long does RTK Query keep cached data once no component uses it?', [source(page)]),
    );
    expect(text).toMatch(/^By default, unused cached data is removed after 60 seconds/);
  });

  it('answers a count asked as a bound only with a bound or a rate, not with a count of examples', () => {
    const page = titledPage('/store', 'Store', [
      '## Middleware',
      '',
      'We add three example middleware to the store, each logging when an action is dispatched.',
      '',
      '## Agent jobs',
      '',
      'Creating agent jobs is limited: 100 jobs per project per hour.',
    ]);
    const answer = (question: string) => extractAnswer(request(question, [source(page)])).text;
    expect(answer('what is the maximum number of middleware a store can have?')).toMatch(
      /^I couldn't find this in the documentation/,
    );
    expect(answer('what is the maximum number of agent jobs I can create?')).toMatch(
      /100 jobs per project per hour/,
    );
  });

  it('names the function a sentence describes when only its section’s heading does', () => {
    const page = titledPage('/api/store', 'Store', [
      '## replaceReducer(nextReducer)',
      '',
      'Replaces the reducer currently used by the store to calculate the state.',
      '',
      '## subscribe(listener)',
      '',
      'Adds a change listener. It will be called any time an action is dispatched.',
    ]);
    const answer = (question: string) => extractAnswer(request(question, [source(page)])).text.split('\n')[0];
    expect(answer('how do I swap the reducer the store uses at runtime?')).toMatch(
      /^`replaceReducer\(nextReducer\)` — Replaces the reducer currently used/,
    );
  });

  it('names the setting of a passage quoted from another section, where its heading alone does', () => {
    const tags = titledPage('/plugins/tags', 'Tags', [
      '## tags_hierarchy',
      '',
      'Use this setting to enable support for tag hierarchies (nested tags, e.g., `foo/bar`).',
      '',
      '## tags_hierarchy_separator',
      '',
      'Use this setting to change the separator that is used when creating tag hierarchies.',
    ]);
    const { text } = extractAnswer(request('can tag hierarchies split nested tags on dots', [source(tags)]));
    expect(text).toMatch(/^`tags_hierarchy` — Use this setting to enable support for tag hierarchies/);
    expect(text).toContain('`tags_hierarchy_separator` — Use this setting to change the separator');
  });

  it('follows the answer with a sentence turning against it, however long the answer', () => {
    const page = titledPage('/style-guide', 'Style guide', [
      '## Model actions as events',
      '',
      'Redux does not care what the contents of the `action.type` field are, as long as it is defined. ' +
        'It is legal to write action types in present tense (`"users/update"`), past tense (`"users/updated"`), ' +
        'described as an event (`"upload/progress"`), or treated as a setter (`"users/setUserName"`), whichever the team prefers. ' +
        'However, we recommend treating actions as events that occurred, rather than setters. ' +
        'Writing setters often results in too many action types.',
    ]);
    const { text } = extractAnswer(
      request('should action types be setters like users/setUserName', [source(page)]),
    );
    expect(text.split('\n')[0]).toContain('However, we recommend treating actions as events');
  });

  it('quotes the passage of another page read that fits nearly as well, and still names that page', () => {
    const editor = titledPage('/editor/publish', 'Publish from the editor', [
      '## Merge and publish',
      '',
      'Click Merge and publish to merge the pull request of the editor into the deployment branch.',
    ]);
    const deploy = titledPage('/deploy/builds', 'Builds', [
      '## Build time',
      '',
      'After you publish, the site rebuilds and the new text is live within a minute.',
    ]);
    const { text, cited } = extractAnswer(
      request('merge and publish in the editor, when is the new text live on the site', [
        { ...source(editor, 1), match: 1 },
        { ...source(deploy, 2), match: 0.9 },
      ]),
    );
    expect(text.split('\n')[0]).toMatch(/^Click Merge and publish/);
    expect(text).toContain(
      'After you publish, the site rebuilds and the new text is live within a minute. [2]',
    );
    expect(text).toMatch(/\nRelated: \[Page 2\]\(https:\/\/docs\.example\.com\/p2\) \[2\]$/);
    expect(cited.map((s) => s.sourceId)).toEqual(['src-1', 'src-2']);
  });

  it('answers a question asking for a default by the row or sentence stating one', () => {
    const page = titledPage('/appearance', 'Appearance', [
      '## Color mode',
      '',
      'Readers switch between the light and dark color mode with the toggle in the header.',
      '',
      'Readers get the color mode of the toggle they last chose when they come back.',
      '',
      '| Field | Type | Meaning |',
      '|---|---|---|',
      '| `appearance.strict` | boolean | Hides the toggle of the color mode |',
      '| `appearance.default` | string | Color mode on the first visit. Defaults to `system`. |',
    ]);
    const { text } = extractAnswer(request('what color mode do readers get by default', [source(page)]));
    expect(text).toMatch(
      /^`appearance\.default` \(Type: string\): Color mode on the first visit\. Defaults to `system`\./,
    );
  });

  it('answers a question asking how big something may be by the passage writing a size out', () => {
    const page = titledPage('/api/messages', 'Messages', [
      '## Send a message',
      '',
      'Post the question as JSON to `/v1/message`. Requests are limited to 60 per minute per key.',
      '',
      'The server answers `413` to a body over 1 MB.',
      '',
      'Logs pasted into a question are sent with it, as the reader typed them.',
    ]);
    const { text } = extractAnswer(
      request('posting a question with a big pasted log returns 413, what is the limit?', [source(page)]),
    );
    expect(text).toMatch(/^The server answers `413` to a body over 1 MB\./);
  });

  it('reads an -ly word of the question as the docs’ word it is formed from', () => {
    const page = titledPage('/limits', 'Limits', [
      '## Limits',
      '',
      'The cap on searches each minute is raised with `LIMIT_SEARCHES`.',
      '',
      'The cap on answers each hour is raised with `LIMIT_ANSWERS`.',
    ]);
    const { text } = extractAnswer(request('which variable raises the hourly cap', [source(page)]));
    expect(text).toMatch(/^The cap on answers each hour is raised with `LIMIT_ANSWERS`\./);
  });

  it('answers whether something can be done by the rule that forbids it', () => {
    const page = titledPage('/guide/containers', 'Custom containers', [
      '## Custom containers',
      '',
      'Register a new custom container in the markdown config: the French locale shows it as the others do.',
      '',
      'Each locale can give the built-in containers titles of its own.',
      '',
      'Registering new containers for one locale only is not supported.',
    ]);
    const { text } = extractAnswer(
      request('can I register a new custom container for just the french locale', [source(page)]),
    );
    expect(text).toMatch(/^Registering new containers for one locale only is not supported\./);
  });

  it('answers a symptom by the passage telling of the same thing going wrong, "the same" included', () => {
    const page = titledPage('/last-updated', 'Last updated', [
      '## Last updated',
      '',
      'The update time of the last content is displayed in the lower right corner of the page.',
      '',
      'It is the time of the most recent commit of each file.',
      '',
      'If all pages show the same update time, the build cloned only the latest commit: fetch the whole history.',
    ]);
    const { text } = extractAnswer(
      request('every page shows the exact same last updated time', [source(page)]),
    );
    expect(text).toMatch(/^If all pages show the same update time/);
  });

  it('answers by the passage holding the status code the reader quotes, over rows sharing their other words', () => {
    const page = titledPage('/server-api', 'Server API', [
      '## Endpoints',
      '',
      '- `GET /v1/analytics/{id}/threads` (Key: admin): the analytics of threads',
      '- `GET /v1/analytics/{id}/feedback` (Key: admin): the analytics of feedback',
      '',
      '## Limits',
      '',
      'Over 100 requests an hour, a key gets a `429` with `Retry-After`.',
    ]);
    const { text } = extractAnswer(
      request('our script gets 429s from the analytics endpoints, why?', [source(page)]),
    );
    expect(text).toMatch(/^Over 100 requests an hour, a key gets a `429`/);
  });

  it('answers a question asking which URL by the passage writing the address out', () => {
    const page = titledPage('/ai/mcp', 'MCP server', [
      '## Connect',
      '',
      'Each docs site gets an MCP server that tools such as Claude and Cursor connect to.',
      '',
      'The server of your site answers at `/mcp`, for example `https://docs.example.com/mcp`.',
      '',
      'Tools such as Cursor connect to the MCP server of your docs from their settings.',
    ]);
    const { text } = extractAnswer(request('what url is the mcp server of my docs at', [source(page)]));
    expect(text).toMatch(/^The server of your site answers at `\/mcp`/);
  });

  it('shows the list an answering sentence announces as a list, after the sentence leading to it', () => {
    const status = titledPage('/status', 'Status page', [
      '## Access the status page',
      '',
      'Visit status.example.com to view the current status of the services.',
      '',
      'The status page displays the operational status of:',
      '',
      '- **Documentation** - Hosted documentation sites',
      '- **Updates** - Documentation update and deployment services',
      '- **Dashboard** - The dashboard and management interface',
    ]);
    const { text } = extractAnswer(request('which services does the status page show?', [source(status)]));
    expect(text.split('\n')).toEqual([
      'Visit status.example.com to view the current status of the services. The status page displays the operational status of: [1]',
      '',
      '- Documentation - Hosted documentation sites',
      '- Updates - Documentation update and deployment services',
      '- Dashboard - The dashboard and management interface',
    ]);
  });

  it('shows the whole list a following sentence announces, even when one item fits the question best', () => {
    const migrate = titledPage('/migrate', 'Migrate', [
      '## Convert formats',
      '',
      'If you exported your content as HTML, convert it to Markdown. Some tools that can help include:',
      '- **Pandoc**: Command-line tool that converts between many formats.',
      '- **CloudConvert**: Online converter supporting HTML, DOCX, PDF, and more.',
      '- **Editor extensions**: Search for "HTML to Markdown" in extensions.',
    ]);
    const { text } = extractAnswer(
      request('we exported our content as html, how do I convert it to markdown? any command-line tool?', [
        source(migrate),
      ]),
    );
    expect(text.split('\n').slice(0, 5)).toEqual([
      'If you exported your content as HTML, convert it to Markdown. [1] Some tools that can help include:',
      '',
      '- Pandoc: Command-line tool that converts between many formats.',
      '- CloudConvert: Online converter supporting HTML, DOCX, PDF, and more.',
      '- Editor extensions: Search for "HTML to Markdown" in extensions.',
    ]);
  });

  it('answers the second of two questions asked at once from the answering section, its list whole', () => {
    const createStore = titledPage('/api/createstore', 'createStore', [
      '## Deprecation',
      '',
      'The original `createStore` method is marked as deprecated. The deprecation results in a visual strikethrough in editors, with no runtime errors or warnings.',
      '',
      '`createStore` will continue to work indefinitely, and will not ever be removed.',
      '',
      'Today we want all users to write their logic with the toolkit, which wraps the store setup with better defaults. It also adds the devtools and checks for common mistakes.',
      '',
      'To fix this, there are three options:',
      '',
      '- **Switch over to `configureStore`**',
      "- Do nothing. It's just a visual strikethrough, and it doesn't affect how your code behaves. Ignore it.",
      '- Switch to the `legacy_createStore` export, which is the same function with no deprecation tag.',
    ]);
    const { text } = extractAnswer(
      request(
        'my editor shows createStore crossed out. is it going to be removed? how do i get rid of the strikethrough',
        [source(createStore)],
      ),
    );
    const paragraphs = text.split('\n\n');
    expect(paragraphs[0]).toMatch(
      /^`createStore` will continue to work indefinitely, and will not ever be removed\. \[1\]/,
    );
    // The list reads whole, though the first item ends without a full stop: its sentence counts three.
    expect(paragraphs.slice(1, 3)).toEqual([
      'To fix this, there are three options: [1]',
      [
        '- Switch over to `configureStore`',
        "- Do nothing. It's just a visual strikethrough, and it doesn't affect how your code behaves. Ignore it.",
        '- Switch to the `legacy_createStore` export, which is the same function with no deprecation tag.',
      ].join('\n'),
    ]);
  });

  it('answers the second question from the section after the answering one, with the block it announces', () => {
    const header = titledPage('/header', 'Header', [
      '## Announcement bar',
      '',
      'Material includes an announcement bar, the perfect place to display project news. In order to add an announcement bar, override the `announce` block, which is empty by default:',
      '',
      '```html',
      '{% block announce %}{% endblock %}',
      '```',
      '',
      '### Mark as read',
      '',
      'In order to render temporary announcements that can be marked as read by the user, a button to dismiss the current announcement can be included. Add the following lines to `mkdocs.yml`:',
      '',
      '```yaml',
      'theme:',
      '  features:',
      '    - announce.dismiss',
      '```',
      '',
      '## Logo',
      '',
      'Set the logo with `theme.logo`.',
    ]);
    const { text } = extractAnswer(
      request('where do I put project news? can readers dismiss it?', [source(header)]),
    );
    const paragraphs = text.split('\n\n');
    expect(paragraphs[0]).toMatch(/^Material includes an announcement bar/);
    expect(paragraphs.slice(2)).toEqual([
      'In order to render temporary announcements that can be marked as read by the user, a button to dismiss the current announcement can be included. [1]',
      'Add the following lines to `mkdocs.yml`:',
      '```yaml\ntheme:\n  features:\n    - announce.dismiss\n```',
    ]);
  });

  it('answers a follow-up asking to change a value with the passage saying it can be configured', () => {
    const caching = titledPage('/caching', 'Caching', [
      '## Cache lifetime',
      '',
      'RTK Query endpoints expose a `matchFulfilled` matcher, for listening to what each endpoint returns.',
      '',
      'By default, unused data is removed from the cache after 60 seconds, but this can be configured in the endpoint definitions with the `keepUnusedDataFor` flag.',
      '',
      'Longer-running logic belongs in the `onCacheEntryAdded` handler of the endpoint.',
    ]);
    const first = 'how long does RTK Query keep unused data in the cache?';
    const { text } = extractAnswer({
      ...request('can I make that longer for just one endpoint?', [source(caching)]),
      history: [
        { role: 'user' as const, text: first },
        { role: 'assistant' as const, text: extractAnswer(request(first, [source(caching)])).text },
      ],
    });
    expect(text.split('\n')[0]).toContain('`keepUnusedDataFor`');
  });

  it('quotes the one item of a nested list an answering line announces, not the labels of blocks', () => {
    const slots = titledPage('/slots', 'Layout slots', [
      '## Layout slots',
      '',
      '- When `layout: home` is set:',
      '  - `home-hero-before`',
      '  - `home-features-after`',
      '- On the not found (404) page:',
      '  - `not-found`',
      '- Always:',
      '  - `layout-top`',
      '  - `layout-bottom`',
    ]);
    const { text } = extractAnswer(request('which slot is on the 404 not found page?', [source(slots)]));
    expect(text).toContain('- `not-found`');
    expect(text).not.toContain('layout-top');

    const group = titledPage('/markdown', 'Markdown', [
      '## Interpolation in fences',
      '',
      'To enable interpolation inside fences, append the `-vue` suffix to the language:',
      '',
      '**Input**',
      '',
      '```js-vue',
      'Hello {{ 1 + 1 }}',
      '```',
      '',
      '**Output**',
      '',
      '```js',
      'Hello 2',
      '```',
    ]);
    const answer = extractAnswer(
      request('how do I enable interpolation inside fences', [source(group)]),
    ).text;
    expect(answer).not.toMatch(/^- (Input|Output)$/m);
  });

  it('opens with what a sentence offering something "instead" is the alternative to', () => {
    const configuration = titledPage('/configuration', 'Configuration', [
      '## Answers from a language model',
      '',
      'By default a built-in extractive answerer quotes the most relevant passages. Set `ASSISTANT_MODEL` to answer with a model instead.',
    ]);
    const { text } = extractAnswer(
      request('where do the answers come from when no assistant model is set?', [source(configuration)]),
    );
    expect(text).toMatch(
      /^By default a built-in extractive answerer quotes the most relevant passages\. Set/,
    );
  });

  it('answers a question the page asks itself with what follows it', () => {
    const troubleshooting = titledPage('/troubleshooting', 'Troubleshooting', [
      '## Nothing happens when I dispatch an action',
      '',
      'Sometimes you dispatch an action, but your view does not update. Why does this happen? There may be several reasons for this.',
      '',
      '#### Never mutate reducer arguments',
      '',
      'Redux assumes that you never mutate the objects it gives to you in the reducer.',
    ]);
    const { text } = extractAnswer(
      request('I dispatch an action and the view does not update', [source(troubleshooting)]),
    );
    expect(text).toContain('Why does this happen? There may be several reasons for this.');
  });

  it('answers with the sentence after a question the page asks, which shares few words with the reader’s', () => {
    const metrics = titledPage('/guides/metrics', 'Improving your docs', [
      '## Frequently asked questions',
      '',
      'Pages with the most traffic are your biggest investment in documentation.',
      '',
      'How often should I review documentation metrics?',
      '',
      'Monthly for high-traffic pages and overall satisfaction trends. Quarterly for a deeper audit.',
    ]);
    const { text } = extractAnswer(
      request('how often should I review the metrics of the pages with the most traffic?', [source(metrics)]),
    );
    expect(text).toMatch(/^Monthly for high-traffic pages/);
  });

  it('quotes no question the page asks without the answer after it', () => {
    const seo = titledPage('/guides/seo', 'SEO', [
      '## Frequently asked questions',
      '',
      'How do I submit the sitemap of my docs to Google?',
      '',
      'In Google Search Console, open Sitemaps and enter the URL of your docs sitemap.',
      '',
      'Does the platform handle the SEO of my docs on its own?',
      '',
      'It generates meta tags, a sitemap and canonical URLs for every page.',
    ]);
    const { text } = extractAnswer(request('how do I improve the SEO of my docs on Google?', [source(seo)]));
    expect(text).not.toMatch(/\?$/m);
  });

  it('answers a question asking why by the passage giving the reason', () => {
    const nav = titledPage('/nav', 'Nav', [
      '## Active state',
      '',
      '`activeMatch` does not take a RegExp object in the nav config.',
      '',
      '## Build',
      '',
      '`activeMatch` does not take a RegExp object, because objects are not serializable during the build.',
    ]);
    const why = extractAnswer(request('why does activeMatch not take a RegExp object?', [source(nav)])).text;
    expect(why).toMatch(/^`activeMatch` does not take a RegExp object, because/);
    const whether = extractAnswer(request('does activeMatch take a RegExp object?', [source(nav)])).text;
    expect(whether).toMatch(/^`activeMatch` does not take a RegExp object in the nav config/);
  });

  it('answers which ones by the sentence announcing their list, a list under its own label included', () => {
    const installation = titledPage('/installation', 'Installation', [
      '## DevTools',
      '',
      'The store sets up the DevTools extension for you. You need to install the browser extensions to view the store:',
      '',
      '- DevTools Extension:',
      '  - DevTools Extension for Chrome',
      '  - DevTools Extension for Firefox',
      '',
      'Browser extensions of other tools need no setup in the store.',
    ]);
    const { text } = extractAnswer(request('which browser extensions do I install?', [source(installation)]));
    expect(text.split('\n')).toEqual([
      'The store sets up the DevTools extension for you. You need to install the browser extensions to view the store: [1]',
      '',
      '- DevTools Extension:',
      '- DevTools Extension for Chrome',
      '- DevTools Extension for Firefox',
    ]);
  });

  it('shows the block the page shows right after what the answer says, when it is the section’s one', () => {
    const navigation = titledPage('/navigation', 'Navigation', [
      '## Back-to-top button',
      '',
      'A back-to-top button can be shown when the user starts to scroll up again. It is rendered just below the header. Add the following lines to `mkdocs.yml`:',
      '',
      '```yaml',
      'theme:',
      '  features:',
      '    - navigation.top',
      '```',
    ]);
    const { text } = extractAnswer(request('back to top button', [source(navigation)]));
    expect(text).toContain(
      'Add the following lines to `mkdocs.yml`:\n\n```yaml\ntheme:\n  features:\n    - navigation.top\n```',
    );
  });

  it('shows the block turning on what another section describes, after that section’s passage, when the reader asks whether it can', () => {
    const navigation = titledPage('/navigation', 'Navigation', [
      '## Table of contents',
      '',
      'The table of contents in the right sidebar lists the headings of a long page and highlights the one being read.',
      '',
      '## Anchor following',
      '',
      'When anchor following is enabled, the sidebar is automatically scrolled so that the highlighted anchor stays in view. Add the following lines to `mkdocs.yml`:',
      '',
      '```yaml',
      'theme:',
      '  features:',
      '    - toc.follow',
      '```',
    ]);
    const asked = 'can the sidebar scroll so the highlighted heading of the table of contents stays in view?';
    const { text } = extractAnswer(request(asked, [source(navigation)]));
    expect(text.startsWith('The table of contents in the right sidebar')).toBe(true);
    expect(text).toContain(
      'stays in view.\n\nAdd the following lines to `mkdocs.yml`:\n\n```yaml\ntheme:\n  features:\n    - toc.follow\n```',
    );
    // Asked why it does, not how or whether it can: the passage is the answer.
    const why = extractAnswer(request(asked.replace(/^can/, 'why does'), [source(navigation)]));
    expect(why.text).toContain('When anchor following is enabled');
    expect(why.text).not.toContain('toc.follow');
  });

  it('weighs the character pairs of a word written without spaces less than as many words', () => {
    const deploy = [
      section({
        path: '/ja/guide/deploy',
        anchor: null,
        headings: [],
        language: 'ja',
        text: 'このガイドでは VitePress サイトのデプロイ方法を説明します。ビルドしたサイトはどこにでもデプロイできます。',
      }),
      section({
        path: '/ja/guide/deploy',
        anchor: 'cloudray',
        headings: ['CloudRay'],
        language: 'ja',
        text: 'CloudRay: CloudRay でのデプロイ方法は こちらの手順 を参照してください。',
      }),
      section({
        path: '/ja/guide/deploy',
        anchor: 'heroku',
        headings: ['Heroku'],
        language: 'ja',
        text: '`heroku-buildpack-static` のドキュメントとガイドに従います。',
      }),
    ];
    const { text } = extractAnswer(request('Heroku にデプロイするには？', [source(deploy)], 'ja'));
    expect(text).toMatch(/^`heroku-buildpack-static` のドキュメントとガイドに従います。/);
  });
});
