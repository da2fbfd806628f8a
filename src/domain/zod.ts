import { z } from 'zod';

/**
 * zod as the site's code uses it. In browsers zod runs without compiling parsers: the Content
 * Security Policy forbids eval, and even zod's probe for it (`new Function('')`) would be reported
 * as a violation on every page that checks a form. The server keeps the faster compiled parsers.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
