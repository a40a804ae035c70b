// The Exercises view: the kinds of question the lessons set, made up for
// small boards and checked, each with a hint and an explanation on
// request. The answers come from the server, worked out by the library
// (/api/exercise, /api/solutions, /api/verify, /api/lesson and
// /api/trace); the page only compares. Progress stays in this browser
// (localStorage), never on the server.

import { $, el, fillSelect } from '../dom.js';
import { lang, t, num, setText, stepWords } from '../i18n.js';
import { api, post } from '../api.js';
import { buildBoard, coordinates, queenIcon, miniBoard } from '../board.js';

const MIN_N = 4;
const MAX_N = 8;
/** Finding every solution by hand: n = 6 has 4, n = 7 already 40. */
const MAX_BY_HAND_N = 6;
/** The program's steps a question is drawn from: the start of the search. */
const PROGRAM_STEPS = 300;
/** The solutions shown once a count is checked. */
const SHOWN_SOLUTIONS = 12;
const STORE = 'nqueens-exercises';
const KINDS = ['next', 'all', 'count', 'marker', 'program'];

/** The progress kept in this browser: checks and right answers per kind, solutions found per n. */
function loadProgress() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE) ?? '{}');
    return { tries: saved.tries ?? {}, right: saved.right ?? {}, found: saved.found ?? {} };
  } catch {
    return { tries: {}, right: {}, found: {} };
  }
}

const seed = () => Math.floor(Math.random() * 2 ** 32);

/** `rows` as the lessons list them: "1, 3 and 4". */
function listOf(values) {
  if (values.length < 2) return values.join('');
  return `${values.slice(0, -1).join(', ')} ${t('web-ex-and')} ${values[values.length - 1]}`;
}

export const exercises = {
  kind: 'next',
  n: 4,
  question: null, // what the server gave for the question shown
  picked: new Set(), // rows clicked in column k (kind next)
  placed: [], // [row, col] pairs placed by hand (kind all)
  said: null, // the feedback, to write it again in another language
  answered: false,
  loading: false, // a question is on its way
  asked: 0,
  progress: loadProgress(),

  init() {
    $('ex-kind').value = this.kind;
    $('ex-kind').onchange = () => {
      this.kind = $('ex-kind').value;
      this.limitN();
      this.ask();
    };
    $('ex-n').onchange = () => {
      this.n = Number($('ex-n').value);
      this.ask();
    };
    $('ex-code').onchange = () => this.ask();
    $('ex-new').onclick = () => this.ask();
    $('ex-hint-button').onclick = () => this.toggle('ex-hint');
    $('ex-explain-button').onclick = () => this.toggle('ex-explanation');
    $('ex-reset').onclick = () => {
      this.progress = { tries: {}, right: {}, found: {} };
      this.save();
      if (this.kind === 'all') this.drawFound();
    };
    this.limitN();
  },

  shown() {
    if (!this.question && !this.loading) this.ask();
  },

  limitN() {
    const most = this.kind === 'all' ? MAX_BY_HAND_N : MAX_N;
    fillSelect($('ex-n'), MIN_N, most, Math.min(this.n, most));
    this.n = Number($('ex-n').value);
    $('ex-code-label').hidden = this.kind !== 'program';
  },

  save() {
    localStorage.setItem(STORE, JSON.stringify(this.progress));
    this.drawProgress();
  },

  /** Counts a check of the current kind, right or not. */
  score(right) {
    const { tries, right: rights } = this.progress;
    tries[this.kind] = (tries[this.kind] ?? 0) + 1;
    if (right) rights[this.kind] = (rights[this.kind] ?? 0) + 1;
    this.save();
  },

  toggle(id) {
    const node = $(id);
    node.hidden = !node.hidden;
    if (!node.hidden) this.drawHelp();
    $(`${id === 'ex-hint' ? 'ex-hint' : 'ex-explain'}-button`).setAttribute('aria-expanded', String(!node.hidden));
  },

  /** A new question of the kind and size chosen. */
  async ask() {
    const asked = ++this.asked;
    const { kind, n } = this;
    this.loading = true;
    this.question = null;
    this.picked = new Set();
    this.placed = [];
    this.answered = false;
    this.say(null);
    $('ex-hint').hidden = true;
    $('ex-explanation').hidden = true;
    for (const id of ['ex-hint-button', 'ex-explain-button']) $(id).setAttribute('aria-expanded', 'false');
    $('view-exercises').dataset.kind = kind;
    delete $('view-exercises').dataset.ready;
    try {
      let question;
      if (kind === 'next' || kind === 'marker') {
        question = await api(`/api/exercise?kind=${kind}&n=${n}&seed=${seed()}`);
      } else if (kind === 'all' || kind === 'count') {
        const [all, unique] = await Promise.all([
          api(`/api/solutions?n=${n}&limit=200`),
          api(`/api/solutions?n=${n}&unique=true&limit=1`),
        ]);
        question = { n, count: all.count, unique: unique.count, solutions: all.solutions };
      } else {
        question = await this.programQuestion(n, $('ex-code').value);
      }
      if (asked !== this.asked) return;
      this.question = question;
    } catch (error) {
      if (asked !== this.asked) return;
      this.say({ text: error.message, bad: true });
    } finally {
      if (asked === this.asked) this.loading = false;
    }
    this.draw();
    if (this.question) $('view-exercises').dataset.ready = 'true';
  },

  /** A step of a lesson's program, and the one after it, with the trace's words for both. */
  async programQuestion(n, code) {
    const walk = await api(`/api/lesson?n=${n}&code=${code}&comments=${lang}&limit=${PROGRAM_STEPS}`);
    const trace = await api(`/api/trace?n=${n}&method=${walk.method}&limit=${walk.stops.length}`);
    const at = Math.floor(Math.random() * (walk.stops.length - 1));
    return { n, code, walk, at, now: trace.steps[at], then: trace.steps[at + 1] };
  },

  // ------------------------------------------------------------- answers

  pick(row, col) {
    const q = this.question;
    if (!q) return;
    if (this.kind === 'next') {
      if (col !== q.k) {
        this.say({ id: 'web-ex-next-column', args: { k: q.k }, bad: true });
        return;
      }
      if (this.picked.has(row)) this.picked.delete(row);
      else this.picked.add(row);
      this.say(null);
      this.drawBoard();
    } else if (this.kind === 'all') {
      const at = this.placed.findIndex(([r, c]) => r === row && c === col);
      this.placed = at >= 0 ? this.placed.filter((_, i) => i !== at) : [...this.placed, [row, col]];
      this.say(null);
      this.drawBoard();
      if (this.placed.length === q.n) this.checkPlacement();
    }
  },

  checkNext(none) {
    const q = this.question;
    if (!q) return;
    if (none) this.picked = new Set();
    const free = q.candidates.filter((c) => c.blockers.length === 0).map((c) => c.square[0]);
    const extra = [...this.picked].filter((row) => !free.includes(row)).sort((a, b) => a - b);
    const missing = free.filter((row) => !this.picked.has(row));
    const right = extra.length === 0 && missing.length === 0;
    this.score(right);
    this.answered = true;
    if (right) {
      this.say(free.length
        ? { id: 'web-ex-next-right', args: { k: q.k, rows: listOf(free) }, good: true }
        : { id: 'web-ex-next-right-none', args: { k: q.k }, good: true });
    } else if (extra.length) {
      this.say({ id: 'web-ex-next-attacked', args: { rows: listOf(extra), count: extra.length }, bad: true });
    } else {
      this.say({ id: 'web-ex-next-missing', args: { count: missing.length }, bad: true });
    }
    this.drawBoard();
  },

  async checkPlacement() {
    const q = this.question;
    const asked = this.asked;
    const placed = this.placed;
    const columns = new Array(q.n).fill(-1);
    for (const [row, col] of placed) columns[row] = col;
    const key = columns.join(',');
    const index = q.solutions.findIndex((s) => s.join(',') === key);
    const found = (this.progress.found[q.n] ??= []);
    if (index >= 0 && found.includes(key)) {
      this.score(false);
      this.say({ id: 'web-ex-all-again', args: { number: found.indexOf(key) + 1 }, bad: true });
    } else if (index >= 0) {
      found.push(key);
      this.score(true);
      this.say(found.length === q.count
        ? { id: 'web-ex-all-done', args: { n: q.n, count: q.count }, good: true }
        : { id: 'web-ex-all-new', args: { found: found.length }, good: true });
      this.drawFound();
    } else {
      // Not a solution: the server says which two queens attack each other.
      try {
        const answer = await post('/api/verify', { n: q.n, queens: placed });
        if (asked !== this.asked || placed !== this.placed) return;
        this.score(false);
        const conflict = answer.conflicts[0];
        this.say(conflict
          ? { id: 'web-ex-all-not', args: { why: conflict.text }, bad: true, verify: placed }
          : { id: 'web-ex-all-not-plain', bad: true });
      } catch (error) {
        this.say({ text: error.message, bad: true });
      }
    }
  },

  checkCount() {
    const q = this.question;
    const text = $('ex-count-input').value.trim();
    if (!/^\d+$/.test(text)) {
      this.say({ id: 'web-ex-count-number', bad: true });
      return;
    }
    const right = BigInt(text) === BigInt(q.count);
    this.score(right);
    this.answered = true;
    this.say(right
      ? { id: 'web-ex-count-right', args: { n: q.n, count: num(q.count) }, good: true }
      : { id: 'web-ex-count-wrong', args: { guess: num(text) }, bad: true });
    this.draw();
  },

  checkMarker(line) {
    const q = this.question;
    const right = q.blockers.some((b) => b.line === line);
    this.score(right);
    this.answered = true;
    const [i, j] = q.square;
    const marker = this.marker(line, i, j);
    this.say(right
      ? { id: 'web-ex-marker-right', args: { marker }, good: true }
      : { id: 'web-ex-marker-wrong', args: { marker }, bad: true });
    this.drawBoard();
  },

  checkLine(line) {
    const q = this.question;
    const next = q.walk.stops[q.at + 1].line;
    const right = line === next;
    this.score(right);
    this.answered = true;
    this.say(right
      ? { id: 'web-ex-program-right', args: { line: next }, good: true }
      : { id: 'web-ex-program-wrong', args: { line }, bad: true });
    this.drawCode();
  },

  /** The entry of a marker array that holds square (i, j)'s `line`. */
  marker(line, i, j) {
    const { n } = this.question;
    return line === 'column' ? `a[${j}]` : line === 'diagonal' ? `b[${i + j}]` : `c[${i - j + n}]`;
  },

  // --------------------------------------------------------------- drawing

  say(state) {
    this.said = state;
    const feedback = $('ex-feedback');
    if (state?.verify) {
      // The conflict's words are the server's: asked again in the new language.
      post('/api/verify', { n: this.question.n, queens: state.verify }).then((answer) => {
        if (this.said !== state || !answer.conflicts[0]) return;
        state.args.why = answer.conflicts[0].text;
        setText(feedback, t(state.id, state.args));
      }).catch(() => {});
    }
    setText(feedback, state ? state.text ?? t(state.id, state.args) : '');
    feedback.className = `message${state?.bad ? ' bad' : ''}${state?.good ? ' good' : ''}`;
    feedback.dataset.verdict = state?.good ? 'right' : state?.bad ? 'wrong' : '';
  },

  draw() {
    const q = this.question;
    const program = this.kind === 'program';
    $('ex-board-wrap').hidden = program || this.kind === 'count' || !q;
    $('ex-code-box').hidden = !program || !q;
    this.drawQuestion();
    this.drawAnswer();
    this.drawHelp();
    this.drawFound();
    this.drawProgress();
    if (!q) return;
    if (program) this.drawCode();
    else if (this.kind !== 'count') this.drawBoard(true);
  },

  drawQuestion() {
    const q = this.question;
    const node = $('ex-question');
    if (!q) {
      node.textContent = this.loading ? t('web-working') : '';
      return;
    }
    const [i, j] = q.square ?? [];
    const text = {
      next: () => t('web-ex-next-question', { k: q.k, last: q.k - 1, a: `[${q.a.join(', ')}]`, n: q.n }),
      all: () => t('web-ex-all-question', { n: q.n }),
      count: () => t('web-ex-count-question', { n: q.n }),
      marker: () => t('web-ex-marker-question', { i, j, n: q.n }),
      program: () => `${t('web-ex-program-question', { line: q.walk.stops[q.at].line, file: q.walk.file })}${q.code === 'python' ? ` ${t('web-code-python-convention')}` : ''}`,
    }[this.kind]();
    setText(node, text);
  },

  /** The controls the kind answers with. */
  drawAnswer() {
    const q = this.question;
    const box = $('ex-answer');
    box.replaceChildren();
    if (!q) return;
    const button = (id, testid, onclick, extra = {}) => {
      const node = el('button', { 'data-testid': testid, ...extra, text: t(id) });
      node.onclick = onclick;
      return node;
    };
    if (this.kind === 'next') {
      box.append(
        button('web-ex-check', 'ex-check', () => this.checkNext(false), { class: 'primary' }),
        button('web-ex-next-none', 'ex-none', () => this.checkNext(true)),
      );
    } else if (this.kind === 'all') {
      box.append(button('web-play-clear', 'ex-clear', () => {
        this.placed = [];
        this.say(null);
        this.drawBoard();
      }));
    } else if (this.kind === 'count') {
      const input = el('input', { id: 'ex-count-input', 'data-testid': 'ex-count-input', type: 'number', min: '0', inputmode: 'numeric' });
      input.onkeydown = (event) => { if (event.key === 'Enter') this.checkCount(); };
      const label = el('label', { class: 'ex-count' }, [el('span', { text: t('web-ex-count-label', { n: q.n }) }), input]);
      box.append(label, button('web-ex-check', 'ex-check', () => this.checkCount(), { class: 'primary' }));
    } else if (this.kind === 'marker') {
      const [i, j] = q.square;
      for (const line of ['column', 'diagonal', 'anti-diagonal']) {
        const node = el('button', { class: 'ex-marker', 'data-testid': `ex-marker-${line}`, 'data-line': line }, [
          el('code', { text: this.marker(line, i, j) }),
          ` ${t(`web-ex-marker-${line}`)}`,
        ]);
        node.onclick = () => this.checkMarker(line);
        box.append(node);
      }
    } else if (this.kind === 'program') {
      const stop = q.walk.stops[q.at];
      const frames = stop.frames.map((f) => `${f.call}${f.locals.length ? ` [${f.locals.map(([k, v]) => `${k} = ${v}`).join(', ')}]` : ''}`);
      const arrays = stop.arrays.map((a) => `${a.name} = [${a.values.join(', ')}]`);
      box.append(
        el('p', { class: 'ex-state', 'data-testid': 'ex-state' }, [
          el('span', { text: `${t('web-stack')}: ` }), el('code', { text: frames.join(' → ') || '—' }),
          el('br'),
          el('span', { text: `${t('web-variables')}: ` }), el('code', { text: arrays.join('; ') || '—' }),
        ]),
      );
    }
  },

  drawHelp() {
    const q = this.question;
    if (!q) return;
    const [i, j] = q.square ?? [];
    const hint = {
      next: () => t('web-ex-next-hint', { k: q.k }),
      all: () => t('web-ex-all-hint', { n: q.n, count: num(q.count) }),
      count: () => t('web-ex-count-hint'),
      marker: () => t('web-ex-marker-hint', { i, j, n: q.n }),
      program: () => t('web-ex-program-hint', { now: stepWords(q.now) }),
    }[this.kind]();
    setText($('ex-hint'), hint);
    const explanation = $('ex-explanation');
    explanation.replaceChildren(...this.explanation().map((line) => {
      const p = el('p');
      setText(p, line);
      return p;
    }));
  },

  /** The explanation, sentence by sentence. */
  explanation() {
    const q = this.question;
    switch (this.kind) {
      case 'next': {
        const lines = q.candidates.map(({ square: [row], blockers }) => {
          if (!blockers.length) return t('web-ex-next-free', { row });
          const b = blockers[0];
          const [r, c] = b.queen;
          return b.line === 'row'
            ? t('web-ex-next-same-row', { row, c })
            : t('web-ex-next-diagonal', { row, c, r, d: Math.abs(c - q.k), k: q.k });
        });
        const free = q.candidates.filter((c) => !c.blockers.length).map((c) => c.square[0]);
        lines.push(free.length ? t('web-ex-next-so', { k: q.k, rows: listOf(free) }) : t('web-ex-next-so-none', { last: q.k - 1 }));
        return lines;
      }
      case 'marker': {
        const [i, j] = q.square;
        return q.blockers.map(({ queen: [r, c], line }) => t(`web-ex-marker-why-${line}`, {
          r, c, i, j, n: q.n, marker: this.marker(line, i, j),
        }));
      }
      case 'all':
      case 'count': {
        // Solutions by the column of the first row's queen: mirror images
        // pair column j with column n-1-j.
        const by = new Array(q.n).fill(0);
        for (const s of q.solutions) by[s[0]]++;
        return [
          t('web-ex-count-computed', { n: q.n, count: num(q.count), unique: num(q.unique) }),
          t('web-ex-count-by-column', { counts: by.map((c, col) => `${col} → ${num(c)}`).join(', ') }),
          t('web-ex-count-symmetry'),
        ];
      }
      case 'program': {
        const next = q.walk.stops[q.at + 1].line;
        return [
          t('web-ex-program-now', { line: q.walk.stops[q.at].line, now: stepWords(q.now) }),
          t('web-ex-program-then', { line: next, code: q.walk.lines[next - 1].trim(), then: stepWords(q.then) }),
        ];
      }
      default: return [];
    }
  },

  /** The board of the question: queens, the square or column asked about, the picks. */
  drawBoard(build = false) {
    const q = this.question;
    if (!q || this.kind === 'program' || this.kind === 'count') return;
    const { n } = q;
    const board = $('ex-board');
    if (build || board.dataset.n !== String(n)) {
      buildBoard(board, n, n, (row, col) => this.pick(row, col));
      coordinates(board.parentElement, n, n);
      // Rows and columns numbered from 0, top and left, as the lessons do.
      const wrap = board.parentElement;
      wrap.querySelectorAll('.files span').forEach((span, col) => { span.textContent = String(col); });
      wrap.querySelectorAll('.ranks span').forEach((span, row) => { span.textContent = String(row); });
      board.dataset.n = String(n);
    }
    const queens = new Set();
    if (this.kind === 'next') q.a.forEach((row, col) => queens.add(row * n + col));
    else if (this.kind === 'marker') q.x.forEach((col, row) => queens.add(row * n + col));
    else if (this.kind === 'all') for (const [r, c] of this.placed) queens.add(r * n + c);
    const free = this.kind === 'next' ? new Set(q.candidates.filter((c) => !c.blockers.length).map((c) => c.square[0])) : null;
    const asking = (row, col) => (this.kind === 'next' && col === q.k)
      || (this.kind === 'marker' && row === q.square[0] && col === q.square[1]);
    board.classList.toggle('picking', this.kind === 'next' || this.kind === 'all');
    board.setAttribute('aria-label', t(`web-ex-board-${this.kind}`, { k: q.k ?? 0 }));
    for (const button of board.querySelectorAll('button.sq')) {
      const row = Number(button.dataset.row);
      const col = Number(button.dataset.col);
      const queen = queens.has(row * n + col);
      const picked = this.kind === 'next' && col === q.k && this.picked.has(row);
      button.classList.toggle('queen', queen);
      button.classList.toggle('ask', asking(row, col));
      button.classList.toggle('picked', picked);
      // Once answered, the rows of column k show what they are.
      button.classList.toggle('free', Boolean(this.answered && free && col === q.k && free.has(row)));
      button.classList.toggle('taken', Boolean(this.answered && free && col === q.k && !free.has(row)));
      const name = t('web-ex-square', { row, col });
      button.setAttribute('aria-label', queen ? t('web-square-queen', { square: name }) : name);
      if (this.kind === 'next' || this.kind === 'all') button.setAttribute('aria-pressed', String(picked || (this.kind === 'all' && queen)));
      else button.removeAttribute('aria-pressed');
      const piece = queen ? 'queen' : asking(row, col) && this.kind === 'marker' ? 'ghost' : picked ? 'pick' : '';
      if (button.dataset.piece !== piece) {
        button.dataset.piece = piece;
        const icon = piece === 'queen' || piece === 'ghost' ? queenIcon() : null;
        if (piece === 'ghost') icon.classList.add('ghost');
        button.replaceChildren(...(icon ? [icon] : piece === 'pick' ? [el('span', { class: 'pick-mark', text: '?' })] : []));
      }
    }
    board.dataset.queens = String(queens.size);
    board.dataset.picked = [...this.picked].sort((a, b) => a - b).join(',');
  },

  drawCode() {
    const q = this.question;
    const list = $('ex-code-lines');
    const current = q.walk.stops[q.at].line;
    const next = q.walk.stops[q.at + 1].line;
    if (list.dataset.question !== `${this.asked}`) {
      list.dataset.question = `${this.asked}`;
      list.replaceChildren(...q.walk.lines.map((line, k) => {
        const item = el('li', { 'data-line': String(k + 1), role: 'button', tabindex: k + 1 === current ? '0' : '-1' }, [el('code', { text: line || ' ' })]);
        item.onclick = () => this.checkLine(k + 1);
        return item;
      }));
      // One tab stop, on the current line; the arrows move between lines,
      // Enter or space picks one.
      list.onkeydown = (event) => {
        const item = event.target.closest('li');
        if (!item) return;
        const line = Number(item.dataset.line);
        const to = { ArrowUp: line - 1, ArrowDown: line + 1 }[event.key];
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          this.checkLine(line);
        } else if (to && list.children[to - 1]) {
          event.preventDefault();
          item.tabIndex = -1;
          list.children[to - 1].tabIndex = 0;
          list.children[to - 1].focus();
        }
      };
      const item = list.children[current - 1];
      const box = list.parentElement;
      box.scrollTop = Math.max(0, item.offsetTop - box.clientHeight / 3);
    }
    list.dataset.current = String(current);
    list.dataset.step = String(q.at);
    for (const item of list.children) {
      const line = Number(item.dataset.line);
      item.classList.toggle('current', line === current);
      item.classList.toggle('right', this.answered && line === next);
    }
  },

  drawFound() {
    const box = $('ex-found');
    const q = this.question;
    box.replaceChildren();
    if (!q) return;
    if (this.kind === 'all') {
      const found = this.progress.found[q.n] ?? [];
      box.append(...found.map((key, k) => el('figure', { class: 'mini', 'data-testid': 'ex-found-board', 'data-queens': key }, [
        miniBoard(q.n, key.split(',').map(Number)),
        el('figcaption', { class: 'caption', text: t('web-sol-number', { number: num(k + 1) }) }),
      ])));
      box.dataset.found = String(found.length);
    } else if (this.kind === 'count' && this.answered) {
      // Checked: the solutions as the library lists them.
      box.append(...q.solutions.slice(0, SHOWN_SOLUTIONS).map((s) => el('figure', { class: 'mini' }, [
        miniBoard(q.n, s),
        el('figcaption', { class: 'columns', text: s.join(' ') }),
      ])));
      box.style.setProperty('--n', q.n);
    }
    $('ex-found-note').hidden = !(this.kind === 'count' && this.answered);
    setText($('ex-found-note'), this.kind === 'count' && this.answered
      ? t('web-ex-count-shown', { n: q.n, count: num(q.count), unique: num(q.unique), shown: Math.min(SHOWN_SOLUTIONS, q.solutions.length) })
      : '');
  },

  drawProgress() {
    const { tries, right } = this.progress;
    const all = (counts) => KINDS.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);
    $('ex-progress').textContent = t('web-ex-progress', {
      right: num(right[this.kind] ?? 0),
      tries: num(tries[this.kind] ?? 0),
      allRight: num(all(right)),
      allTries: num(all(tries)),
    });
  },

  relabel() {
    if (this.kind === 'program' && this.question) {
      // The program's comments follow the page's language: a new question.
      this.ask();
      return;
    }
    this.draw();
    if (this.said) this.say(this.said);
  },
};
