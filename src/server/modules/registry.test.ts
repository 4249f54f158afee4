import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allActions } from './index';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SPEC_DIR = path.resolve(ROOT, '../shared/spec');

/** Actions that are ours, not the spec's, each with the reason (documented in docs/protocol.md). */
const DOCUMENTED_ADDITIONS: Record<string, string> = {
  QryStakeholderList: 'the spec names the stakeholder screens but not their actions',
  AddStakeholder: 'the spec names the stakeholder screens but not their actions',
  UpdStakeholderSts: 'block and unblock a stakeholder',
  DelStakeholder: 'delete a stakeholder',
  ResendStakeholderInvite: 'send a new invitation code',
};

function filesUnder(dir: string, suffix: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith(suffix)).map((f) => path.join(dir, f));
}

describe('the action registry', () => {
  const names = allActions.map((a) => a.contract.name);

  it('registers each action once', () => {
    expect(names.length).toBe(new Set(names).size);
  });

  it('uses only the spec names or documented additions', () => {
    // The specification sits beside the repository; docs/spec-action-names.txt keeps its names for
    // a clone that has no spec beside it.
    const spec = fs.existsSync(SPEC_DIR)
      ? fs.readdirSync(SPEC_DIR).map((f) => fs.readFileSync(path.join(SPEC_DIR, f), 'utf8')).join('\n')
      : fs.readFileSync(path.join(ROOT, 'docs/spec-action-names.txt'), 'utf8');
    const unknown = names.filter((n) => !DOCUMENTED_ADDITIONS[n] && !new RegExp(`\\b${n}\\b`).test(spec));
    expect(unknown).toEqual([]);
  });

  it('has an API test that calls every action', () => {
    const tests = filesUnder(path.join(ROOT, 'src/server'), '.api.test.ts').map((f) => fs.readFileSync(f, 'utf8')).join('\n');
    const untested = names.filter((n) => !tests.includes(`'${n}'`));
    expect(untested).toEqual([]);
  });
});
