import { useCallback } from 'react';
import { useDictionary } from '../api';

/**
 * Labels of the business's codes (industry, sector of its industry, county) from CommonDictionary;
 * a code the dictionary does not know shows as it is.
 */
export function useDictLabel(industry: string | null | undefined) {
  const industries = useDictionary('industry');
  const sectors = useDictionary('sector', industry ?? undefined, Boolean(industry));
  const counties = useDictionary('county');
  return useCallback(
    (field: string, code: string | null | undefined): string => {
      if (!code) return '';
      const list =
        field === 'industry'
          ? industries.data
          : field === 'sector'
            ? sectors.data
            : field === 'county'
              ? counties.data
              : undefined;
      if (!list) return code;
      return list.find((i) => i.code === code)?.name ?? code;
    },
    [industries.data, sectors.data, counties.data],
  );
}
