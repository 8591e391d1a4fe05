/**
 * Light stemmers for French and Spanish: plural and the commonest derivational endings only, so
 * `déploiements` and `déploiement`, `configuración` and `configurar` meet. Input is lower case with
 * accents already removed.
 */
const FRENCH =
  /(issements?|ements?|ations?|atrices?|ateurs?|ances?|ences?|ites?|iques?|ables?|ibles?|euses?|eurs?|eux|ees?|er|ez|es|e|s|x)$/;
const SPANISH =
  /(amientos?|imientos?|aciones|acion|iciones|icion|ciones|cion|mente|idades|idad|adores?|adoras?|ables?|ibles?|ando|iendo|ados?|adas?|idos?|idas?|ar|er|ir|es|os|as|s|a|o|e)$/;

function strip(word: string, pattern: RegExp): string {
  const match = pattern.exec(word);
  if (!match) return word;
  const stem = word.slice(0, match.index);
  if (stem.length >= 3) return stem;
  // A short word keeps its stem but not its plural: `clés` meets `clé`.
  return word.length > 3 && /[sx]$/.test(word) ? word.slice(0, -1) : word;
}

export const stemFrench = (word: string) => strip(word, FRENCH);
export const stemSpanish = (word: string) => strip(word, SPANISH);

/**
 * Portuguese endings, longest first. Its plurals change the ending (`botão`, `botões`;
 * `configuração`, `configurações`), so the shorter ending is tried when the longer one would leave
 * too short a stem: `opções` and `opção` both keep `opc`.
 */
const PORTUGUESE = (
  'amentos imentos amento imento acoes icoes acao icao coes cao mente idades idade adores adoras ' +
  'ador adora aveis iveis avel ivel ando endo indo ados adas idos idas ado ada ido ida oes aes ao ' +
  'ar er ir es os as s a o e'
).split(' ');

export function stemPortuguese(word: string): string {
  for (const ending of PORTUGUESE)
    if (word.endsWith(ending) && word.length - ending.length >= 3) return word.slice(0, -ending.length);
  return word;
}
