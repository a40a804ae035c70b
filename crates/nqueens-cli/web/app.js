// The page of `nqueens serve`: seven views over the local API, one module
// each under views/, with the shared board drawing (board.js), language
// (i18n.js), API calls (api.js) and DOM helpers (dom.js). Plain
// JavaScript modules, no build step, nothing from other origins. Every
// text the page shows comes from /api/messages.

import { $ } from './dom.js';
import { initialLanguage, useLanguage } from './i18n.js';
import { api, showError } from './api.js';
import { play } from './views/play.js';
import { watch } from './views/watch.js';
import { solutions } from './views/solutions.js';
import { tour } from './views/tour.js';
import { count } from './views/count.js';
import { variants } from './views/variants.js';
import { exercises } from './views/exercises.js';

const views = { play, watch, solutions, tour, count, variants, exercises };

async function setLanguage(next) {
  const body = await api(`/api/messages?lang=${next}`, {}, next);
  useLanguage(next, body.messages);
  // Texts the server wrote (conflicts, steps, errors) come again in the
  // new language; texts the page writes are written again.
  if (document.body.dataset.ready) for (const view of Object.values(views)) view.relabel?.();
}

function show(name) {
  if (!(name in views)) name = 'play';
  for (const tab of document.querySelectorAll('[role=tab]')) {
    const on = tab.dataset.view === name;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  for (const view of Object.keys(views)) $(`view-${view}`).hidden = view !== name;
  document.body.dataset.view = name;
  if (name !== 'watch') watch.pause();
  views[name].shown?.();
  if (location.hash !== `#${name}`) history.replaceState(null, '', `#${name}`);
}

function tabs() {
  const list = [...document.querySelectorAll('[role=tab]')];
  for (const tab of list) {
    tab.onclick = () => show(tab.dataset.view);
    tab.onkeydown = (event) => {
      const at = list.indexOf(tab);
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      if (!step) return;
      const next = list[(at + step + list.length) % list.length];
      next.focus();
      show(next.dataset.view);
    };
  }
  window.addEventListener('hashchange', () => show(location.hash.slice(1)));
}

async function main() {
  for (const button of document.querySelectorAll('[data-lang]')) {
    button.onclick = () => setLanguage(button.dataset.lang).catch(showError);
  }
  try {
    await setLanguage(initialLanguage());
  } catch (error) {
    showError(error);
  }
  for (const view of Object.values(views)) view.init();
  tabs();
  show(location.hash.slice(1));
  document.body.dataset.ready = 'true';
}

main();
