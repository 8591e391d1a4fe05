/** Lists from attributes: items separated by `|` (commas for `groups`). */
export const listConverter = (separator: string) => ({
  fromAttribute: (value: string | null): string[] =>
    (value ?? '')
      .split(separator)
      .map((item) => item.trim())
      .filter(Boolean),
  toAttribute: (value: string[]) => value.join(separator),
});
