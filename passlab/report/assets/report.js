/* passlab report: tabs, the pass timeline (filter, j/k keys) and before/after diffs of IR snapshots.
   The IR is stored gzip-compressed (full text or line edits against an earlier snapshot) and
   decompressed with the browser's own DecompressionStream when a pass is opened; diffs are
   computed with the vendored jsdiff (diffArrays for lines, diffChars inside a changed line). */
(function () {
  'use strict';
  const DATA = JSON.parse(document.getElementById('passlab-data').textContent);
  const CONTEXT = 3;            // unchanged lines shown around a change
  const CHAR_DIFF_MAX = 4000;   // longer lines are marked whole, not diffed by character

  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === 'text') node.textContent = v; else if (k === 'cls') node.className = v; else node.setAttribute(k, v);
    }
    for (const child of children || []) node.append(child);
    return node;
  }

  // -- tabs ---------------------------------------------------------------------------------------
  const tabs = Array.from(document.querySelectorAll('nav a.tab'));
  function showTab(key) {
    const known = tabs.some(t => t.dataset.tab === key);
    if (!known && tabs.length) key = tabs[0].dataset.tab;
    for (const t of tabs) t.classList.toggle('active', t.dataset.tab === key);
    for (const s of document.querySelectorAll('section.view')) s.classList.toggle('active', s.dataset.section === key);
    document.body.dataset.tab = key;
  }
  for (const t of tabs) t.addEventListener('click', ev => { ev.preventDefault(); history.replaceState(null, '', '#' + t.dataset.tab); showTab(t.dataset.tab); });
  window.addEventListener('hashchange', () => showTab(location.hash.slice(1)));

  // -- snapshot store -------------------------------------------------------------------------------
  const unpacked = new Map();
  async function unpack(z) {
    const bytes = Uint8Array.from(atob(z), c => c.charCodeAt(0));
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    return JSON.parse(await new Response(stream).text());
  }
  async function snapshot(id) {
    if (unpacked.has(id)) return unpacked.get(id);
    const entry = await unpack(DATA.snapshots[id].z);
    let lines;
    if (entry.text !== undefined) {
      lines = entry.text.split('\n');
    } else {
      lines = (await snapshot(entry.base)).lines;
      for (let i = entry.edits.length - 1; i >= 0; i--) {
        const [start, end, added] = entry.edits[i];
        lines = lines.slice(0, start).concat(added, lines.slice(end));
      }
    }
    const result = { name: entry.name, lines: lines, locs: locations(lines) };
    unpacked.set(id, result);
    return result;
  }
  window.passlabSnapshot = snapshot;   // for tests and the console: await passlabSnapshot('s3')

  // #locN = loc("file":L:C) | loc("name"(#locM)) | loc(callsite(#locA at #locB)) ...: first file:line reachable.
  const LOC_DEF = /^#(loc\d*)\s*=\s*loc\((.*)\)\s*$/;
  const FILE_LINE = /"((?:[^"\\]|\\.)*)":(\d+):\d+/;
  const ALIAS = /#(loc\d*)/;
  function locations(lines) {
    const defs = new Map();
    for (let i = lines.length - 1; i >= 0 && i > lines.length - 20000; i--) {
      const m = LOC_DEF.exec(lines[i]);
      if (m) defs.set(m[1], m[2]);
    }
    const resolved = new Map();
    function resolve(name, depth) {
      if (resolved.has(name)) return resolved.get(name);
      const body = defs.get(name);
      let out = null;
      if (body !== undefined && depth < 16) {
        const f = FILE_LINE.exec(body);
        if (f) out = f[1] + ':' + f[2];
        else { const a = ALIAS.exec(body); if (a) out = resolve(a[1], depth + 1); }
      }
      resolved.set(name, out);
      return out;
    }
    return { resolve: n => resolve(n, 0) };
  }
  const OP_LOC = /loc\((#loc\d*|"(?:[^"\\]|\\.)*":\d+:\d+)\)\s*$/;
  function sourceOf(line, snap) {
    const m = OP_LOC.exec(line);
    if (!m) return null;
    if (m[1].startsWith('#')) return snap.locs.resolve(m[1].slice(1));
    const f = FILE_LINE.exec(m[1]);
    return f ? f[1] + ':' + f[2] : null;
  }

  // -- diffs ------------------------------------------------------------------------------------------
  function codeCell(side, text, snap, pieces) {
    const td = el('td', { cls: 'code ' + side });
    if (pieces) {
      for (const p of pieces) {
        if (side === 'a' && p.added) continue;
        if (side === 'b' && p.removed) continue;
        td.append((p.added || p.removed) ? el(p.added ? 'ins' : 'del', { text: p.value }) : document.createTextNode(p.value));
      }
    } else if (text !== null) {
      td.textContent = text;
    }
    if (text !== null && snap) {
      const src = sourceOf(text, snap);
      if (src) {
        const short = src.replace(/^.*\//, '');
        td.append(' ', el('a', { cls: 'src', href: '#', 'data-src': src, title: 'kernel source line', text: short }));
      }
    }
    return td;
  }
  function row(cls, la, a, lb, b, sa, sb, pieces) {
    return el('tr', { cls: cls }, [
      el('td', { cls: 'ln', text: la === null ? '' : String(la) }), codeCell('a', a, sa, pieces),
      el('td', { cls: 'ln', text: lb === null ? '' : String(lb) }), codeCell('b', b, sb, pieces)]);
  }
  // Rows are made when shown: a diff of a whole-module rewrite has tens of thousands of lines, so
  // at most ROWS_SHOWN rows are drawn at once and a "more" row draws the next ones.
  const ROWS_SHOWN = 2000;
  function emit(parent, before, items) {
    let shown = 0, i = 0;
    for (; i < items.length && shown < ROWS_SHOWN; i++) {
      const item = items[i];
      if (item.fold) {
        const hidden = item.fold;
        const tr = el('tr', { cls: 'fold' }, [el('td', { colspan: '4', text: '\u22ef ' + hidden.length + ' unchanged lines (click to show)' })]);
        tr.addEventListener('click', () => { emit(parent, tr, hidden); tr.remove(); });
        parent.insertBefore(tr, before);
      } else {
        parent.insertBefore(item(), before);
        shown++;
      }
    }
    if (i < items.length) {
      const rest = items.slice(i);
      const tr = el('tr', { cls: 'fold more' }, [el('td', { colspan: '4', text: '\u22ef ' + rest.length + ' more lines (click to show)' })]);
      tr.addEventListener('click', () => { emit(parent, tr, rest); tr.remove(); });
      parent.insertBefore(tr, before);
    }
  }

  // Character-level changes inside a changed line, when the two lines are alike enough for them to
  // help (at least half the characters kept); unrelated lines are just marked whole.
  function charPieces(x, y) {
    if (x.length + y.length > CHAR_DIFF_MAX) return null;
    // more edits than the shorter line's length cannot keep half of the longer one
    const pieces = Diff.diffChars(x, y, { maxEditLength: Math.min(x.length, y.length) + 1 });
    if (!pieces) return null;
    let kept = 0;
    for (const p of pieces) if (!p.added && !p.removed) kept += p.value.length;
    return kept * 2 >= Math.max(x.length, y.length) ? pieces : null;
  }

  // A pass that rewrites everything (convert-triton-gpu-to-llvm) has no useful line diff: past
  // MAX_EDITS changed lines the diff gives up at once and shows the two sides whole.
  const MAX_EDITS = 4000;
  function lineDiff(a, b) {
    // the edit distance is at least the difference in length: no need to search for it
    const parts = Math.abs(a.length - b.length) > MAX_EDITS ? null : Diff.diffArrays(a, b, { maxEditLength: MAX_EDITS, timeout: 800 });
    return parts || [{ removed: true, value: a }, { added: true, value: b }];
  }

  function renderDiff(pane, A, B, title) {
    const a = A.lines, b = B.lines;
    pane.textContent = '';
    const head = el('div', { cls: 'diffhead' });
    const parts = lineDiff(a, b);
    const whole = parts.length === 2 && parts[0].value === a && parts[1].value === b;   // no line diff: no char diffs
    let added = 0, removed = 0;
    for (const p of parts) { if (p.added) added += p.value.length; if (p.removed) removed += p.value.length; }
    head.append(el('strong', { text: title }),
      el('span', { cls: 'muted', text: A.name + ' \u2192 ' + B.name }),
      el('span', { cls: 'del-count err', text: '\u2212' + removed }), el('span', { cls: 'add-count', text: '+' + added }));
    const srcbox = el('div', { cls: 'srcline', hidden: '' });
    const table = el('table', { cls: 'diff' });
    const body = el('tbody');
    table.append(el('colgroup', {}, [el('col', { style: 'width:48px' }), el('col'), el('col', { style: 'width:48px' }), el('col')]), body);
    const items = [];
    let ia = 1, ib = 1;
    for (let k = 0; k < parts.length; k++) {
      const p = parts[k];
      const oa = ia, ob = ib;   // the rows are made later: keep this chunk's first line numbers
      if (!p.added && !p.removed) {
        const n = p.value.length;
        const first = k === 0, last = k === parts.length - 1;
        const keepHead = first ? 0 : CONTEXT, keepTail = last ? 0 : CONTEXT;
        if (n > keepHead + keepTail + 1) {
          for (let i = 0; i < keepHead; i++) items.push(() => row('same', oa + i, p.value[i], ob + i, p.value[i], A, B));
          const hidden = [];
          for (let i = keepHead; i < n - keepTail; i++) hidden.push(() => row('same', oa + i, p.value[i], ob + i, p.value[i], A, B));
          items.push({ fold: hidden });
          for (let i = n - keepTail; i < n; i++) items.push(() => row('same', oa + i, p.value[i], ob + i, p.value[i], A, B));
        } else {
          for (let i = 0; i < n; i++) items.push(() => row('same', oa + i, p.value[i], ob + i, p.value[i], A, B));
        }
        ia += n; ib += n;
      } else if (p.removed && k + 1 < parts.length && parts[k + 1].added) {
        const q = parts[k + 1];
        const pairs = Math.min(p.value.length, q.value.length);
        for (let i = 0; i < pairs; i++) {
          const x = p.value[i], y = q.value[i];
          items.push(() => row('mod', oa + i, x, ob + i, y, A, B, whole ? null : charPieces(x, y)));
        }
        for (let i = pairs; i < p.value.length; i++) items.push(() => row('del', oa + i, p.value[i], null, null, A, null));
        for (let i = pairs; i < q.value.length; i++) items.push(() => row('add', null, null, ob + i, q.value[i], null, B));
        ia += p.value.length; ib += q.value.length; k++;
      } else if (p.removed) {
        for (let i = 0; i < p.value.length; i++) items.push(() => row('del', oa + i, p.value[i], null, null, A, null));
        ia += p.value.length;
      } else {
        for (let i = 0; i < p.value.length; i++) items.push(() => row('add', null, null, ob + i, p.value[i], null, B));
        ib += p.value.length;
      }
    }
    emit(body, null, items);
    if (whole && a.length && b.length) head.append(el('span', { cls: 'muted', text: '(rewritten: over ' + MAX_EDITS + ' lines changed, both sides shown whole)' }));
    if (!added && !removed) head.append(el('span', { cls: 'muted', text: '(identical)' }));
    table.addEventListener('click', ev => {
      const link = ev.target.closest('a.src');
      if (!link) return;
      ev.preventDefault();
      const key = link.dataset.src;
      const text = (DATA.timeline && DATA.timeline.sources[key]);
      srcbox.hidden = false;
      srcbox.textContent = key + (text === undefined ? '  (source not available)' : '\n' + text);
    });
    pane.append(head, srcbox, table);
    pane.dataset.added = String(added);
    pane.dataset.removed = String(removed);
  }

  async function showOne(pane, id, title, why) {
    const S = await snapshot(id);
    pane.textContent = '';
    const head = el('div', { cls: 'diffhead' }, [el('strong', { text: title }), el('span', { cls: 'muted', text: S.name }), el('span', { cls: 'err', text: why })]);
    const pre = el('pre', { cls: 'mono', text: S.lines.join('\n') });
    pane.append(head, pre);
  }

  // -- timeline ------------------------------------------------------------------------------------
  function setUpTimeline() {
    const T = DATA.timeline;
    const table = document.getElementById('pass-table');
    if (!T || !table) return;
    const rows = new Map(T.rows.map(r => [r.key, r]));
    const pane = document.getElementById('pass-diff');
    const trs = Array.from(table.querySelectorAll('tr.pass'));
    let current = null;
    async function select(tr) {
      if (!tr) return;
      for (const t of trs) t.classList.remove('selected');
      tr.classList.add('selected');
      tr.scrollIntoView({ block: 'nearest' });
      current = tr;
      const r = rows.get(tr.dataset.key);
      pane.dataset.key = r.key;
      pane.dataset.state = 'loading';
      const title = '#' + r.index + ' ' + r.name;
      try {
        if (r.before && r.after) renderDiff(pane, await snapshot(r.before), await snapshot(r.after), title);
        else if (r.before) await showOne(pane, r.before, title, r.failed ? 'the compile failed in this pass: the IR it was given' : 'the last pass: no IR dump after it (see the artifacts)');
        else if (r.after) await showOne(pane, r.after, title, '');
        pane.dataset.state = 'shown';
      } catch (err) {
        pane.dataset.state = 'error';
        pane.textContent = 'could not show this pass: ' + err;
        throw err;
      }
    }
    table.addEventListener('click', ev => { const tr = ev.target.closest('tr.pass'); if (tr) select(tr); });
    const filter = document.getElementById('changed-only');
    function applyFilter() { for (const t of trs) t.classList.toggle('hidden', filter.checked && t.classList.contains('unchanged')); }
    filter.addEventListener('change', applyFilter);
    // The next visible row from the current one, even when the filter has just hidden it.
    function move(step) {
      const shown = t => !t.classList.contains('hidden');
      if (!current) { const first = trs.find(shown); if (first) select(first); return; }
      for (let i = trs.indexOf(current) + step; i >= 0 && i < trs.length; i += step) {
        if (shown(trs[i])) { select(trs[i]); return; }
      }
    }
    document.addEventListener('keydown', ev => {
      if (document.body.dataset.tab !== 'timeline' || ev.ctrlKey || ev.metaKey || ev.altKey) return;
      if (ev.target && /INPUT|SELECT|TEXTAREA|BUTTON/.test(ev.target.tagName) && ev.target.type !== 'checkbox') return;
      if (ev.key === 'j' || ev.key === 'ArrowDown') { ev.preventDefault(); move(1); }
      else if (ev.key === 'k' || ev.key === 'ArrowUp') { ev.preventDefault(); move(-1); }
      else if (ev.key === 'c') { filter.checked = !filter.checked; applyFilter(); }
    });
    // any two snapshots
    const selA = document.getElementById('snap-a'), selB = document.getElementById('snap-b');
    const ids = Object.keys(DATA.snapshots);
    for (const id of ids) {
      selA.append(el('option', { value: id, text: T.names[id] || id }));
      selB.append(el('option', { value: id, text: T.names[id] || id }));
    }
    if (ids.length > 1) selB.value = ids[ids.length - 1];
    if (!ids.length) document.getElementById('snap-compare').disabled = true;
    document.getElementById('snap-compare').addEventListener('click', async () => {
      if (!selA.value || !selB.value) return;
      const two = document.getElementById('snap-diff');
      renderDiff(two, await snapshot(selA.value), await snapshot(selB.value), 'snapshots');
    });
  }

  // -- compare pages: diff links and sortable tables -------------------------------------------------
  // Any element with data-diff-a/data-diff-b (two snapshot ids) shows their diff in the pane whose
  // id is its data-diff-pane, when clicked.
  function setUpDiffLinks() {
    document.addEventListener('click', async ev => {
      const link = ev.target.closest('[data-diff-a][data-diff-b]');
      if (!link) return;
      ev.preventDefault();
      const pane = document.getElementById(link.dataset.diffPane);
      if (!pane) return;
      for (const other of document.querySelectorAll('[data-diff-pane]')) {
        if (other.dataset.diffPane === link.dataset.diffPane) other.classList.remove('selected');
      }
      link.classList.add('selected');
      pane.dataset.state = 'loading';
      try {
        renderDiff(pane, await snapshot(link.dataset.diffA), await snapshot(link.dataset.diffB), link.dataset.diffTitle || '');
        pane.dataset.state = 'shown';
        pane.dataset.shows = link.dataset.diffTitle || '';
      } catch (err) {
        pane.dataset.state = 'error';
        pane.textContent = 'could not show this diff: ' + err;
        throw err;
      }
    });
  }

  // A click on a header of a table.sortable sorts its rows by that column (again: the other way).
  // A cell's data-sort, else its text, is the key; numbers sort as numbers, empty cells and '-' last.
  function sortKey(td) {
    const raw = (td && td.dataset.sort !== undefined) ? td.dataset.sort : (td ? td.textContent.trim() : '');
    if (raw === '' || raw === '-') return null;
    const n = Number(raw);
    return Number.isNaN(n) ? raw.toLowerCase() : n;
  }
  function compareKeys(x, y) {
    if (x === null || y === null) return x === y ? 0 : (x === null ? 1 : -1);
    if (typeof x !== typeof y) return typeof x === 'number' ? -1 : 1;
    return x < y ? -1 : (x > y ? 1 : 0);
  }
  function setUpSortable() {
    for (const table of document.querySelectorAll('table.sortable')) {
      const heads = Array.from(table.tHead.rows[0].cells);
      heads.forEach((th, col) => {
        th.classList.add('sort-key');
        th.addEventListener('click', () => {
          const dir = th.getAttribute('aria-sort') === 'ascending' ? 'descending' : 'ascending';
          for (const h of heads) h.removeAttribute('aria-sort');
          th.setAttribute('aria-sort', dir);
          const body = table.tBodies[0];
          const keyed = Array.from(body.rows, tr => [sortKey(tr.cells[col]), tr]);
          keyed.sort((p, q) => {
            if (p[0] === null || q[0] === null) return compareKeys(p[0], q[0]);
            return (dir === 'ascending' ? 1 : -1) * compareKeys(p[0], q[0]);
          });
          body.append(...keyed.map(k => k[1]));
        });
      });
    }
  }

  showTab(location.hash.slice(1));
  setUpTimeline();
  setUpDiffLinks();
  setUpSortable();
  document.body.dataset.ready = '1';
})();
