/** Request generation from the OpenAPI document's JSON schemas, for the Q21 schema fuzz. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  nullable?: boolean;
  const?: unknown;
  default?: unknown;
}

/** A value the schema accepts (best effort: enough to reach handler code). */
export function validValue(s: JsonSchema): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return validValue(alt[0]!);
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((x) => validValue(x) as object));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = validValue(v);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => validValue(s.items ?? {}));
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string': {
      if (s.format === 'email') return 'fuzz.user@example.pk';
      if (s.format === 'uri') return 'https://example.com/picture.png';
      if (s.pattern === '^\\d{6}$') return '123456';
      const len = Math.max(s.minLength ?? 0, 12);
      return 'fuzz-value-' + 'x'.repeat(Math.max(0, Math.min(len, s.maxLength ?? len) - 11));
    }
    default:
      return 'fuzz';
  }
}

export const NASTY_STRINGS = [
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  'ٹیسٹ اردو 🚚📦 ñ',
  '\u0000\u0001\u001f',
  '\ud800',
  ' ',
  '',
  'x'.repeat(100_000),
];

export const WRONG_TYPES: unknown[] = [null, 42, -1, 1e308, true, [], {}, ['a'], { $gt: '' }];

/** Body variants: valid, each field broken in each way, a field missing, extras, wrong shapes. */
export function bodyVariants(schema: JsonSchema | undefined): unknown[] {
  if (!schema) return [undefined, { unexpected: 'field' }];
  const valid = validValue(schema);
  const out: unknown[] = [
    valid,
    {},
    [],
    'just a string',
    12,
    null,
    { ...(valid as object), isAdmin: true, accountId: '00000000-0000-7000-8000-000000000000' },
  ];
  for (const key of Object.keys(schema.properties ?? {})) {
    for (const bad of [...WRONG_TYPES, ...NASTY_STRINGS]) out.push({ ...(valid as object), [key]: bad });
    const without = { ...(valid as Record<string, unknown>) };
    delete without[key];
    out.push(without);
  }
  return out;
}

export function queryVariants(
  params: Array<{ name: string; schema: JsonSchema }>,
): Array<Record<string, string>> {
  const valid = Object.fromEntries(params.map((p) => [p.name, String(validValue(p.schema))]));
  const out: Array<Record<string, string>> = [valid, {}];
  for (const p of params) {
    for (const bad of [
      '-1',
      '0',
      '99999999999999999999',
      'abc',
      '1.5',
      ...NASTY_STRINGS.slice(0, 8),
      'x'.repeat(5000),
    ]) {
      out.push({ ...valid, [p.name]: bad });
    }
  }
  return out;
}

export const PATH_IDS = [
  '00000000-0000-7000-8000-000000000000',
  'not-a-uuid',
  "1' OR '1'='1",
  '%F0%9F%9A%9A',
  'x'.repeat(150),
];

/** Text that must never appear in an answer: stack frames, file paths, SQL and driver errors. */
export const LEAK =
  /(\n\s+at .+:\d+:\d+)|node_modules|\.ts:\d+|\bSELECT\b.+\bFROM\b|\bINSERT INTO\b|syntax error at|relation "|duplicate key value|violates .* constraint|drizzle/i;
