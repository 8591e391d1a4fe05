import { commonWords } from './common-words.js';

/**
 * Words too common to tell pages apart, per language; question words and the parts of contractions
 * (`isn`, `ll`) included, and contractions typed without their apostrophe (`doesnt`, `whats`).
 */
const ENGLISH =
  'a about above after again all also am an and any are as at be because been before being below between both but by can could did do does doing done down during each either else etc ever every few for from further get gets getting had has have having he her here hers him his how i if in into is it its itself just let like may me might mine more most much must my myself no nor not now of off on once only or other our ours ourselves out over own please she should so some such than that the their theirs them themselves then there these they this those through to too under until up us use using very via want was way we were what when where whether which while who whom why will with within without would yes yet you your yours yourself yourselves isn aren wasn weren doesn don didn hasn haven hadn won wouldn shouldn couldn mustn needn ve ll re isnt arent wasnt werent doesnt dont didnt hasnt havent hadnt wont wouldnt shouldnt couldnt cant whats thats theres heres hows wheres whos im ive youre theyre'.split(
    ' ',
  );
const FRENCH =
  'a afin ai au aux avec avoir ce cela ces cet cette comme comment dans de des du elle en est et etre faire fait faut il ils je la le les leur lors mais me mes mon ne ni nos notre nous on ou par pas peut peux plus pour pourquoi puis qu quand que quel quelle quels qui sa sans se ses si son sont sur ta te tes ton tous tout tu un une vos votre vous y'.split(
    ' ',
  );
const SPANISH =
  'a al algo como con cual cuando de del donde el ella en entre es esta este esto estos hay la las le les lo los mas me mi mis muy no nos o para pero por porque puedo puede que se si sin sobre su sus tu un una uno unos y ya yo'.split(
    ' ',
  );

const english = new Set(ENGLISH);
const byLanguage = new Map<string, Set<string>>([
  ['en', english],
  // Pages in other languages still carry English terms (product names, commands, code).
  ['fr', new Set([...ENGLISH, ...FRENCH])],
  ['es', new Set([...ENGLISH, ...SPANISH])],
]);

/**
 * A language without a list of its own here drops its commonest everyday words ("não", "ich",
 * "что"): in the subtitles the lists are ranked from, the first this many are function words.
 */
const EVERYDAY_STOP_WORDS = 80;

/** Stop words for a language (accents removed); English ones for languages without any list. */
export function stopWords(language: string | null): Set<string> {
  const lang = baseLanguage(language);
  let words = byLanguage.get(lang);
  if (!words) {
    const everyday = commonWords(lang, EVERYDAY_STOP_WORDS).map((w) =>
      w.normalize('NFD').replace(/\p{M}/gu, ''),
    );
    words = everyday.length ? new Set([...ENGLISH, ...everyday]) : english;
    byLanguage.set(lang, words);
  }
  return words;
}

/** Base codes by language code, worked out once: every passage and term read asks again. */
const bases = new Map<string, string>();
/** Codes come from pages and requests: a bounded few are kept. */
const MAX_CODES_KEPT = 256;

/** The base code of a language (`pt` of `pt-BR`), English when none is given. */
export function baseLanguage(language: string | null): string {
  const code = language ?? 'en';
  let base = bases.get(code);
  if (base === undefined) {
    base = code.toLowerCase().split(/[-_]/)[0]!;
    if (bases.size < MAX_CODES_KEPT) bases.set(code, base);
  }
  return base;
}

/**
 * Words of how-to questions that name an action or a vague thing rather than a topic ("change",
 * "another", "chose", "stuff"), words of a reader telling what happened and when ("suddenly",
 * "anymore", "although", "tomorrow"), and the "wise" of "security-wise": docs may never use
 * them, and that says nothing about whether they cover the question.
 */
const GENERIC: Record<string, string> = {
  en: 'change changing modify update set get make use add remove delete find need want work happen go put take give show see tell know try start stop run open close keep turn switch fix help learn mean explain different another instead possible able way thing something anything somewhere still again nothing anymore suddenly actually really weird weirdly somehow anyway properly correctly many already although though exactly definitely certain certainly besides rather ok okay maybe perhaps probably basically roughly approximately approx nowadays typically usually honestly simply seem apparently yesterday today tomorrow tonight soon week past look one rid stuff someone somebody everything everyone wise inside',
  fr: 'changer modifier mettre faire utiliser ajouter supprimer trouver falloir vouloir marcher fonctionner aller voir savoir essayer lancer arreter ouvrir fermer garder autre possible chose truc trucs machin moyen encore quoi',
  es: 'cambiar modificar poner hacer usar anadir agregar quitar eliminar encontrar necesitar querer funcionar ir ver saber intentar abrir cerrar mantener otro otra posible cosa manera forma todavia',
  pt: 'mudar alterar modificar trocar colocar fazer usar adicionar remover excluir apagar tirar encontrar precisar querer funcionar ir ver saber tentar abrir fechar manter outro outra possivel coisa maneira forma jeito ainda vez posso pode',
  de: 'andern anpassen setzen machen benutzen verwenden nutzen hinzufugen entfernen loschen finden brauchen wollen funktionieren gehen sehen wissen versuchen offnen schliessen schließen behalten andere anderen moglich sache art weise noch statt stattdessen',
  it: 'cambiare modificare mettere fare usare aggiungere rimuovere eliminare trovare volere funzionare vedere sapere provare aprire chiudere tenere altro altra possibile cosa modo ancora invece posso',
  ru: 'изменить поменять менять сделать использовать добавить удалить убрать найти нужно хочу работает работать открыть закрыть оставить другой другая возможно можно вещь способ ещё вместо',
};

/**
 * Idioms that say how, not what ("from scratch", "out of the box", "by hand"): their words ("scratch",
 * "box", "hand") name no topic of the question.
 */
const IDIOMS: Record<string, RegExp> = {
  en: /\s*\b(?:from scratch|out[- ]of[- ]the[- ]box|by hand|under the hood|on the fly|right away|for good|in a nutshell|behind the scenes|off the shelf|(?:a )?part of (?:it|them|this|that))\b/giu,
  fr: /\s*(?<!\p{L})(?:à la main|de zéro|à partir de zéro|clé en main|à la volée|en gros|en fait|du coup|à quoi (?:ça )?ser(?:t|vent)|(?:m'|t'|s'|nous |vous )en passer)(?!\p{L})/giu,
  es: /\s*(?<!\p{L})(?:a mano|desde cero|de fábrica|al vuelo)(?!\p{L})/giu,
  pt: /\s*(?<!\p{L})(?:na mão|à mão|do zero|de fábrica)(?!\p{L})/giu,
  de: /\s*(?<!\p{L})(?:von hand|per hand|von grund auf|von null auf|im handumdrehen)(?!\p{L})/giu,
};

/** A question without the idioms of its language. */
export function withoutIdioms(text: string, language: string | null): string {
  const idioms = IDIOMS[baseLanguage(language)];
  return idioms ? text.replace(idioms, '') : text;
}

/** The generic words of a language, as raw lower-case words (callers analyze them as they need). */
export function genericWords(language: string | null): string[] {
  return (GENERIC[baseLanguage(language)] ?? GENERIC.en!).split(' ');
}
