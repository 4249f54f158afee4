import { readDate, readPage, readText, toSearch } from '../../../../components/urlParams';
import type { TransListQuery } from '../../api';

/** The records' filter and page as they live in the URL (?start=&end=&type=&status=&channel=&dir=&q=&page=&size=). */
export function readTransQuery(params: URLSearchParams): TransListQuery {
  const status = params.get('status');
  const dir = params.get('dir');
  const type = readText(params, 'type', 4);
  const channel = readText(params, 'channel', 4);
  return {
    ...readPage(params),
    startDate: readDate(params, 'start'),
    endDate: readDate(params, 'end'),
    ordTyp: type && type.length === 2 ? type : undefined,
    status: status === 'S' || status === 'P' || status === 'W' || status === 'F' ? status : undefined,
    rcvCnl: channel && channel.length === 2 ? channel : undefined,
    dcFlg: dir === 'c' || dir === 'd' ? dir : undefined,
    keyword: readText(params, 'q', 40),
  };
}

export function transSearch(q: TransListQuery): URLSearchParams {
  return toSearch({
    start: q.startDate,
    end: q.endDate,
    type: q.ordTyp,
    status: q.status,
    channel: q.rcvCnl,
    dir: q.dcFlg,
    q: q.keyword,
    page: q.pageNum,
    size: q.pageSize,
  });
}
