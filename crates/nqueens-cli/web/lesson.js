// The Watch view's lesson panel: the program of the lesson with the line
// the search is at, the running call's variables, the call stack, and the
// recursion tree of the search. The lines and the variables come from
// /api/lesson (the library's map, none kept here), and which programs
// there are from /api/programs; the tree is built from the trace's own
// steps, or from the knight's-tour program's. A click on a line's number
// sets a breakpoint there, which playing stops at.

const SVG = 'http://www.w3.org/2000/svg';

/** Trees of up to this many nodes are shown whole (the queens' up to
 * n = 6); larger ones fold the subtrees off the current path. */
const WHOLE_TREE_NODES = 400;

/** The methods each language's programs follow, from the library's list
 * of programs (one request, shared). */
let programsAsked = null;
function programsByCode(api) {
  programsAsked ??= api('/api/programs').then(({ programs }) => {
    const byCode = {};
    for (const { code, method } of programs) (byCode[code] ??= []).push(method);
    return byCode;
  }).catch((error) => {
    programsAsked = null;
    throw error;
  });
  return programsAsked;
}

/** The stops of a knight's-tour walk written out whole: the API sends
 * each stop's innermost call and its move; an outer call's variables last
 * changed at the last stop at its depth, and the board follows the moves. */
export function expandTourWalk(walk) {
  const n = walk.n;
  const board = new Array(n * n).fill(0);
  board[walk.start[0] * n + walk.start[1]] = 1;
  // lastAt[d]: the frames of the last stop with d + 1 calls.
  const lastAt = [];
  for (const stop of walk.stops) {
    const step = stop.step;
    if (step.step === 'move') board[step.to[0] * n + step.to[1]] = step.number;
    else if (step.step === 'undo') board[step.square[0] * n + step.square[1]] = 0;
    const frames = stop.depth > 1 ? [...lastAt[stop.depth - 2]] : [];
    if (stop.frame) frames.push(stop.frame);
    lastAt[stop.depth - 1] = frames;
    stop.frames = frames;
    stop.arrays = [];
    for (let x = 0; x < n; x++) {
      stop.arrays.push({ name: `d[${x + 1}]`, first: 1, values: board.slice(x * n, x * n + n) });
    }
  }
  return walk;
}

// The tree's geometry, in SVG units.
const GAP_X = 24;
const GAP_Y = 34;
const STUB = 13;

/**
 * The panel of the Watch view. `page` gives the page's helpers: `$`, `t`,
 * `api`, `el`, `num`, and `jump(i)`, which moves the view to step `i`.
 */
export function lessonPanel(page) {
  const { $, t, el } = page;
  const panel = {
    walk: null, // the answer of /api/lesson, or null
    asked: 0,
    tree: null,
    n: 0,
    // The lines with a breakpoint, per program file.
    breakpoints: new Map(),
    breakRow: null, // stop when a queen is placed in this row, or null

    init() {
      $('watch-code').onchange = () => this.reload();
      $('watch-break-row').onchange = () => {
        const value = $('watch-break-row').value;
        this.breakRow = value === '' ? null : Number(value);
      };
      $('watch-break-clear').onclick = () => {
        this.lines().clear();
        $('watch-break-row').value = '';
        this.breakRow = null;
        this.drawBreakpoints();
      };
      // The line numbers are one stop for Tab; ↑ and ↓ move between them.
      $('watch-code-lines').addEventListener('keydown', (event) => {
        const button = event.target.closest?.('button.bp');
        if (!button || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        event.preventDefault();
        const item = button.parentElement;
        const to = event.key === 'ArrowUp' ? item.previousElementSibling : item.nextElementSibling;
        const next = to?.querySelector('button.bp');
        if (!next) return;
        button.tabIndex = -1;
        next.tabIndex = 0;
        next.focus();
      });
    },

    /** The set of breakpoint lines of the program shown. */
    lines() {
      const file = this.walk?.file ?? '';
      if (!this.breakpoints.has(file)) this.breakpoints.set(file, new Set());
      return this.breakpoints.get(file);
    },

    /** Whether step `i` stops a run: its line has a breakpoint, or it
     * places a queen in the row asked for. */
    breaksAt(i) {
      const stop = this.walk?.stops[i];
      if (stop && this.lines().has(stop.line)) return { line: stop.line };
      const step = this.steps?.[i];
      if (this.breakRow !== null && step?.step === 'place' && step.row === this.breakRow) return { row: step.row };
      return null;
    },

    /** The first step from `from` to `to` that stops a run, or -1. */
    firstBreak(from, to) {
      const any = this.lines().size > 0 || this.breakRow !== null;
      if (!any) return -1;
      for (let i = from; i <= to; i++) if (this.breaksAt(i)) return i;
      return -1;
    },

    drawBreakpoints() {
      const lines = this.lines();
      for (const button of $('watch-code-lines').querySelectorAll('button.bp')) {
        const on = lines.has(Number(button.dataset.line));
        button.classList.toggle('on', on);
        button.setAttribute('aria-pressed', String(on));
      }
      $('watch-break-clear').disabled = lines.size === 0 && this.breakRow === null;
    },

    /** Fills the row condition's choices: none, or a row i of the board. */
    fillRows(n, tour) {
      const select = $('watch-break-row');
      const keep = select.value;
      select.replaceChildren(new Option(t('web-break-row-none'), ''));
      for (let row = 0; row < n; row++) select.add(new Option(String(row), String(row)));
      select.value = Number(keep) < n ? keep : '';
      this.breakRow = select.value === '' ? null : Number(select.value);
      $('watch-break-row-label').hidden = tour;
      if (tour) {
        select.value = '';
        this.breakRow = null;
      }
    },

    /** The language chosen if it has a program for `method`, else the
     * first that has one. */
    async codeFor(method) {
      const programs = await programsByCode(page.api);
      const chosen = $('watch-code').value;
      if ((programs[chosen] ?? []).includes(method)) return chosen;
      return Object.keys(programs).find((code) => programs[code].includes(method)) ?? chosen;
    },

    /** Fetches the walk of the program for the trace the view shows; the
     * knight's tour brings its walk, which is its trace. */
    async load(n, method, steps, walk = null) {
      this.n = n;
      this.method = method;
      this.tree = method === 'tour' ? buildTourTree(steps) : buildTree(steps);
      this.steps = steps;
      this.fillRows(n, method === 'tour');
      await this.reload(walk);
    },

    async reload(given = null) {
      if (!this.steps) return;
      const asked = ++this.asked;
      const select = $('watch-code');
      let programs;
      try {
        programs = await programsByCode(page.api);
      } catch (error) {
        if (asked !== this.asked) return;
        $('watch-code-note').textContent = error.message;
        return;
      }
      if (asked !== this.asked) return;
      const has = (code) => (programs[code] ?? []).includes(this.method);
      // A language without a program for the method gives way to one with.
      for (const option of select.options) option.disabled = !has(option.value);
      if (select.selectedOptions[0]?.disabled) {
        const other = [...select.options].find((option) => !option.disabled);
        if (other) select.value = other.value;
      }
      const code = select.value;
      const comments = page.lang();
      // Each step carries its calls and arrays: n = 8 whole (33,588
      // steps), larger boards only their start.
      const limit = Math.max(1, Math.min(this.steps.length, this.n <= 8 ? 40000 : 5000));
      this.walk = null;
      $('watch-code-lines').replaceChildren();
      if (!has(code)) {
        $('watch-code-file').textContent = '';
        $('watch-code-note').textContent = t('web-code-none');
        this.draw(page.pos());
        return;
      }
      try {
        const walk = given ?? (this.method === 'tour'
          ? expandTourWalk(await page.api(`/api/lesson?n=${this.n}&method=tour&code=${code}&comments=${comments}&limit=${this.steps.length}`))
          : await page.api(`/api/lesson?n=${this.n}&method=${this.method}&code=${code}&comments=${comments}&limit=${limit}`));
        if (asked !== this.asked) return;
        this.walk = walk;
        $('watch-code-note').textContent = code === 'python' ? t('web-code-python-convention') : '';
        $('watch-code-file').textContent = walk.file;
        // Each line's number is a button that sets or clears its breakpoint;
        // the number is drawn from data-line, so the line's text is its code.
        $('watch-code-lines').replaceChildren(
          ...walk.lines.map((line, i) => el('li', { 'data-line': String(i + 1) }, [
            el('button', {
              class: 'bp',
              type: 'button',
              tabindex: i === 0 ? '0' : '-1',
              'data-line': String(i + 1),
              'data-testid': 'code-bp',
              'aria-pressed': 'false',
              'aria-label': t('web-break-line', { line: i + 1 }),
              title: t('web-break-line', { line: i + 1 }),
            }),
            el('code', { text: line || ' ' }),
          ])),
        );
        for (const button of $('watch-code-lines').querySelectorAll('button.bp')) {
          button.onclick = () => {
            const lines = this.lines();
            const line = Number(button.dataset.line);
            if (lines.has(line)) lines.delete(line);
            else lines.add(line);
            this.drawBreakpoints();
          };
        }
        this.drawBreakpoints();
      } catch (error) {
        if (asked !== this.asked) return;
        $('watch-code-file').textContent = '';
        $('watch-code-note').textContent = error.message;
      }
      this.draw(page.pos());
    },

    /** Shows step `pos` (-1: before the first). */
    draw(pos) {
      this.drawCode(pos);
      this.drawTree(pos);
    },

    drawCode(pos) {
      const list = $('watch-code-lines');
      const stops = this.walk?.stops ?? [];
      const stop = pos >= 0 ? stops[pos] : null;
      const next = stops[pos + 1];
      list.dataset.current = stop ? String(stop.line) : '';
      list.dataset.next = next ? String(next.line) : '';
      for (const item of list.querySelectorAll('.current, .next')) item.classList.remove('current', 'next');
      if (next) list.children[next.line - 1]?.classList.add('next');
      if (stop) {
        const item = list.children[stop.line - 1];
        item?.classList.add('current');
        // Keep the line in the code's own box, not the page.
        if (item) {
          const box = list.parentElement;
          const top = item.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
          if (top < box.scrollTop || top + item.offsetHeight > box.scrollTop + box.clientHeight) {
            box.scrollTop = Math.max(0, top - box.clientHeight / 3);
          }
        }
      }
      const beyond = pos >= stops.length && this.walk;
      $('watch-code-beyond').hidden = !beyond;
      if (beyond) $('watch-code-beyond').textContent = t('web-code-beyond', { limit: page.num(stops.length) });
      this.drawStack(stop);
      this.drawVariables(stop ?? (pos < 0 ? null : stops[stops.length - 1]));
    },

    drawStack(stop) {
      const frames = stop?.frames ?? [];
      $('watch-stack').replaceChildren(
        ...frames.map((frame, i) => el('li', {
          class: i === frames.length - 1 ? 'innermost' : '',
          'data-testid': 'watch-frame',
        }, [
          el('code', { text: frame.call }),
          ' ',
          el('span', { class: 'locals', text: frame.locals.map(([name, value]) => `${name} = ${value}`).join(', ') }),
        ])),
      );
      $('watch-stack-empty').hidden = frames.length > 0;
    },

    drawVariables(stop) {
      const arrays = stop?.arrays ?? [];
      $('watch-vars').replaceChildren(
        ...arrays.map((array) => el('div', { class: 'var-row' }, [
          // A row of a two-dimensional array, d[1], reads d[1, 1..].
          el('code', { class: 'var-name', text: array.name.endsWith(']') ? `${array.name.slice(0, -1)}, ${array.first}..]` : `${array.name}[${array.first}..]` }),
          el('span', { class: 'var-values' }, array.values.map((value, i) => el('span', {
            class: 'var-cell',
            title: `${array.name}[${array.first + i}]`,
          }, [el('b', { text: String(value) }), el('small', { text: String(array.first + i) })]))),
        ])),
      );
    },

    drawTree(pos) {
      const svg = $('watch-tree');
      const tree = this.tree;
      if (!tree) return;
      const current = pos >= 0 ? tree.nodeAt[pos] : 0;
      const onPath = new Set();
      for (let id = current; id >= 0; id = tree.nodes[id].parent) onPath.add(id);
      const whole = tree.nodes.length <= WHOLE_TREE_NODES;
      // Shown: nodes made by now; on a large board only the path and the
      // children of its nodes, the rest folded into them.
      const shown = (node) => node.at <= pos && (whole || node.parent < 0 || onPath.has(node.parent));
      // A small board's tree is laid out whole from the start, so that its
      // nodes keep their places as it grows; a large one's follows the path.
      const place = layout(tree, whole ? () => true : shown);
      const box = svg.parentElement;
      // Spread a narrow tree over its box, up to three times the usual gap.
      const gap = Math.min(GAP_X * 3, Math.max(GAP_X, (box.clientWidth - 4) / (place.leaves + 1)));
      for (const [id, x] of place.x) place.x.set(id, (x / GAP_X) * gap);
      const width = Math.max(1, place.leaves) * gap + gap;
      const height = (place.depth + 1) * GAP_Y + STUB + 8;
      svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
      svg.setAttribute('width', String(width));
      svg.setAttribute('height', String(height));
      const edges = [];
      const dots = [];
      const stubs = [];
      for (const node of tree.nodes) {
        if (!place.x.has(node.id) || !shown(node)) continue;
        const x = place.x.get(node.id);
        const y = GAP_Y / 2 + node.depth * GAP_Y;
        if (node.parent >= 0) {
          const px = place.x.get(node.parent);
          const py = y - GAP_Y;
          const edge = svgNode('line', { x1: px, y1: py, x2: x, y2: y, class: `edge${onPath.has(node.id) ? ' path' : ''}` });
          edges.push(edge);
        }
        const folded = !whole && !onPath.has(node.id) && node.children.some((child) => tree.nodes[child].at <= pos);
        const dot = svgNode('circle', {
          cx: x,
          cy: y,
          r: 6,
          class: `node${onPath.has(node.id) ? ' path' : ''}${node.id === current ? ' current' : ''}${node.solution >= 0 && node.solution <= pos ? ' solution' : ''}${folded ? ' folded' : ''}`,
          'data-testid': 'tree-node',
          'data-step': String(node.at),
          'data-queens': node.queens.join(','),
        });
        const title = node.id === 0 ? t(tree.tour ? 'web-tree-tour-root' : 'web-tree-root')
          : tree.tour ? t('web-tree-move', { k: node.col + 1, square: `(${node.square.join(', ')})`, number: node.depth + 1 })
            : t('web-tree-node', { col: node.col, queens: node.queens.join(', ') });
        dot.append(svgNode('title', {}, title));
        dot.onclick = () => page.jump(node.at);
        dots.push(dot);
        node.stubs.forEach((stub) => {
          if (stub.at > pos) return;
          // A stub leans the way of its column (of its move, for the tour).
          const branches = tree.tour ? 8 : this.n;
          const dx = (stub.col - (branches - 1) / 2) * (gap / branches) * 1.1;
          const line = svgNode('line', {
            x1: x,
            y1: y + 6,
            x2: x + dx,
            y2: y + 6 + STUB,
            class: `stub ${stub.line}${stub.at === pos ? ' now' : ''}`,
            'data-testid': 'tree-stub',
            'data-step': String(stub.at),
            'data-col': String(stub.col),
            'data-line': stub.line,
          });
          line.append(svgNode('title', {}, tree.tour
            ? t(`web-tree-move-${stub.line}`, { k: stub.col + 1 })
            : t('web-tree-stub', { col: stub.col, line: t(`web-line-${stub.line}`, { index: stub.index }) })));
          line.onclick = () => page.jump(stub.at);
          stubs.push(line);
        });
      }
      svg.replaceChildren(...edges, ...stubs, ...dots);
      svg.dataset.nodes = String(dots.length);
      // Keep the current node in sight.
      const cx = place.x.get(current) ?? 0;
      if (cx < box.scrollLeft || cx > box.scrollLeft + box.clientWidth) box.scrollLeft = Math.max(0, cx - box.clientWidth / 2);
    },
  };

  function svgNode(tag, attrs, text) {
    const node = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
    if (text !== undefined) node.textContent = text;
    return node;
  }

  return panel;
}

/**
 * Adds a child to node `here` of `nodes` (at step `at`, drawn at `col`,
 * the path below it extended by `placed`) and returns the child's id.
 */
function addChild(nodes, here, { col, at, placed, square = null }) {
  const parent = nodes[here];
  const node = {
    id: nodes.length,
    parent: here,
    depth: parent.depth + 1,
    col,
    at,
    queens: [...parent.queens, placed],
    square,
    children: [],
    stubs: [],
    solution: -1,
  };
  nodes.push(node);
  parent.children.push(node.id);
  return node.id;
}

/**
 * The recursion tree of a trace: a node per queen placed (the root is the
 * empty board), a stub per conflict, and for each step the node the search
 * stands at after it.
 */
export function buildTree(steps) {
  const nodes = [{ id: 0, parent: -1, depth: 0, col: -1, at: -1, queens: [], children: [], stubs: [], solution: -1 }];
  const nodeAt = new Int32Array(steps.length);
  let here = 0;
  steps.forEach((step, i) => {
    if (step.step === 'place') {
      here = addChild(nodes, here, { col: step.col, at: i, placed: step.col });
    } else if (step.step === 'backtrack') {
      here = Math.max(0, nodes[here].parent);
    } else if (step.step === 'conflict') {
      nodes[here].stubs.push({ at: i, col: step.col, line: step.line, index: step.index });
    } else if (step.step === 'solution') {
      nodes[here].solution = i;
    }
    nodeAt[i] = here;
  });
  return { nodes, nodeAt };
}

/**
 * The recursion tree of the knight's-tour program: a node per move made
 * (the root is the start), a stub per move tried that was off the board or
 * to a visited square, the tour marked; the node's `col` is its move k - 1.
 */
export function buildTourTree(steps) {
  const root = { id: 0, parent: -1, depth: 0, col: -1, at: -1, queens: [], square: null, children: [], stubs: [], solution: -1 };
  const nodes = [root];
  const nodeAt = new Int32Array(steps.length);
  let here = 0;
  let k = 0;
  steps.forEach((step, i) => {
    if (step.step === 'move-try') {
      k = step.k;
      if (!step.free) nodes[here].stubs.push({ at: i, col: step.k - 1, line: step.to ? 'visited' : 'off' });
    } else if (step.step === 'move') {
      here = addChild(nodes, here, { col: k - 1, at: i, placed: k, square: step.to });
    } else if (step.step === 'undo') {
      here = Math.max(0, nodes[here].parent);
    } else if (step.step === 'tour') {
      nodes[here].solution = i;
    }
    nodeAt[i] = here;
  });
  return { nodes, nodeAt, tour: true };
}

/** x of each shown node: leaves side by side, a parent over its children. */
function layout(tree, shown) {
  const x = new Map();
  let leaves = 0;
  let depth = 0;
  const visit = (id) => {
    const node = tree.nodes[id];
    depth = Math.max(depth, node.depth);
    const children = node.children.filter((child) => shown(tree.nodes[child]));
    if (children.length === 0) {
      x.set(id, GAP_X + leaves * GAP_X);
      leaves++;
      return;
    }
    for (const child of children) visit(child);
    x.set(id, (x.get(children[0]) + x.get(children[children.length - 1])) / 2);
  };
  visit(0);
  return { x, leaves, depth };
}
