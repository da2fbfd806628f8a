import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredFile } from '../../domain/files';
import type { StoredFileInfo } from '../../domain/fileUsage';
import { createFakeFetch, json } from '../../test/fakeFetch';
import { createHttpBackend } from '.';

const stored: StoredFile = {
  path: 'heroes/1-aria.png',
  url: '/files/heroes/1-aria.png',
  thumbnailUrl: '/files/heroes/1-aria.png.thumb.webp',
  contentType: 'image/png',
  size: 3,
};

const image = () => new File([new Uint8Array([1, 2, 3])], 'my aria.png', { type: 'image/png' });

/** Just enough of XMLHttpRequest to drive progress, success and abort from a test. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

async function sentXhr(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
  return FakeXhr.last!;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('HTTP file upload', () => {
  it('posts the raw file with its type through an injected fetch', async () => {
    const fake = createFakeFetch();
    fake.on('POST', 'api/files', () => json(201, stored));
    const backend = createHttpBackend({ fetch: fake.fetch });
    const onProgress = vi.fn();
    const file = image();

    await expect(backend.files.upload(file, { folder: 'heroes', onProgress })).resolves.toEqual(
      stored,
    );
    const [request] = fake.requests;
    expect(request?.url).toBe('/api/files?folder=heroes&name=my+aria.png');
    expect(request?.headers['Content-Type']).toBe('image/png');
    expect(request?.body).toBe(file);
    expect(onProgress).toHaveBeenCalledWith(100);
  });

  it('turns a refused file into a BackendError', async () => {
    const fake = createFakeFetch();
    fake.on('POST', 'api/files', () =>
      json(413, { error: { code: 'too-large', message: 'Images must be at most 5 MB.' } }),
    );
    const backend = createHttpBackend({ fetch: fake.fetch });
    await expect(backend.files.upload(image(), { folder: 'heroes' })).rejects.toMatchObject({
      code: 'too-large',
      message: 'Images must be at most 5 MB.',
    });
  });

  it('reports progress through XMLHttpRequest in the browser', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const backend = createHttpBackend({ baseUrl: '/guide/' });
    const onProgress = vi.fn();
    const upload = backend.files.upload(image(), { folder: 'media', onProgress });

    // The upload code loads on first use (admins only), so the request starts a moment later.
    const xhr = await sentXhr();
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/guide/api/files?folder=media&name=my+aria.png');
    expect(xhr?.headers['Content-Type']).toBe('image/png');
    xhr?.progress(1, 4);
    xhr?.progress(4, 4);
    xhr?.respond(201, stored);

    await expect(upload).resolves.toEqual(stored);
    expect(onProgress.mock.calls).toEqual([[25], [100]]);
  });

  it('cancels an XMLHttpRequest upload when the signal aborts', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const backend = createHttpBackend();
    const controller = new AbortController();
    const upload = backend.files.upload(image(), { folder: 'heroes', signal: controller.signal });

    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('maps an XMLHttpRequest error reply to a BackendError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const backend = createHttpBackend();
    const upload = backend.files.upload(image(), { folder: 'heroes' });
    (await sentXhr()).respond(400, { error: { code: 'invalid', message: 'Not a valid image.' } });
    await expect(upload).rejects.toMatchObject({ code: 'invalid', message: 'Not a valid image.' });
  });
});

describe('HTTP media library calls', () => {
  const info: StoredFileInfo = {
    ...stored,
    createdAt: '2024-05-01T10:00:00.000Z',
    usedBy: [{ kind: 'hero', id: 'h1', label: 'Aria' }],
  };

  it('lists the stored files and deletes the unused ones, answering the count', async () => {
    const fake = createFakeFetch();
    fake.on('GET', 'api/files', () => json(200, [info]));
    fake.on('POST', 'api/files/delete-unused', () => json(200, { deleted: 3 }));
    const backend = createHttpBackend({ fetch: fake.fetch });
    await expect(backend.files.list()).resolves.toEqual([info]);
    await expect(backend.files.removeUnused()).resolves.toBe(3);
    expect(fake.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/files',
      'POST /api/files/delete-unused',
    ]);
  });

  it('passes on the refusal naming where a file is used', async () => {
    const fake = createFakeFetch();
    const message = 'This file is still shown by the hero “Aria”.';
    fake.on('DELETE', 'api/files/heroes/1-aria.png', () =>
      json(409, { error: { code: 'conflict', message } }),
    );
    const backend = createHttpBackend({ fetch: fake.fetch });
    await expect(backend.files.remove('heroes/1-aria.png')).rejects.toMatchObject({
      code: 'conflict',
      message,
    });
  });
});
