const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), summary, [contenteditable=""], [contenteditable="true"], [tabindex]';

/** Whether the middle of `element` lies under `panel`. */
export function coveredBy(element: Element, panel: Element): boolean {
  const box = element.getBoundingClientRect();
  const cover = panel.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  return x >= cover.left && x <= cover.right && y >= cover.top && y <= cover.bottom;
}

/** The next control in tab order (or the previous one) that the panel does not cover. */
export function nextUncovered(
  from: HTMLElement,
  panel: Element,
  backwards: boolean,
  skip: Element,
): HTMLElement | undefined {
  const all = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !skip.contains(element) &&
      element.checkVisibility({ visibilityProperty: true }),
  );
  let index = all.indexOf(from);
  if (index < 0) return undefined;
  for (;;) {
    index += backwards ? -1 : 1;
    const candidate = all[index];
    if (!candidate) return undefined;
    if (!coveredBy(candidate, panel)) return candidate;
  }
}
