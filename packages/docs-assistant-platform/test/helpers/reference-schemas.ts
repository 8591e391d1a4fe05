import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

type Json = Record<string, unknown>;

import { sharedPath } from './shared.js';

const openapiDir = sharedPath('reference/openapi/', 'the reference-schema contract tests');
/** Whether the reference OpenAPI files are here to validate against. */
export const hasReferenceSchemas = openapiDir !== undefined;

function load(name: string): Json {
  return JSON.parse(readFileSync(`${openapiDir}${name}`, 'utf8')) as Json;
}

/** OpenAPI 3.0 writes `nullable: true`; JSON Schema 2020-12 writes a type list. */
function normalize(node: unknown, root: Json): unknown {
  if (Array.isArray(node)) return node.map((n) => normalize(n, root));
  if (!node || typeof node !== 'object') return node;
  const obj = node as Json;
  if (typeof obj.$ref === 'string') {
    const target = obj.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (at as Json)[key], root);
    return normalize(target, root);
  }
  const out: Json = {};
  for (const [k, v] of Object.entries(obj))
    if (k !== 'nullable' && k !== 'example') out[k] = normalize(v, root);
  if (obj.nullable === true && typeof obj.type === 'string') out.type = [obj.type, 'null'];
  return out;
}

/** A validator for one documented response body of the real service. */
export function referenceValidator(
  file: string,
  path: string,
  status = '200',
  patch?: (schema: Json) => void,
  method: 'get' | 'post' = 'get',
) {
  const doc = load(file);
  const op = ((doc.paths as Json)[path] as Json)[method] as Json;
  const content = ((op.responses as Json)[status] as Json).content as Json;
  const schema = normalize((content['application/json'] as Json).schema, doc) as Json;
  patch?.(schema);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('ulid', /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i);
  const validate = ajv.compile(schema);
  return (body: unknown) => {
    const ok = validate(body);
    return { ok, errors: ajv.errorsText(validate.errors) };
  };
}
