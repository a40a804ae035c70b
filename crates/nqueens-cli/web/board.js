// The boards every view draws: boards of square buttons with their
// coordinates, the queen and the pawn, the queen on a canvas, and small
// pictures of placements.

import { el, svgEl } from './dom.js';

const FILES = 'abcdefghijklmnopqrstuvwxyz';

/** Chess name of (row, col) on a board of `rows` rows: row 0 is the top. */
export function squareName(rows, row, col) {
  return col < FILES.length ? `${FILES[col]}${rows - row}` : `(${row},${col})`;
}

export function queenIcon() {
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
export function buildBoard(board, rows, cols, onPick) {
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
export function coordinates(wrap, rows, cols) {
  wrap.querySelectorAll('.files, .ranks').forEach((node) => node.remove());
  const files = el('div', { class: 'files', 'aria-hidden': 'true' });
  for (let col = 0; col < cols; col++) files.append(el('span', { text: col < 26 ? FILES[col] : '' }));
  const ranks = el('div', { class: 'ranks', 'aria-hidden': 'true' });
  for (let row = 0; row < rows; row++) ranks.append(el('span', { text: String(rows - row) }));
  files.style.setProperty('--cols', cols);
  ranks.style.setProperty('--rows', rows);
  wrap.append(ranks, files);
}

// The queen of the SVG symbol, for the canvas.
const QUEEN_PATHS = [
  'M22 78 L12 34 L32 58 L36 24 L50 56 L64 24 L68 58 L88 34 L78 78 Z',
  'M18 82 H82 L86 94 H14 Z',
].map((d) => new Path2D(d));
const QUEEN_BALLS = [[12, 30], [35, 18], [65, 18], [88, 30]];

export function drawQueen(ctx, x, y, cell, fill, alpha = 1) {
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

/** A small picture of a placement, as one SVG. */
export function miniBoard(n, queens) {
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

export function pawnIcon() {
  const svg = svgEl('svg', { viewBox: '0 0 100 100', class: 'pawn', 'aria-hidden': 'true', focusable: 'false' });
  svg.append(svgEl('use', { href: '#pawn' }));
  return svg;
}