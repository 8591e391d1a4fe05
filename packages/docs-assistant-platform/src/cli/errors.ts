/** A problem the person at the terminal can fix: printed as the sentence it is, exit code 1. */
export class CliError extends Error {
  override name = 'CliError';
}

/** A command line that does not parse: printed with the command's usage, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
  }
}
