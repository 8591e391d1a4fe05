/** A keyboard shortcut such as `Mod+I`; `Mod` is ⌘ on Apple systems and Ctrl elsewhere. */
export interface Shortcut {
  key: string;
  mod: boolean;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

export function parseShortcut(value: string | null | undefined): Shortcut | undefined {
  if (!value || value.trim().toLowerCase() === 'none') return undefined;
  const names = value.split('+').map((name) => name.trim().toLowerCase());
  const key = names.pop();
  if (!key) return undefined;
  const has = (...aliases: string[]) => names.some((name) => aliases.includes(name));
  return {
    key,
    mod: has('mod'),
    ctrl: has('ctrl', 'control'),
    meta: has('meta', 'cmd', 'command'),
    alt: has('alt', 'option'),
    shift: has('shift'),
  };
}

export function isApplePlatform(navigator: Pick<Navigator, 'platform' | 'userAgent'>): boolean {
  return /mac|iphone|ipad|ipod/i.test(navigator.platform || navigator.userAgent);
}

export function matchesShortcut(event: KeyboardEvent, shortcut: Shortcut, apple: boolean): boolean {
  const ctrl = shortcut.ctrl || (shortcut.mod && !apple);
  const meta = shortcut.meta || (shortcut.mod && apple);
  if (event.ctrlKey !== ctrl || event.metaKey !== meta) return false;
  if (event.altKey !== shortcut.alt || event.shiftKey !== shortcut.shift) return false;
  if (event.key.toLowerCase() === shortcut.key) return true;
  // Non-Latin layouts report another character for the same physical key.
  return /^[a-z]$/.test(shortcut.key) && event.code === `Key${shortcut.key.toUpperCase()}`;
}

/** The `aria-keyshortcuts` form, e.g. `Control+I`. */
export function ariaKeyShortcuts(shortcut: Shortcut, apple: boolean): string {
  const names: string[] = [];
  if (shortcut.ctrl || (shortcut.mod && !apple)) names.push('Control');
  if (shortcut.meta || (shortcut.mod && apple)) names.push('Meta');
  if (shortcut.alt) names.push('Alt');
  if (shortcut.shift) names.push('Shift');
  names.push(
    shortcut.key.length === 1
      ? shortcut.key.toUpperCase()
      : shortcut.key[0]!.toUpperCase() + shortcut.key.slice(1),
  );
  return names.join('+');
}

/** True when the key press is text input: a shortcut must not steal it. */
export function isTypingTarget(event: Event): boolean {
  const target = event.composedPath()[0];
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(
      target.type,
    );
  }
  return false;
}
