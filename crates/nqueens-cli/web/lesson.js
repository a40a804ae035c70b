// The Watch view's lesson panel: the program of the lesson with the line
// the search is at, the running call's variables, the call stack, and the
// recursion tree of the search. The lines and the variables come from
// /api/lesson (the library's map, none kept here); the tree is built from
// the trace's own steps.

const SVG = 'http://www.w3.org/2000/svg';

/** Boards up to this size show their whole tree; larger ones fold the
 * subtrees off the current path. */
const WHOLE_TREE_N = 6;

/** The methods each language's programs follow (the library's programs). */
const PROGRAMS = {
  python: ['pairwise'],
  pascal: ['marks'],
  java: ['marks', 'stack'],
  cpp: ['marks', 'brute'],
};

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

    init() {
      $('watch-code').onchange = () => this.reload();
    },

    /** Fetches the walk of the program for the trace the view shows. */
    async load(n, method, steps) {
      this.n = n;
      this.method = method;
      this.tree = buildTree(steps);
      this.steps = steps;
      await this.reload();
    },

    async reload() {
      if (!this.steps) return;
      const asked = ++this.asked;
      const select = $('watch-code');
      // A language without a program for the method gives way to one with.
      for (const option of select.options) option.disabled = !PROGRAMS[option.value].includes(this.method);
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
      if (!PROGRAMS[code].includes(this.method)) {
        $('watch-code-file').textContent = '';
        $('watch-code-note').textContent = t('web-code-none');
        this.draw(page.pos());
        return;
      }
      try {
        const walk = await page.api(
          `/api/lesson?n=${this.n}&method=${this.method}&code=${code}&comments=${comments}&limit=${limit}`,
        );
        if (asked !== this.asked) return;
        this.walk = walk;
        $('watch-code-note').textContent = code === 'python' ? t('web-code-python-convention') : '';
        $('watch-code-file').textContent = walk.file;
        $('watch-code-lines').replaceChildren(
          ...walk.lines.map((line, i) =>
            el('li', { 'data-line': String(i + 1) }, [el('code', { text: line || ' ' })])),
        );
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
          el('code', { class: 'var-name', text: `${array.name}[${array.first}..]` }),
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
      const whole = this.n <= WHOLE_TREE_N;
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
        dot.append(svgNode('title', {}, node.id === 0 ? t('web-tree-root') : t('web-tree-node', { col: node.col, queens: node.queens.join(', ') })));
        dot.onclick = () => page.jump(node.at);
        dots.push(dot);
        node.stubs.forEach((stub) => {
          if (stub.at > pos) return;
          const dx = (stub.col - (this.n - 1) / 2) * (gap / this.n) * 1.1;
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
          line.append(svgNode('title', {}, t('web-tree-stub', { col: stub.col, line: t(`web-line-${stub.line}`, { index: stub.index }) })));
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
      const parent = nodes[here];
      const node = {
        id: nodes.length,
        parent: here,
        depth: parent.depth + 1,
        col: step.col,
        at: i,
        queens: [...parent.queens, step.col],
        children: [],
        stubs: [],
        solution: -1,
      };
      nodes.push(node);
      parent.children.push(node.id);
      here = node.id;
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
