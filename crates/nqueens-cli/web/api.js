// The page's calls to the server's API, in the page's language, and the
// banner that shows what went wrong.

import { lang, t } from './i18n.js';

class ApiError extends Error {
  constructor(message, status, body) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/** Calls the API in the page's language; a 4xx/5xx throws its `error` text. */
export async function api(path, options = {}, language = lang) {
  const url = `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
  let response;
  try {
    response = await fetch(url, options);
  } catch {
    throw new ApiError(t('web-error-network'), 0, null);
  }
  let body = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    throw new ApiError(body?.error ?? `HTTP ${response.status}`, response.status, body);
  }
  return body;
}

export function post(path, data) {
  return api(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
}

export function showError(error) {
  const banner = document.querySelector('[data-testid=error]');
  banner.textContent = error ? String(error.message ?? error) : '';
  banner.hidden = !error;
}
