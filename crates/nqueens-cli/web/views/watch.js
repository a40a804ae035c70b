// The Watch view: a trace of the search stepped through on a canvas
// board with the marker arrays, and beside it the lesson's panel
// (lesson.js): the program, the call stack and the recursion tree. The
// knight's tour is stepped through the same way: its steps are those of
// the lessons' program, walked by the library (/api/lesson).

import { $, el, fillSelect } from '../dom.js';
import { lang, t, num, setText, stepWords, tourWords } from '../i18n.js';
import { api, showError } from '../api.js';
import { drawQueen } from '../board.js';
import { lessonPanel, expandTourWalk } from '../lesson.js';

// The speeds of `nqueens watch`, in steps a second: the slider's notches,
// and what + and - step through, as in the terminal.
const SPEEDS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];
const rate = (value) => SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, value))];

const LINES = ['column', 'diagonal', 'anti-diagonal'];

/** The largest board the knight's-tour program is stepped through on. */
const MAX_TOUR_N = 6;

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

export const watch = {
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
  tour: false, // stepping through the knight's-tour program
  board: [], // the tour's d, row-major, while tour is set

  init() {
    fillSelect($('watch-n'), 4, 10, 8);
    $('watch-n').onchange = () => this.load(false);
    $('watch-from').onchange = () => this.load(false);
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
    // Brute force lists all n^n column lists: the server takes n up to 6,
    // as the knight's tour, whose tree is drawn up to 6 x 6.
    const method = $('watch-method').value;
    const small = method === 'brute' || method === 'tour';
    for (const option of $('watch-n').options) option.disabled = small && Number(option.value) > MAX_TOUR_N;
    if (small && Number($('watch-n').value) > MAX_TOUR_N) $('watch-n').value = method === 'tour' ? '5' : '6';
    this.showMethod();
  },

  /** What the method does, and for brute force that it keeps no marker arrays. */
  showMethod() {
    const method = $('watch-method').value;
    setText($('watch-about'), t(`web-method-${method}-about`));
    const brute = method === 'brute';
    const tour = method === 'tour';
    $('watch-from-label').hidden = !tour;
    for (const line of LINES) $('view-watch').querySelector(`[data-testid="marker-row-${line}"]`).hidden = brute;
    $('watch-brute-note').hidden = !brute;
    $('watch-markers').hidden = tour;
    $('watch-tour-note').hidden = !tour;
    // The counters name what the tour counts: moves made and refused, tours.
    const labels = tour
      ? ['web-watch-moves', 'web-watch-refused', 'web-watch-tours']
      : ['web-watch-queens', 'web-watch-conflicts', 'web-watch-solutions'];
    ['watch-queens-label', 'watch-conflicts-label', 'watch-solutions-label'].forEach((id, i) => {
      $(id).dataset.i18n = labels[i];
      $(id).textContent = t(labels[i]);
    });
    $('watch-tree-hint').dataset.i18n = tour ? 'web-tree-tour-hint' : 'web-tree-hint';
    $('watch-tree-hint').textContent = t($('watch-tree-hint').dataset.i18n);
    setText($('watch-next'), t(tour ? 'web-watch-next-tour' : 'web-watch-next'));
    $('watch-next').dataset.i18n = tour ? 'web-watch-next-tour' : 'web-watch-next';
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
    $('watch-break-note').textContent = '';
    if (method === 'tour') {
      await this.loadTour(n, asked, keep);
      return;
    }
    try {
      const data = await api(`/api/trace?n=${n}&method=${method}&limit=100000`);
      if (asked !== this.asked) return;
      showError(null);
      this.tour = false;
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

  /** The squares of the n x n board, as the start square's choices: the
   * choice is kept while the board still has that square. */
  fillStarts(n) {
    const select = $('watch-from');
    if (select.options.length === n * n) return;
    const kept = select.value;
    select.replaceChildren();
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) {
        const option = document.createElement('option');
        option.value = `${row},${col}`;
        option.textContent = `(${row}, ${col})`;
        select.append(option);
      }
    }
    select.value = [...select.options].some((option) => option.value === kept) ? kept : '0,0';
  },

  /** The knight's tour from the start square chosen: the program's walk is
   * its trace. */
  async loadTour(n, asked, keep) {
    try {
      this.fillStarts(n);
      const code = await lesson.codeFor('tour');
      const start = $('watch-from').value;
      const walk = await api(`/api/lesson?n=${n}&method=tour&start=${start}&code=${code}&comments=${lang}`);
      if (asked !== this.asked) return;
      showError(null);
      expandTourWalk(walk);
      const steps = walk.stops.map((stop) => stop.step);
      this.tour = true;
      this.data = { n, steps, walk, start: walk.start };
      this.solutionsAt = [];
      steps.forEach((step, i) => { if (step.step === 'tour') this.solutionsAt.push(i); });
      this.board = new Array(n * n).fill(0);
      this.board[walk.start[0] * n + walk.start[1]] = 1;
      this.queens = [];
      this.solutions = 0;
      this.nodes = 0;
      this.conflicts = 0;
      this.pos = -1;
      $('watch-scrub').max = String(steps.length - 1);
      this.go(Math.min(keep, steps.length - 1));
      this.showSummary();
      lesson.load(n, 'tour', steps, walk);
    } catch (error) {
      if (asked === this.asked) {
        this.data = null;
        $('watch-text').textContent = error.message;
      }
    }
  },

  showSummary() {
    if (this.tour) {
      const { walk, steps } = this.data;
      const found = this.solutionsAt.length > 0;
      $('watch-note').textContent = !walk.finished
        ? t('web-watch-limited', { limit: num(steps.length) })
        : found ? t('web-watch-tour-found', { steps: num(steps.length) })
          : t('web-watch-tour-none', { steps: num(steps.length) });
      return;
    }
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
    if (this.tour) {
      const n = this.data.n;
      if (step.step === 'move') {
        this.board[step.to[0] * n + step.to[1]] = step.number;
        this.nodes++;
      } else if (step.step === 'undo') this.board[step.square[0] * n + step.square[1]] = 0;
      else if (step.step === 'move-try' && !step.free) this.conflicts++;
      else if (step.step === 'tour') this.solutions++;
      return;
    }
    if (step.step === 'place') {
      this.queens[step.row] = step.col;
      this.nodes++;
    } else if (step.step === 'backtrack') this.queens[step.row] = -1;
    else if (step.step === 'conflict') this.conflicts++;
    else if (step.step === 'solution') this.solutions++;
  },

  undo(i) {
    const step = this.data.steps[i];
    if (this.tour) {
      const n = this.data.n;
      if (step.step === 'move') {
        this.board[step.to[0] * n + step.to[1]] = 0;
        this.nodes--;
      } else if (step.step === 'undo') this.board[step.square[0] * n + step.square[1]] = step.number;
      else if (step.step === 'move-try' && !step.free) this.conflicts--;
      else if (step.step === 'tour') this.solutions--;
      return;
    }
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
    const at = this.solutionsAt.find((i) => i > this.pos) ?? this.data.steps.length - 1;
    this.runTo(at);
  },

  /** Goes forward to step `target`, or to the first breakpoint before it;
   * says which breakpoint stopped it. Returns whether one did. */
  runTo(target) {
    const hit = lesson.firstBreak(this.pos + 1, target);
    this.go(hit >= 0 ? hit : target);
    const why = hit >= 0 ? lesson.breaksAt(hit) : null;
    $('watch-break-note').textContent = !why ? ''
      : why.line !== undefined ? t('web-break-stopped-line', { line: why.line })
        : t('web-break-stopped-row', { row: why.row });
    return hit >= 0;
  },

  play() {
    if (!this.data) return;
    if (this.pos >= this.data.steps.length - 1) this.go(-1);
    this.playing = true;
    this.last = 0;
    this.carry = 0;
    $('watch-play').textContent = t('web-watch-pause');
    $('watch-play').dataset.i18n = 'web-watch-pause';
    $('watch-break-note').textContent = '';
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
    if (take > 0 && this.runTo(Math.min(this.pos + take, this.data.steps.length - 1))) {
      this.pause();
      return;
    }
    if (this.pos >= this.data.steps.length - 1) {
      this.pause();
      return;
    }
    requestAnimationFrame((next) => this.frame(next));
  },

  draw() {
    if (!this.data) return;
    const { n } = this.data;
    const step = this.pos >= 0 ? this.data.steps[this.pos] : null;
    const depth = this.tour ? this.board.filter((k) => k > 0).length : this.queens.filter((c) => c >= 0).length;
    $('watch-steps').textContent = `${num(this.pos + 1)} / ${num(this.data.steps.length)}`;
    $('watch-depth').textContent = `${depth} / ${this.tour ? n * n : n}`;
    $('watch-depth').dataset.depth = String(depth);
    $('watch-queens').textContent = num(this.nodes);
    $('watch-conflicts').textContent = num(this.conflicts);
    $('watch-solutions').textContent = num(this.solutions);
    $('watch-next').disabled = !this.solutionsAt.some((i) => i > this.pos);
    const text = $('watch-text');
    this.text = step ? (this.tour ? tourWords(step) : stepWords(step)) : t('web-watch-ready');
    setText(text, this.text);
    text.dataset.index = String(this.pos);
    text.dataset.step = step ? JSON.stringify(step) : '';
    text.dataset.kind = step ? step.step : '';
    text.className = `step-text ${step ? step.step : ''}`;
    if (this.tour) this.drawTour(n, step);
    else {
      this.drawBoard(n, step);
      this.drawMarkers(n, step);
    }
    $('watch-scrub').value = String(this.pos);
    lesson.draw(this.pos);
  },

  drawBoard(n, step) {
    const board = this.paintBoard(n);
    if (!board) return;
    const { canvas, ctx, cell, x, y, color, margin } = board;
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

  /** The canvas's size and a painter for a board of side `n` with its
   * index labels i and j, or null while the canvas is not laid out. */
  paintBoard(n) {
    const canvas = $('watch-board');
    const css = canvas.clientWidth;
    if (!css) return null;
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
    return { canvas, ctx, cell, x, y, color, margin };
  },

  /** The tour's board: each square's number d, the path so far, the
   * knight's square, and the move the loop is trying. */
  drawTour(n, step) {
    const paint = this.paintBoard(n);
    if (!paint) return;
    const { canvas, ctx, cell, x, y, color } = paint;
    const path = [];
    this.board.forEach((k, i) => { if (k > 0) path[k - 1] = [Math.floor(i / n), i % n]; });
    const centre = ([row, col]) => [x(col) + cell / 2, y(row) + cell / 2];
    if (path.length > 1) {
      ctx.strokeStyle = color('--try');
      ctx.lineWidth = Math.max(2, cell * 0.06);
      ctx.beginPath();
      path.forEach((square, i) => (i ? ctx.lineTo(...centre(square)) : ctx.moveTo(...centre(square))));
      ctx.stroke();
    }
    const knight = path[path.length - 1];
    if (step && step.step === 'move-try' && step.to) {
      ctx.strokeStyle = step.free ? color('--good') : color('--bad');
      ctx.lineWidth = Math.max(3, cell * 0.1);
      ctx.setLineDash([cell * 0.15, cell * 0.1]);
      const inset = ctx.lineWidth / 2;
      ctx.strokeRect(x(step.to[1]) + inset, y(step.to[0]) + inset, cell - 2 * inset, cell - 2 * inset);
      ctx.setLineDash([]);
    }
    if (step && step.step === 'undo') {
      ctx.strokeStyle = color('--back');
      ctx.lineWidth = Math.max(3, cell * 0.1);
      ctx.setLineDash([cell * 0.15, cell * 0.1]);
      const inset = ctx.lineWidth / 2;
      ctx.strokeRect(x(step.square[1]) + inset, y(step.square[0]) + inset, cell - 2 * inset, cell - 2 * inset);
      ctx.setLineDash([]);
    }
    ctx.font = `600 ${Math.round(cell * 0.36)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    path.forEach(([row, col], i) => {
      const here = knight && row === knight[0] && col === knight[1];
      ctx.fillStyle = here ? color('--ink') : color('--light');
      ctx.beginPath();
      ctx.arc(x(col) + cell / 2, y(row) + cell / 2, cell * 0.3, 0, 2 * Math.PI);
      ctx.fill();
      ctx.strokeStyle = color('--ink');
      ctx.lineWidth = 1.5;
      ctx.stroke();
      ctx.fillStyle = here ? color('--light') : color('--ink');
      ctx.fillText(String(i + 1), x(col) + cell / 2, y(row) + cell / 2);
    });
    if (step && step.step === 'tour') {
      ctx.strokeStyle = color('--good');
      ctx.lineWidth = Math.max(4, cell * 0.12);
      ctx.strokeRect(x(0), y(0), n * cell, n * cell);
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
    $('watch-break-note').textContent = '';
    if (this.data) {
      this.showSummary();
      this.draw();
      // The program's comments follow the page's language.
      lesson.reload();
    }
  },
};
