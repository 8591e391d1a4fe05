import { describe, expect, it } from 'vitest';
import { readerLanguages } from '../../src/assistant/reader-language.js';
import { glossaryLanguages, translateQuestion } from '../../src/assistant/translate-question.js';

const english = new Set(['en']);
const toEnglish = (question: string) =>
  translateQuestion(question, readerLanguages(question, 'en', english), 'en');

describe('the languages a question is asked in', () => {
  it('are none when the docs are written in it', () => {
    expect(readerLanguages('how do I change the port', 'en', english)).toEqual([]);
    expect(readerLanguages('¿cómo cambio el puerto del servidor?', 'en', new Set(['en', 'es']))).toEqual([]);
    expect(readerLanguages('如何更改端口', 'en', new Set(['en', 'zh']))).toEqual([]);
  });

  it('are none for a question in the docs’ everyday words, whatever other lists or the glossary hold', () => {
    // Thai's list of everyday words, from subtitles, takes in English ones (`don`, `t`).
    const thunks = "I passed an array to the configureStore middleware option and now my thunks don't run";
    expect(readerLanguages(thunks, 'en', english)).toEqual([]);
    // "predefined" is a form of Italian's "predefinito".
    expect(readerLanguages('what predefined automations are there', 'en', english)).toEqual([]);
    // "splitting" is no German "splitten": the German column holds no English verb made German.
    expect(
      readerLanguages('lazy load slice reducers for code splitting with redux toolkit', 'en', english),
    ).toEqual([]);
    // "endpoint" and "playground" are in the Italian column too, as the docs' own words.
    expect(readerLanguages('hide the api playground on a single mdx endpoint page', 'en', english)).toEqual(
      [],
    );
  });

  it('are told by the glossary’s words when a question has too few everyday ones', () => {
    expect(readerLanguages('comment cacher la barre latérale', 'en', english)).toEqual(['fr']);
    expect(readerLanguages('how do I hide the sidebar on mobile', 'en', english)).toEqual([]);
  });

  it('are told by glossary words written with capitals or accents, or inflected', () => {
    const none = () => false;
    expect(glossaryLanguages('Empêcher CHARGEMENT', 'en', none)).toEqual(['fr']);
    expect(glossaryLanguages('EMPECHER le chargement', 'en', none)).toEqual(['fr']);
    expect(glossaryLanguages('Schriftarten ausblenden', 'en', none)).toEqual(['de']);
    // Words of the docs' language are not counted.
    expect(glossaryLanguages('Empêcher CHARGEMENT', 'en', (word) => word === 'chargement')).toEqual([]);
  });

  it('are told by their commonest words, or by script', () => {
    expect(readerLanguages('comment changer la police du site ?', 'en', english)).toEqual(['fr']);
    expect(readerLanguages('サイドバーを折りたたむには？', 'en', english)).toEqual(['ja', 'zh']);
    expect(readerLanguages('如何更改端口', 'en', english)).toEqual(['zh', 'ja']);
    expect(readerLanguages('다크 모드를 켜려면?', 'en', english)).toEqual(['ko']);
  });
});

describe('a question put in the docs’ words', () => {
  it('translates what servers and builds are asked about: a proxy, a timeout, a subdomain', () => {
    expect(toEnglish('vite dev server 如何配置代理？')?.words.split(' ')).toContain('proxy');
    expect(toEnglish('リクエストがタイムアウトしたら再試行されますか？')?.words.split(' ')).toEqual(
      expect.arrayContaining(['timeout', 'retry']),
    );
    expect(toEnglish('puis-je servir la doc sur un sous-domaine ?')?.words.split(' ')).toContain('subdomain');
    // A word the docs share with the reader is theirs already: it is not translated.
    expect(toEnglish('No listener middleware, qual método pausa?')?.replaced ?? '').not.toContain(
      'middleware',
    );
  });

  it('translates what developer tools are asked about: a registry, a queue, a mock, the test coverage', () => {
    const words = (question: string) => toEnglish(question)?.words.split(' ') ?? [];
    expect(words('¿Cuánto tiempo espera pnpm por defecto a que responda el registro?')).toContain('wait');
    expect(words('유료 사용자의 실행이 대기열에서 먼저 시작되도록 우선순위를 줄 수 있나요?')).toEqual(
      expect.arrayContaining(['queue', 'priority']),
    );
    expect(words('Как замокать файловую систему в тестах?')).toEqual(
      expect.arrayContaining(['mock', 'file']),
    );
    expect(words('Comment faire échouer la CI quand la couverture de code descend sous 80 % ?')).toContain(
      'coverage',
    );
  });

  it('translates what formatters, CLIs and test runners are asked about', () => {
    const words = (question: string) => toEnglish(question)?.words.split(' ') ?? [];
    expect(
      words('Wie bringe ich Prettier dazu, beim Einrücken Tabs statt Leerzeichen zu verwenden?'),
    ).toEqual(expect.arrayContaining(['indent', 'space']));
    expect(words('我不想在数组的最后一个元素后面自动加逗号')).toEqual(
      expect.arrayContaining(['comma', 'last']),
    );
    expect(words('¿Cómo acepto valores sin importar mayúsculas o minúsculas?')).toContain('case');
    expect(words('Как выполнить callback, когда не указана подкоманда?')).toContain('subcommand');
    expect(words('Comment relancer un test instable entre chaque tentative ?')).toEqual(
      expect.arrayContaining(['retry', 'flaky']),
    );
    expect(words('Vitest 浏览器模式下，iframe 默认的视口尺寸是多少？')).toContain('viewport');
    // "planter" is to plant as often as to crash.
    expect(words('comment planter des tomates ?')).not.toContain('crash');
  });

  it('takes a phrase inside a longer one for part of the longer one’s idea', () => {
    const words = toEnglish('Qual variável de ambiente preciso configurar?')?.words.split(' ');
    expect(words).toEqual(expect.arrayContaining(['environment', 'variable']));
    expect(words?.filter((word) => word === 'environment')).toHaveLength(1);
  });

  it('translates the words documentation is asked about, inflected or not', () => {
    const fr = toEnglish('comment empêcher le chargement des polices Google ?');
    expect(fr?.words.split(' ')).toEqual(expect.arrayContaining(['font', 'load', 'prevent']));
    expect(fr?.replaced.split(' ').sort()).toEqual(['chargement', 'empêcher', 'polices']);
    // One idea per word translated: a page using any of its words covers it.
    expect(fr?.ideas).toHaveLength(3);
    // The reader's word stands for its idea too: docs may share it.
    expect(fr?.ideas).toContain('font fonts polices');
    expect(fr?.words.split(' ')).not.toContain('polices');
    const pt = toEnglish('como forçar o tema escuro sem botão de alternância');
    expect(pt?.words.split(' ')).toEqual(expect.arrayContaining(['dark', 'theme', 'button', 'toggle']));
    // Verbs readers ask with, inflected: "cierro" is a form of "cerrar".
    const es = toEnglish('¿cómo cierro el panel desde JavaScript?');
    expect(es?.words.split(' ')).toContain('close');
    const de = toEnglish('welche Quellen sendet die Antwort mit?');
    expect(de?.words.split(' ')).toEqual(expect.arrayContaining(['sources', 'send']));
    // What an assistant is built of: its model, its quota, what is built in.
    expect(
      toEnglish('¿responde con un modelo local en vez del respondedor integrado?')?.words.split(' '),
    ).toEqual(expect.arrayContaining(['model', 'built']));
    expect(
      toEnglish('jede Instanz lässt ihr eigenes Kontingent an Antworten durch')?.words.split(' '),
    ).toContain('quota');
    expect(toEnglish('그 한도를 넘으면 어떻게 되나요?')?.words.split(' ')).toContain('limit');
    // A word sharing only a glossary word's beginning is another word: "verwenden" is not "verweis".
    expect(toEnglish('Kann ich die Suche mit Typesense verwenden?')?.words.split(' ')).not.toContain('link');
    // Words of the element and its keys, asked about in any language.
    expect(toEnglish('¿Cómo revoco una clave?')?.words.split(' ')).toEqual(
      expect.arrayContaining(['revoke', 'key']),
    );
    expect(toEnglish('怎么打开助手面板？')?.words.split(' ')).toEqual(
      expect.arrayContaining(['open', 'panel']),
    );
    expect(toEnglish('wo sind die Einstellungen der Seitenleiste?')?.words.split(' ')).toEqual(
      expect.arrayContaining(['settings', 'sidebar']),
    );
    // Words of questions about ideas: principles, what a word means, why a thing is so named.
    expect(toEnglish('Was sind die drei Grundprinzipien von Redux?')?.words.split(' ')).toContain(
      'principle',
    );
    expect(toEnglish('O que significa a palavra "thunk"? Nunca entendi o nome.')?.words.split(' ')).toEqual(
      expect.arrayContaining(['meaning', 'name']),
    );
    // What happens to data when one more process shares it.
    expect(
      toEnglish(
        'Si arranco un segundo servidor en el mismo directorio, ¿se corrompe la base de datos?',
      )?.words.split(' '),
    ).toEqual(expect.arrayContaining(['second', 'same', 'corrupt', 'database']));
  });

  it('finds Han, Kana and Hangul words inside the text', () => {
    expect(toEnglish('如何让可折叠的提示框默认展开？')?.words.split(' ')).toEqual(
      expect.arrayContaining(['collapsible', 'admonition', 'default', 'expand']),
    );
    expect(toEnglish('サイドバーを折りたたむには？')?.words.split(' ')).toEqual(
      expect.arrayContaining(['sidebar', 'collapse']),
    );
    expect(toEnglish('다크 모드를 기본값으로 하려면?')?.words.split(' ')).toEqual(
      expect.arrayContaining(['dark', 'mode', 'default']),
    );
  });

  it('leaves alone what documentation is not about, and questions in the docs’ language', () => {
    expect(toEnglish('comment cuisiner un gâteau au chocolat')).toBeNull();
    expect(toEnglish('how do I change the font')).toBeNull();
    // A reader in a language the docs have needs no translation.
    expect(translateQuestion('comment changer la police', [], 'en')).toBeNull();
  });

  it('translates into the docs’ language, whichever it is', () => {
    const words = translateQuestion('how do I hide the sidebar', ['en'], 'fr')?.words;
    expect(words).toContain('barre latérale');
    expect(words).toContain('cacher');
  });
});

describe('a compound of a language that writes them as one word', () => {
  it('is read by its parts when one of them is a glossary word', () => {
    const status = translateQuestion('Welche Dienste zeigt die Statusseite an?', ['de'], 'en');
    expect(status?.words.split(' ')).toEqual(expect.arrayContaining(['page', 'status']));
    expect(status?.ideas).toContain('status');
    expect(status?.replaced.split(' ')).toContain('statusseite');
    expect(translateQuestion('Wo stelle ich den Versionswechsler ein?', ['de'], 'en')?.words).toContain(
      'version',
    );
  });

  it('is left whole when it is a glossary word itself, or no part is', () => {
    expect(translateQuestion('Kann ich die Seitenleiste ausblenden?', ['de'], 'en')?.words).toBe(
      'hide hidden sidebar',
    );
    expect(translateQuestion('Wo ist der Zaunkönig?', ['de'], 'en')).toBeNull();
    // A form of a glossary word ("anfangswert") is not split ("anfangs" + "werte").
    expect(
      translateQuestion('Wie setze ich die Anfangswerte zurück?', ['de'], 'en')?.words.split(' '),
    ).toEqual(expect.arrayContaining(['initial', 'reset']));
  });
});

describe('a German verb', () => {
  it('is not split into a part too short to be a word and a glossary word ("ver" + "linke", left)', () => {
    const words = translateQuestion('Wie verlinke ich eine Endpoint-Seite?', ['de'], 'en')?.words.split(' ');
    expect(words).toContain('page');
    expect(words).not.toContain('left');
  });
});

describe('a German question', () => {
  it('is put in the docs’ words, participles too', () => {
    const words = toEnglish(
      'Welchen Wert hat state, wenn mein Reducer zum allerersten Mal aufgerufen wird?',
    )?.words;
    expect(words?.split(' ')).toEqual(expect.arrayContaining(['value', 'call']));
  });
});
