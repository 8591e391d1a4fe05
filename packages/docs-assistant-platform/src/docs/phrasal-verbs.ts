import { baseLanguage } from './stop-words.js';

/**
 * Verbs of several words whose meaning is in none alone, as readers write them and docs do not:
 * "get rid of" means remove, and its words find nothing; "logged in" is a login, not a log. Each is read as the one word the docs
 * use for it. Docs say "disable" about fifty times for each "turn off", and "enable" far more
 * often than "turn on".
 */
const PHRASAL: Record<string, [RegExp, string][]> = {
  en: [
    [/\b(?:get|gets|getting|got) rid of\b/giu, 'remove'],
    [/\b(?:pull|pulls|pulled|pulling) in\b/giu, 'include'],
    [/\b(?:log|logs|logged|logging|sign|signs|signed|signing) in\b/giu, 'login'],
    // "take it out", "hook Segment up", "hook Mintlify Index up": the words between are what is
    // removed or connected.
    [/\b(?:take|takes|took|taking) (?:(it|them|this|that|these|those) )?out\b/giu, 'remove $1'],
    [/\b(?:hook|hooks|hooked|hooking) (?:((?:[\p{L}\p{N}-]+ )?[\p{L}\p{N}-]+) )?up\b/giu, 'connect $1'],
    // "Keep drafts off the live site", "keep a page out of search": what is kept away is excluded.
    [
      /\b(?:keep|keeps|kept|keeping) (?:((?:[\p{L}\p{N}-]+ )?[\p{L}\p{N}-]+) )?(?:off|out of)\b/giu,
      'exclude $1',
    ],
    [/\b(?:pop|pops|popped|popping) up\b/giu, 'popup'],
    [/\b(?:back|backs|backed|backing) (?:([\p{L}\p{N}-]+) )?up\b/giu, 'backup $1'],
    // "Switch on" alone is also a `switch` statement on a value: only with what is switched.
    [
      /\b(?:turn|turns|turned|turning|switch|switches|switched|switching|shut|shuts|shutting) (?:((?:[\p{L}\p{N}+-]+ )?[\p{L}\p{N}+-]+) )?off\b/giu,
      'disable $1',
    ],
    [/\b(?:turn|turns|turned|turning) (?:(it|them|this|that|these|those) )?on\b/giu, 'enable $1'],
    [/\b(?:switch|switches|switched|switching) (it|them|this|that|these|those) on\b/giu, 'enable $1'],
    // Keys that open something are a keyboard shortcut, not the keys an API takes.
    [
      /\b(?:keys?|key combination|key combo) (?:that |which |to )?(open|opens|close|closes|toggle|toggles|trigger|triggers|show|shows)\b/giu,
      'shortcut $1',
    ],
    // What "starts out open" is open by default.
    [
      /\b(?:start|starts|started|starting)(?: out| off)? (open|opened|closed|collapsed|expanded|folded|unfolded|hidden|visible|shown|enabled|disabled)\b/giu,
      'default $1',
    ],
    // Going over a limit exceeds it ("once it goes over?"); going over the steps reviews them.
    [
      /\b(?:go|goes|went|going|gone) over(?=\s*(?:[?.,!]|$)|\s+(?:(?:the|a|an|its|their|that|this|my|our|your)\s+)?(?:limits?|quotas?|caps?|max(?:imum)?|threshold|allowance)\b)/giu,
      'exceed',
    ],
    // What sticks around persists.
    [/\b(?:stick|sticks|stuck|sticking|stay|stays|stayed|staying) around\b/giu, 'persist'],
    // What came out was released; what is coming from a file is not.
    [/\b(?:come|comes|came|coming) out\b/giu, 'release'],
    // "It only returns the first batch, how do I get the rest?" asks how results are paginated.
    [
      /\b(?:get|gets|getting|got|fetch|fetches|fetching|fetched|load|loading|retrieve|retrieving|pull|pulling|list|listing) (?:all )?the rest\b|\b(?:first|next) batch\b/giu,
      'paginate next',
    ],
    [/\bnext page of (?=results|entries|items|records|rows|feedback)\b/giu, 'paginate next page of '],
    // What runs "at the same time" runs concurrently; what is used or kept at the same time is only together.
    [
      /\b((?:run|runs|running|ran|build|builds|building|built|execute|executes|executing|stream|streams|streaming|process|processes|processing|install|installs|installing)\b[^.?!]{0,40}?)\bat the same time\b/giu,
      '$1 concurrently',
    ],
    // "More than one store" is what docs call multiple stores.
    [/\bmore than one\b/giu, 'multiple'],
    // "On just one page" is what docs call a per-page setting.
    [
      /\b(?:on|for|in) (?:just |only )?(?:one|a single|a specific|a particular|an individual|one specific|one particular|certain|specific|individual|selected) pages?\b/giu,
      'per-page',
    ],
  ],
};

/** The question with its phrasal verbs written as the single verbs they mean. */
export function plainVerbs(text: string, language: string | null): string {
  const phrases = PHRASAL[baseLanguage(language)];
  if (!phrases) return text;
  let plain = text;
  for (const [phrase, verb] of phrases) plain = plain.replace(phrase, verb);
  return plain;
}
