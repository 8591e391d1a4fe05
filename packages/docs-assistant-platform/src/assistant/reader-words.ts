import { analyze } from '../docs/analyze.js';
import { baseLanguage } from '../docs/stop-words.js';

/**
 * Readers and docs name the same things in different words: "docs" for "documentation", "login"
 * for "authentication", "block" for "affect". Each line is one group of words used for one idea
 * in docs questions; a word of the question lends its weight, reduced, to the others of its group.
 */
const GROUPS: Record<string, string[]> = {
  en: [
    'docs documentation',
    'login log-in sign-in signin authentication authenticate auth sso',
    'permission permissions allow allowed policy access role',
    'block blocks blocked restrict deny reject prevent affect',
    'error fail fails failed failure broken',
    'delete remove revoke',
    'change update edit modify configure',
    'disable deactivate hide',
    'enable activate',
    'style styling css theme appearance',
    'cost price pricing charge billed billing',
    'expire expires expired expiry valid',
    'id identifier',
    'site website',
    'folder folders directory directories dir dirs',
    'link url',
    'teammate teammates member members user users people person',
    'hide hidden show display visible visibility',
    'navbar nav navigation',
    'label badge tag',
    'crash crashes error',
    'put place insert add',
    'picture image images img screenshot',
    'homepage landing home',
    'popup modal dialog',
    'popup popups popover popovers tooltip tooltips',
    'repo repository',
    'start launch run',
    'listen fire fires emit emits',
    'shortcut shortcuts hotkey hotkeys keybinding keybindings keystroke combo',
    'cors cross-origin origin origins',
    'nginx apache caddy traefik haproxy proxy reverse-proxy',
    'slow slowly sluggish performance latency',
    'i18n internationalization localization translation translations',
    '2fa mfa two-factor multi-factor',
    'tracking analytics metrics',
    'db database',
    'env environment',
    'spa single-page',
    'replace override overwrite swap',
    'reachable accessible available',
    'release released releases launch launched',
    'limit limits cap caps quota quotas ceiling truncate truncates truncated',
    'increase raise bump extend',
    'decrease lower reduce shrink',
    'variable variables var vars',
    'oldest newest latest earliest ascending descending order sort',
    'place placement position spot location',
    'laptop computer machine',
    'colleague colleagues coworker coworkers teammate teammates team',
    'lan network intranet',
    'refused refuse unreachable',
    'title titles heading headings',
    'frontmatter front-matter metadata',
    'volume volumes disk storage',
    'docker container containers',
    'bundler bundlers bundle bundled vite webpack rollup esbuild',
    'reader readers visitor visitors end-user user users',
    'timeout time-out deadline',
    'upgrade upgrading migrate migration',
    'customize customise custom tweak personalize',
    'mobile phone phones smartphone',
    'webhook webhooks callback callbacks notify notification notifications',
    'download export',
    'upload import',
    'debug troubleshoot troubleshooting diagnose',
    'nested nesting depth level levels',
    'poll polling refresh interval',
    'viewport viewports screen screens',
    'anchor anchors slug slugs permalink permalinks',
    'font fonts typeface typography',
    'subpath subdirectory subfolder basepath base-path',
    'config configuration settings',
    'typescript ts',
    'javascript js',
    'dev development',
    'prod production',
    'deps dependency dependencies',
    'pkg package packages',
    'param params parameter parameters',
    'arg args argument arguments',
    'btn button buttons',
    'msg message messages',
    'bg background backgrounds',
    'fg foreground',
    'req request requests',
    'res resp response responses',
    'fn func function functions',
    'obj object objects',
    'attr attrs attribute attributes',
    'prop props property properties',
    'lib libs library libraries',
    'impl implementation implement',
    'perf performance',
    'spec specs specification specifications',
    'info information',
    'tmp temp temporary',
    'async asynchronous',
    'colour colours color colors',
    'fold folds folding foldable collapse collapses collapsible collapsed',
    'instance instances replica replicas pod pods',
    'disappear disappears disappeared vanish vanishes vanished hide hidden',
    'pr prs pull-request pull-requests mr mrs merge-request merge-requests',
    'crawler crawlers bot bots spider spiders',
    'box boxes card cards tile tiles',
    'blurb excerpt summary',
    'verbose verbosity chatty noisy',
    'length lengths long longer short shorter',
    'width widths wide wider widen narrow narrower',
    'height heights tall taller',
    'recommend recommended recommendation recommendations suggest suggested suggestion advice advise',
    'analyse analyze analysed analyzed',
    'organise organize organised organized',
    'optimise optimize optimised optimized',
    'licence license licences licenses',
    'behaviour behavior behaviours behaviors',
    'centre center centred centered',
    'catalogue catalog',
    'cancelled canceled cancelling canceling',
    'favourite favorite favourites favorites',
    'filter filters filtering narrow',
    'mandatory compulsory obligatory required',
    'reply replies response responses respond responds responded',
    'spend spends consume consumes consumption burn burns usage',
    'swagger openapi',
    'cutoff threshold limit',
    'logout log-out signout sign-out',
    'toc table-of-contents',
    'rtl right-to-left',
    'l10n localization i18n',
    'ssr server-side',
    'hmr hot-reload live-reload',
    'cli command-line terminal',
    'flowchart flowcharts diagram diagrams mermaid',
    'sidenav side-nav sidebar',
    'saas hosted cloud-hosted',
    // One word's forms the stemmer parts: "cited" is "cite", "citations" "citat".
    'cite cited citation citations',
    'create created creation',
    'scaffold scaffolding template templates starter boilerplate',
    'item items entry entries',
    'remember remembers remembered persist persists persisted persistence survive survives survived forget forgets forgot forgotten lose loses losing lost',
    'chat chats conversation conversations',
    'close closes closing dismiss dismisses dismissed dismissible',
    'separate separately independent independently isolate isolated isolating isolation',
    'literal literally verbatim escape escaped escaping unescaped',
    'conflict conflicts conflicting fight fights fighting clash clashes clashing',
    'swallow swallows swallowed silent silently suppress suppressed suppresses',
    'flaky unstable intermittent intermittently',
    'intentional intentionally deliberate deliberately purpose purposely',
    'cmd cmds command commands',
  ],
  fr: [
    'docs documentation',
    'connexion authentification sso',
    'supprimer retirer',
    'erreur échec échoue',
    'prix coût tarif',
  ],
  es: [
    'docs documentación',
    'inicio-de-sesión autenticación sso',
    'eliminar quitar borrar',
    'error falla fallo',
    'precio costo coste',
  ],
};

/** Per term of a reader's word: the docs' terms for its idea, and those words as written. */
interface Related {
  terms: Map<string, string[]>;
  written: Map<string, string[]>;
}
const related = new Map<string, Related>();

/** Each term's related terms and words, by language. */
function relatedOf(language: string | null): Related {
  const lang = baseLanguage(language);
  let found = related.get(lang);
  if (found) return found;
  found = { terms: new Map(), written: new Map() };
  const add = (map: Map<string, string[]>, key: string, values: string[]) =>
    map.set(key, [...new Set([...(map.get(key) ?? []), ...values])]);
  for (const group of GROUPS[lang] ?? GROUPS.en!) {
    // A phrase ("log-in") stands for its idea as a whole, written as one word: "log" alone names another.
    const words = group.split(' ').map((word) => word.replace(/-/g, ''));
    const members = [...new Set(words.flatMap((word) => analyze(word, lang)))];
    for (const term of members)
      add(
        found.terms,
        term,
        members.filter((other) => other !== term),
      );
    for (const word of words)
      for (const term of analyze(word, lang))
        add(
          found.written,
          term,
          words.filter((other) => other !== word),
        );
  }
  related.set(lang, found);
  return found;
}

/** The terms a reader's term may stand for in the docs. */
export function readerWordsFor(term: string, language: string | null): string[] {
  return relatedOf(language).terms.get(term) ?? [];
}

/** The words, as written, a reader's term may stand for in the docs: to search with. */
export function readerWordsWritten(term: string, language: string | null): string[] {
  return relatedOf(language).written.get(term) ?? [];
}
