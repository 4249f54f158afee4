// The part of autocannon's API that bench/run.ts and bench/money.ts use (the package ships no types).
declare module 'autocannon' {
  export interface Options {
    url: string;
    method?: 'GET' | 'POST';
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    verifyBody?: (body: string) => boolean;
    /** Stop after this many requests (then duration is ignored). */
    amount?: number;
    /** A request sequence; setupRequest may rewrite each request before it is sent. */
    requests?: { setupRequest?: (req: RequestParams) => RequestParams }[];
  }
  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    mismatches: number;
    '2xx': number;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
