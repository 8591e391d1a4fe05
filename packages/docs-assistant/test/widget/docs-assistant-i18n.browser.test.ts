import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { DocsAssistant } from '../../src/widget/docs-assistant.js';
import { loadLanguageStrings } from '../../src/widget/i18n/language-strings.js';
import { UI_LANGUAGES } from '../../src/widget/i18n/languages.js';
import '../../src/widget/index.js';
import { DEFAULT_STRINGS } from '../../src/widget/index.js';
import { clearStorage, loadPanel, query, queryAll, settled } from './helpers/element.js';
import { ScriptedFetch } from './helpers/scripted-fetch.js';

describe('<docs-assistant> languages', () => {
  before(loadPanel);
  let script: ScriptedFetch;
  beforeEach(() => {
    clearStorage();
    script = new ScriptedFetch();
  });

  it('has every text in every built-in language, each translated', async () => {
    for (const language of UI_LANGUAGES) {
      if (language === 'en') continue;
      const strings = (await loadLanguageStrings(language))!;
      expect(Object.keys(strings).sort(), language).to.deep.equal(Object.keys(DEFAULT_STRINGS).sort());
      // Placeholders survive translation.
      expect(strings.errorRateLimited, language).to.contain('{seconds}');
      expect(strings.citation, language).to.contain('{n}').and.contain('{title}');
      expect(strings.searchedFor, language).to.contain('{query}');
      expect(strings.placeholder, language).not.to.equal(DEFAULT_STRINGS.placeholder);
      expect(strings.launcher, language).not.to.equal(DEFAULT_STRINGS.launcher);
    }
  });

  for (const [language, title, placeholder] of [
    ['fr', 'Demander à la doc', 'Posez une question sur la documentation…'],
    ['ja', 'ドキュメントに質問', 'ドキュメントについて質問してください…'],
    ['ar', 'اسأل الوثائق', 'اطرح سؤالًا عن الوثائق…'],
  ] as const) {
    it(`shows the panel in ${language} from the language attribute`, async () => {
      const el = await fixture<DocsAssistant>(
        html`<docs-assistant .fetch=${script.fetch} language=${language}></docs-assistant>`,
      );
      await el.open();
      await waitUntil(() => query(el, '#title')!.textContent!.includes(title), 'title not translated');
      expect(query<HTMLTextAreaElement>(el, 'textarea')!.placeholder).to.equal(placeholder);
      expect(query(el, '#panel')!.getAttribute('lang')).to.equal(language);
      expect(query(el, '.launcher')!.textContent).to.contain((await loadLanguageStrings(language))!.launcher);
    });
  }

  it('follows <html lang>, and the page language with scope="auto"', async () => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = 'de-AT';
    try {
      const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
      expect(el.uiLanguage).to.equal('de');
      const meta = Object.assign(document.createElement('meta'), {
        name: 'docsearch:language',
        content: 'pt-BR',
      });
      document.head.append(meta);
      try {
        const scoped = await fixture<DocsAssistant>(
          html`<docs-assistant .fetch=${script.fetch} scope="auto"></docs-assistant>`,
        );
        expect(scoped.uiLanguage).to.equal('pt');
        // An explicit language wins over the page.
        scoped.language = 'ko';
        await scoped.updateComplete;
        expect(scoped.uiLanguage).to.equal('ko');
      } finally {
        meta.remove();
      }
    } finally {
      root.lang = before;
    }
  });

  it('falls back to English for other languages, and `strings` still override', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant
        .fetch=${script.fetch}
        language="fr"
        .strings=${{ title: 'Aide', send: 'Go' }}
      ></docs-assistant>`,
    );
    await el.open();
    await waitUntil(() => query(el, '[part~="new-chat-button"]')!.textContent!.includes('Nouvelle'));
    expect(query(el, '#title')!.textContent!.trim()).to.equal('Aide');
    expect(query(el, '[part~="send-button"]')!.getAttribute('aria-label')).to.equal('Go');
    el.language = 'nl';
    await el.updateComplete;
    expect(el.uiLanguage).to.equal('en');
    await waitUntil(() => query(el, '[part~="new-chat-button"]')!.textContent!.trim() === 'New chat');
  });

  it('offers the starter questions of the reader’s language', async () => {
    const suggestions = JSON.stringify({
      en: ['How do I install it?'],
      fr: ['Comment l’installer ?', 'Quels attributs ?'],
    });
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant .fetch=${script.fetch} language="fr" suggestions=${suggestions}></docs-assistant>`,
    );
    await el.open();
    expect(queryAll(el, '[part~="suggestion"]').map((b) => b.textContent!.trim())).to.deep.equal([
      'Comment l’installer ?',
      'Quels attributs ?',
    ]);
    el.language = 'es';
    await el.updateComplete;
    // No Spanish list: the English one.
    expect(queryAll(el, '[part~="suggestion"]').map((b) => b.textContent!.trim())).to.deep.equal([
      'How do I install it?',
    ]);
  });

  it('lays Arabic out right to left, with code left to right and the send arrow mirrored', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant .fetch=${script.fetch} language="ar"></docs-assistant>`,
    );
    script
      .stream()
      .answer('استخدم الأمر `npm install` ثم:\n\n```bash\nnpm install docs-assistant --save\n```\n');
    await el.ask('كيف أثبت؟');
    await settled(el);
    const panel = query(el, '#panel')!;
    expect(panel.getAttribute('dir')).to.equal('rtl');
    expect(getComputedStyle(panel).direction).to.equal('rtl');
    // The sidebar sits on the left edge in right-to-left.
    expect(panel.getBoundingClientRect().left).to.equal(0);
    const pre = query(el, '.code-block pre')!;
    expect(getComputedStyle(pre).direction).to.equal('ltr');
    expect(getComputedStyle(query(el, '.markdown p code')!).direction).to.equal('ltr');
    const arrow = query(el, '[part~="send-button"] svg')!;
    expect(new DOMMatrix(getComputedStyle(arrow).transform).a).to.equal(-1);
    expect(query(el, '[part~="copy-answer"]')!.textContent!.trim()).to.equal('نسخ الإجابة');
  });

  it('keeps the send arrow as it is left to right', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    await el.open();
    const arrow = query(el, '[part~="send-button"] svg')!;
    expect(getComputedStyle(arrow).transform).to.equal('none');
  });
});
