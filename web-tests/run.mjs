// Browser tests of the page `nqueens serve` shows, driven by Debian's
// Chromium through playwright-core.
//
//     node web-tests/run.mjs http://127.0.0.1:PORT/
//
// NQUEENS_BIN names the binary (default target/debug/nqueens), run to get
// the expected trace. Screenshots of every view go to NQUEENS_SCREENSHOTS
// (default target/web-screenshots; `scripts/test-browser
// --update-screenshots` points it at docs/screenshots).
// Exits 1 when any check fails, saying which.

import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
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
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
const page = await context.newPage();
page.setDefaultTimeout(10_000);
page.on('console', (message) => {
  if (message.type() !== 'error') return;
  const text = message.text();
  if (allowedStatus && text.includes(`status of ${allowedStatus}`)) return;
  consoleErrors.push(`console error: ${text}`);
});
page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`));
page.on('request', (request) => {
  const url = request.url();
  if (!url.startsWith('data:') && new URL(url).origin !== origin) consoleErrors.push(`request to another origin: ${url}`);
});

const testid = (id) => `[data-testid="${id}"]`;

async function open(view) {
  // Through a blank page: a new hash alone would not load the page again.
  await page.goto('about:blank');
  await page.goto(`${base}#${view}`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForSelector(`${testid(`view-${view}`)}:not([hidden])`);
}

async function shot(name) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SHOTS, name) });
}

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
  await page.click(testid('play-complete'));
  await page.waitForSelector(`${testid('play-solved')}:not([hidden])`);
  equal(await page.$$eval(`${board} button[aria-pressed="true"]`, (b) => b.length), 8, 'queens after "complete it"');

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
  const texts = execFileSync(BIN, ['trace', '4'], { encoding: 'utf8', env: { ...process.env, LANG: 'C', LC_ALL: 'C' } })
    .split('\n').map((line) => line.trim());
  check(lines.length > 100, `the CLI gave ${lines.length} steps`);
  await open('watch');
  await selectValue('watch-method', 'marks');
  await selectValue('watch-n', 4);
  const step = testid('watch-step');
  await page.waitForFunction((total) => document.querySelector('[data-testid="watch-steps"]').textContent.endsWith(`/ ${total}`), lines.length);
  equal(await page.getAttribute(step, 'data-index'), '-1', 'the trace starts before its first step');
  for (let k = 0; k < lines.length; k++) {
    await page.click(testid('watch-forward'));
    const [index, json, text] = await page.$eval(step, (node) => [node.dataset.index, node.dataset.step, node.textContent]);
    equal(index, String(k), `index after ${k + 1} steps forward`);
    equal(canonical(JSON.parse(json)), canonical(lines[k]), `step ${k}`);
    equal(text, texts[k], `text of step ${k}`);
  }
  // At the end: both solutions counted, and the last step is kept.
  await page.click(testid('watch-forward'));
  equal(await page.getAttribute(step, 'data-index'), String(lines.length - 1), 'stepping past the end');
  equal(await page.textContent(testid('watch-solutions')), '2', 'solutions of n = 4');
  // And back.
  for (let k = lines.length - 2; k >= lines.length - 12; k--) {
    await page.click(testid('watch-back'));
    equal(canonical(JSON.parse(await page.getAttribute(step, 'data-step'))), canonical(lines[k]), `step ${k}, going back`);
  }

  // n = 8 at top speed: the board is drawn once per frame, no long frames.
  await selectValue('watch-n', 8);
  await page.waitForFunction(() => /\/ 33[,.]?588$/.test(document.querySelector('[data-testid="watch-steps"]').textContent));
  await page.$eval(testid('watch-speed'), (input) => { input.value = input.max; input.dispatchEvent(new Event('input')); });
  const frames = await page.evaluate(async () => {
    const long = [];
    const observer = new PerformanceObserver((list) => long.push(...list.getEntries().map((e) => e.duration)));
    observer.observe({ type: 'longtask' });
    document.querySelector('[data-testid="watch-play"]').click();
    const gaps = [];
    let last = 0;
    await new Promise((done) => {
      const frame = (time) => {
        if (last) gaps.push(time - last);
        last = time;
        if (gaps.length < 90) requestAnimationFrame(frame); else done();
      };
      requestAnimationFrame(frame);
    });
    document.querySelector('[data-testid="watch-play"]').click();
    observer.disconnect();
    return { long, gaps };
  });
  check(frames.long.length === 0, `long tasks while playing at top speed: ${frames.long.map(Math.round).join(', ')} ms`);
  const index = Number(await page.getAttribute(step, 'data-index'));
  check(index > 1000, `top speed went only ${index} steps in 90 frames`);

  // For the screenshot: a conflict with several queens on the board.
  await page.click(testid('watch-start'));
  await page.evaluate(() => {
    const forward = document.querySelector('[data-testid="watch-forward"]');
    const text = document.querySelector('[data-testid="watch-step"]');
    for (let i = 0; i < 5000; i++) {
      forward.click();
      const queens = Number(document.querySelector('[data-testid="watch-queens"]').textContent);
      if (text.dataset.kind === 'conflict' && queens >= 5 && JSON.parse(text.dataset.step).line !== 'column') break;
    }
  });
  await shot('watch.png');
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
    check((await page.textContent(testid('tour-message'))).length > 5, 'no message when there is no tour');
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

// ---------------------------------------------------------------------- run

const started = Date.now();
let failed = 0;
for (const { name, body } of tests) {
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
