import { describe, expect, it } from 'vitest';
import { MENU } from '../../server/reference/menu';
import { AUDIT_EVENTS } from '../../shared/dict/audit';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';

type Tree = { readonly [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

describe('browser texts', () => {
  it('has every en-US key in zh-CN and nothing more', () => {
    expect(keys(zhCN).sort()).toEqual(keys(enUS).sort());
  });

  it('names each menu entry in both languages, never with the words of the entry above it', () => {
    const byId = new Map(MENU.map((m) => [m.id, m]));
    for (const m of MENU) {
      const parent = m.parentId ? byId.get(m.parentId) : undefined;
      for (const res of [enUS, zhCN] as Tree[]) {
        expect(lookup(res, m.titleKey), m.titleKey).toBeTruthy();
        // A page of a group may share its group's key (the settings index); other words repeat in the breadcrumb.
        if (parent && parent.titleKey !== m.titleKey) expect(lookup(res, m.titleKey), `${m.id} under ${parent.id}`).not.toBe(lookup(res, parent.titleKey));
      }
    }
  });

  it('leaves no text empty', () => {
    for (const key of keys(zhCN)) expect(lookup(zhCN, key), key).not.toBe('');
  });

  it.each(Object.entries(AUDIT_EVENTS))('labels the audit event %s in both languages', (_code, key) => {
    expect(lookup(enUS, key)).toBeTruthy();
    expect(lookup(zhCN, key)).toBeTruthy();
  });

  it('keeps the spec texts verbatim', () => {
    expect(enUS.errors.noConnection).toBe(
      'Missing or No Internet Connection. Please activate mobile data or Wi-Fi connection to proceed.',
    );
    expect(enUS.errors.sessionAbnormalTitle).toBe('Session Abnormal');
    expect(enUS.errors.pageNotFound).toBe('Page not found.');
    expect(enUS.login.device.resent).toBe('Resent successfully');
    expect(enUS.login.device.resendFailed).toBe('Resent Failed');
  });
});
