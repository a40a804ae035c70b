// The Play view: queens placed by hand, their conflicts in words, and
// whether the board can still be completed (/api/verify, /api/complete).

import { $, el, svgEl, fillSelect } from '../dom.js';
import { t } from '../i18n.js';
import { post, showError } from '../api.js';
import { squareName, buildBoard, coordinates, queenIcon } from '../board.js';

// The most queens left out one at a time to find which one to take away.
const MAX_SUGGEST = 8;

export const play = {
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
