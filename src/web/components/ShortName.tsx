import { truncateName } from '../../shared/format/name';

/**
 * A full name as the spec shows it: at most 15 characters, then '...' (spec 000 section 9), with
 * the whole name in the tooltip.
 *
 *   <ShortName name={b.bnfName} />
 */
export function ShortName({ name }: { name: string | null | undefined }) {
  if (!name) return null;
  const short = truncateName(name);
  return <span title={short === name.trim() ? undefined : name}>{short}</span>;
}
