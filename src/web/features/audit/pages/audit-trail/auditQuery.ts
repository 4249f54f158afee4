import { AUDIT_EVENTS } from '../../../../../shared/dict/audit';
import { readDate, readPage, readText, toSearch } from '../../../../components/urlParams';
import type { AuditQuery } from '../../api';

/** The audit page's state as it lives in the URL: ?event=&person=&operator=&from=&to=&page=&size= */
export function readAuditQuery(params: URLSearchParams): AuditQuery {
  const event = readText(params, 'event', 40);
  let beginDate = readDate(params, 'from');
  let endDate = readDate(params, 'to');
  if (beginDate && endDate && beginDate > endDate) [beginDate, endDate] = [endDate, beginDate];
  return {
    ...readPage(params),
    event: event && Object.hasOwn(AUDIT_EVENTS, event) ? event : undefined,
    operator: readText(params, 'operator'),
    operatorId: readText(params, 'person', 40),
    beginDate,
    endDate,
  };
}

export function auditSearch(query: AuditQuery): URLSearchParams {
  return toSearch({
    event: query.event,
    person: query.operatorId,
    operator: query.operator,
    from: query.beginDate,
    to: query.endDate,
    page: query.pageNum,
    size: query.pageSize,
  });
}
