/**
 * Friendlier wording for the contracts' generic Zod checks on web forms ("Too small: expected
 * string to have >=5 characters" → "Enter at least 5 characters"). Pass as the per-parse `error`
 * option (`schema.safeParse(v, { error: friendlyError })`, `zodResolver(schema, { error: friendlyError })`);
 * messages the schemas spell out themselves are kept.
 */
type Issue = {
  code?: string;
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
};

export function friendlyError(issue: Issue): string | undefined {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) return 'Required';
  if (issue.origin === 'string') {
    if (issue.code === 'too_small') {
      return Number(issue.minimum) <= 1 ? 'Required' : `Enter at least ${String(issue.minimum)} characters`;
    }
    if (issue.code === 'too_big') return `Use at most ${String(issue.maximum)} characters`;
  }
  if (issue.origin === 'array' && issue.code === 'too_big') return `At most ${String(issue.maximum)}`;
  if (issue.code === 'invalid_value') return 'Choose one of the options';
  return undefined;
}
