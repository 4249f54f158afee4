import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QryAuditTrailList } from '../../../shared/actions/audit';
import { callAction } from '../../api/client';

export interface AuditQuery {
  pageNum: number;
  pageSize: number;
  event?: string;
  operator?: string;
  /** YYYYMMDD */
  beginDate?: string;
  /** YYYYMMDD */
  endDate?: string;
}

/** Query keys of the audit area. */
export const auditKeys = {
  all: ['audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (query: AuditQuery) => [...auditKeys.lists(), query] as const,
};

export function useAuditTrail(query: AuditQuery) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => callAction(QryAuditTrailList, query, { signal }),
    placeholderData: keepPreviousData,
  });
}
