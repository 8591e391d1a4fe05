import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../../src/assistant/answerer.js';
import { extractAnswer } from '../../src/assistant/extractive-answerer.js';
import {
  citeByPage,
  coverage,
  MIN_MATCH,
  newTopic,
  refersBack,
  retrieve,
  twoWords,
  unknownWords,
  type RetrievalInput,
} from '../../src/assistant/retrieval.js';
import { sameTerm, typoOf } from '../../src/assistant/typos.js';
import { loadDocs } from '../../src/docs/load-docs.js';
import { DocsIndex } from '../../src/docs/search-index.js';
import type { DocSection } from '../../src/docs/types.js';

const DEMO_DOCS = fileURLToPath(new URL('../../../../demo/docs', import.meta.url));
const SITE = 'https://docs.example.com/';

let index: DocsIndex;
beforeAll(async () => {
  index = DocsIndex.build((await loadDocs(DEMO_DOCS)).sections);
});

type Message = ConversationMessage & { cited?: string[] };
const user = (text: string): Message => ({ role: 'user', text });
/** An earlier answer, with the pages it cited. */
const answer = (text: string, cited: string[]): Message => ({ role: 'assistant', text, cited });
const turn = (messages: Message[], extra: Partial<RetrievalInput> = {}) =>
  retrieve(index, {
    messages: messages.map(({ role, text }) => ({ role, text })),
    priorPaths: messages.filter((m) => m.role === 'assistant').at(-1)?.cited ?? [],
    context: [],
    pageSize: 5,
    siteUrl: SITE,
    language: 'en',
    ...extra,
  });
const paths = (r: ReturnType<typeof turn>) => r.sources.map((s) => new URL(s.url).pathname);
const section = (path: string, language: string, title: string, text: string): DocSection => ({
  id: path,
  path,
  anchor: '',
  pageTitle: title,
  headings: [],
  text,
  code: [],
  version: null,
  language,
  groups: [],
  position: 0,
});
/** A page of English sections, one per heading. */
const page = (path: string, title: string, parts: [string, string][]): DocSection[] =>
  parts.map(([heading, text], position) => ({
    id: `${path}#${position}`,
    path,
    anchor: heading.toLowerCase(),
    pageTitle: title,
    headings: [heading],
    text,
    code: [],
    version: null,
    language: 'en',
    groups: [],
    position,
  }));
/** A question asked of docs built from sections, with no language filter unless given. */
/** One page's sections, cited as the retrieval cites a page: for measuring coverage on it. */
const citedPage = (sections: DocSection[]) =>
  citeByPage(
    sections.map((section) => ({ section, score: 1 })),
    SITE,
  )[0]!;

const askIn = (docs: DocsIndex, question: string, extra: Partial<RetrievalInput> = {}) =>
  retrieve(docs, {
    messages: [{ role: 'user', text: question }],
    priorPaths: [],
    context: [],
    pageSize: 5,
    siteUrl: SITE,
    language: null,
    ...extra,
  });

describe('retrieval over a conversation', () => {
  it('finds what an elliptical follow-up refers to, from the earlier turn and the pages it cited', () => {
    const alone = turn([user('what happens if I go over?')]);
    expect(paths(alone)[0]).not.toBe('/configuration');

    const followUp = turn([
      user('what are the rate limits'),
      answer('`LIMIT_ASSISTANT_PER_ORG_HOUR`: 10,000 answers per organization per hour [1]', [
        '/configuration',
      ]),
      user('what happens if I go over?'),
    ]);
    expect(followUp.followUp).toBe(true);
    expect(paths(followUp)[0]).toBe('/configuration');
    expect(followUp.sources[0]!.match).toBeGreaterThan(0.45);
    expect(followUp.query).toContain('what are the rate limits');
  });

  it('reads "and how do I … one?" as a follow-up of the turn before', () => {
    const r = turn([
      user('how do I create keys'),
      answer('Create them with the CLI. [1]', ['/server-api']),
      user('and how do I revoke one?'),
    ]);
    expect(r.followUp).toBe(true);
    expect(paths(r)[0]).toBe('/server-api');
  });

  it('does not drag a new standalone question back to the earlier topic', () => {
    const r = turn([
      user('how do I create keys'),
      answer('Create them with the CLI. [1]', ['/server-api']),
      user('how do I deploy several instances to production with postgres'),
    ]);
    expect(r.followUp).toBe(false);
    expect(paths(r)[0]).toBe('/deployment');
  });

  it('answers from the page just cited a question it answers nearly as well as another page', () => {
    const docs = DocsIndex.build([
      ...page('/api/transcript', 'Get a conversation transcript', [
        ['Transcript', 'Fetch the full transcript of one assistant conversation as JSON.'],
        ['Rate limit', 'This endpoint allows 100 requests per organization per hour.'],
      ]),
      ...page('/mcp', 'MCP server', [
        [
          'Rate limits',
          'Search calls: 10,000 requests per hour per site. Each user gets 5,000 requests per hour.',
        ],
        ['Tools', 'The server offers search and read tools to agents.'],
      ]),
    ]);
    const question = 'how many requests per hour do I get?';
    expect(paths(askIn(docs, question, { language: 'en' }))[0]).toBe('/mcp');
    const r = retrieve(docs, {
      messages: [
        { role: 'user', text: 'api to fetch a conversation transcript' },
        { role: 'assistant', text: 'Fetch the full transcript of one assistant conversation as JSON. [1]' },
        { role: 'user', text: question },
      ],
      priorPaths: ['/api/transcript'],
      context: [],
      pageSize: 5,
      siteUrl: SITE,
      language: 'en',
    });
    expect(paths(r)[0]).toBe('/api/transcript');
    expect(r.sources[0]!.sourceId).toBe('src-1');
    expect(r.covered).toBe(true);
  });

  it('hears a question refer back in the reader’s language, pronouns joined to verbs included', () => {
    expect(refersBack('¿quién puede aceptarlas?', 'en', ['es'])).toBe(true);
    expect(refersBack('e qual é o nome do arquivo gerado?', 'en', ['pt'])).toBe(true);
    expect(refersBack('posso ativá-la só numa página?', 'pt')).toBe(true);
    expect(refersBack('come si configura la ricerca?', 'it')).toBe(false);
    expect(refersBack('¿quién puede aceptarlas?', 'en')).toBe(false);
  });

  it('reads a question naming many things of small docs as standing alone, though they have few rare words', () => {
    const r = turn([
      user('scope=auto on the element, what is that'),
      answer('`scope` (Default: none): `auto` reads language and version from the page [1]', ['/element']),
      user('which status code do I get when I call analytics with an assistant key'),
    ]);
    expect(r.followUp).toBe(false);
    expect(paths(r)[0]).not.toBe('/element');
  });
});

describe('retrieval with page context', () => {
  it('ranks first the section that holds the code block the reader asks about', () => {
    const r = turn([user('explain this')], {
      currentPath: '/quickstart',
      context: [
        {
          type: 'code',
          value:
            'DATABASE_URL=postgres://app:secret@db:5432/docs \\\nREDIS_URL=redis://cache:6379 \\\nHOST=0.0.0.0 TRUST_PROXY=true npm start',
        },
      ],
    });
    expect(paths(r)[0]).toBe('/deployment');
    expect(r.sources[0]!.sections[0]!.anchor).toBe('several-instances');
    expect(r.sources[0]!.match).toBe(1);
  });

  it('finds a selected passage whatever its markup, on the page the reader is on', () => {
    const r = turn([user('what does this mean?')], {
      currentPath: '/server-api',
      context: [
        {
          type: 'textSelection',
          value: 'The key is sent only once; a threadId without its key is answered with 404.',
        },
      ],
    });
    expect(paths(r)[0]).toBe('/server-api');
    expect(r.sources[0]!.sections[0]!.anchor).toBe('threads');
  });

  it('still answers from the question when the selection is not in the docs', () => {
    const r = turn([user('which port does the server listen on?')], {
      currentPath: '/element',
      context: [{ type: 'textSelection', value: 'words that appear on no page of these docs at all' }],
    });
    expect(paths(r)).toContain('/configuration');
  });
});

describe('words the docs do not use', () => {
  const stats = {
    rarity: () => 1,
    used: () => false,
    languages: new Set(['zh']),
    known: (term: string) => ['如何', '安装', 'default'].includes(term),
  };
  it('counts a Han word the docs never use, not a pair of characters across two words', () => {
    expect(unknownWords('如何安装', 'zh', stats)).toEqual([]);
    expect(unknownWords('如何做红烧肉', 'zh', stats)).toEqual(['红烧']);
  });

  it('counts an everyday word as how the reader talks, and unknown words apart as two', () => {
    // 可是 ("but") is among the commonest Chinese words: no docs need it to answer.
    expect(unknownWords('可是如何安装', 'zh', stats)).toEqual([]);
    expect(unknownWords('红烧 比特币', 'zh', stats)).toEqual(['红烧', '比特币']);
  });

  it('takes a misspelt stop word for a stop word, not for a word the docs lack', () => {
    expect(unknownWords('wich default', 'en', stats)).toEqual([]);
    expect(unknownWords('shoud I change the default', 'en', stats)).toEqual([]);
    expect(unknownWords('bitcoin default', 'en', stats)).toEqual(['bitcoin']);
  });

  it('takes a product the docs name as a whole for one word, not for its parts', () => {
    const named = (term: string) => ['github', 'connect'].includes(term);
    const docs = { ...stats, used: named, known: named };
    expect(unknownWords('connect GitHub', 'en', docs)).toEqual([]);
    expect(unknownWords('connect MongoDB', 'en', docs)).toContain('mongodb');
  });

  it('takes a compound of translated words, and a word the docs have a cognate of, as the docs’ words', () => {
    const docs = { ...stats, used: (t: string) => t === 'typer', known: (t: string) => t === 'typer' };
    const question = 'Welche Datumsformate akzeptiert Typer, wenn ich datetime deklariere?';
    const translation = {
      words: 'date format declar',
      ideas: ['date datums', 'format formate'],
      replaced: 'datums formate',
    };
    expect(unknownWords(question, 'en', docs, translation)).not.toContain('datumsform');
    expect(unknownWords(question, 'en', docs, translation)).toContain('deklarier');
    expect(unknownWords(question, 'en', docs, { ...translation, alike: 'deklariere' })).not.toContain(
      'deklarier',
    );
  });

  it('does not take a name the docs never write for a typo of a word they do', () => {
    // "inngest" is a letter away from the docs' "ingest": a typo in a plain word, not in a name.
    const docs = {
      ...stats,
      used: (term: string) => ['ingest', 'migrat', 'function', 'log'].includes(term),
      known: (term: string) => ['ingest', 'inngest', 'ingst', 'migrat', 'function', 'log'].includes(term),
    };
    expect(unknownWords('migrate my functions from Inngest', 'en', docs)).toEqual(['inngest']);
    expect(unknownWords('how do I ingst logs', 'en', docs)).toEqual([]);
  });

  it('takes the reader’s word for an idea the docs name otherwise as theirs, not as foreign', () => {
    const docs = {
      ...stats,
      used: (term: string) => term === 'limit',
      known: (term: string) => term === 'limit',
    };
    expect(unknownWords('raise the hourly quota', 'en', docs)).not.toContain('quota');
    expect(unknownWords('raise the hourly quota', 'en', stats)).toContain('quota');
  });

  it('declines a question naming a product the docs never name, beside one they do', () => {
    expect(turn([user('can I use Oracle instead of PostgreSQL?')]).covered).toBe(false);
    expect(turn([user('can I use PostgreSQL instead of the embedded database?')]).covered).toBe(true);
  });

  it('reads a pasted name by its parts, but a product’s name as a whole', () => {
    const docs = {
      ...stats,
      known: (term: string) => ['requir', 'esm', 'default', 'selector', 'db'].includes(term),
    };
    expect(unknownWords('ERR_REQUIRE_ESM default', 'en', docs)).toEqual([]);
    expect(unknownWords('useSelector default', 'en', docs)).toEqual([]);
    expect(unknownWords('MongoDB default', 'en', docs)).toContain('mongodb');
  });

  it('takes two swapped letters for one typo', () => {
    expect(sameTerm('defualt', 'default')).toBe(true);
    expect(sameTerm('deflaut', 'default')).toBe(false);
  });

  it('takes a letter left out of a short word, and a misspelt ending stemmed short, for typos', () => {
    expect(typoOf('limt', 'limit')).toBe(true);
    expect(typoOf('mode', 'model')).toBe(true);
    expect(typoOf('mod', 'mode')).toBe(false);
    // `vitepres` is stemmed `vitepr`: it begins `vitepress`.
    expect(typoOf('vitepr', 'vitepress')).toBe(true);
    expect(typoOf('config', 'configurations')).toBe(false);
  });
});

describe('questions in a language the docs are not written in', () => {
  it('finds the page from the words it shares with the docs', () => {
    const r = turn([user('Wie ändere ich den Port des Servers?')]);
    expect(paths(r)[0]).toBe('/configuration');
    expect(r.covered).toBe(true);
    const zh = turn([user('PORT 环境变量的默认值是多少？')]);
    expect(paths(zh)[0]).toBe('/configuration');
    expect(zh.covered).toBe(true);
  });

  it('finds the page through the docs’ words for the reader’s, when it shares none with them', () => {
    const r = turn([user('如何更改服务器的端口？')]);
    expect(r.translated).toContain('port');
    expect(paths(r)[0]).toBe('/configuration');
    expect(r.covered).toBe(true);
  });

  it('still finds nothing to answer when it shares nothing with the docs', () => {
    expect(turn([user('Wie viele Kalorien hat eine Banane?')]).covered).toBe(false);
    expect(turn([user('明天上海会下雨吗？')]).covered).toBe(false);
    expect(turn([user('¿Cuál es la capital de Francia?')]).covered).toBe(false);
  });
});

describe('the function words of a question in another language', () => {
  const docs = DocsIndex.build([
    section('/language', 'en', 'Changing the language', 'Set the site language: de, el, es, mi or pt.'),
    section('/favicon', 'en', 'Favicon', 'Change the favicon of your site with the favicon setting.'),
  ]);

  it('do not rank first a page that uses them by chance, as language codes', () => {
    expect(paths(askIn(docs, '¿cómo cambio el favicon de mi sitio?'))[0]).toBe('/favicon');
  });
});

describe('a question written in another language of the docs', () => {
  const docs = DocsIndex.build([
    section('/deploy', 'en', 'Deploying', 'Deploy the server with Docker and a reverse proxy.'),
    section('/fr/deploy', 'fr', 'Déploiement', 'Déployez le serveur avec Docker et un proxy inverse.'),
  ]);

  it('is answered from the pages in its language, even when another was asked for', () => {
    const question = 'comment déployer le serveur avec Docker ?';
    const asked = askIn(docs, question);
    expect(paths(asked)[0]).toBe('/fr/deploy');
    expect(asked.language).toBe('fr');
    const onEnglishPage = askIn(docs, question, { language: 'en', filter: { language: 'en' } });
    expect(paths(onEnglishPage)).toEqual(['/fr/deploy']);
    expect(paths(askIn(docs, 'how do I deploy the server with Docker?'))[0]).toBe('/deploy');
  });
});

describe('a question in the docs’ own language', () => {
  const docs = DocsIndex.build([
    section('/badge', 'en', 'Badge', 'Customize the warning badge color with CSS variables.'),
    section('/es/badge', 'es', 'Insignia', 'Personaliza el color de la insignia warning con CSS y brand.'),
  ]);

  it('is answered from its pages, not from a translation sharing one more of its words', () => {
    const asked = askIn(docs, 'how do I change the warning badge color? it clashes with our brand');
    expect(paths(asked)).toEqual(['/badge']);
  });
});

describe('a question asking what something is', () => {
  const docs = DocsIndex.build([
    section(
      '/markdown',
      'en',
      'Markdown',
      'Each sentence of a VitePress page is Markdown; VitePress renders every sentence.',
    ),
    section('/cli', 'en', 'CLI', 'Start the VitePress dev server with vitepress dev.'),
    section(
      '/what-is',
      'en',
      'Overview',
      'VitePress is a static site generator for fast, content-centric websites.',
    ),
  ]);

  it('finds the page defining it, not pages sharing the words saying how to answer', () => {
    expect(paths(askIn(docs, 'what actually is vitepress, in one sentence?'))[0]).toBe('/what-is');
    expect(paths(askIn(docs, 'what is vitepress?'))[0]).toBe('/what-is');
  });

  it('finds the intro defining the product, whose name is on too many sections to look in all', () => {
    const many = Array.from({ length: 2_100 }, (_, i) =>
      section(`/cli/${i}`, 'en', `Acme ${i}`, `Acme runs acme ${i}: the Acme command.`),
    );
    const lead = 'Acme is an AI-native documentation platform built for developers, with beautiful defaults';
    const intro = {
      ...section('/', 'en', 'Introduction', `${lead}, interactive playgrounds, smart search and more.`),
      anchor: null,
    };
    // The name is on a fifth of the sections, as a product's is: not so many that it says nothing.
    const others = Array.from({ length: 6_300 }, (_, i) =>
      section(`/guide/${i}`, 'en', `Guide ${i}`, `Configure widget ${i} in the settings file.`),
    );
    expect(paths(askIn(DocsIndex.build([...many, ...others, intro]), 'what is acme?'))[0]).toBe('/');
  });
});

describe('a reader’s language the docs have no page in', () => {
  it('is answered from the docs’ own pages rather than filtered to nothing', () => {
    const r = turn([user('¿Cómo cambio el puerto del servidor?')], {
      language: 'es',
      filter: { language: 'es' },
    });
    expect(paths(r)[0]).toBe('/configuration');
    expect(r.covered).toBe(true);
  });

  it('is answered from the default language, not from a translation sharing its cognates', () => {
    const docs = DocsIndex.build([
      section('/docs-folder', 'en', 'Your own docs', 'Point DOCS_DIR at the folder of your documentation.'),
      section(
        '/fr/docs-folder',
        'fr',
        'Vos docs',
        'Indiquez dans DOCS_DIR le dossier de votre documentation.',
      ),
    ]);
    const asked = askIn(docs, 'Como faço para o servidor usar a minha própria pasta de documentação?');
    expect(paths(asked)[0]).toBe('/docs-folder');
    expect(asked.sources.map((s) => s.sections[0]!.language)).not.toContain('fr');
    // Searched in the default language only: a page in French is never weighed against it.
    expect(asked.reasoning).toContain('language en');
  });

  it('still filters to a language the docs have', () => {
    const r = turn([user('comment démarrer le serveur')], { language: 'fr', filter: { language: 'fr' } });
    expect(paths(r).every((path) => path.startsWith('/fr'))).toBe(true);
  });
});

describe('questions in Japanese or Korean, on docs with Chinese pages', () => {
  const docs = DocsIndex.build([
    section('/travel', 'en', 'Travel times', 'Trains between cities and how long they take.'),
    section('/sidebar', 'en', 'Sidebar', 'Collapse the sidebar from its button.'),
    section('/zh/travel', 'zh', '东京到大阪', '东京到大阪的新干线需要多少分钟。'),
  ]);
  const ask = (question: string) => askIn(docs, question);

  it('answers from the docs’ own language, not from Chinese pages sharing its Han characters', () => {
    const ja = ask('東京から大阪まで新幹線で何分かかりますか？');
    expect(paths(ja)).not.toContain('/zh/travel');
    expect(ask('サイドバーを折りたたむには？').sources.map((s) => s.sections[0]!.language)).not.toContain(
      'zh',
    );
  });

  it('still reads a question in Chinese on its Chinese pages', () => {
    expect(paths(ask('东京到大阪的新干线需要多少分钟？'))[0]).toBe('/zh/travel');
  });
});

describe('typos of words the docs use', () => {
  it('answers a question whose words are misspelt', () => {
    const r = turn([user('what port does the servr listen on by defualt')]);
    expect(paths(r)[0]).toBe('/configuration');
    expect(r.covered).toBe(true);
  });

  it('reads a misspelt everyday word as meant when its stem is not the word’s', () => {
    // "sevral" stays whole where "several" is stemmed "sever": stem to stem, they are three edits apart.
    const r = turn([user('redis conection string for sevral instances')]);
    // "conect" is a typo of the docs' "connect", stem to stem: it is spelt right for search too.
    expect(r.spelled).toBe('redis connection string for several instances');
    expect(paths(r)[0]).toBe('/deployment');
    expect(r.covered).toBe(true);
  });

  it('weighs a typo as the word it stands for, not as the rarest word of the question', () => {
    const docs = DocsIndex.build([
      section(
        '/compose',
        'en',
        'compose',
        'Compose combines functions; the rightmost one is called at the start.',
      ),
      section('/middleware', 'en', 'Middleware', 'The first middleware runs first and finishes last.'),
      ...['Install', 'Store', 'Reducers', 'Actions'].map((title) =>
        section(`/${title.toLowerCase()}`, 'en', title, `${title}: the first step comes first.`),
      ),
    ]);
    expect(paths(askIn(docs, 'compose(f, g, h): which one runs frist?'))[0]).toBe('/compose');
  });
});

describe('a snippet on several pages of a site whose paths end in a slash', () => {
  const snippet = 'social:\n  cards_layout: default/variant';
  const docs = DocsIndex.build(
    ['/tutorials/social/', '/plugins/meta/', '/plugins/social/'].map((path) => ({
      ...section(path, 'en', path, `Set the layout for the cards of these pages.`),
      code: [{ lang: 'yaml', title: null, code: snippet }],
    })),
  );

  it('is located on the page the reader is on', () => {
    const asked = askIn(docs, 'what does this do?', {
      currentPath: '/plugins/meta/',
      context: [{ type: 'code', value: snippet }],
    });
    expect(paths(asked)[0]).toBe('/plugins/meta/');
  });
});

describe('idioms of the reader', () => {
  const docs = DocsIndex.build([
    section(
      '/theme',
      'en',
      'Custom theme',
      'Build a custom theme: its entry file exports a layout component.',
    ),
    section('/answers', 'en', 'Answers', 'Without a model, answers are quoted from the pages that match.'),
    section('/install', 'en', 'Install', 'Install the package with npm.'),
  ]);
  const matchOf = (question: string) => askIn(docs, question).sources[0]?.match;

  it('name no topic: "from scratch" or "out of the box" asks no more than the question without it', () => {
    expect(matchOf('how do I build my own theme from scratch?')).toBe(
      matchOf('how do I build my own theme?'),
    );
    expect(matchOf('out of the box, without a model, how are answers made?')).toBe(
      matchOf('without a model, how are answers made?'),
    );
    expect(askIn(docs, 'how do I build my own theme from scratch?').query).toBe(
      'how do I build my own theme from scratch?',
    );
  });

  it('name no topic in the docs’ other languages either, nor do their words for "instead" or "change"', () => {
    /** The best page's match of a question asked in the docs' `language`, among `sections`. */
    const matcherIn = (language: string, sections: DocSection[]) => {
      const docs = DocsIndex.build(sections);
      return (question: string) =>
        askIn(docs, question, { language, filter: { language } }).sources[0]?.match;
    };
    const ptMatch = matcherIn('pt', [
      section(
        '/pt/init',
        'pt',
        'Iniciando',
        'Um assistente de instalação cria o projeto pela linha de comando.',
      ),
      section('/pt/deploy', 'pt', 'Implantação', 'Publique o site em qualquer servidor estático.'),
      section('/pt/config', 'pt', 'Configuração', 'A configuração do site fica em um arquivo.'),
    ]);
    expect(ptMatch('um assistente cria o projeto?')).toBeGreaterThan(0);
    expect(ptMatch('um assistente cria o projeto em vez de eu montar as pastas na mão?')).toBe(
      ptMatch('um assistente cria o projeto eu montar as pastas?'),
    );
    const frMatch = matcherIn('fr', [
      section(
        '/fr/theme',
        'fr',
        'Thème',
        'Créez un thème personnalisé : son fichier exporte une mise en page.',
      ),
      section('/fr/install', 'fr', 'Installation', 'Installez le paquet avec npm.'),
    ]);
    expect(frMatch('en gros, il y a un truc pour créer un thème ?')).toBe(
      frMatch('il y a pour créer un thème ?'),
    );
    // "À quoi sert X, je peux m'en passer ?" asks what X is for and whether it is needed: X is the topic.
    expect(frMatch("à quoi sert le thème, je peux m'en passer ?")).toBe(frMatch('le thème ?'));
  });
});

describe('whether the docs answer', () => {
  // One page has each word of the question, each in a passage about something else.
  const scattered = page('/operations', 'Operations', [
    ['Webhooks', 'Webhooks send events to the URL you give.'],
    ['Requests', 'Each request the server makes is signed.'],
    ['Configuration', 'Keep secrets out of the repository.'],
    ['Logs', 'Logs rotate every day and are kept a week.'],
  ]);
  const filler = page('/start', 'Getting started', [
    ['Install', 'Install the package and start the server.'],
    ['Pages', 'Write pages in Markdown and add them to the navigation.'],
    ['Themes', 'Pick colors and fonts for the site.'],
  ]);
  const ask = (sections: DocSection[], question: string) =>
    askIn(DocsIndex.build(sections), question, { language: 'en' });

  it('declines a question whose words a page has only strewn over passages about other things', () => {
    const question = 'how do I rotate the webhook signing secret';
    const r = ask([...scattered, ...filler], question);
    expect(paths(r)[0]).toBe('/operations');
    expect(r.covered).toBe(false);
    // The page is still the closest one: the reply names it.
    const { text } = extractAnswer({
      question,
      history: [],
      sources: r.sources,
      covered: false,
      context: [],
      language: 'en',
    });
    expect(text).toContain('- [Operations › Webhooks](https://docs.example.com/operations#webhooks)');
  });

  it('takes a question’s everyday words as spelt, not as typos of the docs’ words a letter away', () => {
    const panel = page('/panel', 'Panel', [
      ['Closing', 'Close the panel with Escape; both parties of a thread keep it.'],
    ]);
    // "paris" is not "parties" misspelt, nor "lose" "close": the question shares nothing with the docs.
    expect(ask([...panel, ...filler], 'will I lose the weather in paris').covered).toBe(false);
    // A word no dictionary has is still read as a typo of the docs' word.
    expect(ask([...panel, ...filler], 'how do I clsoe the panel').covered).toBe(true);
  });

  it('takes two words of the language for two words, however long: "shirts" is not "short"', () => {
    const tokens = page('/tokens', 'Tokens', [
      ['Lifetime', 'The server mints short-lived tokens for each self-hosted runner.'],
    ]);
    expect(ask([...tokens, ...filler], 'do you sell shirts').covered).toBe(false);
    // The same word spelt the British way is still the docs' word.
    const themes = page('/colors', 'Colors', [['Palette', 'Pick the color of links and buttons.']]);
    expect(paths(ask([...themes, ...filler], 'which colour are links'))[0]).toBe('/colors');
    // The answer reads the question's words the same way.
    expect(twoWords('shirt', 'short', 'en')).toBe(true);
    expect(twoWords('clsoe', 'close', 'en')).toBe(false);
  });

  it('weighs a word the docs never use above the product name found on most pages', () => {
    const source = citedPage(page('/acme', 'Acme Docs', [['Search', 'Acme Docs builds a search index.']]));
    const docsWords = new Set(['acm', 'doc', 'build', 'search', 'index']);
    const stats = {
      // The product's name is in nearly every section; "typesense" in none.
      rarity: (term: string) => (term === 'acm' || term === 'doc' ? 0.15 : 2),
      used: (term: string) => docsWords.has(term),
      known: (term: string) => docsWords.has(term),
      languages: new Set(['en']),
    };
    expect(coverage('can acme docs use typesense', [source], 'en', stats)).toBeLessThan(MIN_MATCH);
    expect(coverage('can acme docs build a search index', [source], 'en', stats)).toBeGreaterThan(MIN_MATCH);
  });

  it('weighs a number the reader quotes (a status code) above a word as rare', () => {
    const cited = (text: string) => citedPage(page('/errors', 'Errors', [['Errors', text]]));
    const stats = { rarity: () => 2, used: () => true, known: () => true, languages: new Set(['en']) };
    const asked = 'pasting a stack trace gets a 413 error';
    const code = coverage(
      asked,
      [cited('A question answered with `413` carries a pasted log.')],
      'en',
      stats,
    )!;
    const word = coverage(asked, [cited('The stack of pasted logs is kept.')], 'en', stats)!;
    expect(code).toBeGreaterThan(word);
  });

  it('weighs an everyday Chinese word missing from the page below a word of the docs missing', () => {
    const source = citedPage(
      page('/zh/hooks', '钩子', [['构建钩子', '在页面写入磁盘之前修改生成的 HTML。']]),
    );
    // Every pair is rare in docs read as pairs: "之前" (before) as rare as "钩子" (hook).
    const stats = {
      rarity: () => 5,
      used: () => true,
      known: () => true,
      languages: new Set(['zh']),
    };
    const after = coverage('修改生成的 HTML 之后', [source], 'zh', stats)!;
    const cache = coverage('修改生成的 HTML 缓存', [source], 'zh', stats)!;
    // Missing "缓存" (cache), the page is about something else; missing "之后" (after), it may not be.
    expect(after).toBeGreaterThan(cache);
  });

  it('answers the same question from the page with a passage that speaks to it', () => {
    const answering = page('/webhooks', 'Webhooks', [
      ['Security', 'Rotate the signing secret of a webhook from its settings page.'],
    ]);
    const r = ask([...scattered, ...filler, ...answering], 'how do I rotate the webhook signing secret');
    expect(paths(r)[0]).toBe('/webhooks');
    expect(r.covered).toBe(true);
  });

  it('covers a follow-up in the reader’s own words by the page the two turns speak of together', () => {
    // Spanish on English docs: "y el de los trabajos del agente" alone covers little of any page.
    const r = turn([
      user('¿Qué límites de uso trae el servidor por defecto?'),
      answer('`LIMIT_ASSISTANT_PER_ORG_HOUR`: 10,000 answers per organization per hour', ['/configuration']),
      user('¿y el de los trabajos del agente?'),
    ]);
    expect(r.followUp).toBe(true);
    expect(paths(r)[0]).toBe('/configuration');
    expect(r.covered).toBe(true);
  });

  it('puts first the page covering clearly more of the question than the one search ranks first', () => {
    // Search ranks the quick start first by the weight of its words ("server", "data", "database");
    // the deployment page says in one passage what a second server on the same data folder does.
    const r = turn([
      user(
        'I accidentally started a second server pointing at the same data folder, will that corrupt the database?',
      ),
    ]);
    expect(paths(r)[0]).toBe('/deployment');
    expect(r.sources[0]!.match!).toBeGreaterThan(r.sources[1]!.match! + 0.2);
    // Numbered again in their new order: `[1]` cites the first.
    expect(r.sources.map((s) => s.sourceId).slice(0, 2)).toEqual(['src-1', 'src-2']);
    // However far down search ranks it: "key" weighs most on the pages about API keys.
    const shortcut = turn([user('What key combo opens the assistant by default?')]);
    expect(paths(shortcut)[0]).toBe('/element');
    expect(shortcut.sources.map((s) => s.sourceId)).toEqual(shortcut.sources.map((_, i) => `src-${i + 1}`));
  });

  it('searches a word the docs never use as the docs’ words for it', () => {
    // The demo docs say "shortcut", never "hotkey": searched on its own words, nothing is found.
    const r = turn([user('hotkey?')]);
    expect(paths(r)[0]).toBe('/element');
    expect(r.covered).toBe(true);
  });

  it('takes the docs’ word for what the reader names otherwise as covering it, for less', () => {
    const navbar = page('/frontmatter', 'Frontmatter', [
      ['navbar', 'Whether to display the nav bar on this page. Set it to false to leave it out.'],
      ['title', 'The title of the page, shown in the browser tab.'],
    ]);
    const docs = [...navbar, ...filler];
    // The reader says "hide", the docs "display": the one passage about the nav bar answers.
    const hide = ask(docs, 'hide the navbar on a page');
    expect(paths(hide)[0]).toBe('/frontmatter');
    expect(hide.covered).toBe(true);
    // A word the docs use itself counts more than their word for it.
    const display = ask(docs, 'display the navbar on a page');
    expect(display.sources[0]!.match!).toBeGreaterThan(hide.sources[0]!.match!);
  });

  it('answers what a question asks after telling the reader’s situation in words the docs lack', () => {
    const keys = page('/keyboard', 'Keyboard', [
      ['Shortcut', 'The shortcut opens the panel. Set it to none to turn it off.'],
    ]);
    const docs = [...keys, ...filler];
    const asking = ask(docs, 'ctrl+i clashes with a menu on our intranet, can I turn off the shortcut');
    expect(paths(asking)[0]).toBe('/keyboard');
    expect(asking.covered).toBe(true);
    // Told without asking, the same words are all the question: the docs lack most of them.
    const telling = ask(docs, 'ctrl+i clashes with a menu on our intranet and the shortcut');
    expect(telling.covered).toBe(false);
    // "Anything …?" asks too.
    const anything = ask(
      docs,
      'ctrl+i clashes with a menu on our intranet. anything to turn off the shortcut?',
    );
    expect(paths(anything)[0]).toBe('/keyboard');
    expect(anything.covered).toBe(true);
    // So does "whats", written without its apostrophe.
    const whats = ask(docs, 'ctrl+i clashes with a menu on our intranet, whats the shortcut to turn it off');
    expect(whats.covered).toBe(true);
  });

  it('reads a question the reader says is about something else on its own words', () => {
    const r = turn([
      user('how is feedback paged in the api'),
      answer('Feedback comes newest first…', ['/server-api']),
      user('different question: which node version do I need?'),
    ]);
    expect(r.followUp).toBe(false);
    expect(r.newTopic).toBe(true);
    expect(paths(r)[0]).toBe('/quickstart');
    expect(r.spelled).toBe('which node version do I need?');
    expect(newTopic('ok, unrelated, but can I change the port?')).toBe('but can I change the port?');
    expect(newTopic('otra pregunta: ¿cómo cambio el puerto?')).toBe('¿cómo cambio el puerto?');
    expect(newTopic('different ways to deploy')).toBeNull();
    expect(newTopic('and how do I change it?')).toBeNull();
  });

  it('answers a long question by the page holding what it asks, as it would a short one', () => {
    // Most of the words tell the reader's setup; the page need only say what the limit does there.
    const long = turn([
      user(
        'our kubernetes deployment has four replicas and every replica seems to count the per hour answer limit by itself',
      ),
    ]);
    expect(long.covered).toBe(true);
    expect(['/configuration', '/deployment']).toContain(paths(long)[0]);
    // A long question about what the docs never name is still declined.
    const lambda = turn([
      user('can I run the server on aws lambda with a postgres on rds and redis from elasticache'),
    ]);
    expect(lambda.covered).toBe(false);
  });

  it('answers a symptom told in words of the reader’s story the docs use only by chance', () => {
    const sidebar = page('/sidebar', 'Sidebar', [
      ['Generated sidebar', 'The sidebar is built from the frontmatter of each page.'],
      ['Navbar', 'The navbar is built from the config, not from the frontmatter.'],
    ]);
    // Another page happens to use the story's words, which makes them rare words of these docs.
    const legacy = page('/legacy', 'Legacy options', [
      ['Removed', "This option isn't really read anymore: setting it suddenly does nothing."],
    ]);
    const r = ask(
      [...sidebar, ...legacy, ...filler],
      "my sidebar suddenly isn't really built from the frontmatter anymore",
    );
    expect(paths(r)[0]).toBe('/sidebar');
    expect(r.covered).toBe(true);
  });

  it('reads "inside" as saying where, not naming the section headed with it', () => {
    const faq = page('/faq', 'Organizing state', [
      ['Can I put functions or promises in my store state?', 'Keep only serializable values in the store.'],
    ]);
    const tutorial = page('/tutorial', 'Store', [
      [
        'Inside a store',
        'The store holds the current state, runs reducer functions and middleware promises.',
      ],
    ]);
    const r = ask(
      [...faq, ...tutorial, ...filler],
      'is it okay to keep promises or functions inside the store state?',
    );
    expect(paths(r)[0]).toBe('/faq');
  });

  it('answers a near-miss whose words meet in one place of the page', () => {
    const r = turn([user('who can read the credentials file it creates')]);
    expect(paths(r)[0]).toBe('/quickstart');
    expect(r.covered).toBe(true);
  });

  it('declines a near-domain question, naming the closest pages as links', () => {
    const question = "what's the maximum number of projects an organization can have?";
    const r = turn([user(question)]);
    expect(r.covered).toBe(false);
    const { text, cited } = extractAnswer({
      question,
      history: [],
      sources: r.sources,
      covered: r.covered,
      context: [],
      language: 'en',
    });
    expect(cited).toEqual([]);
    expect(text).toMatch(/^I couldn't find this in the documentation\./);
    expect(text).toMatch(/\n- \[[^\]]+\]\(https:\/\/docs\.example\.com\/(configuration|server-api)/);
  });

  it('answers a Chinese question whose words the docs cut into other pairs', () => {
    const chinese = DocsIndex.build([
      section(
        '/zh/guide/markdown',
        'zh',
        '行号',
        '可以通过以下配置为每个代码块启用行号。还可以自定义起始行号，例如代码块中的行号从 2 开始。',
      ),
      section('/zh/guide/deploy', 'zh', '部署', '构建站点，然后把输出目录上传到任何静态服务器。'),
      section('/zh/guide/port', 'zh', '端口', '可以指定一个数字作为开发服务器的端口。'),
      // Docs of a thousand sections: a word they never write tells most in docs this large.
      ...Array.from({ length: 1000 }, (_, i) =>
        section(`/zh/reference/${i}`, 'zh', `参考 ${i}`, `第 ${i} 个选项设置站点的标题和描述。`),
      ),
    ]);
    const asked = askIn(chinese, '代码块的行号怎么从指定的数字开始编号？', {
      language: 'zh',
      filter: { language: 'zh' },
    });
    expect(asked.covered).toBe(true);
    expect(paths(asked)[0]).toBe('/zh/guide/markdown');
    // A dish the docs never name is still no question of theirs.
    expect(askIn(chinese, '如何做红烧肉', { language: 'zh', filter: { language: 'zh' } }).covered).toBe(
      false,
    );
  });
});

describe('a label the reader quotes', () => {
  const docs = DocsIndex.build([
    ...page('/nav', 'Navigation', [
      ['Mobile menu', 'On phones the nav collapses into a menu, with a link to each page.'],
      ['Page links', 'The text of a page link is the title of the page.'],
    ]),
    ...page('/theme-config', 'Theme config', [
      ['darkModeSwitchLabel', 'Customizes the dark mode switch label in the menu. Default: Appearance.'],
      ['outline', 'Change the title of the outline of headings, which defaults to On this page.'],
    ]),
    ...page('/site-config', 'Site config', [
      ['title', 'The title of the site, shown in the mobile menu.'],
      ['base', 'The base path the site is served from.'],
      ['lang', 'The language of the site, for its html tag.'],
    ]),
  ]);
  const answerTo = (question: string) => {
    const r = askIn(docs, question, { language: 'en' });
    const { text } = extractAnswer({
      question,
      history: [],
      sources: r.sources,
      covered: r.covered,
      context: [],
      language: 'en',
    });
    return { ...r, text };
  };

  it('finds the page that holds it word for word, though another shares as many of its words', () => {
    const r = answerTo("where do i change the 'On this page' text?");
    expect(paths(r)[0]).toBe('/theme-config');
    expect(r.covered).toBe(true);
    expect(r.text.split('\n')[0]).toMatch(/On this page/);
  });

  it('answers with the passage that holds it', () => {
    const r = answerTo("can i change the 'Appearance' label in the menu?");
    expect(r.text.split('\n')[0]).toMatch(/Default: Appearance/);
  });
});

describe('a hedge word of the reader (roughly, nowadays, usually)', () => {
  it('takes nothing off how well a page answers', () => {
    const plain = turn([user('how many answers per day does one IP address get?')]);
    const hedged = turn([user('roughly how many answers per day does one IP address get nowadays?')]);
    expect(paths(hedged)[0]).toBe('/configuration');
    expect(hedged.sources[0]!.match).toBeCloseTo(plain.sources[0]!.match!, 5);
  });
});
