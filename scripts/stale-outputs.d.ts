/** The workspaces of `checkout` whose compiled output is missing or older than their sources. */
export function staleWorkspaces(checkout?: string): string[];
