/**
 * A light stemmer for Russian: the reflexive suffix, then one inflectional ending (of a noun, an
 * adjective or a verb), so `страниц`, `страницы` and `страницах` meet, as do `одинаковая` and
 * `одинаковую`. Input is lower case with marks already removed (`й` is `и`, `ё` is `е`).
 */
const REFLEXIVE = /(ся|сь)$/;
const ENDING =
  /(иями|ями|ами|ого|его|ому|ему|ыми|ими|ешь|ишь|ете|ите|ать|ять|ить|еть|уть|ых|их|ях|ах|ов|ев|еи|ои|ыи|ии|ам|ям|ом|ем|ым|им|ая|яя|ое|ее|ые|ие|ую|юю|ия|ью|ья|ье|ьи|ет|ит|ут|ют|ат|ят|ть|а|я|о|е|ы|и|у|ю|ь)$/;
/** Letters a stem keeps at least: shorter words are left whole. */
const MIN_STEM = 3;

export function stemRussian(word: string): string {
  const unreflexive = REFLEXIVE.test(word) && word.length - 2 >= MIN_STEM ? word.slice(0, -2) : word;
  const match = ENDING.exec(unreflexive);
  if (!match || match.index < MIN_STEM) return unreflexive;
  return unreflexive.slice(0, match.index);
}
