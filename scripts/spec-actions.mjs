// Lists the action names the specification mentions that the server does not answer yet.
// Usage: node scripts/spec-actions.mjs   (reads ../shared/spec and src/server/modules)
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const specDir = resolve(root, '../shared/spec');
const spec = readdirSync(specDir)
  .filter((f) => f.endsWith('.txt'))
  .map((f) => readFileSync(join(specDir, f), 'utf8'))
  .join('\n');

// Action names are CamelCase words (QueryStoreList) or the few lower-camel ones (getNav, queryStoreFront).
const candidates = new Set(spec.match(/\b(?:[A-Z][a-z]+(?:[A-Z0-9][a-z0-9]*){1,}|(?:get|query|update|use)[A-Z][A-Za-z]+)\b/g) ?? []);
const server = readdirSync(join(root, 'src/shared/actions'))
  .map((f) => readFileSync(join(root, 'src/shared/actions', f), 'utf8'))
  .join('\n');
const built = new Set([...server.matchAll(/contract\(\s*'([A-Za-z0-9]+)'/g)].map((m) => m[1]));
const listed = spec.split('\n').filter((l) => /^\s*[-|]|Action|actions/i.test(l)).join('\n');
const missing = [...candidates].filter((n) => !built.has(n) && new RegExp(`\\b${n}\\b`).test(listed)).sort();
console.log(`${built.size} actions built; ${missing.length} names in the spec not built yet:`);
console.log(missing.join('\n'));
