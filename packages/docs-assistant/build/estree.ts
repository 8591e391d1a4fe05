/** Just enough of an ESTree program (as `this.parse` returns it) to walk it in a build plugin. */
export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The nodes directly under `node`, in source order. */
export function children(node: Node): Node[] {
  const found: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) found.push(...value.filter(isNode));
    else if (isNode(value)) found.push(value);
  }
  return found;
}

/** Calls `enter` on `node` and its descendants; `false` skips a node's descendants. */
export function visit(node: Node, enter: (node: Node) => boolean | void): void {
  if (enter(node) === false) return;
  for (const child of children(node)) visit(child, enter);
}
