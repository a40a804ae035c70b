// The Knight's tour view: a tour drawn move by move, by Warnsdorff's
// rule or the lessons' backtracking, or both side by side.

import { $, el, svgEl } from '../dom.js';
import { t, num } from '../i18n.js';
import { api } from '../api.js';
import { squareName, buildBoard, coordinates } from '../board.js';

export const tour = {
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
