/**
 * The page's only script, inline and allowed by its hash in the Content-Security-Policy: the view
 * switch and text filter, sorting by a column header, and each question's side-by-side top k,
 * drawn from the page's JSON data when first opened. It builds elements and sets their text with
 * textContent, never markup from a string, so no text of a report can become an element; it
 * fetches nothing. ES2017, no modules, so it runs as is in any current browser.
 */
export const PAGE_SCRIPT = `(function () {
  'use strict';
  var dataEl = document.getElementById('rg-data');
  var table = document.getElementById('q-table');
  if (!dataEl || !table) return;
  var data = JSON.parse(dataEl.textContent);
  var bodies = Array.prototype.slice.call(table.tBodies);
  var filter = document.getElementById('q-filter');
  var count = document.getElementById('q-count');
  var MARKS = [[1, 'ev', 'evidence'], [2, 'fb', 'forbidden']];

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = String(text);
    return e;
  }

  function rank(n) { return n > 0 ? String(n) : '\\u2014'; }

  function sideTable(title, hits) {
    var box = el('div', 'side');
    box.appendChild(el('h4', '', title));
    if (!hits.length) { box.appendChild(el('p', 'none', 'nothing retrieved')); return box; }
    var t = el('table', 'topk');
    var head = t.createTHead().insertRow();
    ['Rank', 'Chunk', 'Score'].forEach(function (h) { var th = el('th', '', h); th.scope = 'col'; head.appendChild(th); });
    var body = t.createTBody();
    hits.forEach(function (hit) {
      var c = data.chunks[hit[0]];
      var tr = body.insertRow();
      if (hit[3] & 1) tr.className = 'is-ev';
      if (hit[1] === data.pass_k) tr.className += ' cut';
      tr.appendChild(el('td', 'rank', hit[1]));
      var cell = el('td', 'chunk');
      MARKS.forEach(function (m) { if (hit[3] & m[0]) cell.appendChild(el('span', 'mark ' + m[1], m[2])); });
      if (c[3]) cell.appendChild(el('span', 'mark pr', 'PR ' + c[3]));
      cell.appendChild(el('span', 'trail', c[1] || '(no heading)'));
      cell.appendChild(el('span', 'path', c[0] + (c[2] ? ':' + c[2] : '')));
      tr.appendChild(cell);
      tr.appendChild(el('td', 'score', hit[2].toFixed(3)));
    });
    box.appendChild(t);
    return box;
  }

  function draw(i, box) {
    if (box.firstChild) return;
    var q = data.q[i];
    if (q.mv.length) {
      var ul = el('ul', 'moves');
      q.mv.forEach(function (m) {
        var li = el('li');
        li.appendChild(el('code', '', m[0]));
        li.appendChild(document.createTextNode(': rank ' + rank(m[1]) + ' at base \\u2192 ' + rank(m[2]) + ' at head'));
        ul.appendChild(li);
      });
      box.appendChild(ul);
    }
    var sides = el('div', 'sides');
    sides.appendChild(sideTable('Base', q.b));
    sides.appendChild(sideTable('Head', q.h));
    box.appendChild(sides);
  }

  function setOpen(body, open) {
    var btn = body.querySelector('button.toggle');
    var detail = body.rows[1];
    if (open) draw(+body.getAttribute('data-i'), detail.querySelector('.detail-box'));
    btn.setAttribute('aria-expanded', open ? 'true' : 'false');
    detail.hidden = !open;
    body.classList.toggle('open', open);
  }

  function view() {
    var v = document.querySelector('input[name="view"]:checked');
    return v ? v.value : 'all';
  }

  function apply() {
    var v = view();
    var needle = filter ? filter.value.trim().toLowerCase() : '';
    var shown = 0;
    bodies.forEach(function (b) {
      var q = data.q[+b.getAttribute('data-i')];
      var ok = v === 'all' || (v === 'changed' && q.c) || (v === 'failing' && q.st === 'newly_failing') || (v === 'moved' && q.m);
      if (ok && needle) ok = b.rows[0].textContent.toLowerCase().indexOf(needle) >= 0;
      b.hidden = !ok;
      if (ok) shown++;
    });
    if (count) count.textContent = shown + ' of ' + bodies.length + ' questions shown';
  }

  function sortBy(button) {
    var th = button.parentNode;
    var dir = th.getAttribute('aria-sort') === 'ascending' ? 'descending' : 'ascending';
    Array.prototype.forEach.call(table.tHead.querySelectorAll('th'), function (h) { h.setAttribute('aria-sort', 'none'); });
    th.setAttribute('aria-sort', dir);
    var key = button.getAttribute('data-key');
    var sign = dir === 'ascending' ? 1 : -1;
    function value(b) {
      var i = +b.getAttribute('data-i');
      if (key === 'id') return b.querySelector('.qid').textContent;
      var k = data.q[i].k[+key];
      // No evidence within the depth sorts after every rank.
      return (key === '1' || key === '2') && k === 0 ? Infinity : k;
    }
    var sorted = bodies.slice().sort(function (a, b) {
      var x = value(a), y = value(b);
      var c = typeof x === 'string' ? x.localeCompare(y, 'en', { numeric: true }) : x < y ? -1 : x > y ? 1 : 0;
      return c * sign || (+a.getAttribute('data-i') - +b.getAttribute('data-i'));
    });
    sorted.forEach(function (b) { table.appendChild(b); });
  }

  bodies.forEach(function (b) {
    if (b.classList.contains('open')) setOpen(b, true);
    b.querySelector('button.toggle').addEventListener('click', function () { setOpen(b, !b.classList.contains('open')); });
  });
  Array.prototype.forEach.call(document.querySelectorAll('input[name="view"]'), function (r) { r.addEventListener('change', apply); });
  if (filter) filter.addEventListener('input', apply);
  Array.prototype.forEach.call(table.tHead.querySelectorAll('button.sort'), function (b) { b.addEventListener('click', function () { sortBy(b); }); });
  document.documentElement.classList.add('js');
  apply();
})();
`;
