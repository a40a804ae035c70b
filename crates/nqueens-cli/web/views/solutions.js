// The Solutions view: every solution of a board, paged, and the eight
// images of one under the symmetries of the square.

import { $, el, fillSelect } from '../dom.js';
import { t, num } from '../i18n.js';
import { api, showError } from '../api.js';
import { squareName, miniBoard } from '../board.js';

const PAGE = 24;


const placementNames = (n, queens) => queens.map((col, row) => squareName(n, row, col)).join(' ');

export const solutions = {
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
