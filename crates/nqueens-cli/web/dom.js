// The page's small DOM helpers, shared by every view.

export const $ = (id) => document.getElementById(id);
export const SVG = 'http://www.w3.org/2000/svg';

export function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}

export function svgEl(tag, attrs = {}) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  return node;
}

export function fillSelect(select, from, to, value) {
  select.replaceChildren();
  for (let n = from; n <= to; n++) select.add(new Option(String(n), String(n)));
  select.value = String(value);
}
