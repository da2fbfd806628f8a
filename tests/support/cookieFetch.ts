/**
 * A fetch that keeps cookies like a browser tab does, so the HTTP adapter can run in Node
 * (contract tests) with each client holding its own session.
 */
export function cookieFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired =
        attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value.join('=') === '';
      if (expired) jar.delete(name.trim());
      else jar.set(name.trim(), value.join('='));
    }
    return response;
  };
}
