// The Count view: a count with live progress (server-sent events), and
// for boards too large the command that counts them.

import { $ } from '../dom.js';
import { lang, t, num, dec } from '../i18n.js';
import { api } from '../api.js';

// One id per tab: the server runs one count per client at a time.
const CLIENT = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

// The largest board the page counts; the server refuses larger ones.
const MAX_COUNT_N = 17;

export const count = {
  source: null,
  tooLarge: 0, // the board too large for the page, whose command is shown
  started: 0,
  timer: 0,
  state: null, // what the status line says, to write it again in another language

  init() {
    $('count-start').onclick = () => this.start();
    $('count-cancel').onclick = () => this.cancel();
    $('count-n').onkeydown = (event) => { if (event.key === 'Enter') this.start(); };
  },

  async start() {
    this.stop();
    const n = Math.round(Number($('count-n').value));
    const result = $('count-result');
    result.textContent = '';
    delete result.dataset.total;
    $('count-command-box').hidden = true;
    this.tooLarge = 0;
    const progress = $('count-progress');
    progress.max = 1;
    progress.value = 0;
    progress.dataset.events = '0';
    if (!(n >= 1)) {
      this.say({ id: 'web-count-bad-n' });
      return;
    }
    if (n > MAX_COUNT_N) {
      // Too large for the page: the server says which command counts it,
      // and the page says so once, above the command.
      try {
        await api(`/api/count?n=${n}&client=${CLIENT}`);
      } catch (error) {
        if (error.body?.command) {
          this.say(null);
          this.tooLarge = n;
          this.showTooLarge();
          $('count-command').textContent = error.body.command;
          $('count-command-box').hidden = false;
        } else {
          this.say({ text: error.message, bad: true });
        }
      }
      return;
    }
    this.started = performance.now();
    $('count-start').disabled = true;
    $('count-cancel').disabled = false;
    this.say({ id: 'web-count-running', args: { n } });
    const source = new EventSource(`/api/count?n=${n}&client=${encodeURIComponent(CLIENT)}&lang=${lang}`);
    this.source = source;
    this.timer = setInterval(() => this.tick(), 100);
    source.addEventListener('progress', (event) => {
      const data = JSON.parse(event.data);
      progress.max = data.of;
      progress.value = data.done;
      progress.dataset.events = String(Number(progress.dataset.events) + 1);
      this.progress = data;
      this.tick();
    });
    source.addEventListener('result', (event) => {
      const data = JSON.parse(event.data);
      this.stop();
      progress.value = progress.max;
      result.dataset.total = data.total;
      result.dataset.unique = data.unique;
      this.result = data;
      this.showResult();
      this.say({ id: 'web-count-done', args: { seconds: dec(Number(data.seconds), 2) } });
    });
    source.addEventListener('failure', (event) => {
      this.stop();
      this.say({ text: JSON.parse(event.data).error, bad: true });
    });
    source.onerror = () => {
      // The stream broke (or was refused): stop, or the browser would
      // start the count again.
      if (this.source !== source) return;
      this.stop();
      this.say({ id: 'web-count-lost', bad: true });
    };
  },

  tick() {
    if (!this.source) return;
    const seconds = dec((performance.now() - this.started) / 1000, 1);
    const p = this.progress;
    this.say({
      id: p ? 'web-count-progress' : 'web-count-running',
      args: p ? { done: num(p.done), of: num(p.of), solutions: num(p.solutions), seconds } : { n: $('count-n').value, seconds },
    });
  },

  showResult() {
    const data = this.result;
    if (!data) return;
    $('count-result').textContent = `${t('web-count-result', { n: data.n, total: num(data.total) })} · ${t('web-count-unique', { unique: num(data.unique) })}`;
  },

  say(state) {
    this.state = state;
    const status = $('count-status');
    status.textContent = state ? state.text ?? t(state.id, state.args) : '';
    status.classList.toggle('bad', Boolean(state?.bad));
  },

  showTooLarge() {
    $('count-cli').textContent = t('web-count-cli', { n: this.tooLarge, most: MAX_COUNT_N });
  },

  stop() {
    if (this.source) this.source.close();
    this.source = null;
    this.progress = null;
    clearInterval(this.timer);
    $('count-start').disabled = false;
    $('count-cancel').disabled = true;
  },

  cancel() {
    if (!this.source) return;
    this.stop();
    this.say({ id: 'web-count-cancelled' });
  },

  relabel() {
    this.showResult();
    if (this.tooLarge) this.showTooLarge();
    if (this.state && this.state.id) this.say(this.state);
  },
};
