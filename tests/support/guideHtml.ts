/**
 * What must never survive in guide HTML, stored or shown: a handler, a script-capable URL, an
 * element that runs code, loads another document or restyles the page, a form field.
 */
export const FORBIDDEN_IN_GUIDE_HTML: readonly RegExp[] = [
  /<script/i,
  /on\w+=/i,
  /javascript:/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<form/i,
  /<style/i,
  /<meta/i,
  /<link/i,
  /<base/i,
  /position:/i,
  /data:/i,
  /<input(?![^>]*type="checkbox")/i,
];
