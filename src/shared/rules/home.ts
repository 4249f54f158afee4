import type { MessageCode } from '../i18n/messages';

/** Quick access holds exactly this many entries (spec 000 section 9: 'choose 8 options'). */
export const QUICK_ACCESS_SIZE = 8;

/** How many entries a person must choose: 8, or all they may use when they may use fewer. */
export function quickAccessSize(permittedCount: number): number {
  return Math.min(QUICK_ACCESS_SIZE, permittedCount);
}

/**
 * Why a choice of quick access entries cannot be saved, as a catalogue code with its parameters;
 * null when it can. The browser and the server apply the same rule.
 */
export function quickRangeProblem(
  chosen: readonly string[],
  permitted: readonly string[],
): { code: MessageCode; params?: Record<string, string | number> } | null {
  const allowed = new Set(permitted);
  if (chosen.some((id) => !allowed.has(id))) return { code: 'MMCP4901' };
  if (new Set(chosen).size !== chosen.length) return { code: 'MMCP4902' };
  const size = quickAccessSize(allowed.size);
  if (chosen.length !== size) return { code: 'MMCP4900', params: { count: size } };
  return null;
}
