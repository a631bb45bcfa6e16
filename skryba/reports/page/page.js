// Skryba's review page: lays out the run's data (two JSON scripts above) and filters it.
// Passages are rendered in chunks as the reader scrolls, so a 10,000-passage run opens fast.
// Filters live in the URL's hash (#outcome=refused&review=1&doc=a.md&q=word): a filtered view
// can be bookmarked, and a headless browser can be pointed at one.
(() => {
  "use strict";
  const header = JSON.parse(document.getElementById("skryba-header").textContent);
  const passages = JSON.parse(document.getElementById("skryba-passages").textContent);
  const DIMS = header.dimensions;
  const SHORT = header.dimension_labels;
  const OUTCOMES = ["rewritten", "source_fallback", "refused", "failed"];
  const LABEL = {
    rewritten: "rewritten",
    source_fallback: "source fallback",
    refused: "refused",
    failed: "failed",
  };
  const CHUNK = 60;
  const MIN = header.minimum_quality;

  const esc = (s) =>
    String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
  const num = (v) => (v == null ? "–" : Number(v).toFixed(2));
  const plain = (runs) => runs.map((r) => (typeof r === "string" ? r : r[0])).join("");

  // --- text with its diff and findings --------------------------------------------------------

  function runsHtml(runs, findings, tag) {
    // One <mark> per finding span, even where the diff cuts it ("1,240" -> "1,420": "1," kept).
    let h = "";
    let open = null;
    for (const r of runs) {
      const finding = typeof r === "string" || !(r[1] & 2) ? null : r[2];
      if (open !== null && finding !== open) {
        h += "</mark>";
        open = null;
      }
      if (finding !== null && open === null) {
        const f = findings[finding];
        h += `<mark class="finding" data-finding="${finding}" title="${esc(f.k + ": " + f.m)}">`;
        open = finding;
      }
      if (typeof r === "string") h += esc(r);
      else h += r[1] & 1 ? `<${tag}>${esc(r[0])}</${tag}>` : esc(r[0]);
    }
    return open === null ? h : h + "</mark>";
  }

  // --- scores -----------------------------------------------------------------------------------

  function verdictRow(label, v) {
    if (!v) return "";
    if (v.e && !v.s) {
      return `<tr><th>${esc(label)}</th><td colspan="${DIMS.length + 2}" class="err">${esc(v.e)}</td></tr>`;
    }
    const cells = v.s
      .map((s, i) => {
        const fail = s != null && s < MIN;
        return `<td class="bar${fail ? " fail" : ""}" style="--v:${s ?? 0}" title="${esc(DIMS[i])} ${num(s)}${fail ? " (below " + MIN + ")" : ""}"><span>${num(s)}</span></td>`;
      })
      .join("");
    const flags = v.x.length ? ` <span class="flags">${esc(v.x.join(", "))}</span>` : "";
    return `<tr><th>${esc(label)}</th>${cells}<td class="q">${num(v.q)}</td><td class="${v.p ? "pass" : "nopass"}">${v.p ? "pass" : "fail"}${flags}</td></tr>`;
  }

  function scoreTable(rows) {
    const body = rows.map(([label, v]) => verdictRow(label, v)).join("");
    if (!body) return "";
    const head = DIMS.map((d) => `<th title="${esc(d)}">${esc(SHORT[d] || d)}</th>`).join("");
    return `<table class="scores"><thead><tr><th>judged</th>${head}<th>quality</th><th>verdict</th></tr></thead><tbody>${body}</tbody></table>`;
  }

  function verdictRows(label, v, jurors) {
    const rows = [[jurors.length ? `${label} · jury` : label, v]];
    for (const j of jurors) rows.push([`  ${j.m || "juror"}`, j]);
    return rows;
  }

  // --- one passage ------------------------------------------------------------------------------

  function findingsHtml(p, numbers, withWho) {
    if (!numbers.length) return "";
    const items = numbers
      .map((n) => {
        const f = p.f[n];
        const who = withWho
          ? p.c.filter((c) => c.g.includes(n)).map((c) => c.p)
          : [];
        const whoText = who.length ? ` <span class="who">candidate ${who.join(", ")}</span>` : "";
        return `<li data-finding="${n}"><b>${esc(f.k)}</b> ${esc(f.m)}${whoText}</li>`;
      })
      .join("");
    return `<ul class="findings">${items}</ul>`;
  }

  function candidateHtml(p, c) {
    const tags = [];
    if (c.ro != null) tags.push(`revision of candidate ${c.ro}, round ${c.rd ?? "?"}`);
    if (c.ai != null) tags.push(`AI ${num(c.ai)}`);
    if (c.gp === true) tags.push("guard ok");
    const text = c.t ? `<div class="text cand-text">${runsHtml(c.t, p.f, "ins")}</div>` : "";
    const error = c.e && !c.t ? `<p class="err">${esc(c.e)}</p>` : "";
    const fixed = c.ff && c.ff.length
      ? `<p class="fixed">fixed: ${esc(c.ff.join("; "))}</p>`
      : "";
    return `<div class="cand" data-position="${c.p}"><h5>candidate ${c.p} <span class="lost">${esc(c.why)}</span> <span class="tags">${esc(tags.join(" · "))}</span></h5>${text}${error}${fixed}${findingsHtml(p, c.g, false)}${scoreTable(verdictRows(`candidate ${c.p}`, c.v, c.j))}</div>`;
  }

  function outputHtml(p) {
    if (p.out) return runsHtml(p.out, p.f, "ins");
    if (p.o === "source_fallback") {
      const below = p.qp === false ? " It is below the minimum quality: read it." : "";
      return `<p class="kept">Output: source kept. No candidate passed; the source matches the profile and ships unchanged.${below}</p>`;
    }
    return `<p class="kept">Output: source kept. Nothing passed, so the output file keeps the original text of this passage.</p>`;
  }

  function passageHtml(i) {
    const p = passages[i];
    const winner = p.c.find((c) => c.w);
    const others = p.c.filter((c) => !c.w);
    const review = p.rev.map((r) => `<span class="chip review">${esc(r)}</span>`).join("");
    const ai = [];
    if (p.sai != null) ai.push(`source ${num(p.sai)}`);
    if (winner && winner.ai != null) ai.push(`output ${num(winner.ai)}`);
    const aiText = ai.length ? `<span class="ai">AI probability: ${esc(ai.join(" → "))}</span>` : "";
    const shownFindings = winner ? winner.g : [...new Set(p.c.flatMap((c) => c.g))];
    const rows = winner
      ? verdictRows(`candidate ${winner.p} (shipped)`, winner.v, winner.j)
      : [];
    if (p.sv || p.sj.length) rows.push(...verdictRows("source", p.sv, p.sj));
    const earlier = p.ea.map((e, n) => `<p class="earlier">attempt ${n + 1} failed: ${esc(e)}</p>`).join("");
    const folded = others.length
      ? `<details class="others"><summary>${others.length} other candidate${others.length === 1 ? "" : "s"}: ${esc(others.map((c) => `candidate ${c.p} ${c.why}`).join(" · "))}</summary>${others.map((c) => candidateHtml(p, c)).join("")}</details>`
      : "";
    return `<article class="passage o-${p.o}${p.rev.length ? " needs-review" : ""}" id="p${i}" data-key="${esc(p.key)}" data-outcome="${p.o}">
<header><span class="key">${esc(p.key)}</span><span class="chip o-${p.o}">${LABEL[p.o]}</span>${review}${aiText}</header>
<p class="why">${esc(p.why)}</p>${earlier}
<div class="sides"><section class="side"><h4>Source</h4><div class="text src-text">${runsHtml(p.src, p.f, "del")}</div></section><section class="side"><h4>Output${winner ? ` · candidate ${winner.p}` : ""}</h4><div class="text out-text">${outputHtml(p)}</div></section></div>
${findingsHtml(p, shownFindings, !winner)}${scoreTable(rows)}${folded}</article>`;
  }

  // --- header -----------------------------------------------------------------------------------

  const documents = new Map();
  for (const p of passages) {
    const d = documents.get(p.d) || { total: 0, rewritten: 0, source_fallback: 0, refused: 0, failed: 0 };
    d.total += 1;
    d[p.o] += 1;
    documents.set(p.d, d);
  }
  const needingReview = passages.filter((p) => p.rev.length).length;

  function headerHtml() {
    const h = header;
    const prof = h.profile;
    const jurors = h.judge_models;
    const judge = jurors.length > 1 ? `jury: ${jurors.join(", ")}` : `judge: ${jurors[0] || "?"}`;
    const warnings = [...h.warnings];
    const meta = [
      ["profile", `${prof.style} · ${prof.audience} · language ${prof.language}${prof.instructions ? " · " + prof.instructions : ""}`],
      ["models", `generator: ${h.generator_model} · ${judge}`],
      ["minimum quality", String(h.minimum_quality)],
      ["guard", h.guard],
      ["status", h.status],
      ["cost", h.cost],
    ];
    const chips = OUTCOMES.map(
      (o) => `<a class="chip o-${o}" href="#outcome=${o}" data-outcome="${o}">${LABEL[o]} <b>${h.summary[o] || 0}</b></a>`,
    ).join("");
    const unreadable = h.document_errors.length
      ? `<details class="unreadable"><summary>${h.document_errors.length} document(s) could not be read</summary><ul>${h.document_errors.map((e) => `<li><b>${esc(e.document)}</b>: ${esc(e.message)}</li>`).join("")}</ul></details>`
      : "";
    const rows = [...documents]
      .map(([name, d]) => `<tr><td><a href="#doc=${encodeURIComponent(name)}" data-doc="${esc(name)}">${esc(name)}</a></td><td>${d.rewritten} of ${d.total} passages rewritten</td><td>${d.source_fallback}</td><td>${d.refused}</td><td>${d.failed}</td></tr>`)
      .join("");
    const docs = `<details class="docs"${documents.size <= 12 ? " open" : ""}><summary>${documents.size} document${documents.size === 1 ? "" : "s"}</summary><table><thead><tr><th>document</th><th>rewritten</th><th>fallback</th><th>refused</th><th>failed</th></tr></thead><tbody>${rows}</tbody></table></details>`;
    return `<header class="run"><h1>Skryba report <small>run ${esc(h.run_id)}</small></h1>
<dl class="meta">${meta.map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`).join("")}</dl>
${warnings.map((w) => `<p class="warning">⚠ ${esc(w)}</p>`).join("")}
<div class="counts">${chips}<a class="chip review" href="#review=1">needs review <b>${needingReview}</b></a></div>${unreadable}${docs}</header>`;
  }

  function filtersHtml() {
    const outcomes = OUTCOMES.map((o) => `<option value="${o}">${LABEL[o]}</option>`).join("");
    const docs = [...documents.keys()].map((d) => `<option value="${esc(d)}">${esc(d)}</option>`).join("");
    return `<form class="filters" id="filters" onsubmit="return false">
<label>Outcome <select id="f-outcome"><option value="">all</option>${outcomes}</select></label>
<label><input type="checkbox" id="f-review"> needs review</label>
<label>Document <select id="f-doc"><option value="">all</option>${docs}</select></label>
<input type="search" id="f-q" placeholder="Search text, reason, document ( / )">
<span id="f-count"></span>
<span class="keys"><kbd>j</kbd>/<kbd>k</kbd> next/previous needing review</span></form>`;
  }

  // --- filtering and lazy rendering -------------------------------------------------------------

  const app = document.getElementById("app");
  app.innerHTML = `${headerHtml()}${filtersHtml()}<main id="passages"></main><div id="more"></div>`;
  const list = document.getElementById("passages");
  const more = document.getElementById("more");
  const control = {
    outcome: document.getElementById("f-outcome"),
    review: document.getElementById("f-review"),
    doc: document.getElementById("f-doc"),
    q: document.getElementById("f-q"),
  };
  let shown = [];
  let rendered = 0;
  let current = -1;
  const haystacks = new Array(passages.length);

  function haystack(i) {
    if (haystacks[i] === undefined) {
      const p = passages[i];
      haystacks[i] = [p.key, p.why, plain(p.src), p.out ? plain(p.out) : "", ...p.c.map((c) => (c.t ? plain(c.t) : ""))]
        .join("\n")
        .toLowerCase();
    }
    return haystacks[i];
  }

  function readState() {
    const params = new URLSearchParams(location.hash.slice(1));
    return {
      outcome: params.get("outcome") || "",
      review: params.get("review") === "1",
      doc: params.get("doc") || "",
      q: params.get("q") || "",
    };
  }

  function writeState() {
    const params = new URLSearchParams();
    if (control.outcome.value) params.set("outcome", control.outcome.value);
    if (control.review.checked) params.set("review", "1");
    if (control.doc.value) params.set("doc", control.doc.value);
    if (control.q.value) params.set("q", control.q.value);
    const hash = params.toString();
    history.replaceState(null, "", hash ? `#${hash}` : location.pathname + location.search);
    apply(readState());
  }

  function apply(state) {
    control.outcome.value = state.outcome;
    control.review.checked = state.review;
    control.doc.value = state.doc;
    control.q.value = state.q;
    const q = state.q.toLowerCase();
    shown = [];
    for (let i = 0; i < passages.length; i++) {
      const p = passages[i];
      if (state.outcome && p.o !== state.outcome) continue;
      if (state.review && !p.rev.length) continue;
      if (state.doc && p.d !== state.doc) continue;
      if (q && !haystack(i).includes(q)) continue;
      shown.push(i);
    }
    list.innerHTML = "";
    rendered = 0;
    current = -1;
    renderUntil(Math.min(CHUNK, shown.length) - 1);
    document.getElementById("f-count").textContent = `showing ${shown.length} of ${passages.length} passages`;
    if (!shown.length) list.innerHTML = `<p class="empty">No passage matches these filters.</p>`;
  }

  function renderUntil(last) {
    if (last < rendered) return;
    let html = "";
    for (; rendered <= last && rendered < shown.length; rendered++) html += passageHtml(shown[rendered]);
    list.insertAdjacentHTML("beforeend", html);
    more.textContent = rendered < shown.length ? `${shown.length - rendered} more below…` : "";
  }

  if ("IntersectionObserver" in window) {
    new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) renderUntil(rendered + CHUNK - 1);
    }, { rootMargin: "800px" }).observe(more);
  }

  // --- events -----------------------------------------------------------------------------------

  for (const el of [control.outcome, control.review, control.doc]) el.addEventListener("change", writeState);
  let typing = 0;
  control.q.addEventListener("input", () => {
    clearTimeout(typing);
    typing = setTimeout(writeState, 150);
  });
  control.q.addEventListener("change", () => {
    clearTimeout(typing);
    writeState();
  });
  window.addEventListener("hashchange", () => apply(readState()));

  function move(step) {
    // The next (or previous) shown passage needing review, rendering up to it if need be.
    for (let k = current + step; k >= 0 && k < shown.length; k += step) {
      if (!passages[shown[k]].rev.length) continue;
      renderUntil(k);
      const old = document.querySelector(".passage.current");
      if (old) old.classList.remove("current");
      const el = document.getElementById(`p${shown[k]}`);
      el.classList.add("current");
      el.scrollIntoView({ block: "start" });
      current = k;
      return;
    }
  }

  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) {
      if (event.key === "Escape") event.target.blur();
      return;
    }
    if (event.key === "j" || event.key === "n") move(1);
    else if (event.key === "k" || event.key === "p") move(-1);
    else if (event.key === "/") {
      event.preventDefault();
      control.q.focus();
    } else return;
  });

  // Printing shows every passage the filters let through, with the candidates unfolded.
  window.addEventListener("beforeprint", () => {
    renderUntil(shown.length - 1);
    for (const d of document.querySelectorAll("details")) d.open = true;
  });

  apply(readState());
})();
