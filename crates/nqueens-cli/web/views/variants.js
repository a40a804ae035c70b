// The Variants view: the torus, superqueens, queens with pawns, and
// domination.

import { $, fillSelect } from '../dom.js';
import { lang, t, num } from '../i18n.js';
import { api } from '../api.js';
import { buildBoard, coordinates, queenIcon, pawnIcon } from '../board.js';

const MAX_VARIANT_N = 14;
const MAX_DOMINATE_N = 12;
const MAX_PAWNS = 8;


/** A sentence from the server, as a sentence: capital first, full stop last. */
function sentence(text) {
  const trimmed = String(text).trim();
  const first = trimmed.charAt(0).toLocaleUpperCase(lang) + trimmed.slice(1);
  return /[.!?…]$/.test(first) ? first : `${first}.`;
}

export const variants = {
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
