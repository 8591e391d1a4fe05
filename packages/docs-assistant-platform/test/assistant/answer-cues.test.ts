import { describe, expect, it } from 'vitest';
import {
  asksAdjust,
  statesAdjustable,
  asksAmount,
  asksHttpStatus,
  asksPercent,
  asksLocation,
  asksPort,
  asksVersion,
  asksFileFormat,
  statesFileFormat,
  asksHowLong,
  asksPrice,
  asksTime,
  statesPrice,
  statesTimeBound,
  statesDuration,
  statesHowLong,
  statesLimit,
  countedWords,
  statesAmount,
  statesPercent,
  statesPort,
  statesProblem,
  statesRemedy,
  announces,
  asksAbility,
  asksAddress,
  asksBound,
  asksDefault,
  asksForm,
  asksReason,
  asksSet,
  asksSize,
  asksStatus,
  closedAsSentence,
  isExample,
  leansOnPrevious,
  opensOnPronoun,
  namesSet,
  pairsInOrder,
  statesAddress,
  statesReason,
  statesBound,
  statesDefault,
  statesForm,
  statesHttpStatus,
  statesNumber,
  statesRestriction,
  statesLocation,
  statesSize,
  statesVersion,
  statesStatus,
  turnsAgainst,
  wantsNumber,
} from '../../src/assistant/answer-cues.js';

describe('answer cues', () => {
  it('tells a question about how big something may be, and a size written out', () => {
    expect(asksSize("what's the biggest file I can upload")).toBe(true);
    expect(asksSize('a big pasted log returns 413')).toBe(true);
    expect(asksSize('taille maximale des pièces jointes')).toBe(true);
    expect(asksSize('how many requests per minute')).toBe(false);
    expect(statesSize('Files must be less than 20 MB.')).toBe(true);
    expect(statesSize('The password needs at least 8 characters.')).toBe(true);
    expect(statesSize('密码至少需要 8 个字符。')).toBe(true);
    expect(statesSize('Keep sidebar labels under 4 words.')).toBe(true);
    expect(statesSize('Requests are limited to 60 per minute.')).toBe(false);
    expect(statesSize('Use the v2 MBox format.')).toBe(false);
    expect(asksSize('密码有长度要求吗？')).toBe(true);
    // Dimensions are a size too.
    expect(asksSize('what dimensions should the preview images be?')).toBe(true);
    expect(statesSize('Design for at least 800×450 pixels.')).toBe(true);
    expect(statesSize('A 32 px margin.')).toBe(true);
    expect(statesSize('Use a 16:9 ratio, or 0x1F as the mask.')).toBe(false);
  });

  it('tells a question asking where something is kept, and a folder or file written out', () => {
    expect(asksLocation('where on disk does the embedded database keep its files?')).toBe(true);
    expect(asksLocation('which folder do the keys go in')).toBe(true);
    expect(asksLocation('Où sont enregistrées les clés ?')).toBe(true);
    expect(asksLocation('where do I set the port')).toBe(false);
    expect(statesLocation('`DATA_DIR` (Default: `.data`): Embedded database')).toBe(true);
    expect(statesLocation('It saves them to `.data/credentials.json`.')).toBe(true);
    expect(statesLocation('The embedded database is fine for one instance.')).toBe(false);
  });

  it('tells a question asking how long from one asking how it is told, and a time written out', () => {
    expect(asksHowLong('how long does RTK Query keep unused data?')).toBe(true);
    expect(asksHowLong('审计日志保留多久')).toBe(true);
    // How quickly or soon something happens asks a time too; how fast may ask a speed-up.
    expect(asksHowLong('how quickly do you respond to a P1 on the slack tier?')).toBe(true);
    expect(asksHowLong('how soon after a push is the site rebuilt')).toBe(true);
    expect(asksHowLong('how fast is the new search')).toBe(false);
    expect(asksHowLong('how does the client know how long to back off?')).toBe(false);
    expect(statesDuration('Unused data is removed after 60 seconds.')).toBe(true);
    expect(statesDuration('This 4-hour video builds the app.')).toBe(true);
    expect(statesDuration('Mintlify 会将审计日志条目保留两年。')).toBe(true);
    expect(statesDuration('Wait the seconds `Retry-After` gives.')).toBe(true);
    // A number in code is an argument, not a time.
    expect(statesDuration('Component A calls `useGetPostQuery(42)`.')).toBe(false);
    expect(statesHowLong('Keep sidebar labels under 4 words.')).toBe(true);
    // What lasts or waits asks a time; a length may answer otherwise.
    expect(asksTime('how long is an access token valid?')).toBe(true);
    expect(asksTime('how long until it picks that up?')).toBe(true);
    expect(asksTime('how long are page descriptions in llms.txt')).toBe(false);
    expect(statesTimeBound('Previews stay available as long as the source branch still exists.')).toBe(true);
    expect(statesTimeBound('Use any folder names, as long as they are inside `docs/blog/posts`.')).toBe(
      false,
    );
  });

  it('tells a question asking a price, and a price written out', () => {
    expect(asksPrice('How much does the Mem0 Pro plan cost per month?')).toBe(true);
    expect(asksPrice('Combien coûte l’abonnement par mois ?')).toBe(true);
    expect(asksPrice('Zensical Spark の料金はいくらですか？')).toBe(true);
    expect(asksPrice('how much memory does the build need?')).toBe(false);
    expect(statesPrice('The Pro plan is $249 per month.')).toBe(true);
    expect(statesPrice('Insiders is now free for everyone.')).toBe(true);
    expect(statesPrice('Pro: every 7 days')).toBe(false);
    // A plan named Free is no price.
    expect(statesPrice('Merge (Free: ✓, Starter: ✓, Pro: ✓)')).toBe(false);
  });

  it('reads what is counted without the participle after it', () => {
    expect(countedWords("What's the maximum number of characters allowed in a message?")).toEqual([
      'characters',
    ]);
    expect(countedWords('how many custom domains can I add')).toEqual(['custom', 'domains']);
  });

  it('takes a largest size with a word between for an amount asked', () => {
    expect(asksAmount("What's the maximum file size for an attachment?")).toBe(true);
  });

  it('tells a limit written out: a bound, a rate, or none at all', () => {
    expect(statesLimit('You can create up to 10 keys.')).toBe(true);
    expect(statesLimit('100 uses per Mintlify project per hour')).toBe(true);
    expect(statesLimit('There is no limit on projects.')).toBe(true);
    expect(statesLimit('There is no hard cap on the number of redirects you can define.')).toBe(true);
    expect(statesLimit('We add three example middleware to the store.')).toBe(false);
    expect(statesDuration('Changes deploy to your live site immediately.')).toBe(true);
    expect(statesDuration('Ask for a review without immediately changing the page.')).toBe(false);
  });

  it('tells a question asking which format a file is in, and a format written out', () => {
    expect(asksFileFormat('What file format do the streamed events end up in?')).toBe(true);
    expect(asksFileFormat('quel format pour les polices ?')).toBe(true);
    expect(asksFileFormat('how do I format a date in the footer')).toBe(false);
    expect(statesFileFormat('Mintlify writes newline-delimited JSON (`.jsonl`) objects.')).toBe(true);
    expect(statesFileFormat("`format` ('woff' | 'woff2'): Font file format.")).toBe(true);
    // A file's name names the file, not its format.
    expect(statesFileFormat('Reference them in your `docs.json` configuration.')).toBe(false);
  });

  it('tells a question asking which version is needed or when something came out, and a version written out', () => {
    expect(asksVersion('what version of node do i need?')).toBe(true);
    expect(asksVersion('when did redux toolkit come out?')).toBe(true);
    expect(asksVersion('¿En qué año se lanzó Redux Toolkit?')).toBe(true);
    expect(asksVersion('how do I pin the version in CI')).toBe(false);
    // When something ended or will end is a date too.
    expect(asksVersion('when was the gitter channel shut down?')).toBe(true);
    expect(asksVersion('until when will the old repository exist?')).toBe(true);
    expect(asksVersion('when is the search index rebuilt')).toBe(false);
    // Asked in other languages: a past event, not a "when I do this" of the reader's own.
    expect(asksVersion('Quando o canal do Gitter foi encerrado e arquivado?')).toBe(true);
    expect(asksVersion('¿Cuándo salió la primera versión?')).toBe(true);
    expect(asksVersion('Wann wurde das Repository archiviert?')).toBe(true);
    expect(asksVersion('Когда вышла первая версия?')).toBe(true);
    expect(asksVersion('Recebo 404 quando mando uma pergunta de continuação')).toBe(false);
    expect(asksVersion('¿cómo cancelo el efecto cuando llega una acción nueva?')).toBe(false);
    expect(statesVersion('Requires Node.js 22 or newer.')).toBe(true);
    expect(statesVersion('Released in 2019.')).toBe(true);
    expect(statesVersion('Install it with npm.')).toBe(false);
  });

  it('tells a question whether something can be done from one asking how, and a rule that forbids it', () => {
    expect(asksAbility('can I register a container only for the french locale')).toBe(true);
    expect(asksAbility("there's no install option anymore")).toBe(true);
    expect(asksAbility('the $ref to a shared file breaks the build')).toBe(true);
    expect(asksAbility('how can I register a container')).toBe(false);
    expect(asksAbility('where do I set the port')).toBe(false);
    expect(statesRestriction('Registering new containers per locale is not supported.')).toBe(true);
    expect(statesRestriction('You cannot create new installations.')).toBe(true);
    expect(statesRestriction('Paths must stay within the project root.')).toBe(true);
    // Typed fast, without the apostrophe.
    expect(asksAbility('cant drag a tab into a group')).toBe(true);
    expect(asksAbility('the agent wont leave comments')).toBe(true);
    expect(asksAbility('my click handlers do nothing in MPA mode')).toBe(true);
    // A symptom: what never happens, or happens to no effect.
    expect(asksAbility('I set themeConfig.footer but the footer never shows up')).toBe(true);
    expect(asksAbility('the reducer never runs and nothing changes')).toBe(true);
    expect(asksAbility('the base option has no effect')).toBe(true);
    expect(asksAbility('how do I make the link never expire')).toBe(false);
    expect(statesRestriction('Event handlers will be attached on load.')).toBe(false);
    expect(statesRestriction('Deeper levels will not be displayed.')).toBe(true);
    expect(statesRestriction('The `mode` option is no longer supported.')).toBe(true);
    // What is no longer needed is a state of things, not a rule.
    expect(statesRestriction('RTK Query removes the data, because the app no longer needs it.')).toBe(false);
    expect(statesRestriction('Assistant keys belong to one domain and may only ask questions.')).toBe(true);
    expect(statesRestriction('Viewers: Can ask questions only.')).toBe(true);
    expect(statesRestriction('`createStore` only accepts one enhancer.')).toBe(true);
    expect(statesRestriction('Admins can ask questions and edit pages.')).toBe(false);
    expect(statesRestriction('Register a container with `markdown.config`.')).toBe(false);
  });

  it('tells numbers of their own, in digits and in words, from digits inside names', () => {
    expect(statesNumber('Sets up to three prompts.')).toBe(true);
    expect(statesNumber('The link expires after 72 hours.')).toBe(true);
    expect(statesNumber('Mintlify 会将审计日志条目保留两年。')).toBe(true);
    expect(statesNumber('Use the v1 endpoint with ga4.')).toBe(false);
    expect(statesNumber('One of the settings is optional.')).toBe(false);
  });

  it('asks for a quantity with "how many" or "limit", not with "default"', () => {
    expect(wantsNumber('how many starter questions can it show')).toBe(true);
    expect(wantsNumber('how quickly does support reply')).toBe(true);
    expect(wantsNumber('how soon is a deploy live')).toBe(true);
    expect(wantsNumber('taille maximale d’un fichier')).toBe(true);
    expect(wantsNumber('default banner type')).toBe(false);
    expect(wantsNumber('rate limit of the analytics api')).toBe(true);
    expect(wantsNumber('can I also limit dashboard access to our office network')).toBe(false);
    // Switching a timeout off asks a way; how long it may be asks its value.
    expect(wantsNumber('what is the default timeout')).toBe(true);
    expect(wantsNumber('how do I disable the timeout completely')).toBe(false);
    expect(wantsNumber('how long can the timeout be before I have to turn it off')).toBe(true);
    expect(asksBound('is there a limit on comments')).toBe(true);
    expect(asksBound('how do I limit the search to some pages')).toBe(false);
  });

  it('asks for a number with "version" only when it asks which version', () => {
    expect(wantsNumber('which node version do i need')).toBe(true);
    expect(wantsNumber('¿qué versión de node necesito?')).toBe(true);
    expect(wantsNumber('quale versione della specifica è supportata?')).toBe(true);
    expect(wantsNumber('a private registry lets people republish the same version')).toBe(false);
  });

  it('tells a question only an amount answers, and a passage stating one or no bound', () => {
    expect(asksAmount('how many custom domains can one deployment have')).toBe(true);
    expect(asksAmount('is there a limit on how many pages I can add')).toBe(true);
    expect(asksAmount('combien de domaines puis-je ajouter ?')).toBe(true);
    // A word ending in a letter outside ASCII ends there too.
    expect(asksAmount('wie groß darf eine Datei sein?')).toBe(true);
    expect(asksSize('wie groß darf eine Datei sein?')).toBe(true);
    expect(asksAmount('自定义域名最多能加多少个？')).toBe(true);
    expect(asksPercent('what uptime percentage does the SLA guarantee')).toBe(true);
    expect(asksPercent("what's the percentage of answers cached")).toBe(true);
    expect(asksPercent('how do I show percentages in a chart')).toBe(false);
    expect(statesPercent('We guarantee 99.9% uptime.')).toBe(true);
    expect(statesPercent('Six fixed positions')).toBe(false);
    expect(asksAmount('how do I limit access to our network')).toBe(false);
    expect(asksAmount('are rate limits shared between instances')).toBe(false);
    // What goes wrong, not what a remedy prevents.
    expect(statesProblem('like `props`, we cannot destructure it')).toBe(true);
    expect(statesProblem('Then our CLI program could not work as expected')).toBe(true);
    expect(
      statesProblem('Keep that index derived from the same actions so it cannot become inconsistent.'),
    ).toBe(false);
    expect(statesRemedy('For those cases, we can mark a CLI parameter with `is_eager=True`.')).toBe(true);
    expect(statesRemedy("We don't have to check for `ctx.resilient_parsing` here.")).toBe(false);
    // An indefinite number is no amount asked for.
    expect(asksAmount('can the rule require at least some number of characters')).toBe(false);
    expect(countedWords('can it retry a number of times')).toEqual([]);
    expect(asksAmount('what is the maximum number of retries')).toBe(true);
    expect(statesAmount('You can add up to 5 domains.')).toBe(true);
    expect(statesAmount('You can add any number of domains.')).toBe(true);
    expect(statesAmount('Add a domain from the dashboard.')).toBe(false);
  });

  it('tells a question asking for an HTTP status, and a passage writing one out', () => {
    expect(asksHttpStatus('what status code do I get if I go over it?')).toBe(true);
    expect(asksHttpStatus('which http status does the api answer with?')).toBe(true);
    expect(asksHttpStatus('¿qué código de estado usa una redirección permanente?')).toBe(true);
    expect(asksHttpStatus('how do I filter feedback by status')).toBe(false);
    expect(statesHttpStatus('A question answered with `413` carries too much context.')).toBe(true);
    expect(statesHttpStatus('`308`: Permanent redirect.')).toBe(true);
    expect(statesHttpStatus('The server listens on port 8787.')).toBe(false);
    expect(statesHttpStatus('Up to 500 answers per hour, in version 1.200.')).toBe(false);
  });

  it('tells a question asking which port, and a passage writing one out', () => {
    expect(asksPort('which port does it listen on by default?')).toBe(true);
    expect(asksPort('ビルド後のプレビューサーバーのポート番号は？')).toBe(true);
    expect(asksPort('how do I change the port')).toBe(false);
    expect(asksPort('¿En qué puerto sirve el sitio?')).toBe(true);
    expect(asksPort('Какой порт использует сервер?')).toBe(true);
    expect(asksPort('サーバーのポートを変更するには？')).toBe(false);
    expect(statesPort('The dev server should be running at `http://localhost:5173`.')).toBe(true);
    expect(statesPort('Pass a different port with --port.')).toBe(false);
  });

  it('reads what a question counts', () => {
    expect(countedWords('how many custom domains can one deployment have')).toEqual(['custom', 'domains']);
    expect(countedWords("what's the maximum number of pages?")).toEqual(['pages']);
    expect(countedWords('combien de domaines puis-je ajouter ?')).toEqual(['domaines', 'puis-je']);
    expect(countedWords('how long is a key valid')).toEqual([]);
    expect(countedWords('combien de temps pour la propagation ?')).toEqual([]);
    expect(countedWords('how many days are logs kept')).toEqual([]);
  });

  it('matches a question about a bound with a passage stating one', () => {
    expect(asksBound('longest idle session timeout I can set')).toBe(true);
    expect(asksBound('what does the idle timeout do')).toBe(false);
    expect(statesBound('Both settings accept values between 5 minutes and 14 days.')).toBe(true);
    expect(statesBound('Files must be less than 20 MB.')).toBe(true);
    expect(statesBound('Set the idle timeout in the dashboard.')).toBe(false);
  });

  it('asks for a set by a plural the question’s verb follows, and tells a passage listing values', () => {
    expect(asksSet('what layouts can a page use')).toBe(true);
    expect(asksSet('which formats does carbon ads suport')).toBe(true);
    expect(asksSet('which badge types exist')).toBe(true);
    expect(asksSet('what are the names of the color schemes')).toBe(true);
    expect(asksSet('what happens with an unknown type')).toBe(false);
    expect(asksSet('which wins, preloadedState or the default argument?')).toBe(false);
    expect(asksSet('which function wraps my reducer')).toBe(false);
    expect(asksSet('which port does vitepress preview use')).toBe(false);
    expect(namesSet('The `format` option supports `classic`, `responsive`, and `cover`.')).toBe(true);
    expect(namesSet('There are 3 layout options.')).toBe(true);
    expect(namesSet('Set `siteTitle` to false.')).toBe(false);
  });

  it('knows an example and a sentence that points back', () => {
    expect(isExample('For example, set the idle timeout to 1 hour.')).toBe(true);
    expect(isExample('Set the idle timeout to 1 hour.')).toBe(false);
    expect(leansOnPrevious('Without this step, Auth0 rejects the login flow.')).toBe(true);
    expect(leansOnPrevious('Auth0 rejects the login flow.')).toBe(false);
  });

  it('scores the question’s neighbouring terms that stand together in the passage, by the rarer one', () => {
    const value = (term: string) => ({ hidden: 3, page: 1, export: 2 })[term] ?? 0;
    expect(pairsInOrder(['hidden', 'page', 'export'], ['hidden', 'page', 'not', 'archive'], value)).toBe(1);
    expect(pairsInOrder(['hidden', 'page'], ['page', 'hidden'], value)).toBe(0);
    expect(pairsInOrder(['hidden', 'page'], ['hidden', 'x', 'y', 'page'], value)).toBe(0);
    expect(pairsInOrder(['hidden', 'page'], ['hidden', 'x', 'page'], value)).toBe(1);
  });

  it('asks for a default, an address or a literal form, and finds passages stating one', () => {
    expect(asksDefault('where is the chat thread kept by default')).toBe(true);
    expect(asksDefault('modo por defecto del panel')).toBe(true);
    expect(asksDefault('how do I keep the thread')).toBe(false);
    // Off until the reader turns it on is off by default.
    expect(asksDefault('is the group plugin switched off unless I turn it on?')).toBe(true);
    expect(asksDefault('is it disabled until I enable it in the config?')).toBe(true);
    expect(asksDefault('the plugin is off, how do I turn it on?')).toBe(false);
    expect(statesDefault('`persist` (Default: `session`): Keep the thread')).toBe(true);
    expect(asksAddress("what's the ollama base url in the example")).toBe(true);
    expect(asksAddress('the url of the health check')).toBe(true);
    expect(asksAddress('how do I make clean urls work')).toBe(false);
    expect(asksAddress('Webhook registration failed: Invalid url given')).toBe(false);
    expect(statesAddress('OPENAI_COMPATIBLE_BASE_URL=http://localhost:11434/v1 npm start')).toBe(true);
    expect(statesAddress('The health check answers at `/healthz`.')).toBe(true);
    expect(statesAddress("`SITE_URL` (Default: the server's URL): Base of the links")).toBe(false);
    expect(asksAddress('gitlab webhook url')).toBe(true);
    expect(asksAddress('openapi spec url?')).toBe(true);
    expect(asksAddress('à quelle adresse écrire au support ?')).toBe(true);
    expect(asksAddress('my url is wrong after deploy')).toBe(false);
    expect(statesAddress('The URL format is `organization-branch-name.mintlify.site`.')).toBe(true);
    expect(statesAddress('Write to support@example.com.')).toBe(true);
    expect(statesAddress('Add the key to `docs.json` or `config.app.json`.')).toBe(false);
    expect(asksForm('what does an admin key start with')).toBe(true);
    expect(asksForm('what is the prefix of an assistant key')).toBe(true);
    expect(asksForm('how do I start the server')).toBe(false);
    expect(asksForm("what's a minimal markdown_extensions block to start with?")).toBe(false);
    expect(statesForm('Admin keys (`da_admin_…`) belong to one organization.')).toBe(true);
    expect(statesForm('Create and revoke them with the `keys` command.')).toBe(false);
  });

  it('tells a sentence announcing what follows it, and closes it as a sentence', () => {
    expect(announces('Add the following lines to `mkdocs.yml`:')).toBe(true);
    expect(announces('Pour utiliser un port différent, utilisez le flag `--port` :')).toBe(true);
    expect(announces('The default is `8787`.')).toBe(false);
    expect(closedAsSentence('Run every instance against one Redis:')).toBe(
      'Run every instance against one Redis.',
    );
    expect(closedAsSentence('utilisez le flag `--port` :')).toBe('utilisez le flag `--port`.');
  });
});

describe('a sentence turning against the one before it', () => {
  it('opens with however, but, that said', () => {
    expect(turnsAgainst('However, we recommend treating actions as events.')).toBe(true);
    expect(turnsAgainst('But the build fails on a missing file.')).toBe(true);
    expect(turnsAgainst('Cependant, ce mode est plus lent.')).toBe(true);
    expect(turnsAgainst('Instead of regions, you can use header anchors.')).toBe(false);
    expect(turnsAgainst('Butterflies are a common example.')).toBe(false);
  });

  it('tells a question asking why, and a sentence giving a reason', () => {
    expect(asksReason('why doesnt combineReducers pass the whole state?')).toBe(true);
    expect(asksReason('¿por qué no se actualiza la vista?')).toBe(true);
    expect(asksReason('how do I pass the whole state?')).toBe(false);
    expect(statesReason('It cannot be a RegExp because it is not serializable.')).toBe(true);
    expect(statesReason('Pass the state as the third argument.')).toBe(false);
  });

  it('tells a question about whether something is still current, and a passage stating its status', () => {
    expect(asksStatus('is the typeset plugin still a good idea?')).toBe(true);
    expect(asksStatus('normalizr 这个库现在还有人维护吗？')).toBe(true);
    expect(asksStatus('VuePress 1 はまだメンテナンスされていますか？')).toBe(true);
    expect(asksStatus('est-ce que ce plugin est encore maintenu ?')).toBe(true);
    expect(asksStatus('is the plain redux package deprecated now?')).toBe(true);
    expect(asksStatus('how do I still show the sidebar on mobile?')).toBe(false);
    expect(statesStatus('The built-in typeset plugin is deprecated.')).toBe(true);
    expect(statesStatus('Normalizr is stable, but it is no longer actively maintained.')).toBe(true);
    expect(statesStatus('The plugin is in maintenance mode.')).toBe(true);
    expect(statesStatus('The typeset plugin preserves the formatting of titles.')).toBe(false);
  });

  it('tells a sentence opening on a word standing for what the one before names', () => {
    expect(opensOnPronoun('It lives in `DATA_DIR`.')).toBe(true);
    expect(opensOnPronoun('These are read at start-up.')).toBe(true);
    expect(opensOnPronoun('Items are read at start-up.')).toBe(false);
    expect(opensOnPronoun('To fix this in GitHub Actions, fetch the whole history:')).toBe(true);
    expect(opensOnPronoun('这是默认值。')).toBe(true);
    expect(opensOnPronoun('否则构建会失败。')).toBe(true);
    expect(opensOnPronoun('默认值是 6。')).toBe(false);
  });

  it('reads a sentence offering something "instead" as leaning on the one before it', () => {
    expect(leansOnPrevious('Set `ASSISTANT_MODEL` to answer with a model instead.')).toBe(true);
    expect(leansOnPrevious('Use a custom CSS file instead of inline styles.')).toBe(false);
  });

  it('tells a question asking to change a value, and a passage saying it can be configured', () => {
    expect(asksAdjust('can I make that longer for just one endpoint?')).toBe(true);
    expect(asksAdjust('can i change that for one endpoint?')).toBe(true);
    expect(asksAdjust('how do I raise the limit')).toBe(true);
    expect(asksAdjust('how long does the cache keep data?')).toBe(false);
    expect(asksAdjust('what changed in version 2?')).toBe(false);
    expect(statesAdjustable('This can be configured in the root API slice or overridden per endpoint.')).toBe(
      true,
    );
    expect(statesAdjustable('You can override that by returning an object.')).toBe(true);
    expect(statesAdjustable('Unused data is removed after 60 seconds.')).toBe(false);
  });
});
