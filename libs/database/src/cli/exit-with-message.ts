/** A command's failure: its message on stderr (no stack for an expected refusal), exit code 1. */
export function exitWithMessage(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
