/** Full names are shown at most 15 characters long, then '...' (spec 000 section 9). */
export const NAME_DISPLAY_MAX = 15;

export function truncateName(name: string | null | undefined, max: number = NAME_DISPLAY_MAX) {
  if (!name) return '';
  const chars = [...name.trim()];
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : chars.join('');
}

/** 'Jane' + 'Wanjiku' -> 'Jane Wanjiku', skipping blanks. */
export function fullName(...parts: Array<string | null | undefined>): string {
  return parts
    .map((p) => p?.trim() ?? '')
    .filter((p) => p.length > 0)
    .join(' ');
}
