import type { DocsIndex } from '../docs/search-index.js';
import type { ContextItem, DocSection, DocsFilter, SearchHit } from '../docs/types.js';
import { passagesOf, weightOf, type Passage, type SectionPassages } from './section-passages.js';
import type { CitedSource, ComposedAnswer, ConversationMessage } from './answerer.js';
import { analyze, analyzeQuestion } from '../docs/analyze.js';
import { commonWords } from '../docs/common-words.js';
import { baseLanguage, genericWords, withoutIdioms } from '../docs/stop-words.js';
import { boundQuestion, boundTerms } from '../docs/query-bounds.js';
import { pageUrl } from '../docs/page-url.js';
import { quotedPhrases } from '../docs/quoted-phrases.js';
import { definedSubject, definitionPhrases, definitionQuery } from './definition.js';
import { docsLanguageOf, readerLanguages, readerLanguageWords } from './reader-language.js';
import { Cognates, withCognates } from './cognates.js';
import { translateQuestion, type Translation } from './translate-question.js';
import { properNameTerms } from './proper-names.js';
import { readerWordsFor, readerWordsWritten } from './reader-words.js';
import { spelledRight } from './spelling.js';
import { isStopWordTypo, lyFormOf, sameTerm, TYPO_DISTANCE, typoOf } from './typos.js';

export interface Retrieval {
  /** The question searched for, and the earlier turn searched with it when it refers back. */
  query: string;
  /** Retrieved pages, best first, each with how much of the question it covers (`match`). */
  sources: CitedSource[];
  /** What was searched and how, in words: the reasoning part of the answer. */
  reasoning: string;
  /** Whether the question was read as a follow-up of the earlier turns. */
  followUp: boolean;
  /** Whether the reader said the question is about something else ("different question: …"). */
  newTopic?: boolean;
  /** Whether a page answering the question was found (`answeringSource`): the offline answerer's evidence. */
  covered: boolean;
  /** The docs' words for the question's, when it is asked in a language the docs are not written in. */
  translated?: string;
  /** The docs' language the question is written in, when the pages of another were asked for. */
  language?: string;
  /** The question as read, when not as written: misspelt everyday words spelt right, and without words saying it is new. */
  spelled?: string;
  /** The extractive answer, when composed beside the retrieval (`retrieveTurn`). */
  composed?: ComposedAnswer;
}

/**
 * Share of the question (weighed by rarity) a page must cover to count as speaking to it: to be
 * quoted from, or named as related, beside the page that answers.
 */
export const MIN_MATCH = 0.4;

/**
 * Share of the question the page that answers must cover for the docs to count as answering it.
 * Calibrated on answerable and unanswerable question sets (`npm run bench -- answerability`
 * prints, by threshold, the share of each refused or declined): on questions written as readers
 * ask, refusing an answerable one is the worse error and the more common one, so it errs toward
 * answering.
 */
export const ANSWER_MATCH = 0.36;

/** What a turn's search is built from. */
export interface RetrievalInput {
  /** The whole conversation, oldest first; the question is the last user message. */
  messages: ConversationMessage[];
  context: ContextItem[];
  currentPath?: string;
  filter?: DocsFilter;
  /** Sections to retrieve. */
  pageSize: number;
  /** Paths of the pages the previous answer cited. */
  priorPaths: string[];
  siteUrl: string;
  /** Language of the docs searched, when known. */
  language: string | null;
}

/** How much an earlier turn weighs in the search of a question that refers back to it... */
const FOLLOW_UP_WEIGHT = 1;
/** ...and of a question that may or may not: a hint, not enough to pull it off its own topic. */
const HINT_WEIGHT = 0.2;
/** Share of the previous pages' preference a question that may or may not refer back gets. */
const HINT_PRIOR_SHARE = 0.4;
/** Informative weight (summed rarity) below which a question says too little to stand alone. */
const ELLIPTIC_INFORMATION = 5;
/** ...and above which, without words referring back, it stands alone. */
const STANDALONE_INFORMATION = 8;
/** Terms of the docs (generic words aside) from which a question not referring back is no follow-up. */
const STANDALONE_TERMS = 5;
/** A docs word for the reader's counts this share of the reader's word. */
const SYNONYM_SHARE = 0.7;
/** What each word the docs never use leaves of a page's match, in large docs... */
const UNKNOWN_WORD_FACTOR = 0.5;
/** ...which are docs of 10^this many sections or more. */
const TELLING_DOCS_DIGITS = 3;
/** A term's rarity counts up to this: one very rare word does not make a question specific. */
const RARITY_CAP = 5;

/**
 * Words that point back at something said before ("it", "that one", "ça", "eso", "它"), and words
 * that continue a conversation when they open a question ("and", "what about"). A question that has
 * them is read with the turn before it.
 */
const REFERRING: Record<string, Set<string>> = {
  en: new Set(
    'it its it’s this that these those them they their there one ones same above former latter'.split(' '),
  ),
  fr: new Set('ça cela ceci celui celle ceux celles y lui leur là même'.split(' ')),
  es: new Set('eso esto ese esa esos esas ello lo allí ahí mismo misma'.split(' ')),
  de: new Set('es das dies diese dieser dieses dort damit davon dafür'.split(' ')),
  pt: new Set('isso isto esse essa esses essas ele ela eles elas lá mesmo mesma'.split(' ')),
  it: new Set('ciò questo questa questi queste quello quella quelli quelle lì stesso stessa'.split(' ')),
};
/** An object pronoun joined to a verb: "aceptarlas", "configurarlo", "ativá-la". */
const ENCLITIC: Record<string, RegExp> = {
  es: /\p{L}{2,}(?:ar|er|ir)(?:lo|la|los|las|le|les)$/u,
  it: /\p{L}{2,}(?:ar|er|ir)(?:lo|la|li|le)$/u,
  pt: /\p{L}-(?:lo|la|los|las)$/u,
};
const CONTINUING: Record<string, Set<string>> = {
  en: new Set(['and', 'also', 'what about', 'how about', 'but', 'then']),
  fr: new Set(['et', 'aussi', 'mais', 'alors', 'et pour']),
  es: new Set(['y', 'también', 'pero', 'entonces']),
  de: new Set(['und', 'aber', 'auch']),
  pt: new Set(['e', 'também', 'mas', 'então', 'e se']),
  it: new Set(['e', 'anche', 'ma', 'allora', 'e se']),
};
const CJK_REFERRING = /[它这那其此该]/u;

/**
 * Words opening a question that say it is about something else than the turns before ("different
 * question: …", "ok, unrelated, but …", "otra pregunta: …"): it stands alone, whatever its words.
 */
const NEW_TOPIC =
  /^(?:(?:ok(?:ay)?|also|and|so|btw|by the way)[\s,.]+)?(?:(?:a |one |an )?(?:different|separate|unrelated|new|another|other|side) (?:question|thing|topic|note)|unrelated|on (?:an)?other note|changing (?:the )?(?:subject|topic)|switching (?:topics?|gears)|(?:une )?autre (?:question|chose|sujet)|(?:otra|nueva) (?:pregunta|cosa)|otro tema|(?:eine )?andere(?:s)? (?:frage|thema)|(?:uma )?outra (?:pergunta|coisa)|(?:un')?altra (?:domanda|cosa)|另外|换个问题|别的问题|別の質問)(?=[\s,.:;!?—–-]|$)[\s,.:;!?—–-]*/iu;

/** The question without the words saying it is about something new, or null when it has none. */
export function newTopic(question: string): string | null {
  const opening = question.trimStart().match(NEW_TOPIC);
  if (!opening) return null;
  const rest = question.trimStart().slice(opening[0].length).trim();
  return rest || null;
}

/**
 * Whether a question has words that refer back to an earlier turn, in the docs' language or in
 * the languages it is written in (`readers`, when not the docs').
 */
export function refersBack(question: string, language: string | null, readers: string[] = []): boolean {
  const lower = question
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .trim();
  if (CJK_REFERRING.test(lower) && /[\p{Script=Han}]/u.test(lower)) return true;
  const words = lower.match(/[\p{L}\p{N}’'-]+/gu) ?? [];
  return [baseLanguage(language), ...readers].some((lang) => {
    const referring = REFERRING[lang] ?? REFERRING.en!;
    const continuing = CONTINUING[lang] ?? CONTINUING.en!;
    const enclitic = ENCLITIC[lang];
    if (words.some((w) => referring.has(w) || enclitic?.test(w))) return true;
    return [...continuing].some((c) => lower.startsWith(`${c} `) || lower === c);
  });
}

/**
 * How specific a question is on its own: the summed rarity of its words that name what the docs
 * are about (words of their titles and headings). "How many can I make?" has none.
 */
function information(index: DocsIndex, terms: Set<string>): number {
  let total = 0;
  for (const term of terms) if (index.isTopic(term)) total += Math.min(index.rarity(term), RARITY_CAP);
  return total;
}

/**
 * What retrieval remembers of an index between questions: answers that depend on the index and a
 * term alone, and readers ask with the same words about the same pages again and again.
 */
interface IndexMemory {
  /**
   * The rarity of the docs' word a term is, or is a typo of (the commonest such word), or null
   * when the docs know it neither way.
   */
  known: Map<string, number | null>;
  /** Whether any word of a page stands for a term (see `coverer`), kept with the page's words. */
  standingOnPage: WeakMap<Words, Map<string, boolean>>;
  /** Which passages of a section have a word standing for a term (byte `i` for passage `i`). */
  standingInSection: WeakMap<SectionPassages, Map<string, Uint8Array>>;
}
const memories = new WeakMap<DocsIndex, IndexMemory>();
/** Terms remembered at most: of the index, of a page, of a section. */
const MAX_KNOWN = 20_000;
const MAX_STANDING = 128;
const MAX_STANDING_IN_SECTION = 32;

function memoryOf(index: DocsIndex): IndexMemory {
  let memory = memories.get(index);
  if (!memory)
    memories.set(
      index,
      (memory = { known: new Map(), standingOnPage: new WeakMap(), standingInSection: new WeakMap() }),
    );
  return memory;
}

/** Keeps `value` under `key`, and gives it back; a map grown to `max` entries starts over. */
function keep<K, V>(map: Map<K, V>, key: K, max: number, value: V): V {
  if (map.size >= max) map.clear();
  map.set(key, value);
  return value;
}

const cognateStems = new WeakMap<DocsIndex, Cognates>();
/** The stems of English docs that readers' words in other languages may be cognates of. */
function cognatesOf(index: DocsIndex, language: string | null): Cognates | undefined {
  if (baseLanguage(language) !== 'en') return undefined;
  let cognates = cognateStems.get(index);
  if (!cognates) cognateStems.set(index, (cognates = new Cognates(index.vocabulary())));
  return cognates;
}

/** The docs' term statistics, a typo of a used word counting as that word. */
function termStats(index: DocsIndex): TermStats {
  const memory = memoryOf(index);
  // A typo weighs as the word it is a typo of: "frist" is as common as "first", not rarer than any word.
  const rarityOf = (term: string): number | null => {
    const remembered = memory.known.get(term);
    if (remembered !== undefined) return remembered;
    let rarity: number | null = null;
    if (index.frequency(term) > 0) rarity = index.rarity(term);
    else {
      // Typos are near the word or begin it: only those words of the vocabulary are compared.
      const meant = [
        ...index.termsNear(term, TYPO_DISTANCE),
        ...index.termsStartingWith(term, TYPO_PREFIX_LOOKUPS),
      ].filter((word) => typoOf(term, word));
      if (meant.length) rarity = Math.min(...meant.map((word) => index.rarity(word)));
    }
    return keep(memory.known, term, MAX_KNOWN, rarity);
  };
  return {
    memory,
    rarity: (term) => rarityOf(term) ?? index.rarity(term),
    used: (term) => index.frequency(term) > 0,
    languages: index.languages,
    // A whole page of the index (as retrieval reads them): its words are worked out once.
    wordsOf: (sources, language) => {
      const page = sources.length === 1 ? index.page(sources[0]!.sections[0]?.path ?? '') : null;
      if (!page || page !== sources[0]!.sections) return wordsOf(sources, language);
      const words = index.pageWords(page[0]!.path, language, () => analyze(textOf(sources), language));
      if (!memory.standingOnPage.has(words)) memory.standingOnPage.set(words, new Map());
      return words;
    },
    known: (term) => rarityOf(term) !== null,
  };
}

/** Words of the docs that begin a term looked at for being a misspelling of one of them. */
const TYPO_PREFIX_LOOKUPS = 8;

/** A source's link and title, pointing at one section of its page. */
export function sourceAt(section: DocSection, siteUrl: string): { url: string; title: string } {
  const heading = section.headings.at(-1);
  return {
    url: pageUrl(siteUrl, section.path, section.anchor),
    title: heading && heading !== section.pageTitle ? `${section.pageTitle} › ${heading}` : section.pageTitle,
  };
}

/** Groups hits by page, best page first: one cited source per page. */
export function citeByPage(hits: SearchHit[], siteUrl: string): CitedSource[] {
  const pages = new Map<string, CitedSource>();
  for (const { section } of hits) {
    const existing = pages.get(section.path);
    if (existing) {
      existing.sections.push(section);
      continue;
    }
    pages.set(section.path, {
      sourceId: `src-${pages.size + 1}`,
      ...sourceAt(section, siteUrl),
      sections: [section],
    });
  }
  return [...pages.values()];
}

/** What coverage needs to know of the docs: how rare a term is, and whether they use it at all. */
export interface TermStats {
  rarity(term: string): number;
  /** The languages the docs are written in (base codes). */
  languages: ReadonlySet<string>;
  /** Whether the docs use the term itself. */
  used(term: string): boolean;
  /** Whether the docs use the term, or a word one typo away from it. */
  known(term: string): boolean;
  /** The analyzed words of what `sources` say, when the docs hold them already. */
  wordsOf?(sources: CitedSource[], language: string | null): Words;
  /** Where coverage remembers what holds for the docs whatever the question. */
  memory?: IndexMemory;
}

/** A text's analyzed words. */
export interface Words {
  has(word: string): boolean;
  some(test: (word: string) => boolean): boolean;
  /** Every word, when a few: each is then looked at once, not once for each word of the question. */
  all?: Iterable<string>;
}

/** Everything coverage reads of the sources: titles, headings, text, keywords and code. */
function textOf(sources: CitedSource[]): string {
  return sources
    .flatMap((source) => source.sections)
    .map((s) =>
      [s.pageTitle, ...s.headings, s.text, ...(s.keywords ?? []), ...s.code.map((c) => c.code)].join(' '),
    )
    .join(' ');
}

function wordsOf(sources: CitedSource[], language: string | null): Words {
  const words = new Set(analyze(textOf(sources), language));
  return { has: (word) => words.has(word), some: (test) => someOf(words, test) };
}

const CJK_TERM = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * How much of the question a page speaks to: the share of the question's terms found in its
 * text, each term weighed by its rarity in the docs (a match on "file" says little, a match on
 * "webhook" a lot). A word the docs never use weighs like an average word of the question: in
 * small docs many ordinary words are missing. A CJK bigram the docs never use is a pair of
 * characters across a word boundary, not a word, and does not count. `null` when the question has
 * no word to look for.
 */
export function coverage(
  question: string,
  sources: CitedSource[],
  language: string | null,
  stats: TermStats = { rarity: () => 1, used: () => true, known: () => true, languages: new Set() },
  translation: Translation | null = null,
): number | null {
  const measure = coverer(question, language, stats, translation);
  return measure && measure(stats.wordsOf?.(sources, language) ?? wordsOf(sources, language));
}

/**
 * `coverage` of a question, measured on any words: the question is read once, then each text's
 * words are measured against it. `null` when the question has no word to look for.
 */
export function coverer(
  question: string,
  language: string | null,
  stats: TermStats,
  translation: Translation | null = null,
): Coverer | null {
  // A reader's word the glossary translates is looked for in the docs' words instead.
  const translated = translatedTerms(translation, language);
  const wanted = [
    ...new Set(
      boundTerms(analyzeQuestion(boundQuestion(question), language).filter((term) => !translated(term))),
    ),
  ];
  const ideas = (translation?.ideas ?? []).map((idea) => analyze(idea, language)).filter((t) => t.length);
  if (wanted.length + ideas.length === 0) return null;
  const known = wanted.filter((term) => stats.known(term));
  const reader = readerLanguageWords(question, language, stats.languages, stats.known);
  // The average word of the question in the docs' language: the reader's own words are known by chance.
  // A word on most pages (the product's name) counts as merely common: a question naming only the
  // product and words the docs never use weighs those words as more than the name.
  const docsWords = known.filter((term) => !reader.everyday.has(term) && !reader.functionWords.has(term));
  const average = docsWords.length
    ? docsWords.reduce((sum, term) => sum + Math.max(stats.rarity(term), COMMON_RARITY), 0) / docsWords.length
    : 1;
  const ordinary = genericTerms(language);
  const compound = compoundTerms(question, language, stats.known);
  const situation = situationTerms(question, language);
  // Han characters the docs never write together are a word they do not use, found nowhere.
  const unknownCjk =
    unknownCjkWords(analyzeQuestion(boundQuestion(question), language), stats, reader.everyday, language)
      .length * average;
  // A word the docs use, or a short everyday word of the language, is spelt as the reader meant
  // it: a page's word a letter longer is another word ("paris" is not "parti", "lose" not "close").
  const everydayWords = everydayTerms(language);
  const spelledAsMeant = (term: string) =>
    stats.used(term) || (term.length <= SHORT_EVERYDAY && everydayWords.has(term));
  const twoWordsHere = twoWordsOf(language);
  /** Whether a text's `word` stands for the question's `term`, spelt as meant (`asMeant`) or not. */
  const alikeWords = (term: string, word: string, asMeant: boolean) =>
    !twoWordsHere(term, word) &&
    ((asMeant ? sameTerm(term, word) : typoOf(term, word)) ||
      (!stats.used(term) && lyFormOf(term, word, language)));
  // Whether a text's word stands for a term of the question, as told once per question: the same
  // words come back in page after page and passage after passage.
  const alike = new Map<string, Map<string, boolean>>();
  const standsFor = (term: string, word: string) => {
    if (!lengthsAlike(term, word)) return false;
    let told = alike.get(term);
    if (!told) alike.set(term, (told = new Map()));
    let like = told.get(word);
    if (like === undefined) {
      // A word the docs never use may be a typo of one this page uses, or its -ly form.
      like = alikeWords(term, word, spelledAsMeant(term));
      told.set(word, like);
    }
    return like;
  };
  // The docs' word for what the reader named otherwise ("display" for "hide") counts, for less.
  const synonymsOf = wanted.map((term) => readerWordsFor(term, language));
  // Bit `i` of a finding stands for `wanted[i]` (at most 32 terms, `boundTerms`) or `ideas[i]`.
  const maskable = ideas.length <= 32;
  const ideaBits = new Map<string, number>();
  ideas.forEach((terms, i) => {
    for (const term of terms) ideaBits.set(term, (ideaBits.get(term) ?? 0) | (1 << i));
  });
  // For a text of few words: the question's terms each word stands for, itself or as a synonym.
  // Each word is told once here, so `standsFor`'s memory would only cost: it is asked directly.
  const asMeant = wanted.map((term) => spelledAsMeant(term));
  const findings = new Map<string, Finding>();
  const findingOf = (word: string): Finding => {
    let of = findings.get(word);
    if (!of) {
      of = { exact: 0, synonym: 0, ideas: ideaBits.get(word) ?? 0 };
      for (let i = 0; i < wanted.length; i++) {
        const term = wanted[i]!;
        if (term === word || (lengthsAlike(term, word) && alikeWords(term, word, asMeant[i]!)))
          of.exact |= 1 << i;
        if (synonymsOf[i]!.length && synonymsOf[i]!.includes(word)) of.synonym |= 1 << i;
      }
      findings.set(word, of);
    }
    return of;
  };
  const findIn = (words: Iterable<string>, into: Finding): Finding => {
    for (const word of words) {
      const of = findingOf(word);
      into.exact |= of.exact;
      into.synonym |= of.synonym;
      into.ideas |= of.ideas;
    }
    return into;
  };
  /** Whether a word of `present` stands for `term`, as found before on a page of the index. */
  const standsIn = (present: Words, term: string) => {
    const remembered = stats.memory?.standingOnPage.get(present);
    const known = remembered?.get(term);
    if (known !== undefined) return known;
    const stands = present.some((word) => standsFor(term, word));
    return remembered ? keep(remembered, term, MAX_STANDING, stands) : stands;
  };
  /** For each passage of `read`, whether a word of it stands for `term` (`findingOf`'s exact match). */
  const standingInPassages = (read: SectionPassages, term: string): Uint8Array => {
    const sections = stats.memory?.standingInSection;
    let byTerm = sections?.get(read);
    const known = byTerm?.get(term);
    if (known) return known;
    const passages = Uint8Array.from(read.passages, ({ terms }) =>
      terms.some((word) => word === term || standsFor(term, word)) ? 1 : 0,
    );
    if (!sections) return passages;
    if (!byTerm) sections.set(read, (byTerm = new Map()));
    return keep(byTerm, term, MAX_STANDING_IN_SECTION, passages);
  };
  /**
   * What passage `at` of `read` finds of the question: `findIn` of its terms, term by term. Which
   * passages stand for each term is looked up once a section, not once a passage.
   */
  const findInSection = (read: SectionPassages): ((at: number) => Finding) => {
    let standing: Uint8Array[] | undefined;
    return (at) => {
      standing ??= wanted.map((term) => standingInPassages(read, term));
      const passage = read.passages[at]!;
      const found: Finding = { exact: 0, synonym: 0, ideas: 0 };
      for (let i = 0; i < wanted.length; i++) {
        if (standing[i]![at]) found.exact |= 1 << i;
        if (weighsAny(passage, synonymsOf[i]!)) found.synonym |= 1 << i;
      }
      for (const [term, bits] of ideaBits) if (weightOf(passage, term) > 0) found.ideas |= bits;
      return found;
    };
  };
  /** How the question's terms (bits of `exact`, `synonym`) and ideas are found in a text's words. */
  const measureIn = (present: Words): number | null => {
    if (present.all && maskable) return measureOf(findIn(present.all, { exact: 0, synonym: 0, ideas: 0 }));
    let exact = 0;
    let synonym = 0;
    for (let at = 0; at < wanted.length; at++) {
      const term = wanted[at]!;
      if (present.has(term) || standsIn(present, term)) exact |= 1 << at;
      else if (synonymsOf[at]!.some((other) => present.has(other))) synonym |= 1 << at;
    }
    return measureFound(exact, synonym, (at) => ideas[at]!.some((term) => present.has(term)));
  };
  const measureOf = ({ exact, synonym, ideas: found }: Finding) =>
    measureFound(exact, synonym, ideas.length ? (at) => (found & (1 << at)) !== 0 : never);
  // What each term weighs, found or not, is the same in every text: it is worked out once.
  const weighed = wanted.map((term) => {
    const isKnown = known.includes(term);
    const cjk = CJK_TERM.test(term);
    // A term missing from a text that says nothing by its absence: a stop word's typo, the
    // reader's "wie", "ich", or "change", "another" (a page that answers need not use them).
    const mayBeMissing =
      (!isKnown && (cjk || isStopWordTypo(term, language))) ||
      reader.functionWords.has(term) ||
      ordinary.has(term) ||
      compound.has(term);
    // A Han pair may be two words meeting, rare by chance: it weighs no more than a rare word.
    // An everyday word the docs never use may be the reader's word for what they call otherwise.
    // So may a word of a reader writing in another language, even one other pages use by chance.
    const rarity = isKnown ? stats.rarity(term) : average * (isEveryday(term, language) ? EVERYDAY_SHARE : 1);
    const quoted = CODE_NUMBER.test(term) ? CODE_NUMBER_WEIGHT : 1;
    const weighs = (r: number) => (cjk ? Math.min(r, RARITY_CAP) : r * quoted);
    // An everyday CJK word ("之前", before), rare in docs read as character pairs, tells as little.
    const everydayCjk = cjk && isKnown && everydayWords.has(term);
    const missing = weighs(reader.everyday.has(term) || everydayCjk ? average * EVERYDAY_SHARE : rarity);
    return {
      mayBeMissing,
      found: weighs(rarity),
      // The reader's situation ("ctrl+i clashes with ours, can I change the shortcut?") need not be
      // in the docs: what they ask is.
      missing: situation.has(term) ? missing * SITUATION_SHARE : missing,
      // A word the reader shares with the docs, not one of their own language.
      shares: !reader.everyday.has(term) && !reader.functionWords.has(term),
    };
  });
  // An idea is weighed as the docs use its words; one they have no word for weighs as an average one.
  const ideaWeights = ideas.map((terms) => {
    const used = terms.filter((term) => stats.used(term));
    return used.length ? Math.min(...used.map((term) => stats.rarity(term))) : average;
  });
  const foreign = reader.everyday.size + reader.functionWords.size > 0;
  const measureFound = (exact: number, synonym: number, idea: (at: number) => boolean) => {
    let total = 0;
    let found = 0;
    let shared = false;
    for (let at = 0; at < weighed.length; at++) {
      const { mayBeMissing, found: weight, missing, shares } = weighed[at]!;
      if (!(exact & (1 << at)) && !(synonym & (1 << at))) {
        if (!mayBeMissing) total += missing;
        continue;
      }
      total += weight;
      found += exact & (1 << at) ? weight : weight * SYNONYM_SHARE;
      if (shares) shared = true;
    }
    // An idea the reader named in their language is found by any of the docs' words for it.
    for (let at = 0; at < ideas.length; at++) {
      total += ideaWeights[at]!;
      if (!idea(at)) continue;
      found += ideaWeights[at]!;
      shared = true;
    }
    // In another language, only a word the docs share with the reader tells (`comment` may be French).
    if (!shared && foreign) return total > 0 ? 0 : null;
    total += unknownCjk;
    return total > 0 ? found / total : null;
  };
  const measure: Coverer = Object.assign(measureIn, {
    counted: weighed.filter((w) => !w.mayBeMissing).length + ideas.length,
  });
  if (maskable) {
    measure.findIn = findIn;
    measure.findInSection = findInSection;
    measure.of = measureOf;
  }
  return measure;
}

/** A number the reader quotes (an error code, a status, a port): the page writing it out speaks to them. */
const CODE_NUMBER = /^\d{3,5}$/;
const CODE_NUMBER_WEIGHT = 2;

/** The rarity of a word in about a third of the docs' sections (e¹): the least a word weighs in the average. */
const COMMON_RARITY = 1;

/** Terms of a question that say what it asks; a longer one tells the situation too. */
const CORE_TERMS = 5;

/** Everyday words this short are a letter from too many others to be read as typos. */
const SHORT_EVERYDAY = 4;

/** How much a word only of the reader's situation, missing from a passage, tells against it. */
const SITUATION_SHARE = 0.25;

/** Words opening a clause that asks ("can I undo it", "is tracking broken", "what should it return"). */
const ASKING: Record<string, RegExp> = {
  en: /^(?:can|could|(?:how|where|what|who)(?:'?s)?|which|why|when|is|are|do|does|did|should|will|would|may|must|any|anything|anyone)\b/i,
  fr: /^(?:comment|où|quel(?:le)?s?|pourquoi|quand|est-ce|puis-je|peut-on|faut-il|combien|dois-je)(?![\p{L}])/iu,
  es: /^(?:¿\s*)?(?:cómo|dónde|qué|cuál(?:es)?|por qué|cuándo|puedo|se puede|hay|debo|cuánto)(?![\p{L}])/iu,
  de: /^(?:wie|wo|was|welche[rsn]?|warum|wann|kann|können|gibt|muss|soll)(?![\p{L}])/iu,
  pt: /^(?:como|onde|qual|quais|por que|quando|posso|devo|quanto|é possível)(?![\p{L}])/iu,
};

/**
 * Terms of the clauses telling the reader's situation in a question that also has a clause
 * asking: "ctrl+i clashes with a shortcut on our site, can I change the assistant's shortcut".
 */
function situationTerms(question: string, language: string | null): Set<string> {
  const asking = ASKING[baseLanguage(language)];
  if (!asking) return new Set();
  const clauses = question
    .split(/[,;:!?.]\s+|\s+(?:but|so)\s+/i)
    .map((c) => c.trim())
    .filter(Boolean);
  if (clauses.length < 2) return new Set();
  const asks = clauses.filter((c) => asking.test(c));
  if (!asks.length || asks.length === clauses.length) return new Set();
  const asked = new Set(asks.flatMap((c) => analyzeQuestion(c, language)));
  // "…, why?" asks about the situation itself: it is the question.
  if (!asked.size) return asked;
  return new Set(
    clauses
      .filter((c) => !asking.test(c))
      .flatMap((c) => analyzeQuestion(c, language))
      .filter((t) => !asked.has(t)),
  );
}

/**
 * Whether a word is near enough a term's length to be the same term or a typo of it (`sameTerm`:
 * at most two letters apart; `typoOf`: a word at most three letters longer): most words are not,
 * and are told so without comparing them.
 */
function lengthsAlike(term: string, word: string): boolean {
  const longer = word.length - term.length;
  return longer <= 3 && longer >= -2;
}

/** What a text finds of a question: bit `i` for its `i`th term, found itself or as a synonym, or its `i`th idea. */
export interface Finding {
  exact: number;
  synonym: number;
  ideas: number;
}

/**
 * A question's coverage of any words (`coverer`). Words read a piece at a time (a section's
 * headings, then passage after passage) can be looked up piece by piece instead (`findIn`, then
 * `of` what they found together): a question of at most 32 ideas has these.
 */
export interface Coverer {
  (present: Words): number | null;
  /** How many of the question's terms tell against a text that lacks them. */
  counted: number;
  /** Adds what `words` find of the question to `into`. */
  findIn?(words: Iterable<string>, into: Finding): Finding;
  /** `findIn` of the terms of each passage of a section, found faster for sections read before. */
  findInSection?(read: SectionPassages): (at: number) => Finding;
  of?(finding: Finding): number | null;
}

/**
 * The terms of compound names in a question (`ERR_REQUIRE_ESM`, `useSelector`) that need not be
 * in the docs: the whole, and the parts they never use when they use another part ("err"). Docs
 * that explain a name need not write it whole.
 */
function compoundTerms(
  question: string,
  language: string | null,
  known: (term: string) => boolean,
): Set<string> {
  const lenient = new Set<string>();
  for (const token of question.match(COMPOUND_NAME) ?? []) {
    const terms = analyze(token, language);
    if (terms.length < 2) continue;
    const parts = terms.slice(0, -1);
    lenient.add(terms.at(-1)!);
    if (parts.some(known)) for (const part of parts) lenient.add(part);
  }
  // A product the docs name as a whole ("JavaScript") is not about the parts they lack ("java").
  for (const token of question.match(PRODUCT_NAME) ?? []) {
    const terms = analyze(token, language);
    if (terms.length > 1 && known(terms.at(-1)!))
      for (const part of terms.slice(0, -1)) if (!known(part)) lenient.add(part);
  }
  return lenient;
}
/** `SNAKE_CASE` and `camelCase` names; `MongoDB`, `DevOps` are products, named as a whole. */
const COMPOUND_NAME = /\b[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+|\b\p{Ll}[\p{Ll}\p{N}]*\p{Lu}[\p{L}\p{N}]*/gu;
/** `JavaScript`, `GitHub`: a capital, lower case, then a capital inside. */
const PRODUCT_NAME = /\b\p{Lu}[\p{Ll}\p{N}]+\p{Lu}[\p{L}\p{N}]*/gu;

const generic = new Map<string, Set<string>>();
function genericTerms(language: string | null): Set<string> {
  const lang = baseLanguage(language);
  let terms = generic.get(lang);
  if (!terms) generic.set(lang, (terms = new Set(analyze(genericWords(lang).join(' '), lang))));
  return terms;
}

/**
 * Everyday words of the language ("leave", "empty", "arrive"): a reader uses them to ask about
 * anything, so docs that never use them may still answer. Words rarer than these ("kubernetes",
 * "bitcoin") name a topic.
 */
const EVERYDAY_WORDS = 4000;
const everyday = new Map<string, Set<string>>();
function everydayTerms(language: string | null): Set<string> {
  const lang = baseLanguage(language);
  let terms = everyday.get(lang);
  if (!terms)
    everyday.set(lang, (terms = new Set(analyze(commonWords(lang, EVERYDAY_WORDS).join(' '), lang))));
  return terms;
}

/** Two words of the language are two words, not one misspelt ("shirt" is not "short", "sell" not "self"). */
export function twoWords(term: string, word: string, language: string | null): boolean {
  return twoWordsOf(language)(term, word);
}

/** `twoWords` in one language, its everyday words looked up once: for loops over many words. */
export function twoWordsOf(language: string | null): (term: string, word: string) => boolean {
  const terms = everydayTerms(language);
  return (term, word) => term !== word && terms.has(term) && terms.has(word);
}

/** Whether a term is an everyday word, or a misspelling of one ("formuals"). */
function isEveryday(term: string, language: string | null): boolean {
  const terms = everydayTerms(language);
  if (terms.has(term)) return true;
  const key = `${baseLanguage(language)}:${term}`;
  let typo = everydayTypos.get(key);
  if (typo === undefined) {
    // Shorter words are one letter from too many others ("react", "reach").
    typo =
      term.length >= EVERYDAY_TYPO_LENGTH &&
      [...terms].some((word) => word[0] === term[0] && sameTerm(term, word));
    if (everydayTypos.size > 10_000) everydayTypos.clear();
    everydayTypos.set(key, typo);
  }
  return typo;
}
const everydayTypos = new Map<string, boolean>();
const EVERYDAY_TYPO_LENGTH = 7;

/** How much a name the docs never use (a product, a format) tells, against another word they lack. */
const PROPER_NAME_WEIGHT = 3;
/**
 * Share of an unknown word a Han, Kana or Hangul one the docs never write counts for: the reader's
 * word is cut into other pairs than the docs' ("编号" beside "行号"), or is a synonym of theirs, as
 * often as it names something they lack. Counted whole, it refused answerable Chinese questions
 * five times as often as English ones.
 */
const UNKNOWN_CJK_SHARE = 0.5;

/** How much an everyday word the docs never use tells that the question is about something else. */
const EVERYDAY_SHARE = 0.5;

/** Letters of a translated word at least, for a word beginning with it to be a compound of it. */
const COMPOUND_PART = 4;

/**
 * Whether a term of the question is a reader's word the glossary translated: one of them, or a
 * compound beginning with one ("datumsform" of "Datumsformate", translated as "datums formate").
 */
function translatedTerms(
  translation: Translation | null,
  language: string | null,
): (term: string) => boolean {
  if (!translation) return () => false;
  const terms = new Set(analyzeQuestion(translation.replaced, language));
  const parts = [...terms].filter((term) => term.length >= COMPOUND_PART);
  return (term) =>
    terms.has(term) || parts.some((part) => term.length > part.length && term.startsWith(part));
}

/**
 * Words of a question the docs never use (typos aside), other than generic ones ("change",
 * "another"): the question is about something else.
 */
export function unknownWords(
  question: string,
  language: string | null,
  stats: TermStats,
  translation: Translation | null = null,
): string[] {
  const ordinary = genericTerms(language);
  const terms = analyzeQuestion(question, language);
  // The glossary knows these words by the docs' words for them, and the docs have cognates of some.
  const translated = translatedTerms(translation, language);
  const alike = new Set(translation?.alike ? analyzeQuestion(translation.alike, language) : []);
  const reader = readerLanguageWords(question, language, stats.languages, stats.known);
  const compound = compoundTerms(question, language, stats.known);
  // A name the docs never write is not excused as a typo of a word they do ("Inngest", "ingest").
  const named = properNameTerms(question, language, stats.languages, stats.used);
  const words = [...new Set(terms)].filter(
    (term) =>
      !CJK_TERM.test(term) &&
      !reader.functionWords.has(term) &&
      !reader.everyday.has(term) &&
      !/^\d+$/.test(term) &&
      !ordinary.has(term) &&
      !translated(term) &&
      !alike.has(term) &&
      !compound.has(term) &&
      !(named.has(term) ? stats.used(term) : stats.known(term)) &&
      !isStopWordTypo(term, language) &&
      // The reader's word for an idea the docs name otherwise ("cap" for "limit") is not foreign to them.
      !readerWordsFor(term, language).some((other) => stats.used(other)),
  );
  return [...words, ...unknownCjkWords(terms, stats, reader.everyday, language)];
}

/**
 * How many words the docs never use a question has, an everyday one counting `EVERYDAY_SHARE`,
 * one only telling the reader's situation `SITUATION_SHARE`.
 */
function unknownWeight(
  question: string,
  language: string | null,
  stats: TermStats,
  translation: Translation | null,
): number {
  // A rarer word of a reader asking in another language may be theirs for what the docs name otherwise.
  const { rare } = readerLanguageWords(question, language, stats.languages, stats.known);
  const situation = situationTerms(question, language);
  const named = properNameTerms(question, language, stats.languages, stats.used);
  return unknownWords(question, language, stats, translation).reduce(
    (sum, word) =>
      sum +
      (named.has(word)
        ? PROPER_NAME_WEIGHT
        : isEveryday(word, language) || rare.has(word)
          ? EVERYDAY_SHARE
          : CJK_TERM.test(word)
            ? UNKNOWN_CJK_SHARE
            : 1) *
        (situation.has(word) ? SITUATION_SHARE : 1),
    0,
  );
}

/**
 * Han text has no spaces, so it is indexed as character pairs; a question's pairs lie inside its
 * words (`analyzeQuestion`). A pair the docs never use is part of a word they do not use, and
 * unknown pairs in a row, each going on from the last (`红烧`, `烧肉`), are one such word. A pair
 * among the language's everyday words (可是, 바꿀) is how the reader talks, not a topic.
 */
function unknownCjkWords(
  terms: string[],
  stats: TermStats,
  foreign: Set<string>,
  language: string | null,
): string[] {
  const everyday = everydayTerms(language);
  const words: string[] = [];
  let run = '';
  for (const term of terms) {
    const chars = [...term];
    const unknown =
      CJK_TERM.test(term) &&
      chars.length === 2 &&
      !stats.known(term) &&
      !foreign.has(term) &&
      !everyday.has(term);
    if (unknown && run.endsWith(chars[0]!)) run += chars[1]!;
    else {
      if (run) words.push(run);
      run = unknown ? term : '';
    }
  }
  if (run) words.push(run);
  return words;
}

/**
 * How much of the question one passage of a page speaks to, at best: a sentence with the one after
 * it, a row, a code block with the sentence introducing it, each read with its section's headings.
 * A page that has the question's words only scattered over passages about other things ("back up"
 * in one, "database" in another) does not answer it.
 */
export function passageCoverage(
  measure: Coverer,
  sections: DocSection[],
  language: string | null,
  /** A coverage past which the rest need not be read: it is all the caller asks to know. */
  enough = 1,
): number {
  const covers =
    measure.findIn && measure.findInSection && measure.of
      ? findings(measure.findIn, measure.findInSection, measure.of)
      : wordsRead(measure);
  let best = 0;
  for (const section of sections) {
    const read = passagesOf(section, language);
    const { passages } = read;
    const cover = covers(read);
    for (let i = 0; i < passages.length; i++) {
      const passage = passages[i]!;
      const next = passages[i + 1];
      const covered = cover(i, !!next && !passage.code && !next.code) ?? 0;
      if (covered > best) best = covered;
      if (best >= enough) return best;
    }
  }
  return best;
}

/** The coverage of passage `at` of a section (and the one after it, if `withNext`) read with its headings. */
type SectionReader = (section: SectionPassages) => (at: number, withNext: boolean) => number | null;

/**
 * Each passage is read twice (alone, and after the one before it) and the headings with every
 * one: what each finds of the question is looked up once, and the findings are put together.
 */
function findings(
  findIn: NonNullable<Coverer['findIn']>,
  findInSection: NonNullable<Coverer['findInSection']>,
  of: NonNullable<Coverer['of']>,
): SectionReader {
  const none = (): Finding => ({ exact: 0, synonym: 0, ideas: 0 });
  // `of` reads its finding at once: one object serves every passage.
  const finding = none();
  return (section) => {
    const headings = findIn(section.aboveHeadings, findIn(section.ownHeading, none()));
    const findInPassage = findInSection(section);
    let lastAt = -1;
    let last = finding;
    const foundIn = (at: number) => {
      if (lastAt !== at) {
        lastAt = at;
        last = findInPassage(at);
      }
      return last;
    };
    return (at, withNext) => {
      const found = foundIn(at);
      let { exact, synonym, ideas } = found;
      if (withNext) {
        const after = foundIn(at + 1);
        exact |= after.exact;
        synonym |= after.synonym;
        ideas |= after.ideas;
      }
      finding.exact = exact | headings.exact;
      finding.synonym = synonym | headings.synonym;
      finding.ideas = ideas | headings.ideas;
      return of(finding);
    };
  };
}

/** Whether any of `terms` weighs in `passage`. */
function weighsAny(passage: Passage, terms: string[]): boolean {
  for (const term of terms) if (weightOf(passage, term) > 0) return true;
  return false;
}

/** `findings` for a question too large for them: the words themselves are measured. */
function wordsRead(measure: Coverer): SectionReader {
  return ({ passages, ownHeading, aboveHeadings }) =>
    (at, withNext) => {
      const all = [...ownHeading, ...aboveHeadings];
      for (const term of passages[at]!.terms) all.push(term);
      if (withNext) for (const term of passages[at + 1]!.terms) all.push(term);
      let words: Set<string> | undefined;
      return measure({
        has: (w) => (words ??= new Set(all)).has(w),
        some: (test) => someOf((words ??= new Set(all)), test),
        all,
      });
    };
}

const never = () => false;

function someOf(words: Set<string>, test: (word: string) => boolean): boolean {
  for (const word of words) if (test(word)) return true;
  return false;
}

/**
 * How far a page's match may exceed that of its best passage: the answer may take a sentence or
 * two more than the passage read, but not the whole page.
 */
const PASSAGE_MARGIN = 0.05;

/** Pages that may answer, best first: the second when the very best covers too little of the question. */
const ANSWERING_CANDIDATES = 2;

/**
 * The page that answers: the best one when it covers the question, else the next best few that
 * does (search ranks by the words' weight; coverage asks whether the question's words are all
 * there). None when none of them covers it.
 */
export function answeringSource(sources: CitedSource[], threshold = ANSWER_MATCH): CitedSource | undefined {
  return sources
    .slice(0, ANSWERING_CANDIDATES)
    .find((s, rank) => (s.match ?? 0) >= threshold + (rank ? LOWER_RANK_MARGIN : 0));
}

/** A page ranked lower answers instead of the best only when it clearly covers the question. */
const LOWER_RANK_MARGIN = 0.1;

/**
 * Search ranks by the words' weight, coverage by whether the question's words are there together:
 * the second page comes first when it covers clearly more of a question standing alone, and
 * enough to answer in its place (`answeringSource`), unless the best holds what the reader quotes.
 * Pages are numbered again in their new order.
 */
function coveringFirst(sources: CitedSource[], quotes: (source: CitedSource) => boolean): CitedSource[] {
  const [best] = sources;
  const matchOf = (source: CitedSource) => source.match ?? 0;
  const next = sources
    .slice(1, COVERING_CANDIDATES)
    .reduce<CitedSource | undefined>(
      (most, s) => (!most || matchOf(s) > matchOf(most) ? s : most),
      undefined,
    );
  if (
    !best ||
    !next ||
    quotes(best) ||
    matchOf(next) <= matchOf(best) + CLEARLY_MORE ||
    matchOf(next) < MIN_MATCH + LOWER_RANK_MARGIN
  )
    return sources;
  return [next, ...sources.filter((s) => s !== next)].map((source, i) => ({
    ...source,
    sourceId: `src-${i + 1}`,
  }));
}

/** Pages, from the best, one of which may come first for covering clearly more of the question. */
const COVERING_CANDIDATES = 5;

/**
 * The page the previous answer cited comes first when it answers the question nearly as well as
 * the best page: readers ask on about what they just read ("how many calls per hour do I get?").
 */
function priorFirst(
  sources: CitedSource[],
  priorPath: string | undefined,
  measurePage: (source: CitedSource) => void,
  index: DocsIndex,
  siteUrl: string,
): CitedSource[] {
  if (!priorPath || sources[0]?.sections[0]!.path === priorPath) return sources;
  let prior = sources.find((source) => source.sections[0]!.path === priorPath);
  if (!prior) {
    const page = index.page(priorPath);
    // Its sections best first, as search would have returned them, are not known: the page's own order.
    const [cited] = citeByPage(
      page.map((section) => ({ section, score: 0 })),
      siteUrl,
    );
    if (!cited) return sources;
    prior = { ...cited, page };
    measurePage(prior);
  }
  const best = Math.max(...sources.map((source) => source.match ?? 0));
  if ((prior.match ?? 0) < Math.max(MIN_MATCH, best - PRIOR_PAGE_MARGIN)) return sources;
  return [prior, ...sources.filter((source) => source !== prior)].map((source, i) => ({
    ...source,
    sourceId: `src-${i + 1}`,
  }));
}

/** How much less of a question the page just cited may cover than the best page and still answer. */
const PRIOR_PAGE_MARGIN = 0.3;

/** How much more of the question the second page covers to come first. */
const CLEARLY_MORE = 0.2;

function describeFilter(filter: DocsFilter | undefined): string {
  const parts = [
    filter?.language && `language ${filter.language}`,
    filter?.version && `version ${filter.version}`,
    filter?.groups?.length && `groups ${filter.groups.join(', ')}`,
  ].filter(Boolean);
  return parts.length ? `filtered to ${parts.join('; ')}` : 'no filters';
}

function describeContext(context: ContextItem[]): string {
  const code = context.filter((c) => c.type === 'code').length;
  const text = context.length - code;
  const parts = [
    text && `${text} selected passage${text > 1 ? 's' : ''}`,
    code && `${code} code block${code > 1 ? 's' : ''}`,
  ];
  const named = parts.filter(Boolean);
  return named.length ? `, using ${named.join(' and ')} from the page` : '';
}

/**
 * A question in a language the docs are not written in, without its function words ("de", "el",
 * "mi"): the docs may use them by chance, as language codes or words of theirs, and rank the
 * pages that do first.
 */
function withoutFunctionWords(text: string, language: string | null, stats: TermStats): string {
  const { functionWords } = readerLanguageWords(text, language, stats.languages, stats.known);
  if (!functionWords.size) return text;
  const kept = text.split(/\s+/).filter((token) => {
    const terms = analyze(token, language);
    return !terms.length || terms.some((term) => !functionWords.has(term));
  });
  return kept.join(' ');
}

/**
 * A question in a language the docs are not written in is answered from the docs' default
 * language (through the glossary), not from another translation sharing words with it by chance: a
 * Portuguese reader reads French no better than English, and a Japanese one reads Chinese pages,
 * which share its Han characters, no better either.
 */
function inReaderLanguage(index: DocsIndex, asked: RetrievalInput): RetrievalInput {
  const question = asked.messages.filter((m) => m.role === 'user').at(-1)?.text ?? '';
  // A reader's language the docs have no page in is not theirs to filter on: the docs' own
  // pages answer, as they do a reader asking in it unfiltered.
  const { language: wanted, ...others } = asked.filter ?? {};
  const input: RetrievalInput =
    wanted !== undefined && !index.languages.has(baseLanguage(wanted))
      ? { ...asked, language: index.defaultLanguage, filter: others }
      : asked;
  // A question written in another language of the docs is answered from its pages.
  const current = input.filter?.language ?? input.language ?? index.defaultLanguage;
  const written = docsLanguageOf(question, current, index.languages);
  const code = written && index.languageCodes.get(written);
  if (code) return { ...input, language: code, filter: { ...input.filter, language: code } };
  if (input.filter?.language || !index.defaultLanguage) return input;
  // A question in the docs' own language is answered from its pages too, not from a translation
  // that happens to share a word with it ("brand" in a Spanish page's CSS).
  if (index.languages.size < 2) return input;
  return { ...input, filter: { ...input.filter, language: index.defaultLanguage } };
}

/** The openings of a definition of what a question asks to be defined ("vitepress is a"), if it asks. */
function definitionPhrasesOf(question: string): string[] {
  const subject = definedSubject(question);
  return subject ? definitionPhrases(subject) : [];
}

/**
 * One turn's retrieval, built from the whole conversation: the question, the earlier user turns
 * it may refer to, the pages the previous answer cited, and what the reader attached from the
 * page. A follow-up that says little on its own ("and how do I change it?") is searched with the
 * turn before it and prefers the pages just cited; a question specific enough to stand alone is
 * searched on its own words. Every retrieved page is returned with its `match`, the share of the
 * question it covers, for the answerer to decide whether the docs answer it.
 */
export function retrieve(index: DocsIndex | null, asked: RetrievalInput): Retrieval {
  const input = index ? inReaderLanguage(index, asked) : asked;
  const asks = input.messages.filter((m) => m.role === 'user').map((m) => boundQuestion(m.text));
  const where = `${describeFilter(input.filter)}${input.currentPath ? `, near ${input.currentPath}` : ''}${describeContext(input.context)}`;
  if (!index) {
    const question = asks.at(-1) ?? '';
    return {
      query: question,
      sources: [],
      followUp: false,
      covered: false,
      reasoning: `Searched for “${question}” (${where}), but no documentation has been ingested for this site yet.`,
    };
  }
  const language = input.filter?.language ?? input.language ?? index.defaultLanguage;
  const stats = termStats(index);
  // Misspelt everyday words are read as meant, in a question written in the docs' language.
  const spelt = asks.map((text) =>
    readerLanguages(text, language, index.languages).length
      ? text
      : spelledRight(text, language, stats.known, stats.used),
  );
  const changed = newTopic(spelt.at(-1) ?? '');
  const shown = changed ?? spelt.at(-1) ?? '';
  // Idioms ("from scratch", "out of the box") are read without their words, which name no topic.
  const question = withoutIdioms(shown, language);
  const earlier = changed
    ? []
    : spelt
        .slice(0, -1)
        .map((text) => withoutIdioms(text, language))
        .filter(Boolean)
        .slice(-2);
  const priorPaths = input.priorPaths;
  // A question in a language the docs are not written in is searched with the docs' words too.
  const translate = (text: string) => {
    const readers = readerLanguages(text, language, index.languages);
    const translation = translateQuestion(text, readers, baseLanguage(language));
    const cognates = cognatesOf(index, language);
    return cognates ? withCognates(translation, text, readers, cognates, stats.known, language) : translation;
  };
  const inDocsWords = (text: string, translation = translate(text)) => {
    const own = withoutFunctionWords(text, language, stats);
    // A reader's word the docs never use is searched as the docs' words for it ("hotkey": shortcut).
    const theirs = analyzeQuestion(own, language)
      .filter((term) => !stats.used(term))
      .flatMap((term) =>
        readerWordsWritten(term, language).filter((word) => stats.used(analyze(word, language)[0] ?? '')),
      );
    const words = theirs.length ? `${own} ${[...new Set(theirs)].join(' ')}` : own;
    return translation ? `${words} ${translation.words}` : words;
  };
  const translation = translate(question);
  // "What actually is VitePress, in one sentence?" is searched as what it asks about.
  const defined = definitionQuery(question);
  const searched = defined ? inDocsWords(defined) : inDocsWords(question, translation);

  const searchedTerms = new Set(index.terms(searched, language));
  const specific = information(index, searchedTerms);
  const referring = refersBack(question, language, readerLanguages(question, language, index.languages));
  const hasEarlier = earlier.length > 0;
  // Small docs have few rare words, so their questions all seem to say little: one naming many
  // things the docs use, without a word pointing back, says enough on its own.
  const ordinary = genericTerms(language);
  const named = [...searchedTerms].filter((term) => stats.used(term) && !ordinary.has(term)).length;
  const followUp = hasEarlier && (referring || (specific < ELLIPTIC_INFORMATION && named < STANDALONE_TERMS));
  const standalone = !referring && specific >= STANDALONE_INFORMATION;
  // The latest earlier turn matters most: it is what "it" most likely names.
  const conversation =
    hasEarlier && !standalone
      ? [earlier.at(-1)!, ...earlier.slice(0, -1)].map((t) => inDocsWords(t)).join(' ')
      : '';
  const hits = index.search(searched, {
    limit: input.pageSize,
    filter: input.filter,
    currentPath: input.currentPath,
    context: input.context,
    conversation,
    conversationWeight: followUp ? FOLLOW_UP_WEIGHT : conversation ? HINT_WEIGHT : 0,
    // A question that may refer back leans toward the pages just cited, less than a follow-up does.
    priorPaths: followUp || conversation ? priorPaths : undefined,
    priorWeight: followUp ? 1 : HINT_PRIOR_SHARE,
    phrases: quotedPhrases(asks.at(-1) ?? ''),
    definitions: definitionPhrasesOf(asks.at(-1) ?? ''),
  });
  const sources = citeByPage(hits, input.siteUrl);
  // A page holding a label or term the reader quotes, found on few pages, is what they ask about.
  const quoted = new Set(hits.filter((hit) => hit.quoted).map((hit) => hit.section));
  const quotes = (source: CitedSource) => source.sections.some((s) => quoted.has(s));
  const located = input.context.length
    ? index.locate(input.context, {
        limit: input.pageSize,
        filter: input.filter,
        currentPath: input.currentPath,
      })
    : [];

  // A word the docs never use, generic words aside, says the question is about something else.
  // How telling that is grows with the docs: small docs lack words for much of what they cover.
  const telling = Math.min(1, Math.log10(Math.max(index.size, 1)) / TELLING_DOCS_DIGITS);
  // A follow-up's own words count half: it asks about what the earlier turn found, in any words.
  const previous = followUp ? translate(earlier.at(-1)!) : null;
  const unknown = followUp
    ? unknownWeight(earlier.at(-1)!, language, stats, previous) +
      unknownWeight(question, language, stats, translation) / 2
    : unknownWeight(question, language, stats, translation);
  const unknownFactor = (1 - (1 - UNKNOWN_WORD_FACTOR) * telling) ** unknown;
  // The question is read once; each page's words are measured against it.
  const measure = coverer(question, language, stats, translation);
  // A long question tells the reader's situation beside what they ask ("we run 3 pods and each
  // lets through the full quota"): a page answers it with as much of it as answers a short one.
  const questionFactor = unknownFactor * Math.max(1, (measure?.counted ?? 0) / CORE_TERMS);
  // A follow-up's earlier turn, and both turns together, are read once too.
  const measureBefore = followUp ? coverer(earlier.at(-1)!, language, stats, previous) : null;
  const bothTurns = followUp ? `${earlier.at(-1)!} ${question}` : '';
  const measureTogether = followUp ? coverer(bothTurns, language, stats, translate(bothTurns)) : null;
  /** How well a page answers the question (`match`), and how close it comes (`near`). */
  const measurePage = (source: CitedSource) => {
    source.page ??= index.page(source.sections[0]!.path);
    const page = { ...source, sections: source.page };
    // A follow-up is answered by a page that answers the question it follows and speaks to its own words.
    const words = stats.wordsOf?.([page], language) ?? wordsOf([page], language);
    const own = measure && measure(words);
    const before = followUp ? (measureBefore?.(words) ?? null) : 0;
    // "How do I change it?" has no word of its own to find: the turn before says what it is about.
    const averaged = !followUp ? own : own === null ? before : (own + (before ?? 0)) / 2;
    // Read together with the turn before, a follow-up in the reader's own words ("¿y para quitarlos
    // solo en un bloque concreto?") is covered by the page the two speak of, though its words alone are not.
    const together = measureTogether?.(words) ?? null;
    const match = together !== null && averaged !== null ? Math.max(averaged, together) : averaged;
    // A question standing alone is answered in one place of the page, not by words strewn over it.
    const passage =
      !followUp && measure && (match ?? 0) * questionFactor >= MIN_MATCH / 2
        ? // Once a passage covers all but the margin of the page's match, the match stands.
          passageCoverage(measure, source.page, language, Math.min(1, (match ?? 0) - PASSAGE_MARGIN)) +
          PASSAGE_MARGIN
        : 1;
    const fromContext = source.sections.some((s) => located.includes(s));
    const floor = quotes(source) ? MIN_MATCH : 0;
    source.match = fromContext ? 1 : Math.max(floor, Math.min(match ?? 0, passage) * questionFactor);
    source.near = fromContext ? 1 : Math.max(floor, (match ?? 0) * questionFactor);
  };
  for (const source of sources) measurePage(source);
  const covering = followUp ? sources : coveringFirst(sources, quotes);
  // A follow-up leans toward the pages just cited already; a question that may not is answered
  // there too when that page answers it about as well.
  const ranked =
    hasEarlier && !followUp
      ? priorFirst(covering, priorPaths[0], measurePage, index, input.siteUrl)
      : covering;
  const query = followUp ? `${shown} (following “${earlier.at(-1)}”)` : shown;
  const found = ranked.length
    ? `Read the ${hits.length} best matching section${hits.length > 1 ? 's' : ''} from ${ranked.length} page${ranked.length > 1 ? 's' : ''}: ${ranked.map((s) => s.title).join('; ')}.`
    : 'No section of the documentation matched.';
  return {
    query,
    sources: ranked,
    followUp,
    ...(translation && { translated: translation.words }),
    ...(input.language !== asked.language && input.language && { language: input.language }),
    ...(shown !== asks.at(-1) && { spelled: shown }),
    ...(changed !== null && { newTopic: true }),
    covered: answeringSource(ranked) !== undefined,
    reasoning: `Searched the documentation for “${query}” (${where}). ${found}`,
  };
}
