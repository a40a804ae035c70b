// The page of `nqueens serve`: six views over the local API (see
// web-contract.md). Plain JavaScript, no build step, nothing from other
// origins. Every text the page shows comes from /api/messages.

import { lessonPanel } from './lesson.js';

const $ = (id) => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';
const FILES = 'abcdefghijklmnopqrstuvwxyz';

// ---------------------------------------------------------------- language

let lang = 'en';
let messages = {};

/** The message `id` with its `{$name}` placeables filled from `args`. */
function t(id, args = {}) {
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
function num(value) {
  try {
    return new Intl.NumberFormat(locale()).format(typeof value === 'string' ? BigInt(value) : value);
  } catch {
    return String(value);
  }
}

/** A number with `digits` decimals in the page's language. */
function dec(value, digits) {
  return new Intl.NumberFormat(locale(), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

// The lessons' formulas (i+j, i-j+n, c[i-j+n], x[i]) and the index
// that follows one (i+j = 3): each kept on one line.
const FORMULA = /([a-z]\[[^\]\s]+\](?:\s?=\s?\d+)?|\b[ijn](?:[-+][ijn])+(?:\s?=\s?\d+)?)/;

/** Writes `text` into `node`, each formula in a span that does not wrap. */
function setText(node, text) {
  const parts = String(text).split(FORMULA);
  if (parts.length === 1) {
    node.textContent = text;
    return;
  }
  node.replaceChildren(...parts.map((part, i) => (i % 2 ? el('span', { class: 'formula', text: part }) : part)));
}

function initialLanguage() {
  const saved = localStorage.getItem('nqueens-lang');
  if (saved === 'en' || saved === 'vi') return saved;
  return (navigator.language || '').toLowerCase().startsWith('vi') ? 'vi' : 'en';
}

async function setLanguage(next) {
  const body = await api(`/api/messages?lang=${next}`, {}, next);
  lang = next;
  messages = body.messages;
  localStorage.setItem('nqueens-lang', lang);
  document.documentElement.lang = lang;
  document.title = t('web-title');
  for (const button of document.querySelectorAll('[data-lang]')) {
    button.setAttribute('aria-pressed', String(button.dataset.lang === lang));
  }
  relabel(document);
  // Texts the server wrote (conflicts, steps, errors) come again in the
  // new language; texts the page writes are written again.
  if (document.body.dataset.ready) for (const view of Object.values(views)) view.relabel?.();
}

/** Writes every `data-i18n*` label under `root`. */
function relabel(root) {
  for (const node of root.querySelectorAll('[data-i18n]')) setText(node, t(node.dataset.i18n));
  for (const el of root.querySelectorAll('[data-i18n-aria]')) el.setAttribute('aria-label', t(el.dataset.i18nAria));
  for (const el of root.querySelectorAll('[data-i18n-title]')) el.title = t(el.dataset.i18nTitle);
}

// --------------------------------------------------------------------- api

class ApiError extends Error {
  constructor(message, status, body) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/** Calls the API in the page's language; a 4xx/5xx throws its `error` text. */
async function api(path, options = {}, language = lang) {
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

function post(path, data) {
  return api(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
}

function showError(error) {
  const banner = document.querySelector('[data-testid=error]');
  banner.textContent = error ? String(error.message ?? error) : '';
  banner.hidden = !error;
}

// ----------------------------------------------------------------- helpers

/** Chess name of (row, col) on a board of `rows` rows: row 0 is the top. */
function squareName(rows, row, col) {
  return col < FILES.length ? `${FILES[col]}${rows - row}` : `(${row},${col})`;
}

function fillSelect(select, from, to, value) {
  select.replaceChildren();
  for (let n = from; n <= to; n++) select.add(new Option(String(n), String(n)));
  select.value = String(value);
}

function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}

function svgEl(tag, attrs = {}) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  return node;
}

function queenIcon() {
  const svg = svgEl('svg', { viewBox: '0 0 100 100', class: 'queen', 'aria-hidden': 'true', focusable: 'false' });
  svg.append(svgEl('use', { href: '#queen' }));
  return svg;
}

/**
 * Arrow keys move the focus between the squares of a board of buttons
 * (one tab stop per board, the others reached with the arrows).
 */
function rovingFocus(board, cols) {
  board.onkeydown = (event) => {
    const buttons = [...board.querySelectorAll('button.sq')];
    const at = buttons.indexOf(document.activeElement);
    if (at < 0) return;
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -cols, ArrowDown: cols, Home: -at, End: buttons.length - 1 - at };
    if (!(event.key in moves)) return;
    const next = at + moves[event.key];
    if (next < 0 || next >= buttons.length) return;
    event.preventDefault();
    buttons[at].tabIndex = -1;
    buttons[next].tabIndex = 0;
    buttons[next].focus();
  };
}

/** Builds a board of square buttons; `onPick(row, col)` on a click. */
function buildBoard(board, rows, cols, onPick) {
  board.replaceChildren();
  board.style.setProperty('--rows', rows);
  board.style.setProperty('--cols', cols);
  board.style.setProperty('--n', Math.max(rows, cols));
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const name = squareName(rows, row, col);
      const button = el('button', {
        class: `sq ${(row + col) % 2 ? 'dark' : 'light'}`,
        'data-square': name,
        'data-row': row,
        'data-col': col,
        'aria-label': name,
        tabindex: row === 0 && col === 0 ? '0' : '-1',
      });
      button.onclick = () => onPick(row, col);
      board.append(button);
    }
  }
  const overlay = svgEl('svg', { class: 'overlay', viewBox: `0 0 ${cols} ${rows}`, preserveAspectRatio: 'none', 'aria-hidden': 'true' });
  board.append(overlay);
  rovingFocus(board, cols);
  return overlay;
}

/** Small labels of files (a, b, ...) and ranks around a board. */
function coordinates(wrap, rows, cols) {
  wrap.querySelectorAll('.files, .ranks').forEach((node) => node.remove());
  const files = el('div', { class: 'files', 'aria-hidden': 'true' });
  for (let col = 0; col < cols; col++) files.append(el('span', { text: col < 26 ? FILES[col] : '' }));
  const ranks = el('div', { class: 'ranks', 'aria-hidden': 'true' });
  for (let row = 0; row < rows; row++) ranks.append(el('span', { text: String(rows - row) }));
  files.style.setProperty('--cols', cols);
  ranks.style.setProperty('--rows', rows);
  wrap.append(ranks, files);
}

// ==================================================================== Play

// The most queens left out one at a time to find which one to take away.
const MAX_SUGGEST = 8;

const play = {
  n: 8,
  suggest: null, // the queen to take away, once a check has found one
  queens: [], // [row, col] pairs, in the order placed
  result: null,
  asked: 0,
  overlay: null,

  init() {
    fillSelect($('play-n'), 4, 20, this.n);
    $('play-n').onchange = () => this.resize(Number($('play-n').value));
    $('play-clear').onclick = () => this.set([]);
    $('play-check').onclick = () => this.check(false);
    $('play-complete').onclick = () => this.check(true);
    this.resize(this.n);
  },

  resize(n) {
    this.n = n;
    const board = $('play-board');
    this.overlay = buildBoard(board, n, n, (row, col) => this.toggle(row, col));
    coordinates(board.parentElement, n, n);
    this.set([]);
  },

  toggle(row, col) {
    const at = this.queens.findIndex(([r, c]) => r === row && c === col);
    const next = at >= 0 ? this.queens.filter((_, i) => i !== at) : [...this.queens, [row, col]];
    this.set(next);
  },

  set(queens) {
    this.queens = queens;
    this.asked++;
    this.suggest = null;
    delete $('play-board').dataset.suggest;
    $('play-message').textContent = '';
    $('play-message').className = 'message';
    this.verify();
  },

  async verify() {
    const asked = ++this.asked;
    try {
      const result = await post('/api/verify', { n: this.n, queens: this.queens });
      if (asked !== this.asked) return; // a later click has asked again
      this.result = result;
      showError(null);
      this.draw();
    } catch (error) {
      if (asked === this.asked) showError(error);
    }
  },

  draw() {
    const { n } = this;
    const result = this.result ?? { placed: 0, conflicts: [], attacked: [], solved: false };
    const key = (r, c) => r * n + c;
    const queens = new Set(this.queens.map(([r, c]) => key(r, c)));
    const attacked = new Set(result.attacked.map(([r, c]) => key(r, c)));
    const fighting = new Set();
    for (const { first, second } of result.conflicts) {
      fighting.add(key(...first));
      fighting.add(key(...second));
    }
    for (const button of $('play-board').querySelectorAll('button.sq')) {
      const k = key(Number(button.dataset.row), Number(button.dataset.col));
      const queen = queens.has(k);
      button.classList.toggle('queen', queen);
      button.classList.toggle('attacked', attacked.has(k));
      button.classList.toggle('conflict', fighting.has(k));
      button.classList.toggle('suggest', Boolean(this.suggest) && this.suggest[0] * n + this.suggest[1] === k);
      button.setAttribute('aria-pressed', String(queen));
      const name = button.dataset.square;
      button.setAttribute('aria-label', queen
        ? t(fighting.has(k) ? 'web-square-queen-attacked' : 'web-square-queen', { square: name })
        : attacked.has(k) ? t('web-square-attacked', { square: name }) : name);
      if (queen && !button.firstChild) button.append(queenIcon());
      if (!queen && button.firstChild) button.replaceChildren();
    }
    // The lines along which queens attack each other.
    this.overlay.replaceChildren();
    for (const { first, second } of result.conflicts) {
      this.overlay.append(svgEl('line', {
        x1: first[1] + 0.5, y1: first[0] + 0.5, x2: second[1] + 0.5, y2: second[0] + 0.5, class: 'attack',
      }));
    }
    $('play-status').textContent = t('web-play-placed', { placed: result.placed, n });
    const list = $('play-conflicts');
    list.replaceChildren(...result.conflicts.map((c) => el('li', { text: c.text, 'data-testid': 'play-conflict' })));
    $('play-no-conflicts').hidden = result.conflicts.length > 0 || result.placed < 2;
    const solved = $('play-solved');
    solved.hidden = !result.solved;
    solved.textContent = result.solved ? t('web-play-solved', { n }) : '';
    $('play-board').classList.toggle('won', Boolean(result.solved));
  },

  async check(fill) {
    const message = $('play-message');
    const asked = this.asked;
    const say = (text, kind) => {
      if (asked !== this.asked) return; // the board changed meanwhile
      message.textContent = text;
      message.className = `message${kind ? ` ${kind}` : ''}`;
    };
    say(t('web-working'));
    try {
      const queens = this.queens;
      const answer = await post('/api/complete', { n: this.n, queens });
      if (answer.completable && fill) {
        if (asked === this.asked) this.set(answer.solution.map((col, row) => [row, col]));
      } else if (answer.completable) {
        say(t('web-play-completable'), 'good');
      } else {
        // Which queen to take away: the board asked again without each
        // one, the last placed first, at most MAX_SUGGEST of them.
        const tried = queens.slice(-MAX_SUGGEST).reverse();
        for (const queen of tried) {
          if (asked !== this.asked) return;
          const others = queens.filter((q) => q !== queen);
          const without = await post('/api/complete', { n: this.n, queens: others });
          if (without.completable) {
            if (asked !== this.asked) return;
            this.suggest = queen;
            this.draw();
            say(t('web-play-not-completable', { square: squareName(this.n, ...queen) }), 'bad');
            $('play-board').dataset.suggest = squareName(this.n, ...queen);
            return;
          }
        }
        say(tried.length < queens.length
          ? t('web-play-not-completable-last', { tried: tried.length })
          : t('web-play-not-completable-any'), 'bad');
      }
    } catch (error) {
      say(error.message, 'bad');
    }
  },

  relabel() {
    this.suggest = null;
    this.verify();
    const message = $('play-message');
    if (message.textContent) message.textContent = '';
  },
};

// =================================================================== Watch

// The speeds of `nqueens watch`, in steps a second: the slider's notches,
// and what + and - step through, as in the terminal.
const SPEEDS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];
const rate = (value) => SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, value))];

/** A square of the Watch view, as the lessons name it: (i, j), from 0. */
const ij = (row, col) => `(${row}, ${col})`;

const LINES = ['column', 'diagonal', 'anti-diagonal'];

// The program, the call stack and the recursion tree beside the board.
const lesson = lessonPanel({
  $,
  t,
  el,
  api,
  num,
  lang: () => lang,
  pos: () => watch.pos,
  jump: (i) => { watch.pause(); watch.go(i); },
});

const watch = {
  loaded: false,
  data: null,
  pos: -1, // index of the step shown; -1 before the first
  queens: [],
  prev: null, // per step, the column its row held before it
  solutionsAt: [], // the indices of the solution steps
  solutions: 0,
  nodes: 0, // queens placed so far, as the terminal's "Queens placed"
  conflicts: 0,
  playing: false,
  last: 0,
  carry: 0,
  asked: 0,
  cells: { column: [], diagonal: [], 'anti-diagonal': [], x: [] },

  init() {
    fillSelect($('watch-n'), 4, 10, 8);
    $('watch-n').onchange = () => this.load(false);
    $('watch-method').onchange = () => {
      this.limitForMethod();
      this.load(false);
    };
    $('watch-play').onclick = () => (this.playing ? this.pause() : this.play());
    $('watch-forward').onclick = () => { this.pause(); this.go(this.pos + 1); };
    $('watch-back').onclick = () => { this.pause(); this.go(this.pos - 1); };
    $('watch-start').onclick = () => { this.pause(); this.go(-1); };
    $('watch-end').onclick = () => { this.pause(); this.go(this.data ? this.data.steps.length - 1 : -1); };
    $('watch-next').onclick = () => this.next();
    $('watch-speed').oninput = () => this.showSpeed();
    $('watch-scrub').oninput = () => { this.pause(); this.go(Number($('watch-scrub').value)); };
    lesson.init();
    this.showSpeed();
    this.showMethod();
    // The keys of `nqueens watch` (space, →, n, + and -), and ←, Home and
    // End, which the page can also do: it keeps every step.
    document.addEventListener('keydown', (event) => {
      if (document.body.dataset.view !== 'watch' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target.closest?.('select, input, textarea, [role=tab], dialog')) return;
      const onButton = Boolean(event.target.closest?.('button'));
      const speed = (by) => {
        const slider = $('watch-speed');
        slider.value = String(Number(slider.value) + by);
        this.showSpeed();
      };
      const keys = {
        ' ': () => $('watch-play').click(),
        ArrowRight: () => $('watch-forward').click(),
        ArrowLeft: () => $('watch-back').click(),
        Home: () => $('watch-start').click(),
        End: () => $('watch-end').click(),
        n: () => this.next(),
        N: () => this.next(),
        '+': () => speed(1),
        '=': () => speed(1),
        '-': () => speed(-1),
        _: () => speed(-1),
      };
      const action = keys[event.key];
      // Space and Enter on a button press that button.
      if (!action || (onButton && event.key === ' ')) return;
      event.preventDefault();
      action();
    });
    new ResizeObserver(() => this.draw()).observe($('watch-board'));
  },

  shown() {
    if (!this.loaded) this.load(false);
  },

  limitForMethod() {
    // Brute force lists all n^n column lists: the server takes n up to 6.
    const brute = $('watch-method').value === 'brute';
    for (const option of $('watch-n').options) option.disabled = brute && Number(option.value) > 6;
    if (brute && Number($('watch-n').value) > 6) $('watch-n').value = '6';
    this.showMethod();
  },

  /** What the method does, and for brute force that it keeps no marker arrays. */
  showMethod() {
    const method = $('watch-method').value;
    setText($('watch-about'), t(`web-method-${method}-about`));
    const brute = method === 'brute';
    for (const line of LINES) $('view-watch').querySelector(`[data-testid="marker-row-${line}"]`).hidden = brute;
    $('watch-brute-note').hidden = !brute;
  },

  showSpeed() {
    $('watch-speed-out').textContent = t('web-speed-steps', { rate: num(rate(Number($('watch-speed').value))) });
  },

  async load(keepPosition) {
    this.pause();
    this.loaded = true;
    const n = Number($('watch-n').value);
    const method = $('watch-method').value;
    const asked = ++this.asked;
    const keep = keepPosition ? this.pos : -1;
    $('watch-text').textContent = t('web-working');
    try {
      const data = await api(`/api/trace?n=${n}&method=${method}&limit=100000`);
      if (asked !== this.asked) return;
      showError(null);
      this.data = data;
      // One pass forward records what each step replaces, so stepping
      // back is as cheap as stepping forward.
      const queens = new Array(n).fill(-1);
      this.prev = new Int8Array(data.steps.length);
      this.solutionsAt = [];
      data.steps.forEach((step, i) => {
        if (step.step === 'place' || step.step === 'backtrack') {
          this.prev[i] = queens[step.row];
          queens[step.row] = step.step === 'place' ? step.col : -1;
        } else if (step.step === 'solution') this.solutionsAt.push(i);
      });
      this.queens = new Array(n).fill(-1);
      this.solutions = 0;
      this.nodes = 0;
      this.conflicts = 0;
      this.pos = -1;
      this.buildMarkers(n);
      $('watch-scrub').max = String(data.steps.length - 1);
      this.go(Math.min(keep, data.steps.length - 1));
      this.showSummary();
      lesson.load(n, method, data.steps);
    } catch (error) {
      if (asked === this.asked) {
        this.data = null;
        $('watch-text').textContent = error.message;
      }
    }
  },

  showSummary() {
    const { summary, steps } = this.data;
    $('watch-note').textContent = summary.finished
      ? t('web-watch-summary', { steps: num(summary.steps), solutions: num(summary.solutions), conflicts: num(summary.conflicts) })
      : t('web-watch-limited', { limit: num(steps.length) });
  },

  buildMarkers(n) {
    const sizes = { column: [0, n - 1], diagonal: [0, 2 * n - 2], 'anti-diagonal': [1, 2 * n - 1], x: [0, n - 1] };
    for (const [line, [from, to]] of Object.entries(sizes)) {
      const row = $(`mark-${line}`);
      row.replaceChildren();
      row.style.setProperty('--count', to - from + 1);
      this.cells[line] = [];
      for (let i = from; i <= to; i++) {
        const cell = el('span', { class: 'cell', 'data-index': i }, [el('b', { text: line === 'x' ? '_' : '0' }), el('small', { text: String(i) })]);
        this.cells[line][i] = cell;
        row.append(cell);
      }
    }
  },

  apply(i) {
    const step = this.data.steps[i];
    if (step.step === 'place') {
      this.queens[step.row] = step.col;
      this.nodes++;
    } else if (step.step === 'backtrack') this.queens[step.row] = -1;
    else if (step.step === 'conflict') this.conflicts++;
    else if (step.step === 'solution') this.solutions++;
  },

  undo(i) {
    const step = this.data.steps[i];
    if (step.step === 'place' || step.step === 'backtrack') this.queens[step.row] = this.prev[i];
    if (step.step === 'place') this.nodes--;
    else if (step.step === 'conflict') this.conflicts--;
    else if (step.step === 'solution') this.solutions--;
  },

  /** Moves to step `target` (clamped) and draws once. */
  go(target) {
    if (!this.data) return;
    const last = this.data.steps.length - 1;
    target = Math.max(-1, Math.min(last, target));
    while (this.pos < target) this.apply(++this.pos);
    while (this.pos > target) this.undo(this.pos--);
    this.draw();
  },

  /** To the next solution, and pause there (the terminal's n); the last step if none is left. */
  next() {
    if (!this.data) return;
    this.pause();
    const at = this.solutionsAt.find((i) => i > this.pos);
    this.go(at ?? this.data.steps.length - 1);
  },

  play() {
    if (!this.data) return;
    if (this.pos >= this.data.steps.length - 1) this.go(-1);
    this.playing = true;
    this.last = 0;
    this.carry = 0;
    $('watch-play').textContent = t('web-watch-pause');
    $('watch-play').dataset.i18n = 'web-watch-pause';
    // A live region that changed 60 times a second would drown a screen
    // reader: it speaks again once paused.
    $('watch-text').setAttribute('aria-live', 'off');
    requestAnimationFrame((time) => this.frame(time));
  },

  pause() {
    if (!this.playing) return;
    this.playing = false;
    $('watch-play').textContent = t('web-watch-play');
    $('watch-play').dataset.i18n = 'web-watch-play';
    $('watch-text').setAttribute('aria-live', 'polite');
  },

  frame(time) {
    if (!this.playing) return;
    // Elapsed time decides how many steps to take; the board is drawn once
    // per frame however many that is, so the top speed costs no frames.
    const elapsed = this.last ? Math.min(time - this.last, 100) : 0;
    this.last = time;
    this.carry += (elapsed / 1000) * rate(Number($('watch-speed').value));
    const take = Math.floor(this.carry);
    this.carry -= take;
    if (take > 0) this.go(this.pos + take);
    if (this.pos >= this.data.steps.length - 1) {
      this.pause();
      return;
    }
    requestAnimationFrame((next) => this.frame(next));
  },

  /** A step in words, its squares named (i, j) as the board and the arrays number them. */
  stepText(step) {
    if (!step) return t('web-watch-ready');
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
      default: return '';
    }
  },

  draw() {
    if (!this.data) return;
    const { n } = this.data;
    const step = this.pos >= 0 ? this.data.steps[this.pos] : null;
    const depth = this.queens.filter((c) => c >= 0).length;
    $('watch-steps').textContent = `${num(this.pos + 1)} / ${num(this.data.steps.length)}`;
    $('watch-depth').textContent = `${depth} / ${n}`;
    $('watch-depth').dataset.depth = String(depth);
    $('watch-queens').textContent = num(this.nodes);
    $('watch-conflicts').textContent = num(this.conflicts);
    $('watch-solutions').textContent = num(this.solutions);
    $('watch-next').disabled = !this.solutionsAt.some((i) => i > this.pos);
    const text = $('watch-text');
    this.text = this.stepText(step);
    setText(text, this.text);
    text.dataset.index = String(this.pos);
    text.dataset.step = step ? JSON.stringify(step) : '';
    text.dataset.kind = step ? step.step : '';
    text.className = `step-text ${step ? step.step : ''}`;
    this.drawBoard(n, step);
    this.drawMarkers(n, step);
    $('watch-scrub').value = String(this.pos);
    lesson.draw(this.pos);
  },

  drawBoard(n, step) {
    const canvas = $('watch-board');
    const css = canvas.clientWidth;
    if (!css) return;
    const ratio = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(css * ratio)) {
      canvas.width = Math.round(css * ratio);
      canvas.height = Math.round(css * ratio);
    }
    const ctx = canvas.getContext('2d');
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, css, css);
    const margin = Math.round(css * 0.06);
    const cell = (css - margin) / n;
    const x = (col) => margin + col * cell;
    const y = (row) => margin + row * cell;
    const styles = getComputedStyle(document.body);
    const color = (name) => styles.getPropertyValue(name).trim();
    // Index labels i (rows, left) and j (columns, top), from 0, as the
    // lessons, the step text and the marker arrays number them.
    ctx.fillStyle = color('--muted');
    ctx.font = `${Math.round(margin * 0.5)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let k = 0; k < n; k++) {
      ctx.fillText(String(k), x(k) + cell / 2, margin / 2);
      ctx.fillText(String(k), margin / 2, y(k) + cell / 2);
    }
    ctx.font = `italic ${Math.round(margin * 0.42)}px system-ui, sans-serif`;
    ctx.fillText('i\\j', margin / 2, margin / 2);
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) {
        ctx.fillStyle = (row + col) % 2 ? color('--dark') : color('--light');
        ctx.fillRect(x(col), y(row), cell, cell);
      }
    }
    // The line that blocks a conflicting square, as its marker names it.
    if (step && step.step === 'conflict') {
      const squares = [];
      for (let row = 0; row < n; row++) {
        const col = step.line === 'column' ? step.index
          : step.line === 'diagonal' ? step.index - row
          : step.line === 'anti-diagonal' ? row - step.index + n
          : null;
        if (step.line === 'row' && row === step.index) for (let c = 0; c < n; c++) squares.push([row, c]);
        if (col !== null && col >= 0 && col < n) squares.push([row, col]);
      }
      ctx.fillStyle = color('--blocked');
      for (const [row, col] of squares) ctx.fillRect(x(col), y(row), cell, cell);
      if (squares.length > 1) {
        const [a, b] = [squares[0], squares[squares.length - 1]];
        ctx.strokeStyle = color('--bad');
        ctx.lineWidth = Math.max(3, cell * 0.08);
        ctx.lineCap = 'round';
        ctx.beginPath();
        ctx.moveTo(x(a[1]) + cell / 2, y(a[0]) + cell / 2);
        ctx.lineTo(x(b[1]) + cell / 2, y(b[0]) + cell / 2);
        ctx.stroke();
      }
    }
    for (let row = 0; row < n; row++) {
      if (this.queens[row] >= 0) {
        const blocker = step && step.queen && step.queen.row === row && step.queen.col === this.queens[row];
        drawQueen(ctx, x(this.queens[row]), y(row), cell, blocker ? color('--bad') : color('--ink'));
      }
    }
    if (step && 'row' in step && 'col' in step) {
      const kinds = { try: '--try', place: '--good', conflict: '--bad', backtrack: '--back' };
      ctx.strokeStyle = color(kinds[step.step] ?? '--try');
      ctx.lineWidth = Math.max(3, cell * 0.1);
      ctx.setLineDash(step.step === 'backtrack' ? [cell * 0.15, cell * 0.1] : []);
      const inset = ctx.lineWidth / 2;
      ctx.strokeRect(x(step.col) + inset, y(step.row) + inset, cell - 2 * inset, cell - 2 * inset);
      ctx.setLineDash([]);
      if (step.step === 'try' || step.step === 'conflict') {
        drawQueen(ctx, x(step.col), y(step.row), cell, step.step === 'conflict' ? color('--bad') : color('--try'), 0.45);
      }
      if (step.step === 'backtrack') drawQueen(ctx, x(step.col), y(step.row), cell, color('--back'), 0.35);
    }
    if (step && step.step === 'solution') {
      ctx.strokeStyle = color('--good');
      ctx.lineWidth = Math.max(4, cell * 0.12);
      ctx.strokeRect(margin, margin, n * cell, n * cell);
    }
    canvas.setAttribute('aria-label', this.text);
  },

  drawMarkers(n, step) {
    const used = { column: new Set(), diagonal: new Set(), 'anti-diagonal': new Set() };
    this.queens.forEach((col, row) => {
      if (col < 0) return;
      used.column.add(col);
      used.diagonal.add(row + col);
      used['anti-diagonal'].add(row - col + n);
    });
    const square = step && 'row' in step && 'col' in step
      ? { column: step.col, diagonal: step.row + step.col, 'anti-diagonal': step.row - step.col + n, x: step.row }
      : {};
    // As the terminal colours them: the entries a step reads or writes.
    const mark = step ? { try: 'probe', place: 'placed', backtrack: 'probe' }[step.step] : null;
    for (const line of LINES) {
      this.cells[line].forEach((cell, i) => {
        const hit = step && step.step === 'conflict' && step.line === line && step.index === i;
        const name = `cell${used[line].has(i) ? ' on' : ''}${hit ? ' hit' : ''}${mark && square[line] === i ? ` ${mark}` : ''}`;
        if (cell.className !== name) {
          cell.className = name;
          cell.firstChild.textContent = used[line].has(i) ? '1' : '0';
        }
      });
    }
    // x[i]: the column of row i's queen, _ while the row has none.
    this.cells.x.forEach((cell, i) => {
      const col = this.queens[i];
      const name = `cell${col >= 0 ? ' on' : ''}${mark && square.x === i ? ` ${mark}` : ''}${step && step.step === 'conflict' && square.x === i ? ' hit' : ''}`;
      const text = col >= 0 ? String(col) : '_';
      if (cell.className !== name) cell.className = name;
      if (cell.firstChild.textContent !== text) cell.firstChild.textContent = text;
    });
  },

  relabel() {
    this.showSpeed();
    this.showMethod();
    if (this.data) {
      this.showSummary();
      this.draw();
      // The program's comments follow the page's language.
      lesson.reload();
    }
  },
};

// The queen of the SVG symbol, for the canvas.
const QUEEN_PATHS = [
  'M22 78 L12 34 L32 58 L36 24 L50 56 L64 24 L68 58 L88 34 L78 78 Z',
  'M18 82 H82 L86 94 H14 Z',
].map((d) => new Path2D(d));
const QUEEN_BALLS = [[12, 30], [35, 18], [65, 18], [88, 30]];

function drawQueen(ctx, x, y, cell, fill, alpha = 1) {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.translate(x + cell * 0.12, y + cell * 0.1);
  ctx.scale((cell * 0.76) / 100, (cell * 0.76) / 100);
  ctx.fillStyle = fill;
  for (const path of QUEEN_PATHS) ctx.fill(path);
  for (const [cx, cy] of QUEEN_BALLS) {
    ctx.beginPath();
    ctx.arc(cx, cy, 7, 0, 2 * Math.PI);
    ctx.fill();
  }
  ctx.restore();
}

// =============================================================== Solutions

const PAGE = 24;

/** A small picture of a placement, as one SVG. */
function miniBoard(n, queens) {
  const svg = svgEl('svg', { viewBox: `0 0 ${n} ${n}`, class: 'mini-board', 'aria-hidden': 'true' });
  svg.append(svgEl('rect', { width: n, height: n, class: 'light' }));
  let dark = '';
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) if ((row + col) % 2) dark += `M${col} ${row}h1v1h-1z`;
  }
  svg.append(svgEl('path', { d: dark, class: 'dark' }));
  queens.forEach((col, row) => {
    svg.append(svgEl('use', { href: '#queen', x: col + 0.08, y: row + 0.08, width: 0.84, height: 0.84, class: 'piece' }));
  });
  return svg;
}

const placementNames = (n, queens) => queens.map((col, row) => squareName(n, row, col)).join(' ');

const solutions = {
  loaded: false,
  n: 8,
  unique: false,
  offset: 0,
  data: null,
  detail: null,
  asked: 0,

  init() {
    fillSelect($('sol-n'), 1, 14, this.n);
    $('sol-n').onchange = () => { this.n = Number($('sol-n').value); this.offset = 0; this.load(); };
    $('sol-unique').onchange = () => { this.unique = $('sol-unique').value === 'true'; this.offset = 0; this.load(); };
    $('sol-prev').onclick = () => { this.offset = Math.max(0, this.offset - PAGE); this.load(); };
    $('sol-next').onclick = () => { this.offset += PAGE; this.load(); };
    $('sol-print').onclick = () => window.print();
    $('sol-close').onclick = () => $('sol-detail').close();
  },

  shown() {
    if (!this.loaded) this.load();
  },

  async load() {
    this.loaded = true;
    const asked = ++this.asked;
    try {
      const data = await api(`/api/solutions?n=${this.n}&unique=${this.unique}&offset=${this.offset}&limit=${PAGE}`);
      if (asked !== this.asked) return;
      showError(null);
      this.data = data;
      this.draw();
    } catch (error) {
      if (asked === this.asked) showError(error);
    }
  },

  draw() {
    const { data } = this;
    if (!data) return;
    const from = data.offset + 1;
    const to = data.offset + data.solutions.length;
    const count = $('sol-count');
    count.dataset.count = String(data.count);
    count.dataset.offset = String(data.offset);
    count.dataset.shown = String(data.solutions.length);
    const kind = data.unique ? 'web-sol-count-unique' : 'web-sol-count';
    count.textContent = data.count === 0
      ? t('web-sol-none', { n: data.n })
      : t(kind, { from: num(from), to: num(to), count: num(data.count), n: data.n });
    $('sol-heading').textContent = count.textContent;
    $('sol-prev').disabled = data.offset === 0;
    $('sol-next').disabled = to >= data.count;
    const grid = $('sol-grid');
    grid.style.setProperty('--n', data.n);
    grid.replaceChildren(...data.solutions.map((queens, i) => {
      const number = data.offset + i + 1;
      const button = el('button', {
        class: 'mini',
        'data-testid': 'sol-board',
        'data-queens': queens.join(','),
        'aria-label': t('web-sol-board', { number: num(number), squares: placementNames(data.n, queens) }),
      }, [miniBoard(data.n, queens), el('span', { class: 'caption', text: `${t('web-sol-number', { number: num(number) })}` }), el('span', { class: 'columns', text: queens.join(' ') })]);
      button.onclick = () => this.open(data.n, queens, number);
      return button;
    }));
  },

  async open(n, queens, number) {
    try {
      const data = await api(`/api/symmetries?n=${n}&queens=${queens.join(',')}`);
      this.detail = { data, number };
      this.drawDetail();
      const dialog = $('sol-detail');
      if (!dialog.open) dialog.showModal();
    } catch (error) {
      showError(error);
    }
  },

  drawDetail() {
    if (!this.detail) return;
    const { data, number } = this.detail;
    const original = data.images[0].queens.join(',');
    $('sol-detail-title').textContent = t('web-sym-title', { number: num(number) });
    $('sol-images').replaceChildren(...data.images.map((image) => {
      const same = image.queens.join(',') === original && image.symmetry !== 'identity';
      return el('figure', { class: `mini image${same ? ' same' : ''}`, 'data-testid': 'sol-image', 'data-symmetry': image.symmetry }, [
        miniBoard(data.n, image.queens),
        el('figcaption', {}, [
          el('span', { class: 'caption', text: t(`web-symmetry-${image.symmetry}`) }),
          el('span', { class: 'columns', text: image.queens.join(' ') }),
          ...(same ? [el('span', { class: 'same-note', text: t('web-sym-same') })] : []),
        ]),
      ]);
    }));
  },

  relabel() {
    this.draw();
    this.drawDetail();
  },
};

// ==================================================================== Tour

const tour = {
  start: null,
  panels: [],
  timer: 0,
  built: '',

  init() {
    // A change of size empties the boards; the same size again (the
    // change event of a field left without a new value) keeps them.
    const reset = () => {
      const { rows, cols } = this.size();
      if (this.built && this.built.startsWith(`${rows}x${cols}:`)) return;
      this.start = null;
      this.layout();
    };
    $('tour-rows').onchange = reset;
    $('tour-cols').onchange = reset;
    $('tour-method').onchange = () => this.layout();
    $('tour-compare').onchange = () => this.layout();
    this.layout();
  },

  size() {
    const clamp = (v) => Math.max(1, Math.min(50, Math.round(Number(v)) || 8));
    const rows = clamp($('tour-rows').value);
    const cols = clamp($('tour-cols').value);
    $('tour-rows').value = rows;
    $('tour-cols').value = cols;
    return { rows, cols };
  },

  methods() {
    const { rows, cols } = this.size();
    if ($('tour-compare').checked && rows * cols <= 36) return ['backtrack', 'warnsdorff'];
    return [$('tour-method').value];
  },

  /** Builds one empty board per method, then runs the tour if a start is set. */
  layout() {
    cancelAnimationFrame(this.timer);
    const { rows, cols } = this.size();
    const wrap = $('tour-boards');
    wrap.replaceChildren();
    const message = $('tour-message');
    message.className = 'message';
    message.textContent = $('tour-compare').checked && rows * cols > 36 ? t('web-tour-compare-small') : '';
    const methods = this.methods();
    this.built = `${rows}x${cols}:${methods.join(',')}`;
    wrap.classList.toggle('two', methods.length > 1);
    this.panels = methods.map((method) => {
      const board = el('div', { class: 'board tour-board', 'data-testid': `tour-board-${method}`, role: 'group' });
      const boardWrap = el('div', { class: 'board-wrap' }, [board]);
      const title = el('h2', { 'data-i18n': `web-tour-${method}`, text: t(`web-tour-${method}`) });
      const move = el('p', { class: 'big', 'data-testid': 'tour-move', 'data-move': '0', 'aria-live': 'off' });
      const panel = el('div', { class: 'tour-panel', 'data-method': method }, [el('div', { class: 'tour-info' }, [title, move]), boardWrap]);
      wrap.append(panel);
      const overlay = buildBoard(board, rows, cols, (row, col) => this.run(row, col));
      board.setAttribute('aria-label', t('web-tour-board'));
      coordinates(boardWrap, rows, cols);
      return { method, board, overlay, move, path: null, shown: 0, error: null };
    });
    if (this.start) this.run(...this.start);
    else this.drawAll();
  },

  async run(row, col) {
    const { rows, cols } = this.size();
    this.start = [row, col];
    cancelAnimationFrame(this.timer);
    const panels = this.panels;
    const message = $('tour-message');
    message.textContent = t('web-working');
    message.className = 'message';
    await Promise.all(panels.map(async (panel) => {
      panel.path = null;
      panel.error = null;
      panel.shown = 0;
      try {
        const data = await api(`/api/tour?rows=${rows}&cols=${cols}&start=${row},${col}&method=${panel.method}`);
        panel.path = data.path;
      } catch (error) {
        panel.error = error.message;
      }
    }));
    if (panels !== this.panels) return; // the boards were rebuilt meanwhile
    const errors = panels.filter((p) => p.error).map((p) => (panels.length > 1 ? `${t(`web-tour-${p.method}`)}: ${p.error}` : p.error));
    message.textContent = errors.join(' ');
    message.classList.toggle('bad', errors.length > 0);
    message.dataset.state = errors.length ? 'error' : 'ok';
    this.animate();
  },

  animate() {
    let last = 0;
    let carry = 0;
    const frame = (time) => {
      const elapsed = last ? Math.min(time - last, 100) : 0;
      last = time;
      carry += (elapsed / 1000) * Number($('tour-speed').value);
      const take = Math.floor(carry);
      carry -= take;
      let more = false;
      for (const panel of this.panels) {
        if (!panel.path) continue;
        panel.shown = Math.min(panel.path.length, Math.max(panel.shown, 1) + take);
        if (panel.shown < panel.path.length) more = true;
      }
      this.drawAll();
      if (more) this.timer = requestAnimationFrame(frame);
    };
    this.timer = requestAnimationFrame(frame);
  },

  drawAll() {
    const { rows } = this.size();
    for (const panel of this.panels) {
      const numbers = new Map();
      const path = panel.path ?? [];
      for (let k = 0; k < panel.shown; k++) numbers.set(path[k][0] * 10000 + path[k][1], k + 1);
      const current = panel.shown ? path[panel.shown - 1] : null;
      for (const button of panel.board.querySelectorAll('button.sq')) {
        const r = Number(button.dataset.row);
        const c = Number(button.dataset.col);
        const k = numbers.get(r * 10000 + c);
        const text = k ? String(k) : '';
        // In a span, so the number is drawn above the path's line.
        if (button.textContent !== text) button.replaceChildren(...(k ? [el('span', { text })] : []));
        button.classList.toggle('visited', Boolean(k));
        button.classList.toggle('start', Boolean(this.start && this.start[0] === r && this.start[1] === c));
        button.classList.toggle('current', Boolean(current && current[0] === r && current[1] === c));
        const name = squareName(rows, r, c);
        button.setAttribute('aria-label', k ? t('web-tour-square', { square: name, move: num(k) }) : name);
      }
      panel.overlay.replaceChildren();
      if (panel.shown > 1) {
        const points = path.slice(0, panel.shown).map(([r, c]) => `${c + 0.5},${r + 0.5}`).join(' ');
        panel.overlay.append(svgEl('polyline', { points, class: 'path' }));
      }
      const total = path.length;
      panel.move.dataset.move = String(panel.shown);
      panel.move.textContent = panel.error ? t('web-tour-none-short')
        : total ? t('web-tour-move', { move: num(panel.shown), total: num(total) }) : t('web-tour-pick');
      if (total && panel.shown === total) panel.move.setAttribute('aria-live', 'polite');
    }
  },

  relabel() {
    for (const panel of this.panels) {
      panel.board.setAttribute('aria-label', t('web-tour-board'));
    }
    if (this.panels.some((p) => p.error) && this.start) this.run(...this.start);
    else this.drawAll();
  },
};

// =================================================================== Count

// One id per tab: the server runs one count per client at a time.
const CLIENT = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

// The largest board the page counts; the server refuses larger ones.
const MAX_COUNT_N = 17;

const count = {
  source: null,
  tooLarge: 0, // the board too large for the page, whose command is shown
  started: 0,
  timer: 0,
  state: null, // what the status line says, to write it again in another language

  init() {
    $('count-start').onclick = () => this.start();
    $('count-cancel').onclick = () => this.cancel();
    $('count-n').onkeydown = (event) => { if (event.key === 'Enter') this.start(); };
  },

  async start() {
    this.stop();
    const n = Math.round(Number($('count-n').value));
    const result = $('count-result');
    result.textContent = '';
    delete result.dataset.total;
    $('count-command-box').hidden = true;
    this.tooLarge = 0;
    const progress = $('count-progress');
    progress.max = 1;
    progress.value = 0;
    progress.dataset.events = '0';
    if (!(n >= 1)) {
      this.say({ id: 'web-count-bad-n' });
      return;
    }
    if (n > MAX_COUNT_N) {
      // Too large for the page: the server says which command counts it,
      // and the page says so once, above the command.
      try {
        await api(`/api/count?n=${n}&client=${CLIENT}`);
      } catch (error) {
        if (error.body?.command) {
          this.say(null);
          this.tooLarge = n;
          this.showTooLarge();
          $('count-command').textContent = error.body.command;
          $('count-command-box').hidden = false;
        } else {
          this.say({ text: error.message, bad: true });
        }
      }
      return;
    }
    this.started = performance.now();
    $('count-start').disabled = true;
    $('count-cancel').disabled = false;
    this.say({ id: 'web-count-running', args: { n } });
    const source = new EventSource(`/api/count?n=${n}&client=${encodeURIComponent(CLIENT)}&lang=${lang}`);
    this.source = source;
    this.timer = setInterval(() => this.tick(), 100);
    source.addEventListener('progress', (event) => {
      const data = JSON.parse(event.data);
      progress.max = data.of;
      progress.value = data.done;
      progress.dataset.events = String(Number(progress.dataset.events) + 1);
      this.progress = data;
      this.tick();
    });
    source.addEventListener('result', (event) => {
      const data = JSON.parse(event.data);
      this.stop();
      progress.value = progress.max;
      result.dataset.total = data.total;
      result.dataset.unique = data.unique;
      this.result = data;
      this.showResult();
      this.say({ id: 'web-count-done', args: { seconds: dec(Number(data.seconds), 2) } });
    });
    source.addEventListener('failure', (event) => {
      this.stop();
      this.say({ text: JSON.parse(event.data).error, bad: true });
    });
    source.onerror = () => {
      // The stream broke (or was refused): stop, or the browser would
      // start the count again.
      if (this.source !== source) return;
      this.stop();
      this.say({ id: 'web-count-lost', bad: true });
    };
  },

  tick() {
    if (!this.source) return;
    const seconds = dec((performance.now() - this.started) / 1000, 1);
    const p = this.progress;
    this.say({
      id: p ? 'web-count-progress' : 'web-count-running',
      args: p ? { done: num(p.done), of: num(p.of), solutions: num(p.solutions), seconds } : { n: $('count-n').value, seconds },
    });
  },

  showResult() {
    const data = this.result;
    if (!data) return;
    $('count-result').textContent = `${t('web-count-result', { n: data.n, total: num(data.total) })} · ${t('web-count-unique', { unique: num(data.unique) })}`;
  },

  say(state) {
    this.state = state;
    const status = $('count-status');
    status.textContent = state ? state.text ?? t(state.id, state.args) : '';
    status.classList.toggle('bad', Boolean(state?.bad));
  },

  showTooLarge() {
    $('count-cli').textContent = t('web-count-cli', { n: this.tooLarge, most: MAX_COUNT_N });
  },

  stop() {
    if (this.source) this.source.close();
    this.source = null;
    this.progress = null;
    clearInterval(this.timer);
    $('count-start').disabled = false;
    $('count-cancel').disabled = true;
  },

  cancel() {
    if (!this.source) return;
    this.stop();
    this.say({ id: 'web-count-cancelled' });
  },

  relabel() {
    this.showResult();
    if (this.tooLarge) this.showTooLarge();
    if (this.state && this.state.id) this.say(this.state);
  },
};

// ================================================================ Variants

const MAX_VARIANT_N = 14;
const MAX_DOMINATE_N = 12;
const MAX_PAWNS = 8;

function pawnIcon() {
  const svg = svgEl('svg', { viewBox: '0 0 100 100', class: 'pawn', 'aria-hidden': 'true', focusable: 'false' });
  svg.append(svgEl('use', { href: '#pawn' }));
  return svg;
}

/** A sentence from the server, as a sentence: capital first, full stop last. */
function sentence(text) {
  const trimmed = String(text).trim();
  const first = trimmed.charAt(0).toLocaleUpperCase(lang) + trimmed.slice(1);
  return /[.!?…]$/.test(first) ? first : `${first}.`;
}

const variants = {
  // 7: the torus, shown first, has solutions when n is divisible by
  // neither 2 nor 3.
  n: 7,
  kind: 'torus',
  pawns: [], // [row, col] pairs, in the order placed
  result: null, // the answer shown, with the kind and pawns it was asked for
  state: null, // what the message line says, to write it again in another language
  asked: 0,
  built: 0,

  init() {
    fillSelect($('variant-n'), 1, MAX_VARIANT_N, this.n);
    $('variant-kind').value = this.kind;
    $('variant-kind').onchange = () => {
      this.kind = $('variant-kind').value;
      this.limitForKind();
      this.reset();
    };
    $('variant-n').onchange = () => {
      this.n = Number($('variant-n').value);
      this.pawns = this.pawns.filter(([r, c]) => r < this.n && c < this.n);
      this.reset();
    };
    $('variant-solve').onclick = () => this.solve();
    $('variant-clear').onclick = () => {
      this.pawns = [];
      this.reset();
    };
    // Pointing at a queen (or reaching it with the arrow keys) shades the
    // squares it attacks: on the torus its lines wrap around the edges.
    const board = $('variant-board');
    const point = (event) => {
      const square = event.target.closest?.('button.sq.queen');
      this.highlight(square ? [Number(square.dataset.row), Number(square.dataset.col)] : null);
    };
    board.addEventListener('mouseover', point);
    board.addEventListener('focusin', point);
    board.addEventListener('mouseleave', () => this.highlight(null));
    board.addEventListener('focusout', () => this.highlight(null));
    this.limitForKind();
    this.reset();
  },

  /** The squares a queen on (row, col) attacks in the variant shown. */
  attacks(row, col) {
    const { n, result } = this;
    const kind = result.kind;
    const pawns = new Set((result.pawns ?? []).map(([r, c]) => r * n + c));
    const squares = [];
    for (const [dr, dc] of [[0, 1], [0, -1], [1, 0], [-1, 0], [1, 1], [1, -1], [-1, 1], [-1, -1]]) {
      for (let k = 1; k < n; k++) {
        let r = row + dr * k;
        let c = col + dc * k;
        if (kind === 'torus') {
          r = (r + n * k) % n;
          c = (c + n * k) % n;
        } else if (r < 0 || r >= n || c < 0 || c >= n || pawns.has(r * n + c)) break;
        squares.push([r, c]);
      }
    }
    if (kind === 'superqueens') {
      for (const [dr, dc] of [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]]) {
        const [r, c] = [row + dr, col + dc];
        if (r >= 0 && r < n && c >= 0 && c < n) squares.push([r, c]);
      }
    }
    return squares;
  },

  highlight(square) {
    const board = $('variant-board');
    const { n } = this;
    const shaded = new Set();
    if (square && this.result?.queens && this.result.kind !== 'dominate') {
      for (const [r, c] of this.attacks(...square)) shaded.add(r * n + c);
    }
    for (const button of board.querySelectorAll('button.sq')) {
      const k = Number(button.dataset.row) * n + Number(button.dataset.col);
      button.classList.toggle('attacked', shaded.has(k));
      button.classList.toggle('pointed', Boolean(square) && shaded.size > 0
        && Number(button.dataset.row) === square[0] && Number(button.dataset.col) === square[1]);
    }
    board.dataset.attacked = String(shaded.size);
  },

  limitForKind() {
    // Domination searches every set of queens: the server takes n up to 12.
    const dominate = this.kind === 'dominate';
    for (const option of $('variant-n').options) option.disabled = dominate && Number(option.value) > MAX_DOMINATE_N;
    if (dominate && this.n > MAX_DOMINATE_N) {
      this.n = MAX_DOMINATE_N;
      $('variant-n').value = String(this.n);
    }
  },

  /** A new question: the old answer goes, the board stays with its pawns. */
  reset() {
    this.asked++;
    this.result = null;
    this.say(null);
    this.draw();
  },

  toggle(row, col) {
    if (this.kind !== 'pawns') return;
    const at = this.pawns.findIndex(([r, c]) => r === row && c === col);
    if (at < 0 && this.pawns.length >= MAX_PAWNS) {
      this.say({ id: 'web-variant-too-many-pawns', args: { most: MAX_PAWNS }, bad: true, state: 'full' });
      return;
    }
    this.pawns = at >= 0 ? this.pawns.filter((_, i) => i !== at) : [...this.pawns, [row, col]];
    this.reset();
  },

  async solve() {
    const { kind, n } = this;
    const pawns = this.pawns.map((p) => [...p]);
    const asked = ++this.asked;
    this.result = null;
    this.say({ id: 'web-working', state: 'working' });
    this.draw();
    const path = kind === 'dominate'
      ? `/api/dominate?n=${n}`
      : `/api/variant?kind=${kind}&n=${n}${kind === 'pawns' ? `&pawns=${pawns.map(([r, c]) => `${r}.${c}`).join(',')}` : ''}`;
    try {
      const data = await api(path);
      if (asked !== this.asked) return; // the question changed meanwhile
      this.result = { ...data, kind };
      if (kind !== 'dominate' && !data.queens) {
        // The one reason the server gives is Pólya's, for the torus: said
        // in the page's words, whose Vietnamese names a solution as the
        // rest of the page does.
        this.say(data.reason && kind === 'torus'
          ? { id: 'web-variant-torus-none', args: { n }, bad: true, state: 'none' }
          : data.reason ? { text: sentence(data.reason), bad: true, state: 'none' }
          : { id: 'web-variant-none', args: { what: data.what, count: n + pawns.length }, bad: true, state: 'none' });
      } else {
        this.say(null);
      }
      this.draw();
    } catch (error) {
      if (asked !== this.asked) return;
      this.say({ text: error.message, bad: true, state: 'error' });
      this.draw();
    }
  },

  say(state) {
    this.state = state;
    const message = $('variant-message');
    message.textContent = state ? (state.text ?? t(state.id, state.args)) : '';
    message.className = `message${state?.bad ? ' bad' : ''}${state?.state === 'none' ? ' none' : ''}`;
    if (state) message.dataset.state = state.state;
    else delete message.dataset.state;
  },

  draw() {
    const { n, kind } = this;
    const board = $('variant-board');
    if (this.built !== n) {
      this.built = n;
      buildBoard(board, n, n, (row, col) => this.toggle(row, col));
      coordinates(board.parentElement, n, n);
    }
    const result = this.result;
    const key = (r, c) => r * n + c;
    // Pawns stand on the board of the pawns variant only (kept while another is shown).
    const placed = result ? result.pawns ?? [] : kind === 'pawns' ? this.pawns : [];
    const pawns = new Set(placed.map(([r, c]) => key(r, c)));
    const queens = new Set((result?.queens ?? []).map(([r, c]) => key(r, c)));
    const covered = new Set((result?.covered ?? []).map(([r, c]) => key(r, c)));
    board.classList.toggle('torus', kind === 'torus');
    board.classList.toggle('picking', kind === 'pawns');
    board.setAttribute('aria-label', t(kind === 'pawns' ? 'web-variant-board-pawns' : 'web-variant-board'));
    for (const button of board.querySelectorAll('button.sq')) {
      const k = key(Number(button.dataset.row), Number(button.dataset.col));
      const piece = queens.has(k) ? 'queen' : pawns.has(k) ? 'pawn' : '';
      button.classList.toggle('queen', piece === 'queen');
      button.classList.toggle('pawn', piece === 'pawn');
      button.classList.toggle('covered', covered.has(k));
      if (kind === 'pawns') {
        button.setAttribute('aria-pressed', String(pawns.has(k)));
        button.removeAttribute('aria-disabled');
      } else {
        button.removeAttribute('aria-pressed');
        button.setAttribute('aria-disabled', 'true');
      }
      const square = button.dataset.square;
      button.setAttribute('aria-label', piece === 'queen' ? t('web-square-queen', { square })
        : piece === 'pawn' ? t('web-square-pawn', { square })
        : covered.has(k) ? t('web-square-covered', { square }) : square);
      if (button.dataset.piece !== piece) {
        button.dataset.piece = piece;
        button.replaceChildren(...(piece === 'queen' ? [queenIcon()] : piece === 'pawn' ? [pawnIcon()] : []));
      }
    }
    board.dataset.queens = String(queens.size);
    board.dataset.pawns = String(pawns.size);
    board.dataset.covered = String(covered.size);

    $('variant-clear').hidden = kind !== 'pawns';
    $('variant-clear').disabled = this.pawns.length === 0;
    $('variant-hint').textContent = t(`web-variant-hint-${kind}`, { most: MAX_PAWNS, max: MAX_DOMINATE_N });
    const note = $('variant-note');
    note.textContent = kind === 'torus' ? t('web-variant-torus-note')
      : kind === 'pawns' ? t('web-variant-pawns-placed', { pawns: this.pawns.length, most: MAX_PAWNS }) : '';
    note.hidden = !note.textContent;
    note.className = `note ${kind}`;

    const status = $('variant-status');
    const counters = $('variant-counters');
    // No solution: the message says so, counters of nothing would not.
    counters.hidden = !result || (kind !== 'dominate' && !result.queens && result.total === '0');
    this.highlight(null);
    if (!result) {
      $('variant-point').hidden = true;
      status.textContent = this.state ? '' : t('web-variant-ready');
      delete status.dataset.total;
      return;
    }
    status.dataset.total = result.total;
    status.dataset.unique = result.unique;
    if (kind === 'dominate') {
      status.textContent = t('web-variant-dominate-result', { size: num(result.size), n: result.n, total: num(result.total) });
      $('variant-total-label').textContent = t('web-variant-smallest-sets');
    } else {
      status.textContent = result.queens
        ? t('web-variant-found', { queens: num(result.queens.length), what: result.what })
        : t('web-variant-no-solution', { what: result.what });
      $('variant-total-label').textContent = t('web-variant-total');
    }
    $('variant-point').hidden = kind === 'dominate' || !result.queens;
    $('variant-unique-label').textContent = t(kind === 'torus' ? 'web-variant-unique-torus'
      : kind === 'pawns' ? 'web-variant-unique-pawns' : 'web-variant-unique');
    $('variant-queens').textContent = num(queens.size);
    $('variant-total').textContent = num(result.total);
    $('variant-unique').textContent = num(result.unique);
  },

  relabel() {
    // `what`, `reason` and errors come from the server: ask again.
    if (this.result || this.state?.state === 'error' || this.state?.state === 'none') this.solve();
    else {
      if (this.state) this.say(this.state);
      this.draw();
    }
  },
};

// =================================================================== views

const views = { play, watch, solutions, tour, count, variants };

function show(name) {
  if (!(name in views)) name = 'play';
  for (const tab of document.querySelectorAll('[role=tab]')) {
    const on = tab.dataset.view === name;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  for (const view of Object.keys(views)) $(`view-${view}`).hidden = view !== name;
  document.body.dataset.view = name;
  if (name !== 'watch') watch.pause();
  views[name].shown?.();
  if (location.hash !== `#${name}`) history.replaceState(null, '', `#${name}`);
}

function tabs() {
  const list = [...document.querySelectorAll('[role=tab]')];
  for (const tab of list) {
    tab.onclick = () => show(tab.dataset.view);
    tab.onkeydown = (event) => {
      const at = list.indexOf(tab);
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      if (!step) return;
      const next = list[(at + step + list.length) % list.length];
      next.focus();
      show(next.dataset.view);
    };
  }
  window.addEventListener('hashchange', () => show(location.hash.slice(1)));
}

async function main() {
  for (const button of document.querySelectorAll('[data-lang]')) {
    button.onclick = () => setLanguage(button.dataset.lang).catch(showError);
  }
  try {
    await setLanguage(initialLanguage());
  } catch (error) {
    showError(error);
  }
  for (const view of Object.values(views)) view.init();
  tabs();
  show(location.hash.slice(1));
  document.body.dataset.ready = 'true';
}

main();
