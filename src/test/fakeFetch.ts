import type { FetchLike } from '../backend/http/client';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Reply = Response | Promise<Response> | (() => Response | Promise<Response>);

export function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * A scripted fetch for adapter tests: replies are keyed by "METHOD path" (path after the base URL)
 * and every request is recorded.
 */
export function createFakeFetch(baseUrl = '/') {
  const routes = new Map<string, Reply>();
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (input, init = {}) => {
    const method = init.method ?? 'GET';
    const path = input.slice(baseUrl.length).split('?')[0] ?? '';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    requests.push({
      method,
      url: input,
      headers: { ...(init.headers as Record<string, string>) },
      body,
      credentials: init.credentials,
    });
    const reply = routes.get(`${method} ${path}`);
    if (!reply) return json(404, { error: { code: 'not-found', message: `No route ${path}` } });
    return typeof reply === 'function' ? reply() : reply;
  };
  return {
    fetch,
    requests,
    /** Each reply object is a one-shot Response, so pass a function for repeated calls. */
    on(method: string, path: string, reply: Reply) {
      routes.set(`${method} ${path}`, reply);
    },
    count: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.url.endsWith(path)).length,
  };
}
