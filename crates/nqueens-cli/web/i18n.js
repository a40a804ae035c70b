// The page's language: the messages of /api/messages (English or
// Vietnamese, from the binary's Fluent files), numbers written as that
// language writes them, and the labels of the HTML relabelled in place.

import { el } from './dom.js';

/** The page's language, `en` or `vi`; importers see it change. */
export let lang = 'en';
let messages = {};

/** The message `id` with its `{$name}` placeables filled from `args`. */
export function t(id, args = {}) {
  const text = messages[id] ?? id;
  // Fluent may wrap placeables in isolation marks; the page places its own.
  return text
    .replace(/[\u2068\u2069]/g, '')
    .replace(/\{\s*\$([A-Za-z0-9_-]+)\s*\}/g, (whole, name) =>
      name in args ? String(args[name]) : whole);
}

/** The page's language as a locale: Vietnamese writes 14.200 and 0,25. */
const locale = () => (lang === 'vi' ? 'vi-VN' : 'en-US');

/** A whole number in the page's language, thousands grouped (BigInt-safe). */
export function num(value) {
  try {
    return new Intl.NumberFormat(locale()).format(typeof value === 'string' ? BigInt(value) : value);
  } catch {
    return String(value);
  }
}

/** A number with `digits` decimals in the page's language. */
export function dec(value, digits) {
  return new Intl.NumberFormat(locale(), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

// The lessons' formulas (i+j, i-j+n, c[i-j+n], x[i]) and the index
// that follows one (i+j = 3): each kept on one line.
const FORMULA = /([a-z]\[[^\]\s]+\](?:\s?=\s?\d+)?|\b[ijn](?:[-+][ijn])+(?:\s?=\s?\d+)?)/;

/** Writes `text` into `node`, each formula in a span that does not wrap. */
export function setText(node, text) {
  const parts = String(text).split(FORMULA);
  if (parts.length === 1) {
    node.textContent = text;
    return;
  }
  node.replaceChildren(...parts.map((part, i) => (i % 2 ? el('span', { class: 'formula', text: part }) : part)));
}

export function initialLanguage() {
  const saved = localStorage.getItem('nqueens-lang');
  if (saved === 'en' || saved === 'vi') return saved;
  return (navigator.language || '').toLowerCase().startsWith('vi') ? 'vi' : 'en';
}

/** Makes `next` the page's language, with its `messages`, and relabels the HTML. */
export function useLanguage(next, nextMessages) {
  lang = next;
  messages = nextMessages;
  localStorage.setItem('nqueens-lang', lang);
  document.documentElement.lang = lang;
  document.title = t('web-title');
  for (const button of document.querySelectorAll('[data-lang]')) {
    button.setAttribute('aria-pressed', String(button.dataset.lang === lang));
  }
  relabel(document);
}

/** Writes every `data-i18n*` label under `root`. */
export function relabel(root) {
  for (const node of root.querySelectorAll('[data-i18n]')) setText(node, t(node.dataset.i18n));
  for (const el of root.querySelectorAll('[data-i18n-aria]')) el.setAttribute('aria-label', t(el.dataset.i18nAria));
  for (const el of root.querySelectorAll('[data-i18n-title]')) el.title = t(el.dataset.i18nTitle);
}

/** A square as the lessons name it: (i, j), row and column from 0. */
const ij = (row, col) => `(${row}, ${col})`;

/** A step of a trace (its record, as /api/trace gives it) in words, its squares named (i, j). */
export function stepWords(step) {
  const square = ij(step.row, step.col);
  switch (step.step) {
    case 'try': return t('web-step-try', { square });
    case 'place': return t('web-step-place', { square });
    case 'backtrack': return t('web-step-backtrack', { square });
    case 'conflict': {
      const line = t(`web-line-${step.line}`, { index: step.index });
      return step.queen
        ? t('web-step-conflict-queen', { square, line, queen: ij(step.queen.row, step.queen.col) })
        : t('web-step-conflict', { square, line });
    }
    case 'solution': return t('web-step-solution', { number: num(step.number), queens: step.queens.join(' ') });
    default: return tourWords(step);
  }
}

/** A step of the knight's-tour program (its record, as /api/lesson gives it) in words. */
export function tourWords(step) {
  const at = (square) => (square ? ij(square[0], square[1]) : '');
  switch (step.step) {
    case 'move-try': {
      const args = { k: step.k, from: at(step.from), to: at(step.to) };
      if (!step.to) return t('web-tour-step-off', args);
      return t(step.free ? 'web-tour-step-free' : 'web-tour-step-visited', args);
    }
    case 'move': return t('web-tour-step-move', { to: at(step.to), number: num(step.number) });
    case 'undo': return t('web-tour-step-undo', { square: at(step.square), number: num(step.number) });
    case 'tour': return t('web-tour-step-tour');
    default: return '';
  }
}
