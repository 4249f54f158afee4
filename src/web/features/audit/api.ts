import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ExportAuditTrail, QryAuditTrailList, QueryOperatorList } from '../../../shared/actions/audit';
import { callAction } from '../../api/client';

export interface AuditQuery {
  pageNum: number;
  pageSize: number;
  event?: string;
  operator?: string;
  /** One person of the business (QueryOperatorList). */
  operatorId?: string;
  /** YYYYMMDD */
  beginDate?: string;
  /** YYYYMMDD */
  endDate?: string;
}

export type AuditFilterQuery = Omit<AuditQuery, 'pageNum' | 'pageSize'>;

/** Query keys of the audit area. */
export const auditKeys = {
  all: ['audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (query: AuditQuery) => [...auditKeys.lists(), query] as const,
  operators: (keyword: string, include: string | undefined) => [...auditKeys.all, 'operators', keyword, include ?? null] as const,
};

export function useAuditTrail(query: AuditQuery) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => callAction(QryAuditTrailList, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The business's people for the person filter: the first names A-Z, or those matching what was typed; `include` the one picked. */
export function useAuditOperators(keyword: string, include: string | undefined) {
  return useQuery({
    queryKey: auditKeys.operators(keyword, include),
    queryFn: ({ signal }) => callAction(QueryOperatorList, { keyword: keyword || undefined, include }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** Saves a file the browser holds in memory under the server's file name. */
function saveFile(fileName: string, contentType: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The whole filtered trail as CSV, made by the server, saved as a download. */
export function useExportAuditTrail() {
  return useMutation({
    mutationFn: async (filter: AuditFilterQuery) => {
      const file = await callAction(ExportAuditTrail, filter);
      saveFile(file.fileName, file.contentType, file.content);
      return file;
    },
  });
}
