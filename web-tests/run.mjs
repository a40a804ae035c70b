// Browser tests of the page `nqueens serve` shows, driven by Debian's
// Chromium through playwright-core.
//
//     node web-tests/run.mjs http://127.0.0.1:PORT/
//
// NQUEENS_BIN names the binary (default target/debug/nqueens), run to get
// the expected trace. Screenshots of every view go to NQUEENS_SCREENSHOTS
// (default target/web-screenshots; `scripts/test-browser
// --update-screenshots` points it at docs/screenshots). While editing the
// page, NQUEENS_WEB_DIR=crates/nqueens-cli/web serves its files from
// there instead of the binary's, and NQUEENS_TESTS=word runs only the tests
// whose names contain the word.
// Exits 1 when any check fails, saying which.

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = resolve(ROOT, process.env.NQUEENS_BIN ?? 'target/debug/nqueens');
const SHOTS = resolve(ROOT, process.env.NQUEENS_SCREENSHOTS ?? 'target/web-screenshots');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

const base = process.argv[2];
if (!base) {
  console.error('usage: node web-tests/run.mjs <url of nqueens serve>');
  process.exit(2);
}
const origin = new URL(base).origin;

// ------------------------------------------------------------------ harness

class Failure extends Error {}

function check(condition, message) {
  if (!condition) throw new Failure(message);
}

function equal(actual, expected, message) {
  if (actual !== expected) {
    throw new Failure(`${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/** JSON with sorted keys, so key order does not matter. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const consoleErrors = [];
// A test that makes the server answer 4xx on purpose allows the browser's
// own "Failed to load resource" line for that status, and nothing else.
let allowedStatus = null;

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
/** A page in a context of its own, its errors and requests watched. */
async function newPage(options) {
  const context = await browser.newContext(options);
  const fresh = await context.newPage();
  fresh.setDefaultTimeout(10_000);
  // While editing the page: its files (the page, the style sheet and every
  // module) from this folder instead of the binary's (the messages still
  // come from the binary).
  if (process.env.NQUEENS_WEB_DIR) {
    const file = (path) => (path === '/' ? 'index.html' : path.slice(1));
    const type = (path) => (path === '/' ? 'text/html' : path.endsWith('.css') ? 'text/css' : 'text/javascript');
    await context.route((url) => url.origin === origin && (url.pathname === '/' || /^\/[\w/]+\.(js|css)$/.test(url.pathname)), (route) => {
      const path = new URL(route.request().url()).pathname;
      route.fulfill({ contentType: type(path), body: readFileSync(join(process.env.NQUEENS_WEB_DIR, file(path)), 'utf8') });
    });
  }
  fresh.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (allowedStatus && text.includes(`status of ${allowedStatus}`)) return;
    consoleErrors.push(`console error: ${text}`);
  });
  fresh.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`));
  fresh.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== origin) consoleErrors.push(`request to another origin: ${url}`);
  });
  return fresh;
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const page = await newPage({ viewport: DESKTOP, locale: 'en-US' });

const testid = (id) => `[data-testid="${id}"]`;

async function open(view) {
  // Through a blank page: a new hash alone would not load the page again.
  await page.goto('about:blank');
  await page.goto(`${base}#${view}`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForSelector(`${testid(`view-${view}`)}:not([hidden])`);
}

async function shotOf(on, name) {
  mkdirSync(SHOTS, { recursive: true });
  await on.evaluate(() => window.scrollTo(0, 0));
  await on.screenshot({ path: join(SHOTS, name) });
}

const shot = (name) => shotOf(page, name);

async function selectValue(id, value) {
  await page.selectOption(testid(id), String(value));
}

// -------------------------------------------------------------------- tests

const tests = [];
const test = (name, body) => tests.push({ name, body });

test('the page loads, small and in one piece', async () => {
  await open('play');
  const title = await page.textContent('h1');
  check(title && title !== 'web-title', `the title is not a message: ${title}`);
  let bytes = 0;
  for (const path of ['/', '/app.js', '/style.css']) {
    const response = await fetch(new URL(path, base));
    equal(response.status, 200, `GET ${path}`);
    bytes += (await response.arrayBuffer()).byteLength;
  }
  check(bytes < 300 * 1024, `the first load is ${bytes} bytes, over 300 KB`);
  const en = (await (await fetch(new URL('/api/messages?lang=en', base))).json()).messages;
  const vi = (await (await fetch(new URL('/api/messages?lang=vi', base))).json()).messages;
  equal(Object.keys(vi).sort().join(' '), Object.keys(en).sort().join(' '), 'message ids in vi and en');
  // Every label the page writes is a message it has.
  const unknown = await page.$$eval('[data-i18n]', (nodes) =>
    nodes.filter((node) => node.textContent === node.dataset.i18n).map((node) => node.dataset.i18n));
  equal(unknown.join(' '), '', 'labels without a message');
});

test('Play: two attacking queens are explained in words; "complete it" solves', async () => {
  await open('play');
  await selectValue('play-n', 8);
  const board = testid('play-board');
  await page.click(`${board} [data-square="a8"]`);
  await page.click(`${board} [data-square="c6"]`);
  const conflict = await page.waitForSelector(testid('play-conflict'));
  const text = await conflict.textContent();
  check(text.includes('a8') && text.includes('c6'), `the conflict does not name a8 and c6: ${text}`);
  check(/diagonal/.test(text), `the conflict does not name its line: ${text}`);
  equal(await page.getAttribute(`${board} [data-square="a8"]`, 'aria-pressed'), 'true', 'a8 holds a queen');
  check(await page.$eval(`${board} [data-square="a8"]`, (b) => b.classList.contains('conflict')), 'a8 is not marked as attacking');
  check(await page.$eval(`${board} [data-square="h8"]`, (b) => b.classList.contains('attacked')), 'h8 is not shaded as attacked');
  await page.click(`${board} [data-square="d2"]`);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="play-board"] .queen').length >= 3);
  await shot('play.png');

  // A queen removed takes its conflict with it.
  await page.click(`${board} [data-square="c6"]`);
  await page.waitForFunction(() => !document.querySelector('[data-testid="play-conflict"]'));

  // Completing a position that can be completed.
  await page.click(testid('play-clear'));
  await page.click(`${board} [data-square="a8"]`);
  await page.waitForFunction(() => document.querySelector('[data-testid="play-status"]').textContent.includes('1'));
  await page.click(testid('play-check'));
  await page.waitForSelector(`${testid('play-message')}.good`);
  // The letters around the board look the same once it is solved: its
  // ring does not cover them.
  const letters = () => Promise.all(['.files', '.ranks'].map(async (strip) =>
    (await page.locator(`${testid('view-play')} ${strip}`).screenshot()).toString('base64')));
  const unsolved = await letters();
  await page.click(testid('play-complete'));
  await page.waitForSelector(`${testid('play-solved')}:not([hidden])`);
  equal(await page.$$eval(`${board} button[aria-pressed="true"]`, (b) => b.length), 8, 'queens after "complete it"');
  await page.waitForTimeout(400);
  const solved = await letters();
  check(solved[0] === unsolved[0], 'the solved board\'s ring covers the file letters');
  check(solved[1] === unsolved[1], 'the solved board\'s ring covers the rank numbers');

  // Queens that attack no one but are in no solution: which one to take away.
  await page.click(testid('play-clear'));
  await page.click(`${board} [data-square="a8"]`);
  await page.click(`${board} [data-square="c7"]`);
  await page.waitForFunction(() => document.querySelector('[data-testid="play-status"]').textContent.includes('2'));
  await page.click(testid('play-check'));
  await page.waitForFunction(() => document.querySelector('[data-testid="play-board"]').dataset.suggest);
  equal(await page.getAttribute(board, 'data-suggest'), 'c7', 'the queen to take away');
  const said = await page.textContent(testid('play-message'));
  check(said.includes('c7'), `the message does not say which queen to take away: ${said}`);
  check(await page.$eval(`${board} [data-square="c7"]`, (b) => b.classList.contains('suggest')), 'c7 is not marked on the board');
  const [message, fine] = await Promise.all([testid('play-message'), testid('play-no-conflicts')]
    .map((id) => page.$eval(id, (node) => node.getBoundingClientRect().toJSON())));
  check(message.top >= fine.bottom, 'the verdict sits above "No two queens attack each other"');

  // By keyboard: one tab stop on the board, arrows to move, Enter to place.
  await page.click(testid('play-clear'));
  await page.focus(`${board} [data-square="a8"]`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="play-board"] [data-square="b7"]').getAttribute('aria-pressed') === 'true');
  const label = await page.getAttribute(`${board} [data-square="b7"]`, 'aria-label');
  check(label.includes('b7'), `the square's label does not name it: ${label}`);
  // And the tabs: the right arrow moves to the next view.
  await page.focus(testid('tab-play'));
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector(`${testid('view-watch')}:not([hidden])`);
});

test('Watch: n = 4 (marks) steps as `nqueens trace 4 --format json` does', async () => {
  const lines = execFileSync(BIN, ['trace', '4', '--format', 'json'], { encoding: 'utf8', env: { ...process.env, LANG: 'C', LC_ALL: 'C' } })
    .trim().split('\n').map((line) => JSON.parse(line)).filter((object) => !('summary' in object));
  const summary = JSON.parse(execFileSync(BIN, ['trace', '4', '--format', 'json'], { encoding: 'utf8', env: { ...process.env, LANG: 'C', LC_ALL: 'C' } })
    .trim().split('\n').pop()).summary;
  check(lines.length > 100, `the CLI gave ${lines.length} steps`);
  await open('watch');
  await selectValue('watch-method', 'marks');
  await selectValue('watch-n', 4);
  const step = testid('watch-step');
  await page.waitForFunction((total) => document.querySelector('[data-testid="watch-steps"]').textContent.endsWith(`/ ${total}`), lines.length);
  equal(await page.getAttribute(step, 'data-index'), '-1', 'the trace starts before its first step');
  // One notation: the board is labelled i and j from 0, and the step
  // text and the marker arrays name squares and lines the same way.
  const queens = [-1, -1, -1, -1];
  for (let k = 0; k < lines.length; k++) {
    await page.click(testid('watch-forward'));
    const [index, json, text, x] = await page.$eval(step, (node) => [node.dataset.index, node.dataset.step, node.textContent,
      [...document.querySelectorAll('[data-testid="mark-x"] .cell b')].map((b) => b.textContent).join(' ')]);
    equal(index, String(k), `index after ${k + 1} steps forward`);
    const record = lines[k];
    equal(canonical(JSON.parse(json)), canonical(record), `step ${k}`);
    check(!/\b[a-d][1-4]\b/.test(text), `step ${k} names a square as a chess player would: ${text}`);
    if ('row' in record) check(text.includes(`(${record.row}, ${record.col})`), `step ${k} does not name (${record.row}, ${record.col}): ${text}`);
    if (record.step === 'conflict') {
      const formula = { column: 'j', diagonal: 'i+j', 'anti-diagonal': 'i-j+n' }[record.line];
      check(text.includes(`${formula} = ${record.index}`), `step ${k} does not name its line as the arrays do: ${text}`);
    }
    if (record.step === 'place') queens[record.row] = record.col;
    if (record.step === 'backtrack') queens[record.row] = -1;
    equal(x, queens.map((c) => (c < 0 ? '_' : String(c))).join(' '), `x[i] after step ${k}`);
  }
  // "Queens placed" counts every queen placed, as the terminal's watch
  // and the trace's summary do; the depth is the queens on the board.
  equal(await page.textContent(testid('watch-queens')), String(summary.nodes), 'queens placed over the whole search');
  equal(await page.textContent(testid('watch-conflicts')), String(summary.conflicts), 'conflicts over the whole search');
  equal(await page.getAttribute(testid('watch-depth'), 'data-depth'), '0', 'depth at the end');
  // At the end: both solutions counted, and the last step is kept.
  await page.click(testid('watch-forward'));
  equal(await page.getAttribute(step, 'data-index'), String(lines.length - 1), 'stepping past the end');
  equal(await page.textContent(testid('watch-solutions')), '2', 'solutions of n = 4');
  // And back.
  for (let k = lines.length - 2; k >= lines.length - 12; k--) {
    await page.click(testid('watch-back'));
    equal(canonical(JSON.parse(await page.getAttribute(step, 'data-step'))), canonical(lines[k]), `step ${k}, going back`);
  }

  // n = 8 at 10,000 steps a second (about 170 steps a frame): the page's
  // work per frame is one drawing, however many steps it takes. Counted as
  // the page's writes to its step counter between two frames, not as wall
  // time, which a loaded machine stretches whatever the page does: a page
  // that drew every step would write it about 170 times a frame.
  await selectValue('watch-n', 8);
  await page.waitForFunction(() => /\/ 33[,.]?588$/.test(document.querySelector('[data-testid="watch-steps"]').textContent));
  await page.$eval(testid('watch-speed'), (input) => { input.value = '12'; input.dispatchEvent(new Event('input')); });
  check((await page.textContent(testid('watch-speed-out'))).startsWith('10,000 '), 'the speed of notch 12');
  const frames = await page.evaluate(async () => {
    let writes = 0;
    const observer = new MutationObserver((records) => { writes += records.length; });
    observer.observe(document.querySelector('[data-testid="watch-steps"]'), { childList: true, characterData: true, subtree: true });
    const counter = document.querySelector('[data-testid="watch-step"]');
    const perFrame = [];
    const stepsPerFrame = [];
    let lastIndex = Number(counter.dataset.index);
    document.querySelector('[data-testid="watch-play"]').click();
    await new Promise((done) => {
      // The page's frame callback runs before this one in each frame (it
      // was asked for first); the observer hears its writes in between.
      const frame = () => {
        perFrame.push(writes);
        writes = 0;
        const index = Number(counter.dataset.index);
        stepsPerFrame.push(index - lastIndex);
        lastIndex = index;
        // Until 90 frames, or the end of the search (a slow machine's
        // long frames take up to 1,000 steps each).
        const playing = document.querySelector('[data-testid="watch-play"]').dataset.i18n === 'web-watch-pause';
        if (perFrame.length < 90 && playing) requestAnimationFrame(frame); else done();
      };
      requestAnimationFrame(frame);
    });
    const play = document.querySelector('[data-testid="watch-play"]');
    if (play.dataset.i18n === 'web-watch-pause') play.click();
    observer.disconnect();
    return { perFrame, stepsPerFrame };
  });
  // Of the frames that took steps: the median took many, and each was drawn
  // once (twice at most, as a resize draws too).
  const taking = frames.stepsPerFrame.map((taken, k) => [taken, frames.perFrame[k]]).filter(([taken]) => taken > 0);
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  check(taking.length >= 20, `only ${taking.length} frames took steps at 10,000 steps a second`);
  check(median(taking.map(([taken]) => taken)) >= 50,
    `10,000 steps a second took a median ${median(taking.map(([taken]) => taken))} steps a frame`);
  const most = Math.max(...taking.map(([, writes]) => writes));
  check(most <= 2, `the step counter was written up to ${most} times in one frame (once a frame expected): `
    + taking.map(([taken, writes]) => `${writes} for ${taken} steps`).slice(0, 8).join(', '));
  const index = Number(await page.getAttribute(step, 'data-index'));
  check(index > 1000, `10,000 steps a second went only ${index} steps in 90 frames`);

  // For the screenshot: a conflict with several queens on the board.
  await page.click(testid('watch-start'));
  await page.evaluate(() => {
    const forward = document.querySelector('[data-testid="watch-forward"]');
    const text = document.querySelector('[data-testid="watch-step"]');
    for (let i = 0; i < 5000; i++) {
      forward.click();
      const queens = Number(document.querySelector('[data-testid="watch-depth"]').dataset.depth);
      if (text.dataset.kind === 'conflict' && queens >= 5 && JSON.parse(text.dataset.step).line !== 'column') break;
    }
  });
  await shot('watch.png');
});

// The program beside the board: lines as /api/lesson says, the tree as the
// trace goes, jumps, exact steps back, and Vietnamese throughout.
const LESSON_PROGRAMS = [['pairwise', 'python'], ['marks', 'pascal'], ['marks', 'java'], ['stack', 'java'], ['marks', 'cpp'], ['brute', 'cpp']];

async function lessonAt(method, n, code) {
  await selectValue('watch-method', method);
  await selectValue('watch-n', n);
  await selectValue('watch-code', code);
  await page.waitForFunction((code) => {
    const lines = document.querySelector('[data-testid="watch-code-lines"]');
    const file = document.querySelector('[data-testid="watch-code-file"]').textContent;
    return lines.children.length > 0 && file !== '' && document.querySelector('[data-testid="watch-code"]').value === code;
  }, code);
  await page.click(testid('watch-start'));
}

test('Lesson: the code panel highlights the line /api/lesson gives, for the first 50 steps of n = 4', async () => {
  await open('watch');
  for (const [method, code] of LESSON_PROGRAMS) {
    await lessonAt(method, 4, code);
    const walk = await page.evaluate(async ([method, code]) =>
      (await fetch(`/api/lesson?n=4&method=${method}&code=${code}&limit=51`)).json(), [method, code]);
    equal(await page.$eval(testid('watch-code-file'), (node) => node.textContent), walk.file, `${code} ${method}: the file`);
    for (let k = 0; k < 50 && k < walk.stops.length; k++) {
      await page.click(testid('watch-forward'));
      const seen = await page.$eval(testid('watch-code-lines'), (list) => ({
        current: list.dataset.current,
        marked: [...list.querySelectorAll('li.current')].map((li) => li.dataset.line),
        next: [...list.querySelectorAll('li.next')].map((li) => li.dataset.line),
        text: list.querySelector('li.current')?.textContent,
        frames: [...document.querySelectorAll('[data-testid="watch-frame"]')].map((li) => li.textContent),
        innermost: document.querySelector('[data-testid="watch-frame"]:last-child')?.className,
      }));
      const stop = walk.stops[k];
      const where = `${code} ${method}, step ${k}`;
      equal(seen.current, String(stop.line), `${where}: the line`);
      equal(canonical(seen.marked), canonical([String(stop.line)]), `${where}: one line highlighted`);
      equal(seen.text, walk.lines[stop.line - 1] || ' ', `${where}: the text of the line`);
      const next = walk.stops[k + 1];
      if (next && next.line !== stop.line) equal(canonical(seen.next), canonical([String(next.line)]), `${where}: the next line marked`);
      equal(seen.frames.length, stop.frames.length, `${where}: one frame a call`);
      if (stop.frames.length) {
        check(seen.frames.at(-1).startsWith(stop.frames.at(-1).call), `${where}: the innermost call ${seen.frames.at(-1)}`);
        equal(seen.innermost, 'innermost', `${where}: the innermost frame highlighted`);
      }
    }
  }
});

test('Lesson: the tree of n = 4 has the nodes and conflicts of `nqueens trace 4`; a click on a node moves the board', async () => {
  const steps = execFileSync(BIN, ['trace', '4', '--format', 'json'], { encoding: 'utf8', env: { ...process.env, LANG: 'C', LC_ALL: 'C' } })
    .trim().split('\n').map((line) => JSON.parse(line)).filter((object) => !('summary' in object));
  await open('watch');
  await lessonAt('marks', 4, 'pascal');
  await page.click(testid('watch-end'));
  const tree = await page.$eval(testid('watch-tree'), (svg) => ({
    nodes: [...svg.querySelectorAll('[data-testid="tree-node"]')].map((node) => [Number(node.dataset.step), node.dataset.queens]),
    stubs: [...svg.querySelectorAll('[data-testid="tree-stub"]')].map((stub) => [Number(stub.dataset.step), Number(stub.dataset.col), stub.dataset.line]),
    solutions: svg.querySelectorAll('.node.solution').length,
  }));
  // The nodes: the empty board and one per queen placed, each the
  // placement standing after its step.
  const queens = [];
  const expected = [[-1, '']];
  const conflicts = [];
  steps.forEach((step, i) => {
    if (step.step === 'place') {
      queens[step.row] = step.col;
      expected.push([i, queens.slice(0, step.row + 1).join(',')]);
    }
    if (step.step === 'conflict') conflicts.push([i, step.col, step.line]);
  });
  const byStep = (a, b) => a[0] - b[0];
  equal(canonical(tree.nodes.sort(byStep)), canonical(expected), 'the nodes of the tree');
  equal(canonical(tree.stubs.sort(byStep)), canonical(conflicts), 'the conflicts of the tree');
  equal(tree.solutions, 2, 'the two solutions marked');
  // A click on the node of the fifth queen placed: the board is at its step.
  const [at, placement] = expected[5];
  await page.click(`${testid('tree-node')}[data-step="${at}"]`);
  equal(await page.getAttribute(testid('watch-step'), 'data-index'), String(at), 'the step of the node clicked');
  const x = await page.$$eval(`${testid('mark-x')} .cell b`, (cells) => cells.map((b) => b.textContent));
  equal(x.filter((c) => c !== '_').join(','), placement, 'the board holds the placement of the node');
  // The current path ends at that node.
  equal(await page.getAttribute(`${testid('tree-node')}.current`, 'data-step'), String(at), 'the current node');
  // And a stub: the board is at its conflict.
  await page.click(`${testid('tree-stub')}[data-step="${conflicts[3][0]}"]`);
  equal(await page.getAttribute(testid('watch-step'), 'data-index'), String(conflicts[3][0]), 'the step of the stub clicked');
  // For the screenshot: the second solution of n = 5, in Python.
  await lessonAt('pairwise', 5, 'python');
  await page.click(testid('watch-next'));
  await page.click(testid('watch-next'));
  mkdirSync(SHOTS, { recursive: true });
  await page.locator(testid('watch-lesson')).screenshot({ path: join(SHOTS, 'lesson.png') });
});

test('Lesson: a step back restores exactly the state before, board, arrays, code, stack and tree', async () => {
  await open('watch');
  await lessonAt('pairwise', 5, 'python');
  const state = () => page.evaluate(() => {
    const q = (id) => document.querySelector(`[data-testid="${id}"]`);
    return JSON.stringify({
      board: q('watch-board').toDataURL(),
      step: q('watch-step').dataset.step,
      text: q('watch-step').textContent,
      counters: ['watch-steps', 'watch-depth', 'watch-queens', 'watch-conflicts', 'watch-solutions'].map((id) => q(id).textContent),
      markers: q('watch-markers').innerHTML,
      code: [q('watch-code-lines').dataset.current, q('watch-code-lines').dataset.next],
      stack: q('watch-stack').innerHTML,
      vars: q('watch-vars').innerHTML,
      tree: q('watch-tree').innerHTML,
      scrub: q('watch-scrub').value,
    });
  });
  for (const k of [0, 1, 7, 30, 31, 32, 33, 120]) {
    await page.$eval(testid('watch-scrub'), (input, k) => { input.value = String(k); input.dispatchEvent(new Event('input')); }, k);
    const before = await state();
    await page.click(testid('watch-forward'));
    check((await state()) !== before, `step ${k + 1} changes nothing`);
    await page.click(testid('watch-back'));
    const after = await state();
    check(after === before, `a step back from ${k + 1} to ${k} does not restore it`);
  }
});

test('Lesson: the Vietnamese panel has no English left', async () => {
  await open('watch');
  await lessonAt('pairwise', 4, 'python');
  for (let k = 0; k < 12; k++) await page.click(testid('watch-forward'));
  const englishLabels = await page.$$eval(`${testid('watch-lesson')} [data-i18n]`, (nodes) => nodes.map((n) => n.textContent));
  const english = await page.evaluate(async () => (await fetch('/api/lesson?n=4&method=pairwise&code=python&limit=1')).json());
  await page.click(testid('lang-vi'));
  await page.waitForFunction(() => document.documentElement.lang === 'vi');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="watch-code-lines"] li')].some((li) => li.textContent.includes('Bài toán')));
  const text = await page.$eval(testid('watch-lesson'), (node) => node.innerText);
  const titles = await page.$$eval(`${testid('watch-tree')} title`, (nodes) => nodes.map((n) => n.textContent));
  // The English comments of the program and the English labels are gone;
  // what is left of English is the program's own words.
  const comments = english.lines.map((line) => line.trim()).filter((line) => line.startsWith('#') && /[a-z]{4}/i.test(line));
  check(comments.length > 3, `the English program has comments: ${comments.length}`);
  for (const comment of comments) check(!text.includes(comment), `an English comment is left: ${comment}`);
  for (const label of englishLabels) check(!text.includes(label), `an English label is left: ${label}`);
  for (const title of titles) check(!/\b(Queen|Column|ruled out|empty board)\b/.test(title), `an English title in the tree: ${title}`);
  await page.click(testid('lang-en'));
  await page.waitForFunction(() => document.documentElement.lang === 'en');
});

// Breakpoints: a click on a line's number, kept while playing; the row
// condition; clearing them.
test('Lesson: breakpoints stop Play at their line, the row condition only on places in that row, clearing them lets it run', async () => {
  await open('watch');
  await lessonAt('marks', 6, 'pascal');
  const walk = await page.evaluate(async () => (await fetch('/api/lesson?n=6&method=marks&code=pascal&limit=2000')).json());
  const trace = await page.evaluate(async () => (await fetch('/api/trace?n=6&method=marks&limit=2000')).json());
  // The top speed, so that a run passes many steps a frame.
  await page.$eval(testid('watch-speed'), (input) => { input.value = '15'; input.dispatchEvent(new Event('input')); });
  const at = async () => Number(await page.getAttribute(testid('watch-step'), 'data-index'));
  const stopped = () => page.waitForFunction(() => document.querySelector('[data-testid="watch-play"]').dataset.i18n === 'web-watch-play');
  // A breakpoint on the backtrack line, set with the keyboard: Tab onto the
  // gutter, ↓ to the line, Enter.
  const backtrack = walk.stops.find((stop, i) => trace.steps[i].step === 'backtrack').line;
  await page.focus(`${testid('code-bp')}[data-line="1"]`);
  for (let line = 1; line < backtrack; line++) await page.keyboard.press('ArrowDown');
  equal(await page.evaluate(() => document.activeElement.dataset.line), String(backtrack), 'the arrows move along the gutter');
  await page.keyboard.press('Enter');
  equal(await page.getAttribute(`${testid('code-bp')}[data-line="${backtrack}"]`, 'aria-pressed'), 'true', 'the breakpoint is set');
  await page.click(testid('watch-play'));
  await stopped();
  const first = walk.stops.findIndex((stop) => stop.line === backtrack);
  equal(await at(), first, 'Play stops at the first step on the breakpoint line');
  equal(await page.getAttribute(testid('watch-code-lines'), 'data-current'), String(backtrack), 'the line highlighted');
  check((await page.textContent(testid('watch-break-note'))).includes(String(backtrack)), 'the note names the line');
  await page.click(testid('watch-play'));
  await stopped();
  const second = walk.stops.findIndex((stop, i) => i > first && stop.line === backtrack);
  equal(await at(), second, 'Play again stops at the next one');
  // Next solution stops there too.
  await page.click(testid('watch-next'));
  equal(await at(), walk.stops.findIndex((stop, i) => i > second && stop.line === backtrack), 'Next solution stops at the breakpoint');
  // Cleared by a second click: the run goes on to the first solution.
  await page.click(`${testid('code-bp')}[data-line="${backtrack}"]`);
  equal(await page.getAttribute(`${testid('code-bp')}[data-line="${backtrack}"]`, 'aria-pressed'), 'false', 'the breakpoint is cleared');
  await page.click(testid('watch-next'));
  equal(await at(), trace.steps.findIndex((step) => step.step === 'solution'), 'without it, Next solution reaches the solution');
  // The row condition: every stop is a place in row 3, and none is missed.
  await page.click(testid('watch-start'));
  await selectValue('watch-break-row', 3);
  const places = trace.steps.map((step, i) => (step.step === 'place' && step.row === 3 ? i : -1)).filter((i) => i >= 0);
  check(places.length >= 3, 'row 3 gets queens');
  for (const expected of places.slice(0, 3)) {
    await page.click(testid('watch-play'));
    await stopped();
    equal(await at(), expected, 'Play stops at the next queen placed in row 3');
    const step = JSON.parse(await page.getAttribute(testid('watch-step'), 'data-step'));
    equal(canonical([step.step, step.row]), canonical(['place', 3]), 'the step is a place in row 3');
  }
  // Clear: the run goes to the end.
  await page.click(testid('code-bp') + `[data-line="${backtrack}"]`);
  await page.click(testid('watch-break-clear'));
  equal(await page.$eval(testid('watch-break-row'), (select) => select.value), '', 'the row condition is cleared');
  equal(await page.$$eval(`${testid('code-bp')}.on`, (buttons) => buttons.length), 0, 'no line breakpoint is left');
  await page.click(testid('watch-play'));
  await stopped();
  equal(await at(), trace.steps.length - 1, 'with none left, Play runs to the end');
  await page.$eval(testid('watch-speed'), (input) => { input.value = '3'; input.dispatchEvent(new Event('input')); });
});

// The knight's tour through the lessons' Pascal program.
async function tourAt(n) {
  await selectValue('watch-method', 'tour');
  await selectValue('watch-n', n);
  await page.waitForFunction((n) => {
    const steps = document.querySelector('[data-testid="watch-steps"]').textContent;
    const file = document.querySelector('[data-testid="watch-code-file"]').textContent;
    return file === 'knights_tour.pas' && /^0 \//.test(steps) && document.querySelector('[data-testid="watch-code-lines"]').children.length > 0
      && document.querySelector('[data-testid="watch-depth"]').textContent.endsWith(`/ ${n * n}`);
  }, n, { timeout: 30_000 });
}

test('Tour: the code panel highlights the line /api/lesson gives for the first 50 steps of 5 x 5, with one frame a move', async () => {
  await open('watch');
  await tourAt(5);
  equal(await page.$eval(testid('watch-code'), (select) => select.value), 'pascal', 'the language with the tour program');
  const walk = await page.evaluate(async () => (await fetch('/api/lesson?n=5&method=tour&code=pascal&limit=51')).json());
  for (let k = 0; k < 50; k++) {
    await page.click(testid('watch-forward'));
    const seen = await page.$eval(testid('watch-code-lines'), (list) => ({
      current: list.dataset.current,
      text: list.querySelector('li.current code')?.textContent,
      frames: [...document.querySelectorAll('[data-testid="watch-frame"]')].map((li) => li.textContent),
      step: JSON.parse(document.querySelector('[data-testid="watch-step"]').dataset.step),
    }));
    const stop = walk.stops[k];
    equal(seen.current, String(stop.line), `step ${k}: the line`);
    equal(seen.text, walk.lines[stop.line - 1], `step ${k}: the text of the line`);
    equal(canonical(seen.step), canonical(stop.step), `step ${k}: the step`);
    // One call a square the knight stands on, the innermost as the API says.
    equal(seen.frames.length, stop.depth, `step ${k}: one frame a move`);
    equal(seen.frames.at(-1), `${stop.frame.call} ${stop.frame.locals.map(([name, value]) => `${name} = ${value}`).join(', ')}`, `step ${k}: the innermost call`);
  }
});

test('Tour: the tree jumps to a node\'s step, a step back restores the state, the 5 x 5 tour is reached', async () => {
  await open('watch');
  await tourAt(5);
  const state = () => page.evaluate(() => {
    const q = (id) => document.querySelector(`[data-testid="${id}"]`);
    return JSON.stringify({
      board: q('watch-board').toDataURL(),
      step: q('watch-step').dataset.step,
      counters: ['watch-steps', 'watch-depth', 'watch-queens', 'watch-conflicts', 'watch-solutions'].map((id) => q(id).textContent),
      code: [q('watch-code-lines').dataset.current, q('watch-code-lines').dataset.next],
      stack: q('watch-stack').innerHTML,
      vars: q('watch-vars').innerHTML,
      tree: q('watch-tree').innerHTML,
    });
  });
  for (const k of [0, 1, 2, 9, 40, 300]) {
    await page.$eval(testid('watch-scrub'), (input, k) => { input.value = String(k); input.dispatchEvent(new Event('input')); }, k);
    const before = await state();
    await page.click(testid('watch-forward'));
    check((await state()) !== before, `step ${k + 1} changes nothing`);
    await page.click(testid('watch-back'));
    check((await state()) === before, `a step back from ${k + 1} to ${k} does not restore it`);
  }
  // A node of the tree: the board goes to its move.
  await page.$eval(testid('watch-scrub'), (input) => { input.value = '400'; input.dispatchEvent(new Event('input')); });
  const node = await page.$eval(`${testid('tree-node')}.path:not(.current)[data-step]:not([data-step="-1"])`, (dot) => Number(dot.dataset.step));
  await page.click(`${testid('tree-node')}[data-step="${node}"]`);
  equal(await page.getAttribute(testid('watch-step'), 'data-index'), String(node), 'the step of the node clicked');
  equal(JSON.parse(await page.getAttribute(testid('watch-step'), 'data-step')).step, 'move', 'a node is a move');
  equal(await page.getAttribute(`${testid('tree-node')}.current`, 'data-step'), String(node), 'the node is the current one');
  // To the tour: the board is numbered 1 to 25 as the library's walk ends.
  await page.click(testid('watch-next'));
  const last = JSON.parse(await page.getAttribute(testid('watch-step'), 'data-step'));
  equal(last.step, 'tour', 'the walk ends with the tour');
  equal(await page.textContent(testid('watch-solutions')), '1', 'one tour');
  const vars = await page.$$eval(`${testid('watch-vars')} .var-cell b`, (cells) => cells.map((b) => Number(b.textContent)));
  equal([...vars].sort((a, b) => a - b).join(','), Array.from({ length: 25 }, (_, i) => i + 1).join(','), 'd holds 1 to 25');
  await shot('watch-tour.png');
  await page.locator(testid('watch-lesson')).screenshot({ path: join(SHOTS, 'lesson-tour.png') });
});

test('Tour: from the start square chosen, the walk is the library\'s and the centre of 5 x 5 reaches its tour', async () => {
  await open('watch');
  await tourAt(5);
  equal(await page.$eval(testid('watch-from'), (select) => select.options.length), 25, 'every square of 5 x 5 to start from');
  await page.selectOption(testid('watch-from'), '2,2');
  const walk = await page.evaluate(async () => (await fetch('/api/lesson?n=5&method=tour&code=pascal&start=2,2')).json());
  await page.waitForFunction((steps) => document.querySelector('[data-testid="watch-steps"]').textContent === `0 / ${steps}`,
    walk.stops.length.toLocaleString('en-US'), { timeout: 30_000 });
  await page.click(testid('watch-next'));
  equal(JSON.parse(await page.getAttribute(testid('watch-step'), 'data-step')).step, 'tour', 'the walk from the centre ends with its tour');
  const vars = await page.$$eval(`${testid('watch-vars')} .var-cell b`, (cells) => cells.map((b) => Number(b.textContent)));
  equal(vars[2 * 5 + 2], 1, 'the first move is on the start square');
  equal([...vars].sort((a, b) => a - b).join(','), Array.from({ length: 25 }, (_, i) => i + 1).join(','), 'd holds 1 to 25');
  // Another board keeps the choice where it still has that square.
  await page.selectOption(testid('watch-n'), '4');
  await page.waitForFunction(() => document.querySelector('[data-testid="watch-from"]').options.length === 16, null, { timeout: 30_000 });
  equal(await page.$eval(testid('watch-from'), (select) => select.value), '2,2', 'the start square kept');
});

test('Tour: the Vietnamese view has no English left, and fits a phone', async () => {
  const phone = await newPage({ viewport: PHONE, locale: 'vi-VN' });
  await phone.goto(`${base}#watch`);
  await phone.waitForSelector('body[data-ready="true"]');
  await phone.click(testid('lang-vi'));
  await phone.waitForFunction(() => document.documentElement.lang === 'vi');
  await phone.selectOption(testid('watch-method'), 'tour');
  await phone.selectOption(testid('watch-n'), '5');
  await phone.waitForFunction(() => document.querySelector('[data-testid="watch-code-file"]').textContent === 'knights_tour.pas'
    && [...document.querySelectorAll('[data-testid="watch-code-lines"] li')].some((li) => li.textContent.includes('quân mã')), null, { timeout: 30_000 });
  for (let k = 0; k < 12; k++) await phone.click(testid('watch-forward'));
  const text = await phone.$eval(testid('view-watch'), (node) => node.innerText);
  for (const english of ['Moves made', 'Moves refused', 'Tours', 'Move ', 'leads to', 'Breakpoint', 'Clear breakpoints', 'The start square', 'The knight', 'Click a line']) {
    check(!text.includes(english), `English left in the Vietnamese view: ${english} in …${text.slice(Math.max(0, text.indexOf(english) - 80), text.indexOf(english) + 40)}…`);
  }
  const titles = await phone.$$eval(`${testid('watch-tree')} title, ${testid('code-bp')}`, (nodes) => nodes.map((n) => n.textContent || n.getAttribute('aria-label')));
  for (const title of titles) check(!/\b(Move|Breakpoint|start)\b/.test(title), `English title: ${title}`);
  // Nothing wider than the phone.
  const wide = await phone.evaluate(() => document.documentElement.scrollWidth);
  check(wide <= 390, `the page is ${wide} px wide on a 390 px phone`);
  const board = await phone.$eval(testid('watch-board'), (canvas) => canvas.getBoundingClientRect().width);
  check(board > 250, `the board is ${board} px wide`);
  mkdirSync(SHOTS, { recursive: true });
  await phone.screenshot({ path: join(SHOTS, 'watch-tour-phone-vi.png'), fullPage: true });
  await phone.context().close();
});

test('Watch: the keys of the terminal, the next solution, and brute force without marker arrays', async () => {
  await open('watch');
  await selectValue('watch-method', 'marks');
  await selectValue('watch-n', 8);
  await page.waitForFunction(() => /\/ 33[,.]?588$/.test(document.querySelector('[data-testid="watch-steps"]').textContent));
  const step = testid('watch-step');
  const x = () => page.$$eval('[data-testid="mark-x"] .cell b', (cells) => cells.map((b) => b.textContent).join(' '));
  // n: to the first solution, and pause there.
  await page.keyboard.press('n');
  await page.waitForFunction(() => document.querySelector('[data-testid="watch-step"]').dataset.kind === 'solution');
  equal(await x(), '0 4 7 5 2 6 1 3', 'x[i] at the first solution');
  equal(await page.textContent(testid('watch-solutions')), '1', 'solutions at the first');
  check((await page.textContent(step)).includes('0 4 7 5 2 6 1 3'), 'the step does not show the solution as x');
  // The button: the second.
  await page.click(testid('watch-next'));
  await page.waitForFunction(() => document.querySelector('[data-testid="watch-solutions"]').textContent === '2');
  equal(await page.getAttribute(step, 'data-kind'), 'solution', 'the next solution');
  // + and - through the terminal's speeds, 10 steps a second to start.
  const speed = () => page.textContent(testid('watch-speed-out'));
  check((await speed()).startsWith('10 '), `the first speed: ${await speed()}`);
  await page.keyboard.press('+');
  check((await speed()).startsWith('20 '), `after +: ${await speed()}`);
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  check((await speed()).startsWith('5 '), `after - -: ${await speed()}`);
  // End and Home.
  await page.keyboard.press('End');
  equal(await page.getAttribute(step, 'data-index'), '33587', 'End goes to the last step');
  check(await page.isDisabled(testid('watch-next')), 'no next solution after the last step');
  await page.keyboard.press('Home');
  equal(await page.getAttribute(step, 'data-index'), '-1', 'Home goes back to the start');
  // The page lists the keys it takes.
  const keys = await page.textContent(testid('watch-keys'));
  for (const key of ['space', 'Home', 'End', ' n ', '+', '-']) check(keys.includes(key), `the keys listed do not name ${key.trim()}: ${keys}`);
  // Brute force keeps no marker arrays: they are not shown, x[i] is.
  check(await page.isVisible(testid('mark-diagonal')), 'marks shows its marker arrays');
  await selectValue('watch-method', 'brute');
  await page.waitForFunction(() => document.querySelector('[data-testid="watch-steps"]').textContent.startsWith('0 /'));
  for (const line of ['column', 'diagonal', 'anti-diagonal']) check(!(await page.isVisible(testid(`mark-${line}`))), `brute force shows the array of ${line}s`);
  check(await page.isVisible(testid('watch-brute-note')), 'no note that brute force keeps no arrays');
  check(await page.isVisible(testid('mark-x')), 'brute force does not show x[i]');
});

test('Solutions: n = 8 has 92 boards, 12 unique, and eight images each', async () => {
  await open('solutions');
  await selectValue('sol-n', 8);
  await selectValue('sol-unique', 'false');
  const count = testid('sol-count');
  await page.waitForFunction(() => {
    const c = document.querySelector('[data-testid="sol-count"]');
    return c.dataset.count === '92' && document.querySelectorAll('[data-testid="sol-board"]').length > 0;
  });
  await shot('solutions.png');
  let boards = 0;
  let pages = 0;
  const seen = new Set();
  for (;;) {
    const offset = await page.getAttribute(count, 'data-offset');
    const queens = await page.$$eval(testid('sol-board'), (nodes) => nodes.map((n) => n.dataset.queens));
    queens.forEach((q) => seen.add(q));
    boards += queens.length;
    pages++;
    if (await page.isDisabled(testid('sol-next'))) break;
    await page.click(testid('sol-next'));
    await page.waitForFunction((before) => document.querySelector('[data-testid="sol-count"]').dataset.offset !== before, offset);
    check(pages < 20, 'too many pages');
  }
  equal(boards, 92, 'boards over all pages');
  equal(seen.size, 92, 'different boards over all pages');
  check((await page.textContent(count)).includes('92'), 'the count display says 92');

  await selectValue('sol-unique', 'true');
  await page.waitForFunction(() => document.querySelector('[data-testid="sol-count"]').dataset.count === '12');
  equal(await page.$$eval(testid('sol-board'), (n) => n.length), 12, 'unique boards on the page');
  check(await page.isDisabled(testid('sol-next')), '12 unique boards fit on one page');

  await page.click(`${testid('sol-board')} >> nth=0`);
  await page.waitForSelector(`${testid('sol-detail')}[open]`);
  const symmetries = await page.$$eval(testid('sol-image'), (nodes) => nodes.map((n) => [n.dataset.symmetry, n.querySelector('.caption').textContent]));
  equal(symmetries.length, 8, 'images of a solution');
  for (const [symmetry, caption] of symmetries) check(caption && !caption.startsWith('web-'), `no label for ${symmetry}`);
  await page.click(testid('sol-close'));
});

test("Tour: 8x8 from a1 animates to move 64; a 3x3 board says there is no tour", async () => {
  await open('tour');
  await page.fill(testid('tour-rows'), '8');
  await page.fill(testid('tour-cols'), '8');
  await page.dispatchEvent(testid('tour-cols'), 'change');
  await selectValue('tour-method', 'warnsdorff');
  await page.$eval(testid('tour-speed'), (input) => { input.value = input.max; input.dispatchEvent(new Event('input')); });
  await page.click(`${testid('tour-board-warnsdorff')} [data-square="a1"]`);
  await page.waitForFunction(() => document.querySelector('[data-testid="tour-move"]').dataset.move === '64', null, { timeout: 15_000 });
  // The numbers drawn are a knight's tour starting at a1.
  const squares = await page.$$eval(`${testid('tour-board-warnsdorff')} button`, (nodes) =>
    nodes.map((n) => [Number(n.textContent), Number(n.dataset.row), Number(n.dataset.col)]));
  const at = new Map(squares.map(([k, r, c]) => [k, [r, c]]));
  equal(at.size, 64, 'numbered squares');
  equal(canonical(at.get(1)), canonical([7, 0]), 'move 1 is a1');
  for (let k = 2; k <= 64; k++) {
    const [[r0, c0], [r1, c1]] = [at.get(k - 1), at.get(k)];
    equal(Math.abs(r0 - r1) * Math.abs(c0 - c1), 2, `move ${k} is a knight's move`);
  }
  await shot('tour.png');

  allowedStatus = 422;
  try {
    await page.fill(testid('tour-rows'), '3');
    await page.fill(testid('tour-cols'), '3');
    await page.dispatchEvent(testid('tour-cols'), 'change');
    await page.click(`${testid('tour-board-warnsdorff')} [data-square="a1"]`);
    await page.waitForFunction(() => document.querySelector('[data-testid="tour-message"]').dataset.state === 'error');
    check((await page.textContent(testid('tour-message'))).includes('3 x 3'), 'no message when there is no tour');
    // No square of 3 x 3 has a tour: the heading does not blame this one.
    equal(await page.textContent(testid('tour-move')), 'No tour', 'the heading of a board without a tour');
  } finally {
    allowedStatus = null;
  }

  // Side by side on a small board.
  await page.fill(testid('tour-rows'), '5');
  await page.fill(testid('tour-cols'), '5');
  await page.dispatchEvent(testid('tour-cols'), 'change');
  await page.check(testid('tour-compare'));
  await page.click(`${testid('tour-board-backtrack')} [data-square="a1"]`);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="tour-move"]')].every((n) => n.dataset.move === '25'), null, { timeout: 15_000 });
  equal(await page.$$eval(testid('tour-move'), (n) => n.length), 2, 'boards side by side');
});

test('Count: n = 12 shows progress and 14200; n = 20 shows the command', async () => {
  await open('count');
  await page.fill(testid('count-n'), '12');
  await page.click(testid('count-start'));
  await page.waitForFunction(() => document.querySelector('[data-testid="count-result"]').dataset.total !== undefined, null, { timeout: 30_000 });
  equal(await page.getAttribute(testid('count-result'), 'data-total'), '14200', 'Q(12)');
  equal(await page.getAttribute(testid('count-result'), 'data-unique'), '1787', 'unique Q(12)');
  const shown = await page.textContent(testid('count-result'));
  check(/14[,.]?200/.test(shown), `the result text does not show 14200: ${shown}`);
  const progress = await page.$eval(testid('count-progress'), (p) => ({ value: p.value, max: p.max, events: Number(p.dataset.events) }));
  check(progress.max > 0 && progress.value === progress.max, `the progress bar is not full: ${JSON.stringify(progress)}`);
  // The server sends a progress event when it starts and one when all its
  // parts are done, however fast the count.
  check(progress.events >= 1, 'no progress event reached the page');
  await shot('count.png');

  allowedStatus = 422;
  try {
    await page.fill(testid('count-n'), '20');
    await page.click(testid('count-start'));
    await page.waitForSelector(`${testid('count-command')}:not(:empty)`);
    const command = await page.textContent(testid('count-command'));
    check(command.includes('nqueens count 20'), `the command shown: ${command}`);
    // The refusal is said once, above the command.
    equal(await page.textContent(testid('count-status')), '', 'the status line beside the command');
    const said = await page.textContent(testid('count-cli'));
    check(said.includes('n = 17') && said.includes('n = 20'), `the line above the command: ${said}`);
  } finally {
    allowedStatus = null;
  }
});

test('Variants: torus 7 and 8, domination 8, and queens with a pawn', async () => {
  await open('variants');
  const board = testid('variant-board');
  const status = testid('variant-status');
  const message = testid('variant-message');
  // Solves, and waits for the answer (its totals) or a message.
  const solve = async () => {
    await page.click(testid('variant-solve'));
    await page.waitForFunction(() => {
      const total = document.querySelector('[data-testid="variant-status"]').dataset.total;
      const state = document.querySelector('[data-testid="variant-message"]').dataset.state;
      return total !== undefined || (state && state !== 'working');
    });
  };
  const queensOnBoard = () => page.$$eval(`${board} .sq .queen`, (q) => q.length);

  // The view opens on a torus with a solution.
  equal(await page.inputValue(testid('variant-kind')), 'torus', 'the first variant');
  await solve();
  check(await queensOnBoard() > 0, `the torus the view opens on (n = ${await page.inputValue(testid('variant-n'))}) has no solution`);
  // Its classes are taken under the translations too, and say so.
  check((await page.textContent(testid('variant-unique-label'))).includes('translation'), 'the torus\'s unique count does not say it counts translations as the same');

  await selectValue('variant-kind', 'torus');
  await selectValue('variant-n', 7);
  await solve();
  equal(await queensOnBoard(), 7, 'queens on the 7 x 7 torus');
  equal(await page.getAttribute(status, 'data-total'), '28', 'solutions on the 7 x 7 torus');
  equal(await page.textContent(testid('variant-total')), '28', 'the total shown');
  check((await page.textContent(testid('variant-note'))).includes('wrap'), 'the torus has no note that it wraps');
  // The queen on a7 attacks 24 squares: its diagonals wrap (18 on a flat board).
  await page.hover(`${board} [data-square="a7"]`);
  equal(await page.getAttribute(board, 'data-attacked'), '24', 'squares the a7 queen attacks on the torus');
  check(await page.$eval(`${board} [data-square="g1"]`, (b) => b.classList.contains('attacked')), 'g1, on the diagonal of a7 wrapped around the corner, is not shaded');

  await selectValue('variant-n', 8);
  await solve();
  equal(await page.getAttribute(message, 'data-state'), 'none', 'the 8 x 8 torus has no solution');
  const reason = await page.textContent(message);
  check(reason.includes('Pólya') && reason.includes('8'), `the reason is not shown: ${reason}`);
  check(await page.$eval(message, (m) => m.classList.contains('bad')), 'the reason is not shown as bad news');
  equal(await queensOnBoard(), 0, 'queens on the 8 x 8 torus');

  await selectValue('variant-kind', 'superqueens');
  await solve();
  check(!(await page.textContent(testid('variant-unique-label'))).includes('translation'), 'superqueens counted up to translation');

  await selectValue('variant-kind', 'dominate');
  await solve();
  equal(await queensOnBoard(), 5, 'queens dominating 8 x 8');
  equal(await page.$$eval(`${board} .sq.covered`, (q) => q.length), 64, 'covered squares of 8 x 8');
  const said = await page.textContent(status);
  check(/^5 queens cover the 8 x 8 board; 4,860 smallest sets/.test(said), `the domination result: ${said}`);

  // Pawns: one by a click, one by the keyboard; a ninth is refused.
  await selectValue('variant-kind', 'pawns');
  await page.click(`${board} [data-square="d5"]`);
  await page.focus(`${board} [data-square="d5"]`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  equal(await page.getAttribute(`${board} [data-square="e4"]`, 'aria-pressed'), 'true', 'a pawn placed by the keyboard');
  for (const square of ['a1', 'b1', 'c1', 'd1', 'e1', 'f1']) await page.click(`${board} [data-square="${square}"]`);
  await page.click(`${board} [data-square="h1"]`);
  equal(await page.getAttribute(message, 'data-state'), 'full', 'a ninth pawn');
  equal(await page.$$eval(`${board} .sq .pawn`, (p) => p.length), 8, 'pawns after a ninth was refused');
  for (const square of ['a1', 'b1', 'c1', 'd1', 'e1', 'f1']) await page.click(`${board} [data-square="${square}"]`);
  await solve();
  equal(await page.$$eval(`${board} .sq .pawn`, (p) => p.length), 2, 'pawns after solving');
  check(await page.$eval(`${board} [data-square="d5"]`, (b) => Boolean(b.querySelector('.pawn'))), 'the pawn on d5 is not drawn');
  equal(await queensOnBoard(), 10, 'queens with two pawns on 8 x 8');
  check((await page.textContent(status)).includes('d5'), 'the board is not described with its pawns');
  await shot('variants.png');
});

test('Language: the switch to Vietnamese relabels everything without a reload', async () => {
  await open('play');
  await page.evaluate(() => { window.notReloaded = true; });
  const english = await page.$$eval('[data-i18n]', (nodes) => nodes.map((n) => n.textContent));
  const board = testid('play-board');
  await page.click(`${board} [data-square="a8"]`);
  await page.click(`${board} [data-square="c6"]`);
  await page.click(`${board} [data-square="e7"]`);
  const conflictEn = await (await page.waitForSelector(testid('play-conflict'))).textContent();
  await page.click(testid('lang-vi'));
  await page.waitForFunction(() => document.documentElement.lang === 'vi');
  equal(await page.textContent(testid('tab-play')), 'Tự đặt hậu', 'the Play tab in Vietnamese');
  const vietnamese = await page.$$eval('[data-i18n]', (nodes) => nodes.map((n) => n.textContent));
  const changed = vietnamese.filter((text, i) => text !== english[i]).length;
  check(changed >= english.length * 0.9, `only ${changed} of ${english.length} labels changed`);
  await page.waitForFunction((before) => {
    const item = document.querySelector('[data-testid="play-conflict"]');
    return item && item.textContent !== before;
  }, conflictEn);
  check(await page.evaluate(() => window.notReloaded === true), 'the page reloaded');
  await shot('play-vi.png');
  await page.click(testid('lang-en'));
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  equal(await page.textContent(testid('tab-play')), 'Play', 'the Play tab in English again');
});

test('Vietnamese: numbers as Vietnamese writes them, formulas on one line, one word for a solution', async () => {
  const on = await newPage({ viewport: PHONE, locale: 'vi-VN' });
  await on.goto(`${base}#count`);
  await on.waitForSelector('body[data-ready="true"]');
  const texts = [];
  const problems = [];
  // The page's text now, and every formula in it that a line break cuts.
  const look = async (where) => {
    const { text, broken } = await on.evaluate(() => {
      const broken = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement.offsetParent) continue;
        for (const match of node.textContent.matchAll(/[a-z]\[[^\]]+\]|i[-+]j(?:\+n)?(?: = \d+)?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(`${match[0]} is broken across lines`);
          // Whole here, but free to break at another width.
          else if (!/^(nowrap|pre)$/.test(getComputedStyle(node.parentElement).whiteSpace)) broken.push(`${match[0]} may break across lines`);
        }
      }
      return { text: document.body.innerText, broken };
    });
    texts.push(text);
    for (const formula of broken) problems.push(`${where}: ${formula}`);
  };
  await on.fill(testid('count-n'), '12');
  await on.click(testid('count-start'));
  await on.waitForFunction(() => document.querySelector('[data-testid="count-result"]').dataset.total === '14200');
  await look('count');
  const counted = texts.at(-1);
  if (!counted.includes('14.200')) problems.push('Q(12) is not written 14.200');
  if (!/\d+,\d\d giây/.test(counted)) problems.push(`the count's time has no decimal comma: ${counted.match(/Xong[^\n]*/)?.[0]}`);

  await on.click(testid('tab-watch'));
  await on.waitForFunction(() => /\/ 33\.588$/.test(document.querySelector('[data-testid="watch-steps"]').textContent));
  for (const method of ['marks', 'pairwise']) {
    await on.selectOption(testid('watch-method'), method);
    await on.waitForFunction((method) => document.querySelector('[data-testid="watch-step"]').dataset.index === '-1'
      && (document.querySelector('[data-testid="watch-about"]')?.textContent.startsWith(method === 'marks' ? 'đánh' : 'từng') ?? true), method);
    // The first conflict on an anti-diagonal, whose name is longest.
    await on.evaluate(() => {
      for (let i = 0; i < 400; i++) {
        document.querySelector('[data-testid="watch-forward"]').click();
        if (JSON.parse(document.querySelector('[data-testid="watch-step"]').dataset.step).line === 'anti-diagonal') break;
      }
    });
    // At every width of a phone, where a line ends moves along the step.
    for (let width = 300; width <= 430; width += 8) {
      await on.setViewportSize({ width, height: PHONE.height });
      await look(`watch, ${method}, ${width} px wide`);
    }
    await on.setViewportSize(PHONE);
  }
  await on.keyboard.press('End');
  await look('watch, the end');
  if (!texts.at(-1).includes('33.588')) problems.push('the steps of n = 8 are not written 33.588');

  await on.click(testid('tab-variants'));
  await on.selectOption(testid('variant-kind'), 'dominate');
  await on.selectOption(testid('variant-n'), '8');
  await on.click(testid('variant-solve'));
  await on.waitForFunction(() => document.querySelector('[data-testid="variant-status"]').dataset.total === '4860');
  await look('domination');
  if (!texts.at(-1).includes('4.860')) problems.push('the smallest sets of 8 x 8 are not written 4.860');
  await on.selectOption(testid('variant-kind'), 'torus');
  await on.click(testid('variant-solve'));
  await on.waitForFunction(() => document.querySelector('[data-testid="variant-message"]').dataset.state === 'none');
  await look('the 8 x 8 torus');

  for (const view of ['play', 'solutions', 'tour']) {
    await on.click(testid(`tab-${view}`));
    await on.waitForSelector(`${testid(`view-${view}`)}:not([hidden])`);
    await look(view);
  }
  await on.context().close();
  for (const [i, text] of texts.entries()) {
    const comma = text.match(/\d,\d{3}(?!\d)/);
    if (comma) problems.push(`text ${i}: a thousands comma in ${JSON.stringify(text.slice(comma.index - 20, comma.index + 10))}`);
    const point = text.match(/\d\.\d{1,2}(?!\d)/);
    if (point) problems.push(`text ${i}: a decimal point in ${JSON.stringify(text.slice(point.index - 20, point.index + 10))}`);
    const word = text.match(/lời giải/i);
    if (word) problems.push(`text ${i}: "lời giải" in ${JSON.stringify(text.slice(word.index - 30, word.index + 20))}`);
  }
  check(problems.length === 0, problems.join('\n     '));
});

// ------------------------------------------------------------------ layout

/**
 * What does not fit the viewport at scroll 0: the document or any element
 * wider than it, the elements named by `ids` not wholly on screen, and
 * selects too narrow for their longest option. With the tab bar's height.
 */
async function fit(on, ids) {
  return on.evaluate((ids) => {
    window.scrollTo(0, 0);
    const width = window.innerWidth;
    const height = window.innerHeight;
    const name = (node) => {
      const id = node.dataset?.testid ?? node.id;
      const text = (node.textContent ?? '').trim().slice(0, 30);
      return `${node.tagName.toLowerCase()}${id ? `#${id}` : ''}${node.className?.baseVal === undefined && node.className ? `.${String(node.className).split(' ').join('.')}` : ''} "${text}"`;
    };
    const problems = [];
    if (document.documentElement.scrollWidth > width) {
      problems.push(`the document is ${document.documentElement.scrollWidth} px wide`);
    }
    for (const node of document.querySelectorAll('body *')) {
      const box = node.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // Inside a box that scrolls on its own (a program, a tree), only the box counts.
      if (node.parentElement.closest('[data-scrolls]')) continue;
      if (box.right > width + 0.5 || box.left < -0.5) problems.push(`${name(node)} spans ${Math.round(box.left)} to ${Math.round(box.right)} px`);
    }
    for (const id of ids) {
      const node = document.querySelector(`[data-testid="${id}"]`);
      if (!node) {
        problems.push(`no ${id}`);
        continue;
      }
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.top < -0.5 || box.left < -0.5 || box.bottom > height + 0.5 || box.right > width + 0.5) {
        problems.push(`${id} is not on screen: ${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)}`);
      }
    }
    // A select narrower than it would be on its own cuts its options.
    for (const select of document.querySelectorAll('select')) {
      if (!select.offsetWidth) continue;
      const clone = select.cloneNode(true);
      clone.style.width = 'auto';
      clone.style.maxWidth = 'none';
      clone.style.position = 'absolute';
      select.parentElement.append(clone);
      const natural = clone.offsetWidth;
      clone.remove();
      if (natural > select.offsetWidth + 1) problems.push(`${name(select)} is ${select.offsetWidth} px, its options need ${natural}`);
    }
    return { problems: problems.slice(0, 8), tabs: document.querySelector('.tabs').getBoundingClientRect().height };
  }, ids);
}

// Each view with what it shows once used, and what must then be on screen.
const VIEWS = {
  play: { ids: ['play-board', 'play-n', 'play-check', 'play-complete', 'play-clear'] },
  watch: {
    ids: ['watch-board', 'watch-method', 'watch-n', 'watch-start', 'watch-back', 'watch-play', 'watch-forward', 'watch-end', 'watch-next', 'watch-step', 'watch-markers', 'watch-scrub'],
    async use(on) {
      await on.waitForFunction(() => /\/ 33[,.]?588$/.test(document.querySelector('[data-testid="watch-steps"]').textContent));
      await on.click(testid('watch-play'));
      await on.waitForFunction(() => Number(document.querySelector('[data-testid="watch-step"]').dataset.index) > 3);
    },
  },
  solutions: {
    ids: ['sol-n', 'sol-unique', 'sol-prev', 'sol-next', 'sol-count'],
    async use(on) {
      await on.waitForSelector(testid('sol-board'));
    },
  },
  tour: {
    ids: ['tour-boards', 'tour-rows', 'tour-cols', 'tour-method'],
    async use(on) {
      await on.click(`${testid('tour-board-warnsdorff')} [data-square="a1"]`);
      await on.waitForFunction(() => document.querySelector('[data-testid="tour-move"]').dataset.move !== '0');
    },
  },
  count: {
    ids: ['count-n', 'count-start', 'count-cancel', 'count-progress', 'count-command'],
    // Too large for the page: the command that counts it, in its box.
    async use(on) {
      allowedStatus = 422;
      try {
        await on.fill(testid('count-n'), '20');
        await on.click(testid('count-start'));
        await on.waitForSelector(`${testid('count-command')}:not(:empty)`);
      } finally {
        allowedStatus = null;
      }
    },
  },
  variants: {
    ids: ['variant-board', 'variant-kind', 'variant-n', 'variant-solve'],
    async use(on) {
      await on.click(testid('variant-solve'));
      await on.waitForFunction(() => document.querySelector('[data-testid="variant-status"]').dataset.total !== undefined);
    },
  },
};

// -------------------------------------------------------------- exercises

/** Picks an exercise of `kind` on `n` and waits for its question. */
async function exerciseOf(on, kind, n) {
  await on.selectOption(testid('ex-kind'), kind);
  if (n) await on.selectOption(testid('ex-n'), String(n));
  await on.waitForSelector(`${testid('view-exercises')}[data-ready="true"][data-kind="${kind}"]`);
}

/** Waits for the verdict of a check: `right` or `wrong`. */
async function verdict(on, expected, what) {
  await on.waitForFunction((expected) => document.querySelector('[data-testid="ex-feedback"]').dataset.verdict === expected, expected)
    .catch(() => {});
  const got = await on.$eval(testid('ex-feedback'), (node) => ({ verdict: node.dataset.verdict, text: node.textContent }));
  equal(got.verdict, expected, `${what} (${got.text})`);
  return got.text;
}

/** The queens on the exercise's board and the squares it asks about, as [row, col]. */
const exerciseBoard = (on) => on.$$eval(`${testid('ex-board')} button.sq`, (buttons) => ({
  queens: buttons.filter((b) => b.classList.contains('queen')).map((b) => [Number(b.dataset.row), Number(b.dataset.col)]),
  asked: buttons.filter((b) => b.classList.contains('ask')).map((b) => [Number(b.dataset.row), Number(b.dataset.col)]),
}));

const square = (row, col) => `${testid('ex-board')} button[data-row="${row}"][data-col="${col}"]`;

/** Opens the hint and the explanation and checks that both say something. */
async function helpShown(on, what) {
  await on.click(testid('ex-hint-button'));
  await on.click(testid('ex-explain-button'));
  const [hint, explanation] = await Promise.all(['ex-hint', 'ex-explanation'].map((id) => on.$eval(testid(id), (node) => (node.hidden ? '' : node.textContent))));
  check(hint.length > 20, `${what}: no hint`);
  check(explanation.length > 20, `${what}: no explanation`);
}

/**
 * Every kind of exercise answered right and wrong on `on`, the truth
 * worked out here (the lessons' tests written out, the solutions from
 * the binary), not read from the page. Returns the view's text per kind.
 */
async function everyExercise(on) {
  const texts = {};
  const look = async (kind) => {
    texts[kind] = `${texts[kind] ?? ''}\n${await on.$eval(testid('view-exercises'), (view) => {
      const clone = view.cloneNode(true);
      // The program's own words (its listing, its calls and arrays) stay as written.
      for (const code of clone.querySelectorAll('[data-testid="ex-code-lines"], code')) code.remove();
      for (const select of clone.querySelectorAll('select')) select.remove();
      document.body.append(clone);
      clone.hidden = false;
      const text = clone.innerText;
      clone.remove();
      return text;
    })}`;
  };
  await on.click(testid('tab-exercises'));
  await on.waitForSelector(`${testid('view-exercises')}:not([hidden])`);

  // Which values can A[k] take: A[c] is the row of column c's queen.
  for (const right of [true, false]) {
    await exerciseOf(on, 'next', 6);
    const { queens, asked } = await exerciseBoard(on);
    const k = asked[0][1];
    check(asked.every(([, col]) => col === k) && asked.length === 6, `the next question asks about one column: ${JSON.stringify(asked)}`);
    const a = [];
    for (const [row, col] of queens) a[col] = row;
    equal(a.length, k, 'queens in the columns before k');
    const free = [...Array(6).keys()].filter((i) => a.every((r, c) => r !== i && Math.abs(r - i) !== Math.abs(c - k)));
    if (right) {
      for (const row of free) await on.click(square(row, k));
      await on.click(testid(free.length ? 'ex-check' : 'ex-none'));
      await verdict(on, 'right', `A[${k}] with A = ${a} takes ${free}`);
      await helpShown(on, 'next');
    } else if (free.length) {
      await on.click(testid('ex-none'));
      await verdict(on, 'wrong', `"none" while A[${k}] can take ${free}`);
    } else {
      await on.click(square(0, k));
      await on.click(testid('ex-check'));
      await verdict(on, 'wrong', `row 0 while column ${k} has no free row`);
    }
    await look('next');
  }

  // Every solution of n = 4 by hand: the binary's solutions.
  await exerciseOf(on, 'all', 4);
  const solutions = execFileSync(BIN, ['solve', '4', '--format', 'json'], { encoding: 'utf8', env: { ...process.env, LANG: 'C', LC_ALL: 'C' } })
    .trim().split('\n').map((line) => JSON.parse(line).queens);
  const place = async (columns) => {
    for (const [row, col] of columns.entries()) await on.click(square(row, col));
  };
  await place(solutions[0]);
  await verdict(on, 'right', 'the first solution');
  await on.click(testid('ex-clear'));
  await place(solutions[0]);
  const again = await verdict(on, 'wrong', 'the first solution again');
  await on.click(testid('ex-clear'));
  await place([0, 1, 2, 3]);
  const not = await verdict(on, 'wrong', 'queens on one diagonal');
  check(/\(0, 0\)|a4|diagonal|chéo/.test(not) || not.length > 20, `the page does not say why: ${not}`);
  await on.click(testid('ex-clear'));
  await place(solutions[1]);
  await verdict(on, 'right', 'the second solution');
  equal(await on.getAttribute(testid('ex-found'), 'data-found'), '2', 'solutions found');
  await helpShown(on, 'all');
  await look('all');
  check(again.length > 10, `the page says nothing of a repeat: ${again}`);

  // How many solutions: the binary's count.
  const count = execFileSync(BIN, ['solve', '6', '--format', 'json'], { encoding: 'utf8', env: { ...process.env, LANG: 'C', LC_ALL: 'C' } })
    .trim().split('\n').length;
  await exerciseOf(on, 'count', 6);
  await on.fill(testid('ex-count-input'), String(count + 1));
  await on.click(testid('ex-check'));
  await verdict(on, 'wrong', `${count + 1} solutions of n = 6`);
  await on.fill(testid('ex-count-input'), String(count));
  await on.click(testid('ex-check'));
  await verdict(on, 'right', `${count} solutions of n = 6`);
  equal(await on.$$eval(`${testid('ex-found')} figure`, (nodes) => nodes.length), count, 'the solutions shown once checked');
  await helpShown(on, 'count');
  await look('count');

  // Which marker stops the queen at (i, j): a[j], b[i+j] or c[i-j+n].
  let wrongDone = false;
  for (let tries = 0; tries < 8 && (tries < 1 || !wrongDone); tries++) {
    await exerciseOf(on, 'marker', 7);
    const { queens, asked } = await exerciseBoard(on);
    equal(asked.length, 1, 'one square asked about');
    const [[i, j]] = asked;
    const lines = new Set();
    for (const [r, c] of queens) {
      if (c === j) lines.add('column');
      else if (r + c === i + j) lines.add('diagonal');
      else if (r - c === i - j) lines.add('anti-diagonal');
    }
    check(lines.size > 0, `no queen stops (${i}, ${j}): ${JSON.stringify(queens)}`);
    const wrong = ['column', 'diagonal', 'anti-diagonal'].find((line) => !lines.has(line));
    if (tries === 0) {
      await on.click(testid(`ex-marker-${[...lines][0]}`));
      await verdict(on, 'right', `(${i}, ${j}) stopped along ${[...lines]}`);
      await helpShown(on, 'marker');
      await look('marker');
    } else if (wrong) {
      await on.click(testid(`ex-marker-${wrong}`));
      await verdict(on, 'wrong', `(${i}, ${j}) is not stopped along ${wrong}`);
      wrongDone = true;
    }
  }
  check(wrongDone, 'no marker question with a wrong answer to give');

  // Which line runs next: /api/lesson's next stop.
  for (const right of [true, false]) {
    await exerciseOf(on, 'program', 4);
    const { step, current } = await on.$eval(testid('ex-code-lines'), (list) => ({ step: Number(list.dataset.step), current: Number(list.dataset.current) }));
    const lang = await on.evaluate(() => document.documentElement.lang);
    const walk = await on.evaluate(async (lang) => (await fetch(`/api/lesson?n=4&code=python&comments=${lang}&limit=300`)).json(), lang);
    equal(walk.stops[step].line, current, 'the highlighted line is the stop\'s');
    const next = walk.stops[step + 1].line;
    const click = right ? next : next === 1 ? 2 : 1;
    if (right) {
      // By the keyboard: the current line is the tab stop, the arrows move.
      await on.focus(`${testid('ex-code-lines')} li[tabindex="0"]`);
      for (let k = current; k !== next; k += Math.sign(next - current)) await on.keyboard.press(next > current ? 'ArrowDown' : 'ArrowUp');
      await on.keyboard.press('Enter');
    } else {
      await on.click(`${testid('ex-code-lines')} li[data-line="${click}"]`);
    }
    await verdict(on, right ? 'right' : 'wrong', `line ${click} after line ${current} (step ${step})`);
    if (right) await helpShown(on, 'program');
    await look('program');
  }
  return texts;
}

test('Exercises: every kind answered right and wrong, with hints and explanations; progress kept in the browser', async () => {
  const on = await newPage({ viewport: DESKTOP, locale: 'en-US' });
  await on.goto(`${base}#exercises`);
  await on.waitForSelector('body[data-ready="true"]');
  await everyExercise(on);
  // What was answered is kept in the browser, and a reload shows it.
  const kept = await on.evaluate(() => JSON.parse(localStorage.getItem('nqueens-exercises')));
  equal(kept.found['4'].length, 2, 'solutions of n = 4 kept');
  check(kept.tries.next >= 2 && kept.right.next >= 1, `checks kept: ${JSON.stringify(kept)}`);
  await on.reload();
  await on.waitForSelector('body[data-ready="true"]');
  await exerciseOf(on, 'all', 4);
  equal(await on.getAttribute(testid('ex-found'), 'data-found'), '2', 'solutions found, after a reload');
  const progress = await on.textContent(testid('ex-progress'));
  check(/[1-9]\d* right of [1-9]/.test(progress), `the progress line: ${progress}`);
  // A picture of an exercise answered, its explanation open, for README.
  await exerciseOf(on, 'next', 6);
  const { asked, queens } = await exerciseBoard(on);
  const k = asked[0][1];
  const a = [];
  for (const [row, col] of queens) a[col] = row;
  const free = [...Array(6).keys()].filter((i) => a.every((r, c) => r !== i && Math.abs(r - i) !== Math.abs(c - k)));
  for (const row of free) await on.click(square(row, k));
  await on.click(testid(free.length ? 'ex-check' : 'ex-none'));
  await verdict(on, 'right', 'the pictured question');
  await on.click(testid('ex-explain-button'));
  await shotOf(on, 'exercise.png');
  await on.click(testid('ex-reset'));
  equal(await on.evaluate(() => JSON.parse(localStorage.getItem('nqueens-exercises')).found['4']), undefined, 'progress forgotten');
  await on.context().close();
});

test('Exercises: the same in Vietnamese, with no English left', async () => {
  const on = await newPage({ viewport: DESKTOP, locale: 'vi-VN' });
  await on.goto(`${base}#exercises`);
  await on.waitForSelector('body[data-ready="true"]');
  equal(await on.evaluate(() => document.documentElement.lang), 'vi', 'the page\'s language');
  const texts = await everyExercise(on);
  // English's small words, which no Vietnamese sentence has.
  const english = /\b(the|and|of|is|are|which|where|queens?|rows?|columns?|solutions?|click|check|hint|explain|right|not|none|next|line|found|board|diagonal|progress|kind)\b/i;
  for (const [kind, text] of Object.entries(texts)) {
    const left = text.replace(/\b\w+\.(py|pas|java|cpp)\b/g, '').split('\n').filter((line) => english.test(line));
    check(left.length === 0, `English left in the ${kind} exercise: ${left.slice(0, 3).join(' | ')}`);
  }
  await on.context().close();
});

test('Exercises: every kind usable on a phone, in English and Vietnamese', async () => {
  const failures = [];
  for (const locale of ['en-US', 'vi-VN']) {
    const on = await newPage({ viewport: PHONE, locale });
    await on.goto(`${base}#exercises`);
    await on.waitForSelector('body[data-ready="true"]');
    for (const kind of ['next', 'all', 'count', 'marker', 'program']) {
      await exerciseOf(on, kind);
      const ids = ['ex-kind', 'ex-n', 'ex-new', 'ex-question'];
      const { problems } = await fit(on, ids);
      for (const problem of problems) failures.push(`${locale}, ${kind}: ${problem}`);
      // The answer's controls can be reached by scrolling, inside the page's width.
      const answer = await on.$eval(testid('ex-answer'), (node) => node.getBoundingClientRect().toJSON());
      if (answer.right > PHONE.width + 0.5) failures.push(`${locale}, ${kind}: the answer reaches ${Math.round(answer.right)} px`);
      await on.click(testid('ex-hint-button'));
      await on.click(testid('ex-explain-button'));
      const open = await fit(on, []);
      for (const problem of open.problems) failures.push(`${locale}, ${kind}, explained: ${problem}`);
      if (locale === 'vi-VN' && kind === 'next') await shotOf(on, 'exercise-phone.png');
    }
    await on.context().close();
  }
  check(failures.length === 0, failures.join('\n     '));
});

test('Layout: every view fits a phone and a desktop, in English and Vietnamese', async () => {
  const failures = [];
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    for (const locale of ['en-US', 'vi-VN']) {
      const on = await newPage({ viewport, locale });
      await on.goto(`${base}#play`);
      await on.waitForSelector('body[data-ready="true"]');
      const where = `${size} ${viewport.width} x ${viewport.height}, ${locale}`;
      const tabs = new Map();
      for (const [view, { ids, use }] of Object.entries(VIEWS)) {
        await on.click(testid(`tab-${view}`));
        await on.waitForSelector(`${testid(`view-${view}`)}:not([hidden])`);
        if (use) await use(on);
        const { problems, tabs: height } = await fit(on, ids);
        tabs.set(view, Math.round(height * 10) / 10);
        if (size === 'phone' && locale === 'en-US' && view === 'watch') await shotOf(on, 'watch-phone.png');
        for (const problem of problems) failures.push(`${where}, ${view}: ${problem}`);
        if (view === 'watch') await on.click(testid('watch-play'));
      }
      // A board without a tour: the heading above it fits its width.
      allowedStatus = 422;
      try {
        await on.click(testid('tab-tour'));
        await on.fill(testid('tour-rows'), '3');
        await on.fill(testid('tour-cols'), '3');
        await on.dispatchEvent(testid('tour-cols'), 'change');
        await on.click(`${testid('tour-board-warnsdorff')} [data-square="a1"]`);
        await on.waitForFunction(() => document.querySelector('[data-testid="tour-message"]').dataset.state === 'error');
        const [heading, board] = await Promise.all(['.tour-info', '[data-testid="tour-board-warnsdorff"]']
          .map((selector) => on.$eval(`[data-testid="view-tour"] ${selector}`, (node) => node.getBoundingClientRect().toJSON())));
        if (heading.right > board.right + 0.5) failures.push(`${where}: the heading of 3 x 3 reaches ${Math.round(heading.right - board.right)} px past its board`);
      } finally {
        allowedStatus = null;
      }
      if (new Set(tabs.values()).size > 1) {
        failures.push(`${where}: the tab bar changes height between tabs: ${[...tabs].map(([v, h]) => `${v} ${h}`).join(', ')}`);
      }
      // The symmetry dialog opens at its top, its title on screen.
      await on.click(testid('tab-solutions'));
      await on.click(`${testid('sol-board')} >> nth=0`);
      await on.waitForSelector(`${testid('sol-detail')}[open]`);
      const dialog = await on.$eval(testid('sol-detail'), (node) => {
        const title = node.querySelector('h2').getBoundingClientRect();
        return { scrolled: node.scrollTop, top: title.top, bottom: title.bottom, height: window.innerHeight };
      });
      if (dialog.scrolled !== 0 || dialog.top < 0 || dialog.bottom > dialog.height) {
        failures.push(`${where}: the symmetry dialog opens scrolled by ${dialog.scrolled} px, its title at ${Math.round(dialog.top)} px`);
      }
      const { problems } = await fit(on, ['sol-close']);
      for (const problem of problems) failures.push(`${where}, the symmetry dialog: ${problem}`);
      await on.context().close();
    }
  }
  check(failures.length === 0, failures.join('\n     '));
});

// ---------------------------------------------------------------------- run

const started = Date.now();
let failed = 0;
// NQUEENS_TESTS=word runs only the tests whose names contain it.
const only = process.env.NQUEENS_TESTS;
for (const { name, body } of tests.filter((test) => !only || test.name.includes(only))) {
  const began = Date.now();
  try {
    await body();
    console.log(`ok   ${name} (${((Date.now() - began) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed++;
    console.log(`FAIL ${name}\n     ${error instanceof Failure ? error.message : error.stack}`);
  }
}
if (consoleErrors.length) {
  failed++;
  console.log(`FAIL no console errors, page errors or other origins\n     ${consoleErrors.join('\n     ')}`);
} else {
  console.log('ok   no console errors, page errors or other origins');
}
await browser.close();
console.log(`${tests.length + 1 - failed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
