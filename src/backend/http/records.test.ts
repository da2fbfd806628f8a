import { describe, expect, it } from 'vitest';
import { createHttpBackend } from '.';
import { RECORD_KINDS, recordOf } from '../../domain/kinds';
import { createFakeFetch, json } from '../../test/fakeFetch';

describe('every record kind on our server', () => {
  it('is read, written and deleted under api/{kind}, its update nested under its input key', async () => {
    const fake = createFakeFetch();
    const backend = createHttpBackend({ baseUrl: '/', fetch: fake.fetch });
    for (const kind of RECORD_KINDS) {
      fake.on('GET', `api/${kind}`, json(200, []));
      fake.on('GET', `api/${kind}/x`, json(200, {}));
      fake.on('POST', `api/${kind}`, json(201, {}));
      fake.on('PUT', `api/${kind}/x`, json(200, {}));
      fake.on('DELETE', `api/${kind}/x`, json(204, null));
      const api = backend[kind];
      await api.list();
      await api.get('x');
      await api.create({} as never);
      await api.update('x', {} as never, 3);
      await api.remove('x');
      expect(fake.requests.slice(-5).map(({ method, url, body }) => [method, url, body])).toEqual([
        ['GET', `/api/${kind}`, undefined],
        ['GET', `/api/${kind}/x`, undefined],
        ['POST', `/api/${kind}`, {}],
        ['PUT', `/api/${kind}/x`, { [recordOf(kind).inputKey]: {}, baseVersion: 3 }],
        ['DELETE', `/api/${kind}/x`, undefined],
      ]);
    }
  });
});
