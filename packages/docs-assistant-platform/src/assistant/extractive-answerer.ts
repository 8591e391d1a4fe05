import type { SectionCode } from '../db/schema.js';
import { analyze, analyzeQuestion, hasCjk } from '../docs/analyze.js';
import { boundQuestion } from '../docs/query-bounds.js';
import { labelsADefault, labelsAValue } from '../docs/mdast-blocks.js';
import { baseLanguage, genericWords, withoutIdioms } from '../docs/stop-words.js';
import type { DocSection } from '../docs/types.js';
import type { AnswerEvent, AnswerRequest, Answerer, CitedSource, ComposedAnswer } from './answerer.js';
import {
  announces,
  asksAbility,
  asksAddress,
  asksAmount,
  asksHttpStatus,
  asksLocation,
  asksFileFormat,
  asksVersion,
  asksPercent,
  asksPrice,
  asksTime,
  asksHowLong,
  asksPort,
  asksBound,
  asksDefault,
  asksForm,
  asksReason,
  statesProblem,
  statesRemedy,
  asksStatus,
  asksAdjust,
  asksSet,
  asksSize,
  countedWords,
  closedAsSentence,
  leansOnPrevious,
  pairsInOrder,
  refersBack,
  statesAddress,
  statesAmount,
  statesBound,
  statesForm,
  statesHttpStatus,
  statesLocation,
  statesFileFormat,
  statesVersion,
  statesNumber,
  statesPercent,
  statesPrice,
  statesDuration,
  statesTimeBound,
  statesHowLong,
  statesLimit,
  statesNoBound,
  statesPort,
  statesSize,
  turnsAgainst,
  wantsNumber,
  withoutVersionCounterpart,
} from './answer-cues.js';
import { readerWordsFor } from './reader-words.js';
import { namedReleases, namesOtherReleases } from './named-releases.js';
import { definedSubject, definition } from './definition.js';
import { GLOSSARY_LANGUAGES } from './glossary-words.js';
import { translateQuestion } from './translate-question.js';
import {
  hasLongerForm,
  isLabel,
  passagesOf,
  weightOf,
  type Passage,
  type SectionPassages,
} from './section-passages.js';
import { lyFormOf, typoOf } from './typos.js';
import { citedRuns } from './citation-scanner.js';
import { CUE, states } from './passage-cues.js';
import { flatText, quotedPhrases } from '../docs/quoted-phrases.js';
import { SENTENCE_END } from '../docs/sentence-end.js';
import { answeringSource, MIN_MATCH, refersBack as pointsBack, twoWords, twoWordsOf } from './retrieval.js';

/** What the extractive answer is made from. */
type ExtractRequest = Pick<
  AnswerRequest,
  'question' | 'history' | 'sources' | 'covered' | 'context' | 'language'
>;

/** Pages read for the answer: the best ones, where the answering sentence or row may be. */
const PAGES_READ = 3;
/** Each further page's passages weigh this much less than the one before. */
const PAGE_RANK_DECAY = 0.3;
/**
 * A section's headings that name the question's terms lend its passages this share of them: its
 * own heading ("Rate limits") more than the page title and the headings above it, which every
 * section of the page shares.
 */
const HEADING_SHARE = 0.35;
const OWN_HEADING_SHARE = 0.7;
/** A docs word for what the reader named otherwise ("documentation" for "docs") counts this share. */
const READER_WORD_SHARE = 0.5;
/** Earlier question of the conversation, for a follow-up's passages. */
const EARLIER_WEIGHT = 0.35;
const CONTEXT_WEIGHT = 0.5;
/** The page's description line restates its title; it opens an answer only when nothing else fits. */
const LEAD_PENALTY = 0.5;
/** Words from which a sentence's score starts to shrink: the answer is rarely the longest one. */
const LONG_SENTENCE = 28;
/** A question asking for a quantity ("how many", "limit") prefers passages holding a number... */
const NUMBER_BONUS = 1;
/** ...and one asking for a name (a command, a flag, a file) prefers passages holding code. */
const CODE_BONUS = 0.25;
/** A question asking for a bound ("longest", "at most") prefers a passage stating one. */
const BOUND_BONUS = 0.5;
/** A question asking for a set ("which formats") prefers a passage listing its values. */
const SET_BONUS = 0.5;
/**
 * A question asking for a default, an address or a literal form (what a key starts with) prefers
 * a passage stating one: the row's `Default:`, `http://localhost:11434/v1`, `da_admin_…`.
 */
const DEFAULT_BONUS = 0.5;
const ADDRESS_BONUS = 0.5;
const FORM_BONUS = 0.5;
/** A question asking why prefers a passage giving a reason ("because it isn't serializable"). */
const REASON_BONUS = 0.5;
/** A question asking whether something is still current prefers a passage stating its status ("deprecated"). */
const STATUS_BONUS = 1;
/** A question asking to change a value ("can I make that longer?") prefers a passage saying it can be. */
const ADJUST_BONUS = 1;
/** A question asking how big something may be ("the biggest file") prefers a passage writing a size. */
const SIZE_BONUS = 1;
/** ...or, asked whether something can be done, the rule that forbids or limits it. */
const RESTRICTION_BONUS = 1;
/**
 * A passage of the answering page holding a phrase the reader quotes ("the 'Appearance' label")
 * says what they ask about; elsewhere the phrase may be chance ("read more").
 */
const QUOTED_BONUS = 1;
/** Passages of the answering page holding a quoted phrase, at most, for it to point at them. */
const QUOTING_UNITS = 2;
/** Question words standing together in a passage, as in the question, count this much again. */
const PAIR_WEIGHT = 0.3;
/** An example ("For example, set it to 1 hour") weighs this share of the rule it illustrates. */
const EXAMPLE_WEIGHT = 0.7;

/** A label in a list of them ("Liability caps") names a topic; it states nothing about it. */
const LABEL_WEIGHT = 0.5;
/** A passage naming the product the reader asks about with other releases only ("Nuxt 2" for "nuxt 3"). */
const OTHER_RELEASE_WEIGHT = 0.3;

/** A label naming a topic: one with a value ("Node.js v20.17.0+ installed", `PORT`) states it. */
const namesTopic = (unit: Unit, passage: Passage) =>
  isLabel(unit) && !states(passage, CUE.number) && !unit.text.includes('`');

/** Whether a label titles the sentence after it ("Problem: unknown error", then the fix). */
function titlesNext(units: Unit[], at: number): boolean {
  const next = units[at + 1];
  return !!next && next.section === units[at]!.section && !next.code && !isLabel(next);
}

/** Question words asking for a name: a command, flag, file, key, path or url. */
const IDENTIFIER =
  /\b(command|commande|comando|flag|option|file|fichier|archivo|name|key|path|url|variable|field|property|which|what|quel(le)?s?|qu[eé]|cu[aá]l)(?![\p{L}\p{N}_])|命令|文件|哪个|什么/iu;
/** Question words asking how to do something: a code block or steps help. */
const PROCEDURE =
  /\b(how(?! (many|much|long|often|big|large|old|fast|far)\b)|install|set ?up|configure|add|enable|run|create|uses?|example|syntax|command|comment|installer|configurer|ajouter|c[oó]mo|instalar|configurar|agregar|añadir|usar)\b|如何|怎么|怎样|安装|配置|设置|添加/iu;
/** Doing words ("hide the site title", "change the brand color"), in the languages readers ask in. */
const DOING =
  /(?<![\p{L}\p{N}_])(change|hide|remove|disable|turn (on|off)|customi[sz]e|rename|changer|cacher|masquer|supprimer|d[ée]sactiver|cambiar|ocultar|quitar|desactivar|ändern|ausblenden|entfernen|deaktivieren|mudar|remover|desativar|cambiare|nascondere|rimuovere|disattivare)(?![\p{L}\p{N}_])|修改|更改|隐藏|删除|禁用|変更|非表示|削除|無効|변경|숨기|삭제|비활성/iu;
/** "Can I limit it?" asks how as well as whether: the answering section's block that fits it shows how. */
const CAN_I = /\b(can (i|we)|puis-je|peut-on|puedo|kann ich|können wir)\b|できますか/iu;
/** "Can it hide itself?", "can the sidebar scroll along?": whether the thing can, which a setting makes it do. */
const CAN_IT = /\b(can|could) (it|they|the|my|our)\b/iu;
/** Whether a question asks how to do something, or whether it can be done: a block shows how. */
const asksHowTo = (question: string) => [PROCEDURE, CAN_I, CAN_IT, DOING].some((asks) => asks.test(question));
const MAX_ROWS = 4;
/** Sentences shown beside the answering one: at most this many, this close, scoring this share of it. */
const AROUND_SENTENCES = 2;
const AROUND_DISTANCE = 3;
const AROUND_SHARE = 0.5;
/** The sentence after the answering one is shown when both fit in this many characters. */
const FOLLOWING_CHARS = 360;
/**
 * Passages elsewhere on the answering page are added when they score this share of the best, at
 * most this many: the fact asked for is often a paragraph away from the sentence that best matches.
 */
const ALSO_SHARE = 0.5;
const ALSO_PASSAGES = 2;
/** A further page's passage is quoted when it scores this share of the answering one. */
const ELSEWHERE_SHARE = 0.6;
/** A further page is named when its best passage scores this share of the answering one. */
const RELATED_SHARE = 0.4;
const PREFIX_WEIGHT = 0.6;
/** A term of the sentence before counts this much in one opening on a pronoun standing for it. */
const PRONOUN_SHARE = 0.5;
/**
 * A term of a section's opening sentence counts this much in a value labelled as such below it
 * ("Default: `80`" under "Specify the line length that the printer will wrap on."): the value is
 * of what that sentence describes.
 */
const DESCRIBED_SHARE = 0.8;
/** A term of a question the page asks ("How often should I review…?") counts this much in the sentence answering it. */
const ASKED_SHARE = 0.8;
/** Passages of the sections search found weigh more than the rest of their page. */
const RETRIEVED_BONUS = 1.2;

type Lang = 'en' | 'fr' | 'es' | 'zh';

const NOT_COVERED: Record<Lang, string> = {
  en: "I couldn't find this in the documentation.",
  fr: "Je n'ai pas trouvé cela dans la documentation.",
  es: 'No encontré esto en la documentación.',
  zh: '我在文档中没有找到相关内容。',
};
const CLOSEST: Record<Lang, string> = {
  en: 'The closest pages are:',
  fr: 'Les pages les plus proches :',
  es: 'Las páginas más cercanas son:',
  zh: '最接近的页面：',
};
const REPHRASE: Record<Lang, string> = {
  en: 'Try different words, or name the feature or page you are asking about.',
  fr: "Essayez d'autres mots, ou nommez la fonctionnalité ou la page concernée.",
  es: 'Prueba con otras palabras, o nombra la función o la página sobre la que preguntas.',
  zh: '请换个说法，或说明你询问的功能或页面。',
};
const RELATED: Record<Lang, string> = {
  en: 'Related:',
  fr: 'Voir aussi :',
  es: 'Relacionado:',
  zh: '相关：',
};

const langOf = (language: string | null): Lang => {
  const base = baseLanguage(language);
  return base === 'fr' || base === 'es' || base === 'zh' ? base : 'en';
};

interface Unit extends Passage {
  page: number;
  section: DocSection;
  /** Its section's passages, where it is passage `at`. */
  read: SectionPassages;
  /** Whether its section was among those retrieved for the question. */
  retrieved: boolean;
  score: number;
}

/** The retrieved sections first, then the rest of the page. */
function readOrder(source: CitedSource): DocSection[] {
  const rest = (source.page ?? []).filter((s) => !source.sections.includes(s));
  return [...source.sections, ...rest];
}

/**
 * A generic word of the question ("need", "change", "use") is in many sentences that do not
 * answer it: it counts this much of a word naming the topic.
 */
const GENERIC_WEIGHT = 0.3;

const genericSets = new Map<string, Set<string>>();
function genericTerms(language: string | null): Set<string> {
  const lang = baseLanguage(language);
  let terms = genericSets.get(lang);
  if (!terms) genericSets.set(lang, (terms = new Set(analyze(genericWords(lang).join(' '), lang))));
  return terms;
}

/**
 * A number the reader quotes (a status code, a port: `429`, `8787`) is the most telling word they
 * have: it counts this many times a word naming the topic.
 */
const QUOTED_NUMBER_WEIGHT = 3;
const QUOTED_NUMBER = /^\d{3,}$/;

/** A folder written out, ending in a slash ("packages/*", "assets/", "/api/"), not "light/dark". */
const WRITTEN_PATH = /(?<=^|[\s(,'"`])\/?(?:[\p{L}\p{N}_.-]+\/)+(?=\*|[\s,.;:!?)'"`]|$)/gu;
/** A folder's name this short ("en/", "v2/") tells little. */
const SHORT_FOLDER = 4;

/** A thing pointed back at after a preposition: "with that setup", "for those pages". */
const POINTED_BACK =
  /\b(?:with|for|in|on|from|to|of|about|using|under|behind|after|before|without) (?:this|that|these|those) ([\p{L}\p{N}-]+)/giu;

/** A pair of Han or Kana characters, as text written without spaces is indexed. */
const CJK_PAIR = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{2}$/u;

/**
 * Each term's share of its word: a word written without spaces is read as the pairs of characters
 * in it (デプロイ as デプ, プロ, ロイ). Each pair counts less, so that together they weigh about √3
 * words, not 3: a long Kana or Han word no longer outweighs a name written in Latin ("Heroku").
 */
function pairRuns(terms: string[]): number[] {
  const shares = terms.map(() => 1);
  for (let start = 0; start < terms.length;) {
    let end = start + 1;
    if (CJK_PAIR.test(terms[start]!))
      while (end < terms.length && CJK_PAIR.test(terms[end]!) && terms[end]![0] === terms[end - 1]![1]) end++;
    for (let i = start; i < end; i++) shares[i] = 1 / Math.sqrt(end - start);
    start = end;
  }
  return shares;
}

/** Weighed question terms: the question's own, then what it was asked about. */
function questionTerms(request: ExtractRequest, language: string | null): Map<string, number> {
  const weights = new Map<string, number>();
  const generic = genericTerms(language);
  const add = (text: string, weight: number, analyzeIt = analyzeQuestion) => {
    const terms = analyzeIt(text, language);
    const pairs = pairRuns(terms);
    terms.forEach((term, i) => {
      const w =
        (generic.has(term) ? weight * GENERIC_WEIGHT : weight) *
        (QUOTED_NUMBER.test(term) ? QUOTED_NUMBER_WEIGHT : 1) *
        pairs[i]!;
      weights.set(term, Math.max(weights.get(term) ?? 0, w));
    });
  };
  const earlier = request.history.filter((m) => m.role === 'user').at(-1);
  if (earlier) add(boundQuestion(earlier.text), EARLIER_WEIGHT);
  for (const item of request.context) add(item.value.slice(0, 600), CONTEXT_WEIGHT, analyze);
  // Idioms ("from scratch", "part of it") name no topic here either.
  add(withoutIdioms(boundQuestion(request.question), language), 1);
  // A path the reader writes out ("packages/*") is as telling as a number they quote.
  for (const [path] of request.question.matchAll(WRITTEN_PATH))
    for (const term of analyzeQuestion(path, language))
      if (term.length >= SHORT_FOLDER && !generic.has(term) && weights.get(term) === 1)
        weights.set(term, QUOTED_NUMBER_WEIGHT);
  // "…with that setup?" names what was asked before, not what is asked now.
  if (earlier)
    for (const [, named] of request.question.matchAll(POINTED_BACK))
      for (const term of analyzeQuestion(named!, language))
        weights.set(term, Math.min(weights.get(term) ?? EARLIER_WEIGHT, EARLIER_WEIGHT));
  // The docs may say "documentation" where the reader says "docs": those words count, for less.
  for (const [term, weight] of [...weights]) {
    for (const other of readerWordsFor(term, language))
      if (!weights.has(other)) weights.set(other, weight * READER_WORD_SHARE);
  }
  return weights;
}

/** A docs word standing for a misspelt one of the question counts this share of it. */
const TYPO_SHARE = 0.8;

/**
 * A question word no passage read uses may be a misspelling of one they do (`helthz` for
 * `healthz`, `defualt`), or an English -ly form of it (`hourly` for `hour`): that word counts in
 * its place, for a little less.
 */
function withTypos(terms: Map<string, number>, units: Unit[], language: string | null): Map<string, number> {
  // The words read, in the order first read: only needed when a question word is not among them.
  let vocabulary: Set<string> | undefined;
  const wordsRead = () => {
    if (!vocabulary) {
      vocabulary = new Set<string>();
      // A section's units come one after another, in reading order: a section read whole adds
      // its distinct terms, in the same order, without adding each passage's terms again.
      for (let from = 0; from < units.length;) {
        const { read } = units[from]!;
        let to = from + 1;
        while (to < units.length && units[to]!.read === read) to++;
        if (to - from === read.passages.length) for (const term of sectionTerms(read)) vocabulary.add(term);
        else for (let u = from; u < to; u++) for (const term of units[u]!.terms) vocabulary.add(term);
        from = to;
      }
    }
    return vocabulary;
  };
  const result = new Map(terms);
  const twoWordsHere = twoWordsOf(language);
  for (const [term, weight] of terms) {
    if (term.length < 4 || hasCjk(term) || holds(units, term)) continue;
    // Only words of a length `typoOf` or `lyFormOf` allows are compared.
    const shortest = term.length - 2;
    const longest = term.length + 3;
    for (const word of wordsRead())
      if (
        word.length >= shortest &&
        word.length <= longest &&
        !result.has(word) &&
        !twoWordsHere(term, word) &&
        (typoOf(term, word) || lyFormOf(term, word, language))
      )
        result.set(word, weight * TYPO_SHARE);
  }
  return result;
}

/** Each section's distinct terms, in the order its passages first use them: worked out once a section. */
const termsOfSection = new WeakMap<SectionPassages, string[]>();

function sectionTerms(read: SectionPassages): string[] {
  let terms = termsOfSection.get(read);
  if (!terms) termsOfSection.set(read, (terms = [...new Set(read.passages.flatMap((p) => p.terms))]));
  return terms;
}

/**
 * Whether a unit holds `term` itself, as its section's weights of the term tell (`weightsIn`):
 * scoring reads the same weights next.
 */
function holds(units: Unit[], term: string): boolean {
  let read: SectionPassages | undefined;
  let weights: Float64Array = new Float64Array(0);
  for (const unit of units) {
    if (unit.read !== read) weights = weightsIn((read = unit.read), term);
    if (weights[unit.at]! > 0) return true;
  }
  return false;
}

/**
 * The question as its cues (a number, a bound, a name asked for) are read: with the docs' words
 * standing for its typos, "verison" asks for a version as "version" does.
 */
function cueText(question: string, asked: Map<string, number>, terms: Map<string, number>): string {
  const corrections = [...terms.keys()].filter((term) => !asked.has(term));
  const cues = withoutVersionCounterpart(question);
  return corrections.length ? `${cues} ${corrections.join(' ')}` : cues;
}

/**
 * Adds the passages of a section to `units`, as units of the pages read for this question; a text
 * or block read already (on another page, in another section) is left out.
 */
function addUnits(
  units: Unit[],
  seen: Set<string>,
  section: DocSection,
  page: number,
  retrieved: boolean,
  language: string | null,
): void {
  const read = passagesOf(section, language);
  for (const passage of read.passages) {
    const key = passage.code?.code ?? passage.text;
    if (seen.has(key)) continue;
    seen.add(key);
    // Field by field, not spread: every unit has one shape, whichever fields its passage has, and
    // an answer makes hundreds.
    units.push({
      text: passage.text,
      row: passage.row,
      code: passage.code,
      at: passage.at,
      line: passage.line,
      lead: passage.lead,
      terms: passage.terms,
      weights: passage.weights,
      words: passage.words,
      wordCount: passage.wordCount,
      cues: 0,
      page,
      section,
      read,
      retrieved,
      score: 0,
    });
  }
}

/**
 * Units best first, equal scores in reading order. Most units hold no word of the question: only
 * the scored ones are sorted, the rest follow as read (as a stable sort of them all would leave them).
 */
function byScore(units: Unit[]): Unit[] {
  const ranked = units.filter((unit) => unit.score > 0).sort((a, b) => b.score - a.score);
  for (const unit of units) if (!(unit.score > 0)) ranked.push(unit);
  return ranked;
}

/**
 * A term's weight in each passage of a section (`weightOf`), or -1 where a longer word begins with
 * it (`hasLongerForm`, for terms of 3 letters or more), as found before: it depends on the
 * section and the term alone, and answers read the same pages for the same words again and again.
 * At most `MAX_TERMS_WEIGHED` terms a section.
 */
const weighedInSection = new WeakMap<SectionPassages, Map<string, Float64Array>>();
const MAX_TERMS_WEIGHED = 32;

function weightsIn(read: SectionPassages, term: string): Float64Array {
  let byTerm = weighedInSection.get(read);
  if (!byTerm) weighedInSection.set(read, (byTerm = new Map()));
  let weights = byTerm.get(term);
  if (!weights) {
    weights = Float64Array.from(
      read.passages,
      (passage) => weightOf(passage, term) || (term.length >= 3 && hasLongerForm(passage, term) ? -1 : 0),
    );
    if (byTerm.size >= MAX_TERMS_WEIGHED) byTerm.clear();
    byTerm.set(term, weights);
  }
  return weights;
}

/**
 * The units of the answering page that hold a phrase the reader quotes, where few do: a phrase
 * in many passages is the page's topic, not what points at one of them.
 */
function quotingUnits(units: Unit[], phrases: string[]): Set<Unit> {
  const quoting = new Set<Unit>();
  for (const phrase of phrases) {
    const holding = units.filter(
      (unit) => unit.page === 0 && ` ${flatText(unit.text)} `.includes(` ${phrase} `),
    );
    if (holding.length <= QUOTING_UNITS) for (const unit of holding) quoting.add(unit);
  }
  return quoting;
}

/** Scores each unit by the question terms it holds, rare ones (among the units read) weighing more. */
function score(
  units: Unit[],
  terms: Map<string, number>,
  language: string | null,
  question: string,
  /** The question with the docs' words for its typos: what it asks for is read from it. */
  cues: string,
  /** What each page read lends its passages, by its rank and how much of the question it covers. */
  pageWeights: number[],
): void {
  const number = wantsNumber(cues);
  // "How long" is answered by a time or a length: a number in code (`useGetPostQuery(42)`) is neither.
  const howLong = asksHowLong(cues);
  const bound = asksBound(cues);
  const set = asksSet(cues);
  const wantsDefault = asksDefault(cues);
  const address = asksAddress(cues);
  const form = asksForm(cues);
  const size = asksSize(cues);
  const ability = asksAbility(cues);
  const reason = asksReason(cues);
  const status = asksStatus(cues);
  const adjust = asksAdjust(cues);
  const wantsName = IDENTIFIER.test(cues);
  const quoting = quotingUnits(units, quotedPhrases(question));
  const sequence = analyzeQuestion(boundQuestion(question), language);
  const releases = namedReleases(question, language);
  // A term's rarity among the units read: only the question's terms are weighed. Each unit's
  // weight of each term is looked up once, here, for the scores below too.
  const weighed = [...terms];
  const weights = new Float64Array(units.length * weighed.length);
  const idfs = new Map<string, number>();
  // Each term's weight in the question and its rarity, by its place in `weighed`: the loop over
  // units below looks them up once per unit and term.
  const askedOf = new Float64Array(weighed.length);
  const rarityOf = new Float64Array(weighed.length);
  weighed.forEach(([term, asked], t) => {
    let frequency = 0;
    // A section's units come one after another: its weights are looked up once for them.
    let read: SectionPassages | undefined;
    let inRead: Float64Array = new Float64Array(0);
    for (let u = 0; u < units.length; u++) {
      const unit = units[u]!;
      if (unit.read !== read) inRead = weightsIn((read = unit.read), term);
      // -1: not the term, but a longer form of it (see `weightsIn`).
      const weight = inRead[unit.at]!;
      weights[u * weighed.length + t] = weight;
      if (weight > 0) frequency++;
    }
    const rarity = Math.log(1 + units.length / (frequency || 1));
    idfs.set(term, rarity);
    askedOf[t] = asked;
    rarityOf[t] = rarity;
  });
  const idf = (term: string) => idfs.get(term) ?? Math.log(1 + units.length);
  const pairValue = (term: string) => (terms.get(term) ?? 0) * idf(term);
  const headingScores = new Map<DocSection, number>();
  const headingScore = (section: DocSection) => {
    let value = headingScores.get(section);
    if (value === undefined) {
      const { ownHeading: own, aboveHeadings: above } = passagesOf(section, language);
      value = 0;
      for (const [term, weight] of terms) {
        if (own.has(term)) value += OWN_HEADING_SHARE * weight * idf(term);
        else if (above.has(term)) value += HEADING_SHARE * weight * idf(term);
      }
      headingScores.set(section, value);
    }
    return value;
  };
  // A question asking a default or an amount reads a labelled value with what its section describes.
  const valueAsked = wantsDefault || number || bound;
  for (let u = 0; u < units.length; u++) {
    const unit = units[u]!;
    let own = 0;
    const describer =
      valueAsked && !unit.code && labelsADefault(unit.text) ? describing(unit, units) : undefined;
    const description = describer ? units.indexOf(describer) : -1;
    // "It lives in `DATA_DIR`": a sentence opening on a pronoun speaks of what the one before names.
    // The sentence after a question the page asks answers it, in whatever words.
    const before = units[u - 1];
    const follows =
      !unit.code &&
      before !== undefined &&
      before.read === unit.read &&
      before.at === unit.at - 1 &&
      !before.code;
    const inherits = !follows
      ? 0
      : asksItself(before)
        ? ASKED_SHARE
        : states(unit.read.passages[unit.at]!, CUE.pointsBack)
          ? PRONOUN_SHARE
          : 0;
    for (let t = 0; t < weighed.length; t++) {
      const exact = weights[u * weighed.length + t]!;
      if (exact > 0) own += exact * askedOf[t]! * rarityOf[t]!;
      // `health` finds `healthz`, `config` finds `configuration`: a partial match counts less.
      else if (exact < 0) own += PREFIX_WEIGHT * askedOf[t]! * rarityOf[t]!;
      else if (inherits && weights[(u - 1) * weighed.length + t]! > 0)
        own += inherits * askedOf[t]! * rarityOf[t]!;
      else if (description >= 0 && weights[description * weighed.length + t]! > 0)
        own += DESCRIBED_SHARE * askedOf[t]! * rarityOf[t]!;
    }
    if (own === 0) {
      unit.score = 0;
      continue;
    }
    own += PAIR_WEIGHT * pairsInOrder(sequence, unit.words, pairValue);
    const page = pageWeights[unit.page]!;
    const lead = unit.lead ? LEAD_PENALTY : 1;
    const words = unit.code ? 0 : unit.wordCount;
    const length = words > LONG_SENTENCE ? LONG_SENTENCE / words : 1;
    // Its passage, where what its text states is kept.
    const passage = unit.read.passages[unit.at]!;
    const kind =
      1 +
      (number && !unit.code && states(passage, howLong ? CUE.howLong : CUE.number) ? NUMBER_BONUS : 0) +
      (bound && !unit.code && states(passage, CUE.bound) ? BOUND_BONUS : 0) +
      (set && (states(passage, CUE.set) || announcesList(unit)) ? SET_BONUS : 0) +
      (wantsDefault && !unit.code && states(passage, CUE.default) ? DEFAULT_BONUS : 0) +
      (address && states(passage, CUE.address) ? ADDRESS_BONUS : 0) +
      (form && !unit.code && states(passage, CUE.form) ? FORM_BONUS : 0) +
      (size && !unit.code && states(passage, CUE.size) ? SIZE_BONUS : 0) +
      (ability && !unit.code && states(passage, CUE.restriction) ? RESTRICTION_BONUS : 0) +
      (reason && !unit.code && states(passage, CUE.reason) ? REASON_BONUS : 0) +
      (status && !unit.code && states(passage, CUE.status) ? STATUS_BONUS : 0) +
      (adjust && !unit.code && states(passage, CUE.adjustable) ? ADJUST_BONUS : 0) +
      (wantsName && (unit.code || states(passage, CUE.inlineCode)) ? CODE_BONUS : 0) +
      (quoting.has(unit) ? QUOTED_BONUS : 0);
    const retrieved = unit.retrieved ? RETRIEVED_BONUS : 1;
    const example = states(passage, CUE.example) ? EXAMPLE_WEIGHT : 1;
    const label = namesTopic(unit, passage) && !titlesNext(units, u) ? LABEL_WEIGHT : 1;
    const release =
      releases.size &&
      namesOtherReleases(releases, `${unit.section.headings.join('\n')}\n${unit.text}`, language)
        ? OTHER_RELEASE_WEIGHT
        : 1;
    unit.score =
      (own + headingScore(unit.section)) *
      page *
      lead *
      length *
      kind *
      retrieved *
      example *
      label *
      release;
  }
}

/** A sentence announcing a list ("The following principles form the basis for our decisions:"), not a block. */
const announcesList = (unit: Unit) =>
  !unit.code &&
  !unit.row &&
  announces(unit.text) &&
  !unit.section.code.some((code) => introduces(code, unit));

/** A passage writing out the value asked for answers if it fits this share as well... */
const VALUE_SHARE = 0.5;

/** A value a question asks for: the test of a passage stating it, and where and how well it must fit. */
interface ValueAsked {
  states: (text: string) => boolean;
  /** Whether a passage on any page read states it, or only on the answering page. */
  anyPage: boolean;
  /** Share of the best passage's score it needs, `VALUE_SHARE` unless said. */
  share?: number;
}

/**
 * A port written out (`localhost:5173`) answers which port, though the sentence holding it shares
 * few of the question's words ("The dev server should be running at…"): this share of the best
 * passage's score is enough.
 */
const PORT_SHARE = 0.2;
/** The same holds of a folder or file written out (`.data`) for where something is kept, less so. */
const LOCATION_SHARE = 0.35;
/** ...and of a version (`Node.js 22`) for the version needed, on the answering page. */
const VERSION_SHARE = 0.25;

/**
 * What a question asks to be written out, most telling first: a size ("the biggest file"), a
 * literal form (what a key starts with), an address, a port, an HTTP status, a number. Each is
 * the test a passage stating it passes; a size asked for is not answered by any number (`404`),
 * only by a size. A number is sought on the answering page alone: numbers are everywhere, and
 * "limits" or "version" are as often the topic as the value asked for.
 */
function valuesAsked(cues: string): ValueAsked[] {
  const asked: ValueAsked[] = [];
  if (asksSize(cues)) asked.push({ states: statesSize, anyPage: true });
  if (asksForm(cues)) asked.push({ states: statesForm, anyPage: true });
  if (asksAddress(cues)) asked.push({ states: statesAddress, anyPage: true });
  if (asksPort(cues)) asked.push({ states: statesPort, anyPage: true, share: PORT_SHARE });
  if (asksLocation(cues)) asked.push({ states: statesLocation, anyPage: true, share: LOCATION_SHARE });
  if (asksFileFormat(cues)) asked.push({ states: statesFileFormat, anyPage: false });
  if (asksHttpStatus(cues)) asked.push({ states: statesHttpStatus, anyPage: false });
  // A version asked for is a number of its kind: "all four repositories" does not answer it.
  if (asksVersion(cues)) asked.push({ states: statesVersion, anyPage: false, share: VERSION_SHARE });
  // A port asked for is a number of its kind too: `127.0.0.1` does not answer it.
  else if (wantsNumber(cues) && !asksPort(cues)) asked.push({ states: statesNumber, anyPage: false });
  return asked;
}

/**
 * ...as the best passage, when that one does not write the value out: "how many can I invite?" is
 * answered by "up to 250 at a time", not by the sentence that repeats the question's words, and
 * "what does an admin key start with" by the line writing `da_admin_…`.
 */
function withTheValue(top: Unit, ranked: Unit[], cues: string): Unit {
  const asked = valuesAsked(cues);
  // A passage under a heading writing the value out ("Titles (50-60 characters)") opens with it,
  // and so does a field's value under its name ("Default: `5173`" under `server.port`).
  const stated = (u: Unit, states: (text: string) => boolean) =>
    states(u.text) || states(headingOf(u)) || states(`${headingOf(u)} ${u.text}`);
  // A block answers with itself, but for the format of a file: an example of one (a policy in
  // JSON) does not say which format the file is in.
  const shows = top.code && !asksFileFormat(cues);
  if (shows || asked.some(({ states }) => stated(top, states))) return top;
  for (const { states, anyPage, share = VALUE_SHARE } of asked) {
    const stating = ranked.find(
      (u) => !u.code && (anyPage || u.page === top.page) && u.score >= top.score * share && stated(u, states),
    );
    if (stating) return stating;
  }
  return top;
}

/**
 * A question only an amount answers, whose best passage states none, is answered by one that
 * does on another page read, when it fits nearly as well ("how long does publishing take?": the
 * settings page has the words, the publishing page the "30 seconds to a few minutes"). One whose
 * best passage counts something else is answered by one counting what it asks ("how many answers
 * per hour?": "10,000 answers per organization per hour", not "100 analytics requests").
 */
function withAmount(top: Unit, ranked: Unit[], units: Unit[], request: ExtractRequest): Unit {
  const { question, language } = request;
  const fits = (u: Unit) => !u.code && u.score >= top.score * VALUE_SHARE;
  if (lacksAmount(top, units, question))
    return ranked.find((u) => fits(u) && !lacksAmount(u, units, question)) ?? top;
  if (answersTheAmount(top, units, request)) return top;
  const counted = countedTerms(question, language);
  return ranked.find((u) => fits(u) && countsNamed(u.text, counted, language)) ?? top;
}

/** Words a number is followed by, at most, before what it counts: "10,000 answers", "3 custom domains". */
const COUNT_REACH = 2;

/** Whether a text gives a number of one of `counted` right after it ("10,000 answers per hour"). */
function countsNamed(text: string, counted: string[], language: string | null): boolean {
  const words = text.split(/\s+/);
  return words.some(
    (word, at) =>
      statesNumber(word) &&
      analyze(words.slice(at + 1, at + 1 + COUNT_REACH).join(' '), language).some((t) => counted.includes(t)),
  );
}

/** Whether a question only an amount (or a share) answers would open with passages stating none. */
function lacksAmount(top: Unit, units: Unit[], question: string): boolean {
  if (top.code) return false;
  const states = asksPrice(question)
    ? statesPrice
    : asksPercent(question)
      ? statesPercent
      : asksHowLong(question)
        ? (text: string) =>
            (asksTime(question) ? statesDuration(text) || statesTimeBound(text) : statesHowLong(text)) ||
            statesNoBound(text)
        : asksAmount(question)
          ? statesAmount
          : null;
  return !!states && !opening(top, units).some(states) && !states(headingOf(top));
}

const headingOf = (unit: Unit) => unit.section.headings.at(-1) ?? '';

/**
 * The answering section's heading, to open with, when only it writes out the value the question
 * asks for ("Titles (50-60 characters)", then "Write titles that match how users search"); ''
 * otherwise.
 */
function valueHeading(top: Unit, units: Unit[], question: string, cues: string): string {
  const asked = valuesAsked(cues).map(({ states }) => states);
  if (asksAmount(question)) asked.push(statesAmount);
  const said = opening(top, units);
  const heading = headingOf(top);
  return !top.code && asked.some((states) => states(heading) && !said.some(states))
    ? `${heading.replace(/`/g, '')} — `
    : '';
}

/**
 * Whether an answer opening with `top` answers the amount the question asks, if it asks one. Not
 * with passages stating none, the best fitting one included: the docs do not say ("how many
 * custom domains can one deployment have?"). Nor with an amount of something else ("how many pages
 * can a site have?" is not a download limit in megabytes), unless the reader attached what they
 * count in.
 */
function answersTheAmount(top: Unit, units: Unit[], request: ExtractRequest): boolean {
  // A block answers a count when it or its words name what is counted ("retries: 3"), not with
  // example data ("1000mg" for "the maximum number of characters").
  if (top.code)
    return (
      request.context.length > 0 ||
      countsWhatIsAsked(request.question, top, units, request.language, top.code.code)
    );
  if (lacksAmount(top, units, request.question)) return false;
  if (request.context.length > 0) return true;
  if (!countsWhatIsAsked(request.question, top, units, request.language)) return false;
  // "The maximum number of middleware" is not answered by "three example middleware": a count
  // asked as a bound is answered by one stated as a bound or a rate ("100 uses per hour"), or by a
  // row of limits.
  const boundAsked =
    asksBound(request.question) && countedOwnTerms(request.question, request.language).length > 0;
  return !boundAsked || top.row || opening(top, units).some(statesLimit) || statesLimit(headingOf(top));
}

/** A question after another in the same message: what follows its first question mark, asking again. */
const SECOND_QUESTION =
  /[?？]\s+((?:\S[^?？]*[?？])|(?:(?:and |so |but )?(?:how|what|which|where|when|why|who|can|could|is|are|do|does|did|should|will|would)\b[^?？]*))\s*$/iu;

/** Share of the best passage's score for the second question that one not yet said needs to answer it. */
const SECOND_SHARE = 0.6;

/**
 * The passages answering the second of two questions asked at once ("is it going to be removed?
 * how do I get rid of the strikethrough?"), read as a follow-up to the first, best first: prose
 * holding a word of the second the first lacks, fitting it nearly as well as the best does.
 */
function secondQuestionPassages(units: Unit[], request: ExtractRequest, weights: number[]): Unit[] {
  const asked = SECOND_QUESTION.exec(request.question)?.[1];
  if (!asked) return [];
  const before = request.question.slice(0, request.question.length - asked.length).trim();
  const generic = genericTerms(request.language);
  const own = new Set(analyzeQuestion(boundQuestion(asked), request.language));
  for (const term of [...analyzeQuestion(boundQuestion(before), request.language), ...generic])
    own.delete(term);
  if (!own.size) return [];
  const followUp = {
    ...request,
    question: asked,
    history: [...request.history, { role: 'user' as const, text: before }],
  };
  // Its most telling word, of those the pages read use: the fewest passages hold it.
  let telling: string | undefined;
  let fewest = Infinity;
  for (const term of own) {
    const holding = units.filter((u) => u.terms.includes(term)).length;
    if (holding > 0 && holding < fewest) [telling, fewest] = [term, holding];
  }
  if (telling === undefined) return [];
  const wanted = questionTerms(followUp, request.language);
  const terms = withTypos(wanted, units, request.language);
  score(units, terms, request.language, asked, cueText(asked, wanted, terms), weights);
  const ranked = byScore(units);
  const least = (ranked[0]?.score ?? 0) * SECOND_SHARE;
  return ranked.filter(
    (u) =>
      u.score > 0 &&
      u.score >= least &&
      !u.code &&
      !u.lead &&
      !isLabel(u) &&
      u.terms.includes(telling) &&
      // Half of its own words at least: one shared word may be all it has in common.
      2 * [...own].filter((term) => u.terms.includes(term)).length >= own.size,
  );
}

/** A passage of the answering section or the one beside it: another's sharing a word answers something else. */
const beside = (u: Unit, top: Unit) =>
  u.section === top.section ||
  (u.page === top.page && Math.abs(u.section.position - top.section.position) <= 1);

/**
 * The lines answering the second question with `second`: an item of a list reads with the
 * sentence announcing the list and the other items, and a passage the block of its section
 * follows ("Add the following lines to `mkdocs.yml`:") shows it, which is how to do what it says.
 */
function secondAnswer(
  units: Unit[],
  second: Unit,
  answering: CitedSource,
  answered: string,
  shown: SectionCode | undefined,
): string[] {
  const page = answering.page ?? [];
  const heading = units.findLast(
    (u) => u.section === second.section && u.line < second.line && !u.code && announces(u.text),
  );
  const list = heading ? announcedItems(units, heading, page) : [];
  const opening = heading && list.some((item) => item.includes(second.text)) ? heading : second;
  if (answered.includes(opening.text)) return [];
  const items = opening === heading ? list : announcedItems(units, second, page);
  const intro = items.length ? undefined : blockRightAfter(units, second, []);
  const block = intro && second.section.code[0];
  return [
    '',
    `${opening.text} ${cite(answering)}`,
    ...(items.length ? ['', ...items.map((item) => `- ${item}`)] : []),
    ...(intro && block && block !== shown && !answered.includes(block.code)
      ? ['', intro.text, '', fence(block)]
      : []),
  ];
}

/** Share of the best passage's score that a passage the reader has not just read needs to open instead. */
const UNREAD_SHARE = 0.5;
/** Characters of a passage looked for in the answer before: enough to tell it, short of any cut. */
const SAID_CHARS = 80;

/**
 * A follow-up's answer does not open with what the answer before it said when the reader asks
 * something more ("and the repo icon?"): a passage they have not read yet, holding a word of theirs
 * the said one lacks, opens it instead when it fits nearly as well. Not when the follow-up points
 * back at what was said ("which one is the default?"): the said passage is what it asks about.
 */
function notJustSaid(top: Unit, ranked: Unit[], request: ExtractRequest): Unit {
  const before = request.history.filter((m) => m.role === 'assistant').at(-1);
  if (!before || pointsBack(request.question, request.language)) return top;
  const said = ` ${flatText(before.text)} `;
  const start = (u: Unit) =>
    flatText(u.code?.code ?? u.text)
      .slice(0, SAID_CHARS)
      .trim();
  const read = (u: Unit) => said.includes(` ${start(u)}`);
  if (!read(top)) return top;
  const asked = analyzeQuestion(boundQuestion(request.question), request.language);
  // A generic word ("change", "use") asks nothing more: the passage read may still be the answer.
  const generic = genericTerms(request.language);
  const more = asked.filter((term) => !top.terms.includes(term) && !generic.has(term));
  return (
    ranked.find(
      (u) => u.score >= top.score * UNREAD_SHARE && !read(u) && more.some((term) => u.terms.includes(term)),
    ) ?? top
  );
}

/** What a terminal session shows: what a command printed, not how to write it. */
const SESSION = /^(?:console|terminal|shell-session|sh-session)$/i;

/**
 * A how-to question whose best passage shows what comes of it ("In this case, `name` will also
 * read `AWESOME_NAME`", "you will see it's marked as deprecated", a terminal session) opens with
 * the sentence before it in the section that says what to use ("To do that, use the `envvar`
 * parameter"), when that fits at least `MEANS_SHARE` as well and names a code token.
 */
function withMeans(top: Unit, units: Unit[], request: ExtractRequest): Unit {
  if (!asksHowTo(request.question) || asksReason(request.question)) return top;
  const session = !!top.code?.lang && SESSION.test(top.code.lang);
  if (!session && !showsOutcome(top.text)) return top;
  const intro = top.code
    ? (units.find((u) => !u.code && u.section === top.section && u.text === top.text) ?? top)
    : top;
  const means = units.findLast(
    (u) =>
      u.section === top.section &&
      // A block introduced by the means shows it: "use `envvar`:", then the code.
      !(u.code && u.code.lang && SESSION.test(u.code.lang)) &&
      !u.lead &&
      u.at < intro.at &&
      u.score >= intro.score * MEANS_SHARE &&
      /`[^`]+`/.test(u.text) &&
      !showsOutcome(u.text) &&
      statesRemedy(u.text),
  );
  return means ?? top;
}
const MEANS_SHARE = 0.4;

/** Wording telling what comes of a step: "In this case…", "you will see…", "Now if you run it". */
const OUTCOME =
  /^(?:(?:and|so|now|then),? )?(?:in this (?:case|example)|(?:when|if|once) you (?:run|check|call|show|open|try)|(?:you|we)(?:'ll| will| would| can) (?:see|get)|check it|now,? (?:if|when)\b|this (?:will|would) (?:show|print|output))/iu;
const showsOutcome = (text: string) => OUTCOME.test(text.trim());

/** A remedy fitting this share as well as the problem it follows opens the answer instead... */
const REMEDY_SHARE = 0.4;
/** ...when it comes this many sections after it at most. */
const REMEDY_SECTIONS = 1;

/**
 * A question asking how to get something done whose best passage says what goes wrong ("we cannot
 * destructure it", "the callback for `--name` will be processed before") opens with what the page
 * says to do next, when it fits well enough (`REMEDY_SHARE`) and tells what to do: the fix follows the problem
 * ("you need to use `storeToRefs()`", "we can mark a CLI parameter with `is_eager=True`").
 */
function withRemedy(top: Unit, units: Unit[], request: ExtractRequest): Unit {
  if (!asksHowTo(request.question) || asksReason(request.question) || !statesProblem(top.text)) return top;
  const position = top.section.position;
  // A block scores for its code besides its introduction: the remedy is weighed against the introduction.
  const problem = top.code
    ? (units.find((u) => !u.code && u.section === top.section && u.text === top.text)?.score ?? top.score)
    : top.score;
  const remedies = units.filter(
    (u) =>
      u.page === top.page &&
      !u.code &&
      !u.lead &&
      u.score >= problem * REMEDY_SHARE &&
      !statesProblem(u.text) &&
      statesRemedy(u.text) &&
      (u.section === top.section
        ? u.at > top.at
        : u.section.path === top.section.path &&
          u.section.position > position &&
          u.section.position <= position + REMEDY_SECTIONS),
  );
  // The nearest after the problem, in the page's order.
  return (
    remedies.reduce<Unit | undefined>(
      (near, u) =>
        !near || u.section.position < near.section.position || (u.section === near.section && u.at < near.at)
          ? u
          : near,
      undefined,
    ) ?? top
  );
}

/**
 * A question asking what something is opens with the sentence defining it ("VitePress is a static
 * site generator…") on a page read, when one does: it shares no more words with the question than
 * any other sentence naming it.
 */
function withDefinition(top: Unit, ranked: Unit[], subject: string | null): Unit {
  if (!subject) return top;
  let best = top;
  let bestDefines = definitionIn(top, subject);
  for (const u of ranked) {
    if (u.score <= 0) continue;
    const level = definitionIn(u, subject);
    if (level > bestDefines) [best, bestDefines] = [u, level];
  }
  return best;
}

/**
 * How well a passage defines `subject` (`definition`): a page named after it does in its
 * description, as well as a definition when that names a kind of thing ("An open, self-hostable
 * AI assistant…"), less when it says what the page teaches ("Learn how to use…").
 */
function definitionIn(u: Unit, subject: string): number {
  if (u.code) return 0;
  if (u.lead && flatText(u.section.pageTitle) === subject) return /^(?:an?|the) /i.test(u.text) ? 2 : 1;
  return definition(u.text, subject);
}

/** Share of the best passage's score a passage holding the follow-up's own words needs to open instead. */
const OWN_WORDS_SHARE = 0.5;

/**
 * A follow-up's answer opens with a passage of the same page holding a word of its own, or the
 * docs' word for one ("and how do I get rid of one?": revoke), when one fits nearly as well: a
 * passage holding only the earlier question's words ("admin key", "analytics") speaks to what was
 * asked before.
 */
function withOwnWords(top: Unit, ranked: Unit[], request: ExtractRequest): Unit {
  if (!request.history.some((m) => m.role === 'user')) return top;
  const { language } = request;
  // "get rid of" is a generic "remove" and still the follow-up's own word; "one" ("on") points back.
  const own = analyzeQuestion(boundQuestion(request.question), language).filter((term) => term.length > 2);
  const words = new Set(own.flatMap((term) => [term, ...readerWordsFor(term, language)]));
  const holds = (u: Unit) => u.terms.some((term) => words.has(term));
  if (!words.size || holds(top)) return top;
  return ranked.find((u) => u.page === top.page && u.score >= top.score * OWN_WORDS_SHARE && holds(u)) ?? top;
}

/**
 * The first passage of prose of a unit's section: it describes what the values the section
 * labels ("Default: `2`") are of.
 */
function describing(unit: Unit, units: Unit[]): Unit | undefined {
  return units.find((u) => u.read === unit.read && !u.code && !labelsAValue(u.text));
}

/** The texts an answer opening with `top` opens with: it and the passage after it in its section. */
function opening(top: Unit, units: Unit[]): string[] {
  const next = units[units.indexOf(top) + 1];
  const texts = next && next.section === top.section ? [top.text, next.text] : [top.text];
  // A value labelled as such is of what its section describes.
  const described = labelsADefault(top.text) ? describing(top, units) : undefined;
  return described && !texts.includes(described.text) ? [...texts, described.text] : texts;
}

/** The terms of what a question counts, in its own words ("how many custom domains": custom, domain). */
const countedOwnTerms = (question: string, language: string | null) =>
  analyze(countedWords(question).join(' '), language);

/**
 * Whether the passages an answer would open with name what the question counts, when it counts a
 * thing ("how many projects"): in their text or their section's headings, or in the docs' word for
 * the reader's. A reader writing in another language is matched by a number of the thing in the
 * docs' words ("¿cuántas respuestas?": "10,000 answers"), not by the word anywhere near.
 */
function countsWhatIsAsked(
  question: string,
  top: Unit,
  units: Unit[],
  language: string | null,
  code = '',
): boolean {
  const counted = countedOwnTerms(question, language);
  if (!counted.length) return true;
  const named = new Set(
    analyze(
      [...opening(top, units), top.section.pageTitle, ...top.section.headings, code].join(' '),
      language,
    ),
  );
  const translated = countedTerms(question, language);
  // In the docs' words too, by a passage stating a bound: "quantos itens… no máximo" is answered
  // by "`limit` entries at a time (at most 100)"; a number near "pages" may count seconds.
  const bounded = opening(top, units).some(statesBound);
  return (
    [...new Set([...counted, ...(bounded ? translated : [])])].some(
      (term) =>
        named.has(term) ||
        readerWordsFor(term, language).some((other) => named.has(other)) ||
        [...named].some((word) => !twoWords(term, word, language) && typoOf(term, word)),
    ) || opening(top, units).some((text) => countsNamed(text, translated, language))
  );
}

/**
 * The terms of what a question counts ("how many projects"), with the docs' words for them when
 * the glossary has them: "¿Cuántas respuestas…" counts answers.
 */
function countedTerms(question: string, language: string | null): string[] {
  const words = countedWords(question).join(' ');
  if (!words) return [];
  const docsLanguage = baseLanguage(language ?? 'en');
  const readers = GLOSSARY_LANGUAGES.filter((lang) => lang !== docsLanguage);
  const translation = translateQuestion(words, readers, docsLanguage);
  return analyze(`${words} ${translation?.words ?? ''}`, language);
}

/**
 * A heading naming a command, a setting or a function (`mint broken-links`, `theme.palette`,
 * `replaceReducer(nextReducer)`), not a topic.
 */
const NAME_HEADING = /^[a-z@][\w@./:-]*(?:\([^()]*\)|(?: [a-z<[-][\w./<>[\]-]*){0,3})$/;

/** The command or setting a section is named after (`navbar`, `theme.palette`), or ''. */
function settingName(section: DocSection): string {
  const name = section.headings.at(-1)?.replace(/`/g, '').trim() ?? '';
  return NAME_HEADING.test(name) ? name : '';
}

/**
 * What a passage belongs to, when its section is named after a command or a setting the passage
 * does not name itself: the `--check-external` row is an option of `mint broken-links`, and
 * "Whether to color custom containers…" under `## gradedContainers` describes that setting. A
 * row's one-word heading may be a topic ("### env"), so a row takes only a name that reads as one;
 * a sentence takes a bare heading of words ("with Docker") for no name.
 */
function ownerOf(unit: Unit): string {
  const item = itemLabel(unit);
  if (item) return item;
  const heading = unit.section.headings.at(-1)?.trim() ?? '';
  const name = settingName(unit.section);
  // A value labelled as such ("Default: `2`") is of what its heading names, in any form ("Tab Width").
  if (!name && heading && labelsADefault(unit.text)) return `${heading.replace(/`/g, '')} — `;
  // A function is named by its name alone: "replaceReducer" names `replaceReducer(nextReducer)`.
  if (!name || unit.text.includes(name.replace(/\(.*/, ''))) return '';
  if (unit.row ? !/[-._ ]/.test(name) : name.includes(' ') && !heading.includes('`')) return '';
  // A heading that marks its own code (`context` tool) keeps it; a bare one is all code.
  return `${heading.includes('`') ? heading : `\`${heading}\``} — `;
}

/** An item opening on the name it describes: "`max_age` - Session expiry time in seconds." */
const ITEM_LABEL = /^(`[^`\n]+`)\s*(?:[-–—:]|=>)\s/u;

/**
 * The name a later sentence of its item or paragraph speaks of: "Defaults to 2 weeks." is of the
 * `max_age` that the item's first sentence names.
 */
function itemLabel(unit: Unit): string {
  if (unit.line < 0 || unit.row) return '';
  const first = unit.read.passages.find((passage) => passage.line === unit.line);
  if (!first || first.at === unit.at) return '';
  const label = ITEM_LABEL.exec(first.text)?.[1];
  return label && !unit.text.includes(label.slice(1, -1)) ? `${label} — ` : '';
}

/** A block this many sentences from the answering one shows what it says. */
const NEXT_SENTENCES = 1;
/** …when it fits the question at least this share as well as the best fitting block. */
const NEXT_SHARE = 0.6;

/** The code block that best fits the question, by its own words, title and the sentence introducing it. */
function bestCode(
  sections: DocSection[],
  answering: DocSection | undefined,
  /** How far each block of the answering section stands from the answering sentence, in sentences. */
  distance: (code: SectionCode) => number,
  terms: Map<string, number>,
  language: string | null,
  procedural: boolean,
  /**
   * Whether it asks whether it can do something ("can I limit it?"), or to do it ("hide the
   * title"), which asks how as well: the answering section's block fitting it shows how.
   */
  canDo: boolean,
  /** The question's weight, without the docs words standing for its typos. */
  own: number,
): SectionCode | undefined {
  let best: { code: SectionCode; score: number; section: DocSection } | undefined;
  let next: { code: SectionCode; score: number; section: DocSection } | undefined;
  let mine: { code: SectionCode; score: number; section: DocSection } | undefined;
  // A section named after a setting (`### navbar`) shows it in use in its one block: its example.
  const example = answering?.code.length === 1 && settingName(answering) ? answering.code[0] : undefined;
  for (const section of sections) {
    for (const code of section.code) {
      const words = new Set(
        analyze(`${code.title ?? ''} ${code.intro ?? ''} ${code.code.slice(0, 2000)}`, language),
      );
      let value = 0;
      for (const [term, weight] of terms) if (words.has(term)) value += weight;
      // The block beside the answering passage is the likelier example of it.
      if (section === answering) value *= 1.5;
      // For a how-to question, the answering section's own block shows how, whatever its words.
      const beside = (procedural && section === answering) || code === example;
      if ((value > 0 || beside) && (!best || value > best.score)) best = { code, score: value, section };
      if (section === answering && value > 0 && (!mine || value > mine.score))
        mine = { code, score: value, section };
      if (section === answering && value > 0 && distance(code) <= NEXT_SENTENCES)
        next = { code, score: value, section };
    }
  }
  // The block next to the answering sentence shows what it says ("…use:", then the setting): it
  // is the example unless another fits the question much better.
  if (next && best && next.score >= best.score * NEXT_SHARE) best = next;
  // Asked how, or whether it can be done: the answering section's own block shows it, unless one
  // elsewhere holds most of the question.
  if (mine && best && best !== mine && (procedural || canDo) && best.score < own * 0.6) best = mine;
  // A block is shown for a question about doing something, or when it holds most of the question.
  const showsHow = procedural || (canDo && !!best && best.section === answering && best.score > 0);
  if (!best || (!showsHow && best.code !== example && best.score < own * 0.6)) return undefined;
  if (best.score === 0 && procedural && answering?.code.length !== 1) return undefined;
  return best.code.code.split('\n').length > MAX_CODE_LINES ? undefined : best.code;
}

/**
 * The block a line of the answer announces ("Add the following lines to `mkdocs.yml`:"), and the
 * line: a sentence ending in a colon says nothing without what follows it.
 */
function announcedBlock(
  units: Unit[],
  top: Unit,
  lines: string[],
): { code: SectionCode; line: number; leadIn: string } | undefined {
  // The answer's lines squashed, once a block announced in them is met: most answers have none.
  let said: string[] | undefined;
  let first: { code: SectionCode; line: number; at: number; leadIn: string } | undefined;
  for (const u of units) {
    if (!u.code || u.page !== top.page || u.section !== top.section || !announces(u.text)) continue;
    if (u.code.code.split('\n').length > MAX_CODE_LINES) continue;
    const leadIn = squashed(u.text.replace(/^…/, '').split(SENTENCE_END).at(-1)!);
    said ??= lines.map(squashed);
    const line = said.findIndex((text) => text.includes(leadIn));
    // The first announcement the answer makes is the one its reader meets first.
    const at = line >= 0 ? said[line]!.indexOf(leadIn) : -1;
    if (at >= 0 && (!first || line < first.line || (line === first.line && at < first.at)))
      first = { code: u.code, line, at, leadIn };
  }
  return first && { code: first.code, line: first.line, leadIn: first.leadIn };
}

/**
 * Puts a block right after the sentence announcing it (and the citation marker it may carry); the
 * sentences after it in that line follow the block.
 */
function placeAfter(lines: string[], line: number, leadIn: string, block: string): void {
  const text = lines[line]!;
  const at = text.indexOf(leadIn);
  if (at < 0) {
    lines.splice(line + 1, 0, '', block);
    return;
  }
  const end = at + leadIn.length + (/^ \[\d+\]/.exec(text.slice(at + leadIn.length))?.[0].length ?? 0);
  const rest = text.slice(end).trim();
  lines.splice(line, 1, text.slice(0, end), '', block, ...(rest ? ['', rest] : []));
}

/** The sentences read before the answering one fit in this many characters with it. */
const LEADING_CHARS = 420;

/**
 * The sentences the answering one needs before it: the one it points back to ("Without this step,
 * …", "It …"), and, when it closes its paragraph with a pronoun, the ones leading to it ("Don't
 * enable Auto Minify. It removes comments. You may see hydration errors if they get removed.").
 * Otherwise the answer opens with the answering sentence.
 */
function leadingSentences(units: Unit[], top: Unit): Unit[] {
  const prose = (u: Unit) => u.section === top.section && !u.code && !u.row;
  // A sentence closing its paragraph with a pronoun ("if they get removed") reads after what it names.
  const closes =
    refersBack(top.text) && !units.some((u) => prose(u) && u.line === top.line && u.at === top.at + 1);
  const chain: Unit[] = [];
  let first = top;
  let chars = top.text.length;
  for (;;) {
    const points = leansOnPrevious(first.text);
    if (!points && !(first === top && closes)) break;
    const previous = units.find((u) => prose(u) && u.at === first.at - 1 && (points || u.line === top.line));
    if (!previous || chars + previous.text.length > LEADING_CHARS) break;
    chain.unshift(previous);
    chars += previous.text.length;
    first = previous;
    if (!leansOnPrevious(previous.text)) break;
  }
  return chain;
}

/** Whether a passage is a question the page asks ("How often should I review metrics?"). */
const asksItself = (unit: Unit) => !unit.code && /[?？]$/u.test(unit.text);

/** What answers a question the page asks: this many sentences after it at most, in this many characters. */
const ANSWER_SENTENCES = 2;
const ANSWER_CHARS = 360;

/**
 * The sentences after the last one shown when that one is a question the page asks ("Your view
 * does not update. Why does this happen?"): the page answers it next, the reader asked it too.
 * Labels between them ("Never mutate reducer arguments") title the answer and are passed over.
 */
function answerToAsked(units: Unit[], top: Unit, shown: Unit[]): Unit[] {
  const prose = (u: Unit) => u.section === top.section && !u.code && !u.row && !u.lead;
  // The answering sentence, or the one right after it, asks: a question further on is an aside.
  const last = [top, ...shown].filter(prose).reduce((a, b) => (b.at > a.at ? b : a), top);
  if (last.at > top.at + 1 || !asksItself(last)) return [];
  const answer: Unit[] = [];
  let chars = 0;
  const following = units.filter((u) => prose(u) && u.at > last.at).sort((a, b) => a.at - b.at);
  for (const u of following) {
    if (isLabel(u)) continue;
    if (answer.length === ANSWER_SENTENCES || (answer.length && chars + u.text.length > ANSWER_CHARS)) break;
    answer.push(u);
    chars += u.text.length;
  }
  return answer;
}

/**
 * The sentence right after the last one shown in the answering section, or between two shown,
 * when it announces the section's one block: of several (one per system, say), the one fitting
 * the question is chosen.
 */
function blockRightAfter(units: Unit[], top: Unit, shown: Unit[]): Unit | undefined {
  const [block, ...others] = top.section.code;
  if (!block || others.length || block.code.split('\n').length > MAX_CODE_LINES) return undefined;
  const at = shown.filter((u) => u.section === top.section).map((u) => u.at);
  const [first, last] = [Math.min(top.at, ...at), Math.max(top.at, ...at)];
  // Right after the last sentence shown, or between two of them: the answer reads through it.
  return units.find(
    (u) =>
      u.section === top.section &&
      (u.at === last + 1 || (u.at > first && u.at < last && !shown.includes(u) && u !== top)) &&
      !u.code &&
      !u.row &&
      announces(u.text) &&
      introduces(block, u),
  );
}

/** A passage quoted from another section, as the answer's line holding it, and the block that section shows after it. */
interface Enabling {
  line: string;
  intro: Unit;
  block: SectionCode;
}

/**
 * The first of `passages`, from another section than the answering one, that its section's one
 * block follows, introduced by the sentence right after it.
 */
function enablingBlock(
  units: Unit[],
  top: Unit,
  passages: Unit[],
  lineOf: (passage: Unit) => string,
): Enabling | undefined {
  for (const passage of passages) {
    if (passage.row || passage.section === top.section) continue;
    const intro = blockRightAfter(units, passage, []);
    if (intro) return { line: lineOf(passage), intro, block: passage.section.code[0]! };
  }
  return undefined;
}

/** Share of the answering sentence's score a block's introduction needs for the block to be the one shown. */
const RIVAL_SHARE = 0.8;

/** Lines of code at most in a block and the step after it shown together. */
const STEP_LINES = 20;
/** Lines of text at most between a block and the sentence announcing the next (a rendered example, say). */
const STEP_GAP = 3;

/**
 * What the page says right after a block that answers: the next step with its block ("Create
 * `extra.js`:", then "Then, add the following lines to `mkdocs.yml`:"), or the sentence
 * explaining the block or its catch ("We can't use a RegExp here: it isn't serializable"). The
 * block alone is half the procedure, or the problem before its fix.
 */
function afterBlock(units: Unit[], top: Unit): { text: string; code?: SectionCode } | undefined {
  const block = top.code;
  const prose = (u: Unit) => u.section === top.section && !u.code && !u.row;
  const intro = block && units.find((u) => prose(u) && introduces(block, u));
  if (!block || !intro) return undefined;
  const step = top.section.code[top.section.code.indexOf(block) + 1];
  const announcing = step && units.find((u) => prose(u) && u.line > intro.line && introduces(step, u));
  if (step && announcing && announces(announcing.text) && announcing.line - intro.line <= STEP_GAP) {
    const stepUnit = units.find((u) => u.code === step);
    const lines = block.code.split('\n').length + step.code.split('\n').length;
    return stepUnit && lines <= STEP_LINES ? { text: stepUnit.text, code: step } : undefined;
  }
  const sentence = units.filter((u) => prose(u) && u.line === intro.line + 1).sort((a, b) => a.at - b.at)[0];
  return sentence &&
    !isLabel(sentence) &&
    !announces(sentence.text) &&
    sentence.text.length <= FOLLOWING_CHARS
    ? { text: sentence.text }
    : undefined;
}

/** Whether `code` is the block `unit` announces. */
const introduces = (code: SectionCode, unit: Unit) =>
  squashed(code.intro ?? '').endsWith(squashed(unit.text));

/** The sentences before one closing its paragraph, when the whole paragraph is short. */
function shortParagraphBefore(units: Unit[], top: Unit): Unit[] {
  const paragraph = units.filter(
    (u) => u.section === top.section && u.line === top.line && !u.code && !u.row,
  );
  if (paragraph.some((u) => u.at > top.at)) return [];
  const before = paragraph.filter((u) => u.at < top.at && !u.lead);
  const chars = before.reduce((sum, u) => sum + u.text.length + 1, top.text.length);
  return chars <= LEADING_CHARS ? before : [];
}

/** A label opening a nested list is this short at most. */
const NESTED_LABEL = 60;
/** A heading that is a file's name: `containers/UndoRedo.js`, `mkdocs.yml`. */
const FILE_NAME = /^[\w@.~/-]+\.[a-z]{1,5}$/i;
/** A list an answer's closing sentence announces is quoted up to this many items and characters. */
const LIST_ITEMS = 6;
const LIST_CHARS = 600;

/**
 * What a closing sentence ending in a colon announces, when it is not a code block: the lines
 * after it in its section (a list's items), or else the headings of the sections under it ("Redux
 * can be described in three principles:" and the principles are its subsections).
 */
function announcedItems(units: Unit[], closing: Unit, page: DocSection[]): string[] {
  if (!announces(closing.text) || closing.row) return [];
  const { section } = closing;
  // What introduces a block ("Add the following lines:", "Input", "macOS") announces it, not a list.
  if (section.code.some((code) => introduces(code, closing))) return [];
  const lines = new Map<number, string[]>();
  for (const u of units)
    if (u.section === section && !u.code && u.line > closing.line)
      lines.set(u.line, [...(lines.get(u.line) ?? []), u.text]);
  const following = [...lines.values()].map((texts) => texts.join(' '));
  // "There are three options:" says how many lines its list has, however each of them ends.
  const counted = countAnnounced(closing.text);
  let items =
    counted &&
    following.length >= counted &&
    following.slice(0, counted).every((line) => line.length <= COUNTED_ITEM)
      ? following.slice(0, counted)
      : listItems(following);
  // A list opening on a label of its own ("Redux DevTools Extension:") lists under it.
  const [label, ...under] = following;
  if (!items.length && label && announces(label) && label.length <= NESTED_LABEL) {
    const nested = listItems(under);
    if (nested.length) items = [label, ...nested];
  }
  // Lines that are the labels of the section's blocks (tabs) are not a list either.
  const intros = section.code.map((code) => squashed(code.intro ?? ''));
  if (items.some((item) => intros.includes(squashed(item)))) items = [];
  if (!following.length) {
    const depth = section.headings.length;
    const under = page.slice(page.indexOf(section) + 1);
    const end = under.findIndex(
      (s) => s.headings.length <= depth || !section.headings.every((h, i) => s.headings[i] === h),
    );
    const children = (end < 0 ? under : under.slice(0, end)).filter((s) => s.headings.length === depth + 1);
    // Subsections named after the file their block shows ("containers/UndoRedo.js") are files it
    // announces, not a list.
    items = children.every((s) => s.code.length && FILE_NAME.test(s.headings.at(-1)!))
      ? []
      : [...new Set(children.map((s) => s.headings.at(-1)!))];
  }
  const kept: string[] = [];
  let chars = 0;
  for (const item of items.slice(0, LIST_ITEMS)) {
    chars += item.length;
    if (chars > LIST_CHARS && kept.length) break;
    kept.push(item);
  }
  return kept;
}

const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
/** "there are three options:", "in 4 steps:": the number of items a sentence announces. */
const ANNOUNCED_COUNT =
  /\b(two|three|four|five|six|[2-6])\s+(?:[\p{L}-]+\s+)?(?:options|ways|steps|choices|approaches|alternatives|things|methods|reasons|rules|kinds|types)\b/iu;
const countAnnounced = (text: string) => {
  const count = ANNOUNCED_COUNT.exec(text)?.[1]?.toLowerCase();
  return count ? (COUNT_WORDS[count] ?? Number(count)) : 0;
};

/** An item of a list whose length is announced may run longer: it is known to be one. */
const COUNTED_ITEM = 400;
/** A list item is a line this long at most... */
const MAX_ITEM = 200;
/** ...ending as the first item does, with or without a full stop: "Interpret the output" after items that end in one is a heading, not an item. */
const endsSentence = (line: string) => /[.!?。！？]$/.test(line);

/** A list of one ("On the 404 page:", then `not-found`, then "Always:") is a short name, not a sentence. */
const ONE_ITEM = 80;

/**
 * The lines that open `lines` and read as one list's items: two or more, or one short name that
 * ends the list before the next announcement (a nested list's item).
 */
function listItems(lines: string[]): string[] {
  const items: string[] = [];
  for (const line of lines) {
    if (line.length > MAX_ITEM || announces(line)) break;
    if (items.length && endsSentence(line) !== endsSentence(items[0]!)) break;
    items.push(line);
  }
  if (items.length >= 2) return items;
  const [only] = items;
  const nested = lines.length > 1 && announces(lines[1]!);
  return only && nested && only.length <= ONE_ITEM && !endsSentence(only) ? items : [];
}

/** Longer blocks are a whole file to read on the page, not an answer. */
const MAX_CODE_LINES = 30;

function fence(block: SectionCode): string {
  const ticks = block.code.includes('```') ? '````' : '```';
  const info = [block.lang ?? '', block.title ?? ''].join(' ').trim();
  return `${ticks}${info}\n${block.code.trimEnd()}\n${ticks}`;
}

/** Sentences of its section, after the one introducing it, that explain a block the reader attached. */
const EXPLAIN_SENTENCES = 2;

const squashed = (code: string) => code.replace(/\s+/g, ' ').trim();

/** The first sentences of the page `unit` is on, or else its description line. */
function pageOpening(units: Unit[], unit: Unit): Unit[] {
  const prose = units.filter((u) => u.page === unit.page && !u.code && !u.row && !isLabel(u));
  const first = Math.min(...prose.filter((u) => !u.lead).map((u) => u.section.position));
  const opening = prose.filter((u) => !u.lead && u.section.position === first && !announces(u.text));
  return (opening.length ? opening : prose.filter((u) => u.lead)).slice(0, EXPLAIN_SENTENCES);
}

/** Whether a block is one the reader attached (or a part of it, or it a part of the block). */
function isAttached(block: SectionCode, attached: string[]): boolean {
  // Most questions attach nothing: the block is not squashed for them.
  if (!attached.length) return false;
  const own = squashed(block.code);
  return attached.some((value) => {
    const theirs = squashed(value);
    return theirs.length >= 8 && (own.includes(theirs) || theirs.includes(own));
  });
}

/** A block's first line this long, in words and characters, is told apart from any other. */
const ECHO_WORDS = 4;
const ECHO_CHARS = 25;

/**
 * Whether a block opens with a line the reader pasted into the question (the error they got, "no
 * library called "cairo-2" was found"): they have it, and it would take the answer's room.
 */
function echoes(block: SectionCode, question: string): boolean {
  const first =
    block.code
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? '';
  return (
    first.length >= ECHO_CHARS &&
    first.split(/\s+/).length >= ECHO_WORDS &&
    squashed(question).includes(squashed(first))
  );
}

/**
 * Whether a row (`- \`PORT\` (Default: …): …`) names something used in attached code: the names
 * in its key, as whole words of the code.
 */
function definesNameIn(row: string, attached: string[]): boolean {
  const key = row.split(/ \(|: /)[0] ?? '';
  const names = [...key.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim());
  if (!names.length && /^[\w.-]+$/.test(key.trim())) names.push(key.trim());
  return names.some(
    (name) =>
      name.length >= 2 &&
      attached.some((code) =>
        new RegExp(`(^|[^\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`).test(code),
      ),
  );
}

/** `[n]` for the source with id `src-n`: the number the reader's list and links use. */
const cite = (source: CitedSource) => `[${source.sourceId.replace(/^src-/, '')}]`;

const markdownLink = (source: CitedSource) => `[${source.title.replace(/[[\]]/g, '')}](${source.url})`;

/** The reply when the docs do not answer: it says so, and names the nearest pages as links. */
function notCovered(request: ExtractRequest, lang: Lang): string {
  // Pages that share a word or two with an off-topic question are not close; these share more,
  // wherever on the page.
  const closest = request.sources.filter((s) => (s.near ?? s.match ?? 0) >= MIN_MATCH / 2).slice(0, 3);
  const lines = [NOT_COVERED[lang]];
  if (closest.length) lines.push('', CLOSEST[lang], ...closest.map((s) => `- ${markdownLink(s)}`));
  lines.push('', REPHRASE[lang]);
  return lines.join('\n');
}

export interface ExtractedAnswer {
  /** The answer as markdown; `[n]` cites the source with id `src-n`. */
  text: string;
  /** The sources the text cites, in the order it cites them; empty when not covered. */
  cited: CitedSource[];
  /** The section of the first cited page that the answer opens by quoting. */
  opensWith?: DocSection;
}

/**
 * Each further page's passages weigh less than the one before. A page covering as much of a
 * question standing alone as the best one loses half as much: search ranked it lower on words
 * the question shares with many pages, not on what it asks.
 */
function pageWeights(pages: CitedSource[], alone: boolean): number[] {
  const best = pages[0]?.match ?? 0;
  return pages.map((source, rank) => {
    const decay = PAGE_RANK_DECAY * rank;
    return alone && source.match !== undefined && source.match >= best ? 1 - decay / 2 : 1 - decay;
  });
}

/**
 * Extractive question answering over the retrieved pages: the sentence or table row that best
 * answers opens the reply, then the sentences around it, then the code block that fits, then
 * pages that also match. Declines, with links to the closest pages, when the best page covers
 * too little of the question.
 */
export function extractAnswer(request: ExtractRequest): ExtractedAnswer {
  const lang = langOf(request.language);
  // Retrieval's match when it measured one; its overall judgement otherwise.
  const measured = request.sources[0]?.match !== undefined;
  const best = measured ? answeringSource(request.sources) : request.covered ? request.sources[0] : undefined;
  if (!best) return { text: notCovered(request, lang), cited: [] };

  // Pages in another language than the best one are translations of it or of its neighbours.
  const language = best.sections[0]?.language;
  const pages = [
    best,
    ...request.sources.filter((s) => s !== best && s.sections[0]?.language === language),
  ].slice(0, PAGES_READ);
  const units: Unit[] = [];
  const seen = new Set<string>();
  pages.forEach((source, page) => {
    for (const section of readOrder(source))
      addUnits(units, seen, section, page, source.sections.includes(section), request.language);
  });
  const asked = questionTerms(request, request.language);
  const terms = withTypos(asked, units, request.language);
  const cues = cueText(request.question, asked, terms);
  const alone = !request.history.some((m) => m.role === 'user');
  const weights = pageWeights(pages, alone);
  const secondly = secondQuestionPassages(units, request, weights);
  score(units, terms, request.language, request.question, cues, weights);
  const ranked = byScore(units);
  const first = ranked[0]?.score
    ? ranked[0]
    : (units.find((u) => u.page === 0 && !u.lead) ?? units.find((u) => u.page === 0));
  // What the question asks to be defined ("what is VitePress?"), if it asks that.
  const defined = definedSubject(request.question);
  const opener =
    first &&
    withMeans(
      withRemedy(
        withDefinition(withOwnWords(notJustSaid(first, ranked, request), ranked, request), ranked, defined),
        units,
        request,
      ),
      units,
      request,
    );
  // What it asks to be counted is read without "the Vitest version of `jest.requireActual`".
  const counting = { ...request, question: withoutVersionCounterpart(request.question) };
  const top = opener && withAmount(withTheValue(opener, ranked, cues), ranked, units, counting);
  if (top && !answersTheAmount(top, units, counting)) return { text: notCovered(request, lang), cited: [] };

  const answering = top ? pages[top.page]! : best;
  const cited: CitedSource[] = [answering];
  const lines: string[] = [];
  const attached = request.context.filter((c) => c.type === 'code').map((c) => c.value);
  let shown: SectionCode | undefined;
  // A block the reader attached, or whose first line they pasted (the error they got), is in front of them.
  const given = (block: SectionCode) => isAttached(block, attached) || echoes(block, request.question);
  if (top?.code && given(top.code)) {
    // The reader asks about this very block: what the page says around it explains it; the block
    // itself is already in front of them.
    const heading = top.section.headings.at(-1) ?? top.section.pageTitle;
    // Blocks are read after their section's text: the sentence introducing one says where it is.
    const place = top.text
      ? (units.findLast((u) => u.section === top.section && !u.code && top.text.includes(u.text))?.at ?? -1)
      : -1;
    const rest = units
      .filter(
        (u) =>
          !u.code &&
          !u.row &&
          !u.lead &&
          !isLabel(u) &&
          u.section === top.section &&
          // The introduction may hold sentences of its own: they are said once.
          !top.text.includes(u.text) &&
          // A sentence announcing another block says nothing without it.
          !announces(u.text),
      )
      // The sentences nearest the block (where its introduction is) explain it, in the page's order.
      .sort((a, b) => (place < 0 ? 0 : Math.abs(a.at - place) - Math.abs(b.at - place)))
      .slice(0, EXPLAIN_SENTENCES)
      .sort((a, b) => a.at - b.at);
    // Nothing around the block says what it does: the page's opening does ("Send a follow-up
    // instruction to an existing agent job."), where its heading alone ("Usage:") would not.
    const opening = !top.text && !rest.length ? pageOpening(units, top).map((u) => u.text) : [];
    // The block the introduction announces is the one in front of the reader: it ends as a sentence.
    const intro = top.text ? closedAsSentence(top.text) : `${heading}:`;
    // An introduction pointing back ("To fix this, …") reads after what the page says before it.
    const before = rest.filter((u) => u.at < place).map((u) => u.text);
    const after = rest.filter((u) => u.at > place).map((u) => u.text);
    const said = opening.length
      ? opening
      : [...(leansOnPrevious(intro) ? [...before, intro] : [intro, ...before]), ...after];
    lines.push([`${said[0]} ${cite(answering)}`, ...said.slice(1)].join(' '));
    shown = top.code;
  } else if (top?.code) {
    // A code block answers: the sentence introducing it, then the block.
    const heading = top.section.headings.at(-1) ?? top.section.pageTitle;
    lines.push(`${top.text || `${heading}:`} ${cite(answering)}`, '', fence(top.code));
    shown = top.code;
    const after = afterBlock(units, top);
    if (after) lines.push('', after.text, ...(after.code ? ['', fence(after.code)] : []));
  } else if (top) {
    // The page's description line restates its title: it goes with no answer but its own.
    const near = units.filter(
      (u) =>
        !u.code &&
        !u.lead &&
        !isLabel(u) &&
        u.section === top.section &&
        u !== top &&
        u.score >= top.score * 0.5,
    );
    if (top.row) {
      const rows = [top, ...near.filter((u) => u.row && u.score >= top.score * 0.7)].slice(0, MAX_ROWS);
      const [first, ...others] = rows;
      lines.push(`${ownerOf(first!)}${first!.text} ${cite(answering)}`);
      if (others.length) lines.push('', ...others.map((u) => `- ${u.text}`));
      const sentence = near.find((u) => !u.row);
      if (sentence) lines.push('', sentence.text);
    } else {
      // Two more sentences at most, next to the answering one, that also speak to the question.
      const around = near
        .filter(
          (u) =>
            !u.row &&
            Math.abs(u.at - top.at) <= AROUND_DISTANCE &&
            u.score >= top.score * AROUND_SHARE &&
            // A sentence announcing a block or a list says nothing without it, nor a question
            // the page asks without its answer.
            !announces(u.text) &&
            !asksItself(u),
        )
        .sort((a, b) => b.score - a.score)
        .slice(0, AROUND_SENTENCES);
      // A question asking for a number, answered by a sentence without one: the number is next to it.
      if (wantsNumber(cues) && ![top, ...around].some((u) => statesNumber(u.text))) {
        const numbered = units.find(
          (u) => !u.code && u.section === top.section && Math.abs(u.at - top.at) <= 2 && statesNumber(u.text),
        );
        if (numbered) around.push(numbered);
      }
      // The sentence after the answering one often completes it: the fix after the symptom, the
      // value after the setting. It follows, whatever its words, when the answer is still short.
      const next = units.find(
        (u) =>
          u.section === top.section &&
          u.at === top.at + 1 &&
          !u.code &&
          !u.row &&
          !isLabel(u) &&
          !around.includes(u),
      );
      if (next && top.text.length + next.text.length <= FOLLOWING_CHARS) around.push(next);
      // A sentence turning against the last one shown ("However, we recommend…") holds the advice or
      // the catch: it follows whenever it fits on its own.
      const last = Math.max(top.at, ...around.filter((u) => u.line === top.line).map((u) => u.at));
      const turn = units.find(
        (u) => u.section === top.section && u.at === last + 1 && !u.code && !u.row && !around.includes(u),
      );
      if (turn && turnsAgainst(turn.text) && turn.text.length <= FOLLOWING_CHARS) around.push(turn);
      // A question the page asks itself ("Why does this happen?") is answered right after it.
      around.push(...answerToAsked(units, top, around));
      // A short paragraph often makes its point before the sentence closing it, which gives a
      // reason or a result ("Host videos on YouTube. Video files slow pages down."): it follows.
      around.push(...shortParagraphBefore(units, top).filter((u) => !around.includes(u)));
      // The block the page shows right after what the answer says shows how to do it ("A
      // back-to-top button can be shown…", then "Add the following lines to `mkdocs.yml`:").
      const introducing = blockRightAfter(units, top, around);
      if (introducing) around.push(introducing);
      // "Without this step, …" reads only after the sentence naming the step: that one comes first.
      const leading = leadingSentences(units, top);
      const page = answering.page ?? [];
      // What follows a sentence announcing a list is the list, shown as one.
      const listed = announcedItems(units, top, page);
      let after = listed.length ? [] : around.filter((u) => u.at > top.at).sort((a, b) => a.at - b.at);
      const before = around.filter((u) => u.at < top.at && !leading.includes(u)).sort((a, b) => a.at - b.at);
      // A sentence after it announcing a list ends what is said: the list follows, whole, even when
      // one of its items fit the question well enough to be picked on its own.
      let items = listed;
      for (const [i, u] of after.entries()) {
        items = announcedItems(units, u, page);
        if (items.length) {
          after = after.slice(0, i + 1);
          break;
        }
      }
      const named = leading.length ? '' : ownerOf(top) || valueHeading(top, units, request.question, cues);
      const opening = `${named}${top.text} ${cite(answering)}`;
      // The answering sentence opens the reply, unless a list it leads to must follow it.
      // A sentence of another item says which name it is of ("`same_site` — Defaults to `'lax'`.").
      const told = (u: Unit) => `${u.line === top.line ? '' : itemLabel(u)}${u.text}`;
      const ordered = items.length
        ? [...before.map(told), opening, ...after.map(told)]
        : [opening, ...after.map(told), ...before.map(told)];
      lines.push([...leading.map((u) => u.text), ...ordered].join(' '));
      if (items.length) lines.push('', ...items.map((item) => `- ${item}`));
      const rows = near.filter((u) => u.row && u.score >= top.score * 0.7).slice(0, MAX_ROWS);
      // A setting's description is followed by its default and the names it is set by, when its
      // section labels them ("Default: `false` (CLI Override: `--use-tabs`, …)").
      const values =
        rows.length || describing(top, units) !== top
          ? []
          : units.filter((u) => u.read === top.read && u.at > top.at && !u.code && labelsADefault(u.text));
      rows.push(...values.slice(0, 1));
      if (rows.length) lines.push('', ...rows.map((u) => `- ${u.text}`));
    }
  }
  // The second question of two ("is it going away? how do I hide the strikethrough?") is answered too.
  const answered = lines.join('\n');
  const second = top && secondly.find((u) => !answered.includes(u.text) && beside(u, top));
  if (second) lines.push(...secondAnswer(units, second, answering, answered, shown));
  // A definition is the answer: another page's passage naming the thing defined says no more of what it is.
  const defines = !!top && !!defined && definitionIn(top, defined) > 0;
  // What another page read states, after all the answering page shows.
  let fromElsewhere: string | undefined;
  let enabling: Enabling | undefined;
  let quotedFrom: CitedSource | undefined;
  // Passages elsewhere on the page that answer nearly as well: the answer may be spread over it.
  // Attached code is explained by the rows defining its names, below: a passage sharing its words
  // elsewhere on the page is about something else.
  if (top && !attached.length) {
    const said = lines.join('\n');
    const also = ranked
      .filter(
        (u) =>
          u !== top &&
          !u.code &&
          !u.lead &&
          !isLabel(u) &&
          u.page === top.page &&
          u.score >= top.score * ALSO_SHARE &&
          // A sentence announcing a list or a block says nothing without it, nor a question the
          // page asks without its answer (which follows it, and is weighed by its words).
          !announces(u.text) &&
          !asksItself(u) &&
          // Another section's default is the value of another setting: it fits a question asking
          // a default by its section's words, not by saying anything of what was asked.
          !(labelsADefault(u.text) && u.section !== top.section) &&
          !said.includes(u.text),
      )
      .slice(0, ALSO_PASSAGES)
      // In the page's order: a sentence opening on "It" reads after the one naming what it is.
      .sort((a, b) => a.section.position - b.section.position || a.at - b.at);
    // A sentence right after a row would read as the row's continuation: a blank line parts them.
    // One from another section names the setting it is about ("Use this setting to…" says not
    // which), or opens with its heading when only that writes out the value asked for.
    const owned = (u: Unit) =>
      `${u.section === top.section ? (u.line === top.line ? '' : itemLabel(u)) : ownerOf(u) || valueHeading(u, units, request.question, cues)}${u.text}`;
    if (also.length)
      lines.push(
        '',
        ...also.flatMap((u, i) =>
          u.row ? [`- ${owned(u)}`] : also[i - 1]?.row ? ['', owned(u)] : [owned(u)],
        ),
      );
    enabling = enablingBlock(units, top, also, owned);
    // Another page read may state what this one only touches on: its passage fitting nearly as
    // well as the answering one is quoted, citing its page, rather than only named.
    const elsewhere = ranked.find(
      (u) =>
        u.page !== top.page &&
        !u.code &&
        !u.lead &&
        !isLabel(u) &&
        (pages[u.page]!.match ?? 0) >= MIN_MATCH &&
        u.score >= top.score * ELSEWHERE_SHARE &&
        !announces(u.text) &&
        !asksItself(u) &&
        !said.includes(u.text),
    );
    if (elsewhere && !defines) {
      const source = pages[elsewhere.page]!;
      if (!cited.includes(source)) cited.push(source);
      fromElsewhere = `${elsewhere.row ? '- ' : ''}${ownerOf(elsewhere)}${elsewhere.text} ${cite(source)}`;
      enabling ??= enablingBlock(units, top, [elsewhere], () => fromElsewhere!);
      quotedFrom = source;
    }
  }
  const sections = [top?.section, ...answering.sections].filter(
    (s, i, all): s is DocSection => !!s && all.indexOf(s) === i,
  );
  const announced = shown || !top || top.code ? undefined : announcedBlock(units, top, lines);
  if (announced && !given(announced.code)) {
    placeAfter(lines, announced.line, announced.leadIn, fence(announced.code));
    shown = announced.code;
  }
  // A block whose introduction fits the question nearly as well as the answering sentence shows it.
  const rival = ranked.find((u) => u.code && u.page === top?.page && u.score >= top.score * RIVAL_SHARE);
  const rivalCode =
    rival?.code && top && !top.row && rival.code.code.split('\n').length <= MAX_CODE_LINES
      ? rival.code
      : undefined;
  const candidate = shown
    ? undefined
    : (rivalCode ??
      bestCode(
        sections,
        // A row's value is not shown by the block beside it (that block is the example of the prose),
        // only by a block holding most of the question.
        top?.row ? undefined : top?.section,
        (code) => {
          // A block stands right after the sentence introducing it.
          const intro = code.intro?.trim();
          const at = intro
            ? units.find(
                (u) => u.section === top?.section && !u.code && (u.text === intro || intro.endsWith(u.text)),
              )?.at
            : undefined;
          return top && at !== undefined ? Math.abs(at + 0.5 - top.at) : Infinity;
        },
        terms,
        request.language,
        !top?.row && PROCEDURE.test(request.question),
        !top?.row && [CAN_I, DOING].some((asks) => asks.test(request.question)),
        [...asked.values()].reduce((sum, weight) => sum + weight, 0),
      ));
  const code = candidate && !given(candidate) ? candidate : undefined;
  // The rival block reads after the sentence introducing it, but for what the answer says already.
  const said = lines.join('\n');
  // Another block of the answering section reads after the sentence announcing it ("…, so you can
  // configure the following header for them:"), when that one ends on a colon.
  const announcing = code?.intro?.trim().split(SENTENCE_END).at(-1) ?? '';
  const intro =
    rival && code === rival.code
      ? rival.text
          .split(SENTENCE_END)
          .filter((sentence) => !said.includes(sentence))
          .join(' ')
      : top && code && top.section.code.includes(code) && announces(announcing) && !said.includes(announcing)
        ? announcing
        : '';
  if (code) lines.push('', ...(intro ? [intro, ''] : []), fence(code));

  // Attached code is explained by the rows that define its names (variables, attributes, flags).
  const quoted = attached.length ? new Set(lines.flatMap((l) => l.split('\n'))) : undefined;
  const defining = quoted
    ? units.filter(
        (u) =>
          u.row &&
          !quoted.has(`- ${u.text}`) &&
          !quoted.has(`${u.text} ${cite(pages[u.page]!)}`) &&
          definesNameIn(u.text, attached),
      )
    : [];
  if (defining.length) {
    lines.push('');
    for (const u of defining.slice(0, MAX_ROWS)) {
      const source = pages[u.page]!;
      if (!cited.includes(source)) cited.push(source);
      lines.push(`- ${u.text} ${cite(source)}`);
    }
  }

  if (fromElsewhere) lines.push('', fromElsewhere);
  // A feature another section describes is turned on by the block that section shows right after
  // it ("Add the following lines to `mkdocs.yml`:"): when the answer shows no block and the reader
  // asks how, or whether it can be done, that block follows the passage.
  const at = enabling ? lines.indexOf(enabling.line) : -1;
  if (enabling && at >= 0 && !lines.some((line) => line.startsWith('```')) && asksHowTo(request.question))
    lines.splice(
      at + 1,
      0,
      '',
      enabling.intro.text,
      '',
      fence(enabling.block),
      ...(lines[at + 1] ? [''] : []),
    );

  // Other pages are named only when one of their passages answers nearly as well.
  const related = pages.filter(
    (source, page) =>
      source !== answering &&
      (source.match ?? 0) >= MIN_MATCH &&
      units.some((u) => u.page === page && top && u.score >= top.score * RELATED_SHARE),
  );
  // One line naming them: their links are in the sources listed with the answer.
  // The page a passage was quoted from is named too: its section's heading leads on from there.
  const named = related.filter((source) => !cited.includes(source) || source === quotedFrom).slice(0, 2);
  if (named.length) {
    cited.push(...named.filter((source) => !cited.includes(source)));
    lines.push(
      '',
      `${RELATED[lang]} ${named.map((source) => `${markdownLink(source)} ${cite(source)}`).join(', ')}`,
    );
  }
  return {
    text: closeDangling(lines.join('\n').trim()),
    cited,
    ...(top ? { opensWith: top.section } : {}),
  };
}

/** A line ending on a colon, before its citation marker if any. */
const DANGLING = /:(\s\[\d+\])?$/;

/**
 * A sentence announcing a block or a list the answer does not show ("…sorted by clicking on a
 * column:", its example left out) ends as a sentence: a colon before nothing reads as cut off.
 */
function closeDangling(text: string): string {
  const lines = text.split('\n');
  // The fence a code block opened with, which only a fence as long closes: "````" holds "```".
  let fence = '';
  return lines
    .map((line, i) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (!fence && marker) fence = marker;
      else if (fence && marker?.startsWith(fence) && !line.trim().slice(marker.length)) fence = '';
      if (fence || marker || !DANGLING.test(line)) return line;
      const next = lines.slice(i + 1).find((l) => l.trim());
      return next && /^(```|- |\d+\. )/.test(next) ? line : line.replace(DANGLING, '.$1');
    })
    .join('\n');
}

/** What crosses back from where the docs are: the text, and whether it declines. */
export const composed = ({ text, cited }: ExtractedAnswer): ComposedAnswer => ({
  text,
  declined: cited.length === 0,
});

/** The answer's markdown alone. */
export function composeAnswer(request: ExtractRequest): string {
  return extractAnswer(request).text;
}

/** Splits text into small deltas (words and the space after them), as a model would stream. */
export function* words(text: string): Generator<string> {
  for (const m of text.matchAll(/\S+\s*|\s+/g)) yield m[0];
}

/**
 * The built-in answerer: no network, no model. It answers with the passages (sentences, table
 * rows, code) of the retrieved pages that best fit the question, cites the pages it quotes, and
 * says plainly, with the closest pages, when the docs do not cover the question.
 */
export class ExtractiveAnswerer implements Answerer {
  readonly name = 'extractive';
  readonly fromRetrieval = true;

  async *answer(request: AnswerRequest): AsyncIterable<AnswerEvent> {
    const { text, declined } = request.composed ?? composed(extractAnswer(request));
    if (declined) yield { type: 'declined' };
    // Made at once: no reader gains from a delta per word, and each costs the event loop a step.
    for (const delta of citedRuns(words(text))) {
      if (request.signal.aborted) return;
      yield { type: 'text', delta };
    }
  }
}
