/**
 * What, beyond sharing the question's words, tells a sentence that answers from one that only
 * talks about the same thing: the kind of value it states, the question's words in the question's
 * order, and whether it is an example rather than the rule.
 */

/**
 * Question words asking for a quantity (a duration: "how quickly", "how soon" too), in the
 * languages the docs are written in. "Default" is
 * not one: a default is as often a name (`info`, `system`) as a number; nor is "limit" as a verb
 * ("can I limit access to our network" asks for a way).
 */
const QUANTITY =
  /\b(how (many|much|long|often|big|large|quickly|soon|fast)|(?<!\b(?:can|could|to|i|we|you|also|should) )limits?|maximum|max|minimum|min|size|length|at (least|most)|port|timeout|combien|cu[aá]nt[oa]s?|l[ií]mite|m[aá]ximo|taille)\b|多少|多长|多久|上限|几/iu;

/** A question asking to switch something off ("how do I disable the timeout?"): a way, not a value. */
const SWITCHES_OFF =
  /\b(disable|deactivate|turn(?: \w+)? off|switch(?: \w+)? off|get rid of|d[ée]sactiver|desactivar|deaktivieren|desativar|disattivare)\b|禁用|关闭|無効|비활성/iu;

/** A version is a number only when one is asked ("which version do I need"), not "the same version". */
export const wantsNumber = (question: string) =>
  (QUANTITY.test(question) || asksVersion(question)) &&
  !(SWITCHES_OFF.test(question) && !asksAmount(question));

/**
 * A number of its own (`8787`, `1 MB`, `10,000`, "up to three", 两年), not a digit inside a name
 * like `v1` or `ga4`. "One" is left out: it is more often "one of" than a count.
 */
const NUMBER =
  /(?:^|[^\p{L}\p{N}_/-])\d|\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|hundred|thousand|million|deux|trois|quatre|cinq|dix|cent|mille|dos|tres|cuatro|cinco|diez|cien|mil)\b|[两二三四五六七八九十百千万]/iu;

export const statesNumber = (text: string) => NUMBER.test(text);

/**
 * A question that only an amount answers: how many, how much, how long, the largest allowed.
 * "Is there a limit on X?" is one too: the docs answer with the limit, or say there is none. "Some
 * number of characters" asks for no amount.
 * Narrower than `wantsNumber`, whose "port", "version" or "timeout" a name may answer as well.
 */
const ASKS_AMOUNT =
  /\b(how (many|much|long|big|large)|(?<!\b(?:some|a|any|certain|given|arbitrary) )number of|(?:maximum|max|minimum|min) (?:[\p{L}-]+ )?(?:number|size|length|amount)|biggest|largest|longest|(?:limit|cap) (?:on|to|of) (?:how|the number)|combien|cu[aá]nt[oa]s|wie (viele|lange)|quant[oa]s)\b|\bwie gro(?:ß|ss)(?!\p{L})|多少|多长|多久|上限|いくつ|何日|何件/iu;

export const asksAmount = (question: string) => ASKS_AMOUNT.test(question);

/** A question only a share answers ("what uptime percentage…"), and a text stating one ("99.9%"). */
const ASKS_PERCENT = /\b(?:what|which)(?:'s)?(?: [\p{L}-]+){0,4} percent(?:age)?s?\b|百分比|パーセント/iu;
const STATES_PERCENT = /\d\s?%|\bpercent\b|\bper cent\b|％/iu;
export const asksPercent = (question: string) => ASKS_PERCENT.test(question);
export const statesPercent = (text: string) => STATES_PERCENT.test(text);

/**
 * The words naming what a question counts ("how many custom domains", "the number of pages"): the
 * amount answering it is one of those, not of whatever else the best passage counts.
 */
const COUNTED =
  /\b(?:how many|(?:max(?:imum)?|min(?:imum)?|total )?(?<!\b(?:some|a|any|certain|given|arbitrary) )number of|combien d[e']|cu[aá]nt[oa]s|wie viele|quant[oa]s)\s+([\p{L}\p{N}-]+)(?:\s+([\p{L}\p{N}-]+))?/iu;

/** Time counted ("how many days", "combien de temps"): a duration, stated in any unit. */
const DURATION =
  /^(?:temps|tiempo|tempo|zeit|times?|fois|veces|vezes|mal|seconds?|minutes?|hours?|days?|weeks?|months?|years?)$/iu;

const PARTICIPLE = /^\p{L}{3,}ed$/u;

/** The words after "how many" (two at most: "custom domains"), or none when it counts nothing named. */
export function countedWords(question: string): string[] {
  const found = COUNTED.exec(question);
  if (!found || DURATION.test(found[1]!)) return [];
  // "characters allowed": a participle after the thing says what is done with it, not what it is.
  const second = found[2] && !PARTICIPLE.test(found[2]) ? found[2] : '';
  return [found[1]!, second].filter(Boolean);
}

/**
 * A question asking how long: a time, or a length ("how long can a title be?"). "How does it
 * know how long to wait?" asks how it is told.
 */
const ASKS_HOW_LONG =
  /(?<!\b(?:know|tell|find out|see|check|decide|determine|figure out|learn) )\bhow (?:long|quickly|soon)\b|\bwie lange\b|combien de temps|cu[aá]nto tiempo|quanto tempo|多久|多长时间|どのくらいの(?:時間|期間)|얼마나 오래|как долго|сколько времени/iu;

/**
 * A time written out ("after 60 seconds", "a 4-hour video", "两年", "wait the seconds it gives",
 * "immediately"): a number alone may be an argument in code (`useGetPostQuery(42)`), not how long
 * anything takes.
 */
const STATES_DURATION =
  /\d\+?[\s-]?(?:ms|milliseconds?|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?|secondes?|heures?|jours?|semaines?|mois|ans?|segundos?|minutos?|horas?|d[ií]as?|semanas?|meses|mês|años?|anos?|Sekunden|Minuten|Stunden|Tagen?|Wochen|Monaten?|Jahren?)(?![\p{L}])|[\d两二三四五六七八九十百千]+\s?(?:秒|分钟|小时|天|日|周|週間|个月|か月|年)|\b(?:a|an|one|two|three|four|five|six|seven|ten|twelve|few|several|the|some|many)\s+(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b|(?<!\b(?:without|not) )\b(?:immediately|instantly|indefinitely|forever|permanently)\b/iu;

export const asksHowLong = (question: string) => ASKS_HOW_LONG.test(question);
export const statesDuration = (text: string) => STATES_DURATION.test(text);
/** What answers "how long": a time or a length written out. */
export const statesHowLong = (text: string) => statesDuration(text) || statesSize(text);

/**
 * "How long" asking a time, by what lasts or waits ("how long is a token valid?", "how long until
 * it picks that up?"): "16+ characters" does not answer it. Without such words it may ask a length
 * too ("how long are page descriptions?").
 */
const ASKS_TIME =
  /\b(?:valid|expire[sd]?|expiry|take[sn]?|last(?:s|ing)?|wait(?:s|ing)?|stay(?:s)?|keep(?:s)?|kept|until|before|retain(?:ed)?|persist(?:s|ed)?|remain(?:s)?|live|alive|up|running|cached|stored|ago)\b|gültig|valable|v[aá]lid[oa]|有效|有効|действ/iu;
export const asksTime = (question: string) => ASKS_TIME.test(question);

/**
 * A time bounded by an event, not a number: "until you revoke it", "as long as the branch exists"
 * (not "as long as they are inside `docs/`", a condition).
 */
const STATES_TIME_BOUND =
  /\b(?:until|till|for the lifetime of)\b|\bas long as\b[^.;]{0,50}\b(?:exists?|remains?|stays?|is (?:open|active|running|alive))\b|tant que|jusqu'à ce que|hasta que|solange|até que|直到/iu;
export const statesTimeBound = (text: string) => STATES_TIME_BOUND.test(text);

/** A question asking a price: "how much does the Pro plan cost?", "combien coûte…", "多少钱". */
const ASKS_PRICE =
  /\bhow much (?:does|do|is|are|will|would)\b[^?？]{0,60}\b(?:cost|charge|pay|price)|\b(?:what(?:'s| is| are| does)?|which) (?:the )?(?:price|pricing|cost)s?\b|\bcost(?:s)? (?:per|a|each) (?:month|year|seat|user)\b|combien (?:co[uû]te|faut-il payer)|cu[aá]nto (?:cuesta|vale|cobran)|quanto (?:custa|cobram)|wie ?viel kostet|was kostet|сколько стоит|多少钱|价格是|いくら|料金は|가격/iu;
/** A price written out: an amount of money, or that it is free or included. */
const STATES_PRICE =
  /[$€£¥]\s?\d|\d\s?(?:[$€£¥]|USD|EUR|GBP|dollars?|euros?)\b|\b(?:(?:is|are|it's|for|stays?|remains?|completely|entirely)(?: now| always| still)? free|free of charge|no (?:extra |additional )?(?:cost|charge)|at no cost|included in|gratuit|gratis|kostenlos)\b/iu;
export const asksPrice = (question: string) => ASKS_PRICE.test(question);
export const statesPrice = (text: string) => STATES_PRICE.test(text);

/** Wording that says there is no bound at all. */
const STATES_NO_BOUND =
  /\b(unlimited|no (?:hard |fixed |set |upper )?(?:limit|cap|maximum)|any number|as many as|not (?:limited|capped))\b|无限制|不限/iu;

/** Whether a text states an amount, or that there is no bound. */
export const statesNoBound = (text: string) => STATES_NO_BOUND.test(text);
export const statesAmount = (text: string) => statesNumber(text) || statesNoBound(text);

/** A question about a bound: the longest, the most, the largest allowed. */
const ASKS_BOUND =
  /\b(longest|shortest|largest|biggest|smallest|highest|lowest|most|least|maximum|minimum|max|min|(?<!\b(?:can|could|to|i|we|you|also|should) )limits?|up to|at most|at least|how (long|many|big|large) can|exceed|plus long|maximale?|minimale?|m[aá]xim[oa]|m[ií]nim[oa]|l[ií]mite)\b|最长|最多|最大|最小|上限|限制/iu;

/** Wording that states a bound: a range, a cap, a floor. */
const STATES_BOUND =
  /\b(between .{1,40} and|up to|at most|at least|no more than|not more than|more than|less than|fewer than|cannot exceed|can't exceed|must not exceed|maximum|minimum|limit(ed)? (to|of)|from \S+ .{0,20}to|entre .{1,40} et|jusqu'à|au plus|au moins|entre .{1,40} y|hasta|como m[aá]ximo|como m[ií]nimo)(?![\p{L}\p{N}_])|最多|最少|不超过|上限|至少/iu;

export const asksBound = (question: string) => ASKS_BOUND.test(question);
export const statesBound = (text: string) => STATES_BOUND.test(text);

/** An amount per unit of time ("100 uses per hour"): a rate limit is a bound. */
const STATES_RATE = /\bper (?:second|minute|hour|day|week|month|year)\b|\/(?:s|sec|min|h|hour|day)\b/iu;

/** A limit written out: a bound, a rate, or that there is none. */
export const statesLimit = (text: string) =>
  statesBound(text) || STATES_RATE.test(text) || statesNoBound(text);

/** An example illustrates the rule; the rule answers. */
const EXAMPLE = /^(for (example|instance)|e\.g\.|par exemple|por ejemplo|例如|比如)/iu;

export const isExample = (text: string) => EXAMPLE.test(text.trim());

/**
 * How many of the question's neighbouring terms (after stop words) stand together in the text,
 * in order, at most one word apart: "hidden pages", "idle session timeout", "already in use".
 * Each pair is scored by the rarer of its two terms.
 */
export function pairsInOrder(question: string[], text: string[], value: (term: string) => number): number {
  if (question.length < 2 || text.length < 2) return 0;
  let total = 0;
  for (let i = 0; i + 1 < question.length; i++) {
    const a = question[i]!;
    const b = question[i + 1]!;
    if (a !== b && standsBefore(text, a, b)) total += Math.min(value(a), value(b));
  }
  return total;
}

/** Whether `a` stands in `text` with `b` one or two places after it. */
function standsBefore(text: string[], a: string, b: string): boolean {
  // Read once a pair, in place: a question has few pairs, and noting where each word of every
  // text stands cost more than reading it again.
  for (let at = 0; at < text.length; at++)
    if (text[at] === a && (text[at + 1] === b || text[at + 2] === b)) return true;
  return false;
}

/** A sentence opening with a word that points back ("This", "Without this step", "Il") needs the one before it. */
const POINTS_BACK =
  /^(this|that|these|those|it|they|then|otherwise|without (this|that|it)|in (this|that) case|to \p{L}+ (this|that|it)|(after|once) (applying|adding|making|completing|enabling|installing|following) (this|that|these|those|the)|ce|cela|ceci|il|elle|ils|sinon|esto|eso|este|esta|estos|sin esto|de lo contrario)\b|^(?:这|此|该|否则)/iu;

/**
 * "Set `ASSISTANT_MODEL` to answer with a model instead": the alternative to what the sentence
 * before states ("By default a built-in answerer quotes…"), which is the answer to "what happens
 * without one?". "instead of X" names its alternative itself.
 */
const INSTEAD =
  /\binstead\b(?!\s+of\b)|(?<!\p{L})à la place\b|\ben su lugar\b|\bstattdessen\b|\bem vez disso\b/iu;

/** A sentence opening on a word standing for what the one before names ("It", "These", "Il"). */
export const opensOnPronoun = (sentence: string) => POINTS_BACK.test(sentence.trim());

export const leansOnPrevious = (sentence: string) => opensOnPronoun(sentence) || INSTEAD.test(sentence);

/** A sentence ending in a colon announces what follows it (a block, a list): alone it says nothing. */
const ANNOUNCES = /\s*:$/u;

export const announces = (text: string) => ANNOUNCES.test(text);
/** An announcing sentence closed as a sentence, for when what it announces is already shown. */
export const closedAsSentence = (text: string) => text.replace(ANNOUNCES, '.');

/** A pronoun standing for something named before ("if they get removed", "set it to"). */
const REFERS_BACK = /\b(it|its|they|them|their|this|these|those|il|elle|ils|elles|lo|la|los|las|ello)\b/iu;

export const refersBack = (sentence: string) => REFERS_BACK.test(sentence);

/**
 * A question asking for the members of a set: "what layouts can a page use", "which formats does
 * it support", "what are the options". Its answer names several values. The plural must be a
 * noun: what follows it is a verb or its subject ("which wins?", "what happens with" ask no set).
 */
const ASKS_SET =
  /\b(what|which)\s+(are\s+the\b|(\S+\s+)?([\p{L}-]{2,}[^\Ws]s|criteria)\s+(are|do|does|did|can|could|should|would|will|must|may|might|exist|there|I|you|we|they|it|is)\b)|\b(quel(le)?s|cu[aá]les)\b|哪些/iu;

export const asksSet = (question: string) => ASKS_SET.test(question);

/** Two or more values in code, listed: "`doc`, `page`, and `home`", "`classic` or `cover`". */
const NAMES_SET =
  /`[^`]+`(?:[^`]{0,40}?(?:,|\bor\b|\band\b|\bou\b|\bet\b|\by\b|\bo\b|、|和|或)[^`]{0,40}?`[^`]+`)+/iu;
/** Or a count of them: "There are 3 layout options". */
const COUNTS_SET =
  /\b(there are|il y a|hay)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten|deux|trois|quatre|dos|tres|cuatro)\b/iu;

export const namesSet = (text: string) => NAMES_SET.test(text) || COUNTS_SET.test(text);

/**
 * A question asking for a default ("by default", "default mode", "par défaut"): its answer states
 * one, as a row's `Default:` or a sentence saying what it defaults to.
 */
const ASKS_DEFAULT =
  /\bdefault(s|ed)?\b|\b(off|on|disabled|enabled|hidden|shown) unless (i|we|you) (turn|switch|set|enable|tell)\b|\b(is|are) (it|they|this|that) (on|off|enabled|disabled) (until|unless)\b|par d[ée]faut|por (defecto|omisi[oó]n)|默认/iu;

export const asksDefault = (question: string) => ASKS_DEFAULT.test(question);
export const statesDefault = (text: string) => ASKS_DEFAULT.test(text);

/**
 * A question asking for an address: which URL, what endpoint, the URL of something, or a bare
 * "gitlab webhook url" naming the address it wants. A question naming a URL as its topic ("clean
 * URLs", "invalid url given") asks for none.
 */
const ASKS_ADDRESS =
  /\b(what|which|quel(le)?|qu[eé]|cu[aá]l)(?![\p{L}\p{N}_])[^?.]{0,40}?\b(urls?|address(es)?|endpoints?|adresses?|direcci[oó]n(es)?|endere[cç]os?)\b|\b(urls?|address(es)?|endpoints?) (of|for)\b|\b(url|address|endpoint)\s*\??\s*$/iu;

/**
 * An address written out: `https://…`, `localhost:8787`, an IP, a `/path`, a `host.tld/path`, a
 * host name or an email address on a common top-level domain (`acme.mintlify.site`).
 */
const STATES_ADDRESS =
  /\bhttps?:\/\/\S|\blocalhost:\d|\b\d{1,3}(\.\d{1,3}){3}\b|`\/[^`\s]*`|\b[a-z][\w-]*(\.[\w-]+)+\/[\w/.-]*|\b[a-z][\w-]*(\.[\w-]+)*\.(com|org|net|io|dev|app|site|cloud|co)\b(?![.\w-]*\.(md|mdx|json|ya?ml|js|ts|html?)\b)/iu;

export const asksAddress = (question: string) => ASKS_ADDRESS.test(question);
export const statesAddress = (text: string) => STATES_ADDRESS.test(text);

/** A question asking which port ("which port does it listen on?", "ポート番号は？"), not how to change it. */
const ASKS_PORT =
  /(?<![\p{L}\p{N}_])(?:what|which|quel(?:le)?|qu[eé]|qual|welche[nrs]?|как(?:ой|ая|ие|ом))(?![\p{L}\p{N}_])[^?.]{0,40}?(?<![\p{L}\p{N}_])(?:ports?|puertos?|portas?|порт\p{L}*)(?![\p{L}\p{N}_])|端口号|(?:哪个|什么)端口|ポート番号|どのポート|포트 번호|몇 번 포트/iu;
/** A text writing one out: an address with its port (`localhost:5173`), or "port 8080". */
const STATES_PORT = /[\w\]]:\d{2,5}\b|\bport\b[^.]{0,20}?\b\d{2,5}\b/iu;

export const asksPort = (question: string) => ASKS_PORT.test(question);
export const statesPort = (text: string) => STATES_PORT.test(text);

/**
 * A question asking where something is kept on disk ("where does the database keep its files?",
 * "which folder do the keys go in?"), not where to configure or read about it.
 */
const ASKS_LOCATION =
  /\bwhere\b[^?.]{0,60}?\b(?:stored?|saved?|keeps?|kept|lives?|writes?|written|located|on disk)\b|\b(?:which|what) (?:folder|directory|dir|path)\b|(?<!\p{L})o[uù](?!\p{L})[^?.]{0,40}?(?<!\p{L})(?:stock[ée]e?s?|enregistr[ée]e?s?|sauvegard[ée]e?s?)(?!\p{L})|(?<!\p{L})d[oó]nde(?!\p{L})[^?.]{0,40}?\b(?:guarda|almacena|guardan|almacenan)\b|\bwo\b[^?.]{0,60}?\b(?:gespeichert|abgelegt|liegt|liegen)\b|\bonde\b[^?.]{0,40}?(?<!\p{L})(?:salv[ao]s?|armazenad[ao]s?|guardad[ao]s?)(?!\p{L})|(?:保存|存储|存放)在哪|どこに(?:保存|置)/iu;
/** A place on disk written out: a folder or file in code (`.data`, `docs/`, `credentials.json`). */
const STATES_LOCATION =
  /`[^`\s]*\/[^`\s]*`|`\.[\w-]+`|`[\w.-]+\.(?:json|ya?ml|toml|env|db|sqlite)`|`[A-Z][A-Z0-9]*_(?:DIR|PATH|FOLDER)`/u;

export const asksLocation = (question: string) => ASKS_LOCATION.test(question);
export const statesLocation = (text: string) => STATES_LOCATION.test(text);

/** A question asking which version is needed, or when something came out, ended or will end. */
const ASKS_VERSION =
  /\b(?:what|which|minimum|min|lowest|oldest|required)\b[^?.]{0,30}?\bversions?\b|\bversions?\b[^?.]{0,20}?\b(?:do (?:i|we) need|is required|required|needed|supported)\b|\bwhat year\b|\b(?:when did|until when|since when)\b|\bwhen (?:was|were|will)\b[^?.]{0,60}?\b(?:come out|came out|released?|launched?|introduced|created|first|shipped|published|shut down|removed|deprecated|discontinued|dropped|retired|sunset|closed|ended|archived|added)\b|\ben qu[eé] a[nñ]o\b|¿?\bcu[aá]ndo (?:sali[oó]|se (?:lanz[oó]|public[oó]|cerr[oó]|archiv[oó]|elimin[oó])|fue|apareci[oó])(?!\p{L})|\bquando\b[^?.]{0,60}?\b(?:foi|foram|saiu|sa[ií]ram)\b|\bquand\b[^?.]{0,60}?\b(?:a été|ont été|est sortie?|sont sortie?s)\b|\bwann\b[^?.]{0,60}?\b(?:wurden?|erschien|kam)\b|(?<![\p{L}])когда(?![\p{L}])[^?.]{0,60}?(?<![\p{L}])(?:вышл[аои]|вышел|был[аои]?|закрыл[аи]?|появил\p{L}*)(?![\p{L}])|いつ[^?？。]{0,40}?(?:リリース|公開|終了|廃止|閉鎖|登場)|(?:什么时候|何时)[^?？。]{0,20}?(?:发布|推出|关闭|停止|归档|废弃)|언제[^?？.]{0,30}?(?:출시|종료|공개|폐쇄)|\bquelle (?:version|ann[ée]e)\b|\bwelche[nrs]? [\w-]*version\b|\bqual (?:vers[aã]o|ano)\b|哪个版本|什么版本|哪一年|何年|どのバージョン|\bqu[eé] versi[oó]n\b|\bcu[aá]l(?:es)? (?:es )?(?:la )?versi[oó]n\b|(?<![\p{L}])(?:какая|какую|какой) верси|\bversions?\b[^?.]{0,20}?\brequirements?\b|\brequirements?\b[^?.]{0,30}?\bversions?\b|\b(?:supported|required|minimum) versions?\b|\b(?:quale|che) versione\b|어떤 버전|몇 버전|버전이 필요/iu;
/** A version or a year written out: "Node.js 22", "9.7.5", "v2", "in 2019". */
const STATES_VERSION =
  /\bv?\d+\.\d+(?:\.\d+)?\b|\b(?:node(?:\.js)?|python|typescript|ts|version|v)\s?\d+\b|\b(?:19|20)\d{2}\b/iu;

export const asksVersion = (question: string) => ASKS_VERSION.test(question);

/**
 * "The Vitest version of `jest.requireActual`" asks for its counterpart: a function or method has
 * no version number, so the question is read as asking none.
 */
const COUNTERPART = /\bversions? of (?=`?(?:[a-z_$][\w$]*\.[a-z_$][\w$]*[A-Z]|[\w$.]+\(\)))/gu;
export const withoutVersionCounterpart = (question: string) =>
  question.replace(COUNTERPART, 'counterpart of ');
export const statesVersion = (text: string) => STATES_VERSION.test(text);

/** A question asking which format a file or an output is in ("what file format…", "in which format"). */
const ASKS_FILE_FORMAT =
  /\b(?:what|which|in what|in which)\s+(?:file\s+)?(?:formats?|file types?|kind of files?)\b|\bformat (?:is|are|do|does)\b[^?.]{0,40}\b(?:in|use|written|exported|saved)\b|quel(?:le)? format|qu[eé] formato|welche[ms]? (?:dateiformat|format)|qual formato|什么格式|哪种格式|どの形式|何の形式|어떤 형식/iu;
/**
 * A format written out: JSON, CSV, YAML, Markdown… or a file extension in code (`.jsonl`). A file's
 * name (`docs.json`) names a file, not its format.
 */
const STATES_FILE_FORMAT =
  /(?<![.\w-])(?:json|jsonl|ndjson|newline-delimited|csv|tsv|yaml|yml|toml|xml|html|markdown|mdx|pdf|png|svg|jpe?g|webp|gif|woff2?|ttf|otf|mp4|zip|tar|gzip|parquet|plain text)\b|`\.[a-z0-9]{2,6}`/iu;

export const asksFileFormat = (question: string) => ASKS_FILE_FORMAT.test(question);
export const statesFileFormat = (text: string) => STATES_FILE_FORMAT.test(text);

/** A question asking for an HTTP status ("what status code do I get", "which error code"). */
const ASKS_HTTP_STATUS =
  /\b(?:(?:http|status|response|error|return) codes?|http status|(?:what|which) status)\b|code (?:de )?(?:statut|retour|r[ée]ponse|erreur|estado|error|respuesta)|statuscode|fehlercode|c[óo]digo de (?:status|estado|erro|error|resposta)|状态码|ステータスコード|상태 코드|код (?:ответа|ошибки|состояния)/iu;
/**
 * A text writing one out: `413`, 429 (not a port like 8787, a version like 1.200 or a count of
 * "500 answers").
 */
const STATES_HTTP_STATUS =
  /(?:^|[^\w.])`?[1-5]\d\d`?(?![\w.,]|\s+(?:answers|requests|pages|items|entries|ms|seconds|MB|KB)\b)/iu;

export const asksHttpStatus = (question: string) => ASKS_HTTP_STATUS.test(question);
export const statesHttpStatus = (text: string) => STATES_HTTP_STATUS.test(text);

/**
 * A question asking for a literal form: what a key starts with, its prefix, what it looks like.
 * "A block to start with" asks for a first step, not a form.
 */
const ASKS_FORM =
  /\b(prefix(es|ed)?|(?<!\bto )(start(s|ing)?|begin(s|ning)?) with|look(s)? like|commence(nt)? par|empieza(n)? (por|con)|prefijo|pr[ée]fixe)\b|前缀|开头/iu;

/** A literal left open, in code: `da_asst_…`, `sk-...`, `ghp_*`, `v1/<name>`. */
const STATES_FORM = /`[^`\s]*(…|\.\.\.|\*|[_-]|<[^>`]+>)`/u;

export const asksForm = (question: string) => ASKS_FORM.test(question);
export const statesForm = (text: string) => STATES_FORM.test(text);

/** A question about how big something may be: "the biggest file", "too large", "size limit", a length. */
const ASKS_SIZE =
  /\b(biggest|largest|smallest|how (big|large|heavy|long|wide|tall)|too (big|large|long|wide)|big|large|size|sizes|length|dimensions?|resolution|width|height|taille|longueur|tamaño|longitud|gr[öo]ße|länge|tamanho|comprimento)\b|\bwie gro(?:ß|ss)(?!\p{L})|多大|大小|长度|尺寸|サイズ|長さ|크기|길이/iu;

/** A size written out: `20 MB`, `1 MiB`, `4,096 bytes`, `500 characters`, `4 words`, `8 个字符`, `800×450`, `32 px`. */
const STATES_SIZE =
  /\d\+?\s?(?:[KMGT]i?B|[kmg]b|bytes?|octets?|characters|caract[eè]res|chars|words?|mots|palabras|palavras|Wörter|lines|(?:个\s?)?字符|文字|자|px|pixels?)(?![\p{L}])|\d{2}\s?[×x]\s?\d{2}/u;

export const asksSize = (question: string) => ASKS_SIZE.test(question);
export const statesSize = (text: string) => STATES_SIZE.test(text);

/**
 * A question about whether something can be done, or why it will not be: "can I nest a tab in a
 * group?", "is there a way to…", "it doesn't work", "the option is gone". Its answer is often
 * the rule that forbids or limits it ("the footer never shows up": it is hidden beside a sidebar).
 * "How can I…" asks for a way, not whether there is one.
 * Readers typing fast drop the apostrophe: "cant", "doesnt", "wont".
 */
const ASKS_ABILITY =
  /(?<!\b(how|where|what|which|when|who|why) (i |we |you )?)\b(can(not|'t|t)?|could|possible|is there a way|allow(s|ed)?|support(s|ed)?|does(n'?t| not)? work|won'?t|doesn'?t|(do|does|did) nothing|not working|stopped working|never (shows?|showed|shown|appears?|appeared|displays?|displayed|renders?|rendered|loads?|loaded|works?|worked|fires?|fired|runs?|ran|gets? (called|shown|displayed|triggered|applied))|(has|had|have) no effect|(is|are|gets?) ignored|no longer|break(s)?|fail(s|ing)?|gone|disappeared|anymore|missing|peut-on|puis-je|impossible|se puede|puedo|kann man|kann ich|posso|pode)\b|可以|能否|能不能|できますか|できない|할 수/iu;

/**
 * Wording that states such a rule: what is not supported, not possible, only allowed so ("may only
 * ask questions", "Can ask questions only.", "only accepts one enhancer").
 */
const STATES_RESTRICTION =
  /\b(cannot|can't|can not|not supported|isn't supported|unsupported|does not support|doesn't support|not possible|isn't possible|not available|isn't available|no longer (?:supported|available|possible|works?|allowed|exists?|maintained|recommended|accepted|included|shipped|part of)|deprecated|not allowed|must not|must stay|only (available|supported|works?|on|in|for|when|if|accepts?|allows?|takes?|supports?|lets?)|(can|may) only|is reserved|are reserved|reserves|will not be|won't be|there will be no|ne (peut|peuvent|sont|est) pas|n'est pas (pris en charge|possible)|no (se puede|es posible|está disponible)|no admite)\b|不支持|不能|无法|できません|サポートされていません|지원되지|\bonly\.\s*$/iu;

export const asksAbility = (question: string) => ASKS_ABILITY.test(question);
export const statesRestriction = (text: string) => STATES_RESTRICTION.test(text);

/** A question asking why: "why doesn't combineReducers pass the whole state?", "¿por qué…?". */
const ASKS_REASON =
  /(?<!\p{L})(why|how come|pourquoi|por ?qu[eé]|warum|wieso|weshalb)(?!\p{L})|почему|зачем|为什么|为何|なぜ|どうして|왜/iu;

/** Wording that gives a reason: "because it isn't serializable", "due to", "this is why". */
const STATES_REASON =
  /\b(because|due to|as a result|the reason|this is why|that's why|that is why|so that|parce que|porque|debido a|weil|deshalb)\b|потому что|так как|因为|由于|ため|ので|때문/iu;

export const asksReason = (question: string) => ASKS_REASON.test(question);
export const statesReason = (text: string) => STATES_REASON.test(text);

/** Wording saying what goes wrong: "this won't work", "we cannot destructure it", "❌". */
const STATES_PROBLEM =
  /\b(?:won't|wouldn't|doesn't|does not|cannot|can't|can not|isn't|is not|not work|breaks?|breaking|broken|fails?|failing|loses?|losing|lost)\b|❌/iu;

/** "…so it cannot become inconsistent": what a remedy prevents, not a problem. */
const PREVENTED =
  /\bso(?: that)? (?:it|they|this|that|you|we) (?:cannot|can't|won't|doesn't|isn't|does not|is not)\b/giu;
export const statesProblem = (text: string) => STATES_PROBLEM.test(text.replace(PREVENTED, ''));

/** Wording telling what to do: "you need to use", "we can mark", "instead", "to fix this, set". */
const STATES_REMEDY =
  /\b(?:use|using|need to|(?:you|we) can|instead|to (?:fix|solve|avoid|prevent)|solution|set|mark|add|pass|call|wrap|enable|disable|configure)\b/iu;
export const statesRemedy = (text: string) => STATES_REMEDY.test(text);

/**
 * A question about whether something is still current: maintained, supported, recommended, or
 * deprecated ("is the typeset plugin still a good idea?", "normalizr 还有人维护吗？").
 */
const ASKS_STATUS =
  /\b(still (maintained|supported|developed|recommended|a good idea|worth|the (way|recommended))|(un)?maintained|deprecated|abandoned|obsolete|outdated|legacy|end of life|should (i|we) still|maintenu|d[ée]pr[ée]ci[ée]e?|obsol[eè]te|mantenid[oa]|obsolet[oa]|abandonad[oa]|gepflegt|veraltet|mantid[oa]|desatualizad[oa])\b|维护|废弃|弃用|过时|メンテナンス|非推奨|廃止|유지보수|устарел|поддерживается/iu;

/**
 * Wording that states such a status: deprecated, in maintenance mode, no longer maintained,
 * superseded, or what is recommended instead.
 */
const STATES_STATUS =
  /\b(deprecated|deprecation|maintenance mode|(no longer|not) (actively )?(maintained|developed|supported|recommended)|unmaintained|superseded|successor|obsolete|legacy|archived|end of life|discouraged|replaced by|in favou?r of|(we|now) recommend|recommended (way|approach)|still (works|supported|maintained))\b|不再维护|已废弃|弃用|非推奨|廃止/iu;

export const asksStatus = (question: string) => ASKS_STATUS.test(question);
export const statesStatus = (text: string) => STATES_STATUS.test(text);

/**
 * A sentence turning against the one before it ("However, we recommend…", "But…"): it holds the
 * advice or the catch, and reads only after that one.
 */
const TURNS =
  /^(however|but|that said|nevertheless|instead,|still,|cependant|toutefois|mais|sin embargo|pero|但是|不过|然而)(?=[\s,])/iu;

export const turnsAgainst = (sentence: string) => TURNS.test(sentence.trim());

/**
 * A question asking to change a value it has in mind ("can I make that longer?", "raise it",
 * "make the timeout shorter"): a passage saying the value can be configured or overridden answers it.
 */
const ASKS_ADJUST =
  /\b(?:make|makes|making|set|get)\s+(?:it|that|this|them|those|these|the\s+[\w-]+|[\w-]+)\s+(?:longer|shorter|bigger|smaller|larger|higher|lower|faster|slower|stricter|looser)\b|\b(?:increase|raise|extend|lengthen|shorten|bump|change|modify|adjust|override)\s+(?:its?|that|this|them|the)\b/iu;
const STATES_ADJUSTABLE =
  /\b(?:can|may)\s+be\s+(?:configured|changed|overridden|customi[sz]ed|adjusted|raised|increased|set)\b|\b(?:configurable|overridable)\b|\byou\s+can\s+(?:change|set|configure|adjust|override|raise|increase)\b/iu;

export const asksAdjust = (question: string) => ASKS_ADJUST.test(question);
export const statesAdjustable = (text: string) => STATES_ADJUSTABLE.test(text);
