import { describe, expect, it } from 'vitest';
import { analyze, analyzeQuestion } from '../../src/docs/analyze.js';
import { stemEnglish } from '../../src/docs/stem-english.js';
import { stemFrench, stemSpanish } from '../../src/docs/stem-romance.js';

describe('analyze', () => {
  it('stems English words so inflections meet', () => {
    const stems = ['configure', 'configured', 'configuring', 'configuration'].map(stemEnglish);
    expect(new Set(stems).size).toBe(1);
    expect(stemEnglish('deployments')).toBe(stemEnglish('deploying'));
    expect(stemEnglish('ponies')).toBe('poni');
  });

  it('stems French and Spanish lightly, accents folded', () => {
    expect(analyze('déploiements', 'fr')).toEqual(analyze('déploiement', 'fr'));
    expect(stemSpanish('configuraciones')).toBe(stemSpanish('configuracion'));
    expect(stemFrench('pages')).toBe(stemFrench('page'));
  });

  it('stems Russian lightly, English words on Russian pages as English', () => {
    expect(analyze('страницах', 'ru')).toEqual(analyze('страницы', 'ru'));
    expect(analyze('одинаковую', 'ru')).toEqual(analyze('одинаковая', 'ru'));
    expect(analyze('обновления', 'ru')).toEqual(analyze('обновление', 'ru'));
    expect(analyze('файлы', 'ru')).toEqual(analyze('файла', 'ru'));
    expect(analyze('первых', 'ru')).toEqual(analyze('первые', 'ru'));
    expect(analyze('layouts', 'ru')).toEqual(analyze('layout', 'en'));
  });

  it('reads a number in the plural as the number', () => {
    expect(analyze('429s and 5xx errors', 'en')).toEqual(['429', '5xx', 'error']);
    expect(analyze('the 1990s', 'en')).toEqual(analyze('1990', 'en'));
  });

  it('drops stop words of the language', () => {
    expect(analyze('How do I add a page to the sidebar?', 'en')).toEqual(['add', 'page', 'sidebar']);
    expect(analyze('Comment ajouter une page dans la navigation', 'fr')).not.toContain('dans');
  });

  it('drops contractions typed without their apostrophe, as it does their parts', () => {
    expect(analyze('whats the port? it doesnt start and im stuck', 'en')).toEqual(['port', 'start', 'stuck']);
    expect(analyze("what's the port? it doesn't start", 'en')).toEqual(['port', 'start']);
  });

  it('reads "no longer" as "anymore", not as the "longer" of a length', () => {
    expect(analyze('The data is no longer needed', 'en')).toEqual(['data', 'need']);
    expect(analyze('Is it any longer supported?', 'en')).toEqual(['support']);
    expect(analyze('Can I make the timeout longer?', 'en')).toContain('longer');
  });

  it('splits identifiers and keeps them whole', () => {
    expect(analyze('apiKey', 'en')).toEqual(['api', 'kei', 'apikei']);
    expect(analyze('max_results', 'en')).toEqual(['max', 'result', 'maxresult']);
  });

  it('indexes text written without spaces as character bigrams', () => {
    expect(analyze('自定义域名', 'zh')).toEqual(['自定', '定义', '义域', '域名']);
    expect(analyze('設定する mint', 'ja')).toEqual(['設定', '定す', 'する', 'mint']);
  });

  it('reads a name written against CJK text apart from it, without a Korean particle', () => {
    expect(analyze('使用Mintlify的主题', 'zh')).toEqual(['使用', 'mintlifi', '的主', '主题']);
    expect(analyzeQuestion('Reduxを使う', 'en')).toEqual(['redux', '使う']);
    expect(analyze('applyMiddleware도 store인가요', 'en')).toEqual([
      'appli',
      'middlewar',
      'applymiddlewar',
      'store',
      '인가',
      '가요',
    ]);
  });

  it('drops the commonest words of languages without a list of their own', () => {
    expect(analyze('como forçar o tema escuro sem botão', 'pt')).toEqual([
      'forc',
      'tem',
      'escur',
      'sem',
      'bot',
    ]);
    expect(analyze('Wie ändere ich den Port', 'de')).toEqual(['ander', 'port']);
  });

  it('meets a Portuguese word in its plural, whose ending changes, and in its verb', () => {
    const one = (word: string) => analyze(word, 'pt')[0];
    expect(one('botões')).toBe(one('botão'));
    expect(one('opções')).toBe(one('opção'));
    expect(one('configurações')).toBe(one('configurar'));
    expect(one('versões')).toBe(one('versão'));
    expect(one('esconda')).toBe(one('esconder'));
  });
});

describe('analyzeQuestion', () => {
  it('keeps the character pairs inside the words of a Chinese question, without its function words or asking pairs', () => {
    // "最多" (at most) asks for a bound as "多少" (how many) asks for a number: neither names a topic.
    expect(analyzeQuestion('Columns 组件最多可以有几列', 'zh')).toEqual(['column', '组件']);
    expect(analyzeQuestion('侧边栏最多能嵌套多少层？', 'zh')).toEqual(['侧边', '嵌套']);
    // Nor do words of two function characters: "我的" (my), "都不" (all not).
    expect(analyzeQuestion('我的站点链接都不对', 'zh')).not.toContain('我的');
    expect(analyzeQuestion('我的站点链接都不对', 'zh')).not.toContain('都不');
  });

  it('keeps Katakana words whole and drops Japanese particles', () => {
    const terms = analyzeQuestion('サイドバーのグループ', 'ja');
    expect(terms).toContain('ドバ');
    expect(terms.some((t) => t.includes('の'))).toBe(false);
  });

  it('makes no pairs of Japanese grammar written in Hiragana, but keeps a verb with its ending', () => {
    const terms = analyzeQuestion('base を設定しているとき、sitemap はどう書けばいいですか？', 'ja');
    for (const grammar of ['いる', 'とき', 'いい', 'です']) expect(terms).not.toContain(grammar);
    expect(terms).toEqual(expect.arrayContaining(['base', 'sitemap', '設定', '書け']));
  });

  it('keeps the pairs of a Korean question’s word stems, without particles, endings or asking words', () => {
    const terms = analyzeQuestion('마크다운에서 링크한 파일이 404가 나요. 어떻게 해야 하나요?', 'ko');
    expect(terms).toEqual(['마크', '크다', '다운', '링크', '파일', '404']);
    // Pages keep every pair: the stems' pairs are found in them.
    expect(analyze('마크다운 파일', 'ko')).toEqual(expect.arrayContaining(['마크', '다운', '파일']));
  });

  it('reads an English phrasal verb as the one verb it means, and leaves the words alone elsewhere', () => {
    /** The question's terms are those of its plain wording. */
    const readsAs = (question: string, plain: string) =>
      expect(analyzeQuestion(question, 'en')).toEqual(analyze(plain, 'en'));
    readsAs('how do I get rid of the .html suffix', 'how do I remove the .html suffix');
    readsAs('can one md file pull in another', 'can one md file include another');
    expect(analyzeQuestion('pull the image in the navbar', 'en')).toContain(analyze('pull', 'en')[0]);
    readsAs('our readers are logged in', 'our readers are login');
    expect(analyze('get rid of it', 'en')).not.toContain(analyze('remove', 'en')[0]);
    // The thing taken out or hooked up stays a word of the question.
    readsAs('and how do I take it out again', 'and how do I remove it again');
    readsAs('hooking segment up to the docs site', 'connect segment to the docs site');
    readsAs('hook Mintlify Index up to Cursor', 'connect Mintlify Index to Cursor');
    expect(analyzeQuestion('a takeout menu', 'en')).toContain(analyze('takeout', 'en')[0]);
    // What starts out open is open by default.
    readsAs('can one accordion start out open?', 'can one accordion default open?');
    readsAs('the server starts on port 3000', 'the server starts on port 3000');
    // "More than one" is the docs' "multiple".
    readsAs('can I have more than one store in my app?', 'can I have multiple store in my app?');
    // What is kept off or out of something is excluded from it.
    readsAs('how do I keep drafts off the live site', 'how do I exclude drafts the live site');
    readsAs('keep a page out of the search results', 'exclude a page the search results');
    readsAs('keep the panel open', 'keep the panel open');
    // Keys that open something are a keyboard shortcut; keys an API takes are not.
    readsAs('can I change which keys open the assistant?', 'can I change which shortcut open the assistant?');
    expect(analyzeQuestion('which keys can create projects', 'en')).toContain(analyze('keys', 'en')[0]);
    // A setting "on just one page" is what docs call per-page.
    readsAs('can I hide it on just one page', 'can I hide it per-page');
    readsAs('how do I back up the data folder', 'how do I backup the data folder');
    // What sticks around persists.
    readsAs('can the thread stick around?', 'can the thread persist?');
    // What came out was released; code coming from a file was not.
    readsAs('when did the toolkit come out?', 'when did the toolkit release?');
    readsAs('the reducer is coming from a slice file', 'the reducer is coming from a slice file');
    // Getting the rest of a list, or its next batch of results, is paginating; resting is not.
    readsAs(
      'it only returns part of it, how do I get the rest?',
      'it only returns part of it, how do I paginate next?',
    );
    readsAs('i only get the first batch', 'i only paginate next');
    readsAs('fetch the next page of results', 'fetch the paginate next page of results');
    readsAs('the rest of the page is fine', 'the rest of the page is fine');
    // What runs at the same time runs concurrently; what is only used at the same time does not.
    readsAs(
      'pnpm -r build runs way too many packages at the same time',
      'pnpm -r build runs way too many packages concurrently',
    );
    readsAs(
      'should i learn react and redux at the same time?',
      'should i learn react and redux at the same time?',
    );
    // Going over a limit exceeds it; going over the steps does not.
    readsAs('what happens if we go over the quota?', 'what happens if we exceed the quota?');
    readsAs('what does a client get once it goes over?', 'what does a client get once it exceed?');
    readsAs('let us go over the steps again', 'let us go over the steps again');
    // Turning or switching something off or on is disabling or enabling it; a `switch` on a value is not.
    readsAs('ok and how do I switch it off again?', 'ok and how do I disable it again?');
    readsAs('can i switch that hotkey off', 'can i disable that hotkey');
    readsAs('turn on dark mode for every page', 'enable dark mode for every page');
    expect(analyzeQuestion('the reducer does a switch on the action type', 'en')).toContain(
      analyze('switch', 'en')[0],
    );
  });

  it('reads text with no Han or Kana as analyze does', () => {
    expect(analyzeQuestion('How do I add a page?', 'en')).toEqual(analyze('How do I add a page?', 'en'));
  });
});
