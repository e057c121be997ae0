/// The HTML report's inline style sheet and script.
enum HTMLPage {
  static let style = """
    :root{color-scheme:light dark;--fg:#1f2328;--muted:#59636e;--bg:#fff;--panel:#f6f8fa;--line:#d1d9e0;
    --e:#cf222e;--w:#9a6700;--n:#0969da;--ok:#1a7f37;--miss:#d1d9e0;--mark:#fff8c5;--link:#0969da}
    @media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9198a1;--bg:#0d1117;--panel:#151b23;
    --line:#3d444d;--e:#f85149;--w:#d29922;--n:#4493f8;--ok:#3fb950;--miss:#3d444d;--mark:#5a4a0c;--link:#4493f8}}
    *{box-sizing:border-box}
    body{margin:0;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;
    color:var(--fg);background:var(--bg)}
    header,main,footer{max-width:1100px;margin:0 auto;padding:0 20px}
    header{padding-top:24px}h1{margin:0;font-size:28px}.sub{margin:4px 0 0;color:var(--muted)}
    h2{margin:32px 0 12px;font-size:20px;border-bottom:1px solid var(--line);padding-bottom:6px}
    a{color:var(--link)}code,pre{font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
    .totals{display:flex;flex-wrap:wrap;gap:12px;margin-top:20px}
    .card{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:10px 16px;min-width:120px}
    .card b{display:block;font-size:26px}.card.e b{color:var(--e)}.card.w b{color:var(--w)}.card.n b{color:var(--n)}
    .chart{margin:0 0 24px}.chart figcaption{font-weight:600;margin-bottom:4px}.chart svg{width:100%;height:auto}
    .chart text{font-size:13px;fill:var(--fg)}.chart .label{text-anchor:end}.chart .figure{fill:var(--muted)}
    .chart a:hover text,.chart .pick:hover text{text-decoration:underline}.chart .pick{cursor:pointer}
    rect.e{fill:var(--e)}rect.w{fill:var(--w)}rect.n{fill:var(--n)}rect.ok{fill:var(--ok)}rect.miss{fill:var(--miss)}
    .legend i{display:inline-block;width:12px;height:12px;border-radius:2px;margin:0 4px 0 12px;vertical-align:-1px}
    .legend i:first-child{margin-left:0}.legend .e{background:var(--e)}.legend .w{background:var(--w)}
    .legend .n{background:var(--n)}
    table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:4px 10px;border-bottom:1px solid var(--line)}
    td:not(:first-child),th:not(:first-child){text-align:right;width:90px}td code{word-break:break-all}
    .more{color:var(--muted)}
    #filters{position:sticky;top:0;z-index:1;display:flex;flex-wrap:wrap;gap:10px 16px;align-items:center;
    background:var(--bg);padding:10px 0;border-bottom:1px solid var(--line)}
    #filters select{max-width:280px;font:inherit}#shown{color:var(--muted)}
    .rule h3{margin:24px 0 4px;font-size:17px}.rule h3 a{text-decoration:none}
    .rule .count{color:var(--muted);font-weight:400}.summary{margin:0 0 8px;color:var(--muted)}
    .list{list-style:none;margin:0;padding:0}
    .chunk{margin:0 0 8px}.chunk summary{cursor:pointer;color:var(--link);padding:4px 0}
    .f{border:1px solid var(--line);border-radius:8px;padding:8px 12px;margin:0 0 8px;
    content-visibility:auto;contain-intrinsic-size:auto 130px}
    .f p{margin:4px 0}.where code{word-break:break-all}.m{font-weight:600}.h,.fx,.langs{color:var(--muted)}
    .fx::before{content:"✎ "}
    .where::before{font-size:12px;font-weight:600;border-radius:10px;padding:0 8px;margin-right:6px;color:#fff}
    [data-s=e] .where::before{content:"error";background:var(--e)}
    [data-s=w] .where::before{content:"warning";background:var(--w)}
    [data-s=n] .where::before{content:"note";background:var(--n)}
    pre{margin:6px 0;padding:6px 10px;background:var(--panel);border-radius:6px;overflow-x:auto;white-space:pre}
    mark{background:var(--mark);color:inherit;border-bottom:2px solid var(--w)}
    .h,.m{white-space:pre-line}.clean{font-size:18px;color:var(--ok)}
    footer{margin:40px auto 24px;color:var(--muted);font-size:13px}

    """

  /// How many findings of a rule show before the rest, which come in closed chunks.
  static let pageSize = 100
  static let chunkSize = 1000

  /// Filters by rule, severity and folder by one generated style rule per filter (the
  /// browser hides the findings; no element is touched one by one), and counts what is
  /// left, in each rule and each chunk. Choosing a rule's or a folder's bar in a chart sets
  /// its filter.
  static let script = """
    (function () {
      "use strict";
      var form = document.getElementById("filters");
      if (!form) return;
      form.hidden = false;
      var style = document.getElementById("filter-style");
      var shown = document.getElementById("shown");
      var sections = Array.prototype.slice.call(document.querySelectorAll("section.rule"));
      var total = document.querySelectorAll("li.f").length;
      function apply() {
        var rule = form.elements.rule.value;
        var query = "li.f";
        if (form.elements.severity.value) query += '[data-s="' + form.elements.severity.value + '"]';
        if (form.elements.folder.value) query += '[data-d="' + form.elements.folder.value + '"]';
        style.textContent = query === "li.f" ? "" : "li.f:not(" + query.slice(4) + "){display:none}";
        var count = 0;
        sections.forEach(function (section) {
          var n = rule && section.getAttribute("data-r") !== rule ? 0 : section.querySelectorAll(query).length;
          section.hidden = n === 0;
          section.querySelector(".count").textContent = String(n);
          section.querySelectorAll("details.chunk").forEach(function (chunk) {
            var m = chunk.querySelectorAll(query).length;
            var summary = chunk.querySelector("summary");
            var all = summary.getAttribute("data-text") || summary.textContent;
            summary.setAttribute("data-text", all);
            chunk.hidden = m === 0;
            summary.textContent = query === "li.f" ? all : all + " (" + m + " matching)";
          });
          count += n;
        });
        shown.textContent = (count === total ? "" : count + " of ") + total + " findings";
      }
      form.addEventListener("change", apply);
      form.addEventListener("reset", function () { setTimeout(apply, 0); });
      document.addEventListener("click", function (event) {
        var target = event.target.closest && event.target.closest("[data-pick-rule],[data-pick-folder]");
        if (!target) return;
        if (target.hasAttribute("data-pick-rule")) {
          form.elements.rule.value = target.getAttribute("data-pick-rule");
        } else {
          form.elements.folder.value = target.getAttribute("data-pick-folder");
        }
        apply();
      });
    })();

    """
}
