import IslandCommandLine
import TermIsland

/// A run as one HTML page that works offline (`--report DIR` writes `DIR/index.html`): every
/// snapshot as a coloured picture (the SVG `--format svg` draws), those that changed first with
/// the recorded one and today's side by side, the cells that differ outlined on both, and the
/// unified diff beside them; then the new, the gone, the failed and the matching. Selects at the
/// top show one preview, presentation, variant or status; the page's script does nothing else,
/// and nothing is fetched.
///
///     ┌ Lock Screen · lock-screen  changed ───────────────────────────────┐
///     │ ╭ the snapshot file ╮   ╭ now ──────────────╮   --- …/Lock…txt    │
///     │ │ Ana · 3 [items]   │   │ Ana · 3 [dishes]  │   -│ Ana · 3 items  │
///     │ ╰───────────────────╯   ╰───────────────────╯   +│ Ana · 3 dishes │
///     └───────────────────────────────────────────────────────────────────┘
enum HTMLReport {
    /// One snapshot of the page: its outcome, and its pictures (recorded and now) where it has them.
    struct Entry {
        let outcome: SnapshotOutcome
        let before: Canvas?
        let after: Canvas?
    }

    /// The page's status of an outcome, which its filter and its colour go by.
    static func status(_ verdict: SnapshotOutcome.Verdict, isCheck: Bool) -> String {
        switch verdict {
        case .passed: isCheck ? "matched" : "passed"
        case .changed: "changed"
        case .new: "new"
        case .gone: "gone"
        case .failedToDraw, .problems: "failed"
        }
    }

    static let statusOrder = ["changed", "new", "gone", "failed", "matched", "passed"]

    static func document(_ run: SnapshotRun, entries: [Entry], theme: Theme) -> String {
        let isCheck = run.acceptCommand != nil
        let ordered = entries.enumerated().sorted { lhs, rhs in
            let left = statusOrder.firstIndex(of: status(lhs.element.outcome.verdict, isCheck: isCheck)) ?? 0
            let right = statusOrder.firstIndex(of: status(rhs.element.outcome.verdict, isCheck: isCheck)) ?? 0
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
        var sections: [String] = []
        var facets: [String: [String]] = ["preview": [], "presentation": [], "variant": [], "status": []]
        func note(_ facet: String, _ value: String) { if !facets[facet]!.contains(value) { facets[facet]!.append(value) } }
        // A filter's choices in the order the run drew them (`large · ltr` before
        // `accessibility5 · ltr`, as `--variants` multiplies), not in the page's order.
        for entry in entries {
            let (preview, presentation, variant) = Self.facets(of: entry.outcome, folder: run.folder)
            note("preview", preview); note("presentation", presentation); note("variant", variant)
        }
        for entry in ordered {
            let outcome = entry.outcome
            let state = status(outcome.verdict, isCheck: isCheck)
            let (preview, presentation, variant) = Self.facets(of: outcome, folder: run.folder)
            note("status", state)
            var html = "<section class=\"snapshot \(state)\" data-preview=\"\(e(preview))\" data-presentation=\"\(e(presentation))\" "
            html += "data-variant=\"\(e(variant))\" data-status=\"\(state)\">\n"
            html += "<h2>\(e(outcome.name)) <span class=\"status\">\(state)</span></h2>\n<div class=\"pair\">\n"
            let runs = entry.before.flatMap { before in entry.after.map { SnapshotPicture.changedRuns(before, $0) } } ?? []
            if let before = entry.before, entry.after == nil || !runs.isEmpty || outcome.verdict == .gone {
                html += figure(isCheck ? "the snapshot file" : "before", before, highlighting: runs, theme: theme, title: outcome.name)
            }
            if let after = entry.after {
                html += figure("now", after, highlighting: runs, theme: theme, title: outcome.name)
            }
            html += details(outcome.verdict)
            html += "</div>\n</section>\n"
            sections.append(html)
        }
        let notPassed = run.outcomes.count { !$0.verdict.isPassed }
        let total = run.outcomes.count
        let verdict = isCheck
            ? (notPassed == 0 ? "\(total) snapshot\(total == 1 ? "" : "s") match" : "\(notPassed) of \(total) snapshots differ")
            : (notPassed == 0 ? "\(total) snapshot\(total == 1 ? "" : "s") drew without a problem" : "\(notPassed) of \(total) snapshots failed")
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(e(verdict)) · island</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <h1>\(e(verdict))</h1>
            <p><code>\(e(run.command))</code></p>
            <form class="filters">

            """
        for facet in ["preview", "presentation", "variant", "status"] {
            var values = facets[facet]!
            if facet == "status" { values.sort { (statusOrder.firstIndex(of: $0) ?? 0) < (statusOrder.firstIndex(of: $1) ?? 0) } }
            page += "<label>\(facet) <select data-filter=\"\(facet)\"><option value=\"\">all</option>"
            page += values.map { "<option value=\"\(e($0))\">\(e($0.isEmpty ? "(none)" : $0))</option>" }.joined()
            page += "</select></label>\n"
        }
        page += "<span><span id=\"shown\">\(ordered.count)</span> of \(ordered.count) shown</span>\n</form>\n"
        page += sections.joined()
        page += "<script>\n\(script)\n</script>\n</body>\n</html>\n"
        return page
    }

    /// What the filters select by: the preview, the presentation, the rest of the name (the
    /// device, the variants).
    static func facets(of outcome: SnapshotOutcome, folder: String) -> (String, String, String) {
        switch outcome.subject {
        case .snapshot(let name): (name.preview, name.presentation, name.qualifiers.joined(separator: " · "))
        case .file: (folder, "", "")
        case .preview(let title): (title, "", "")
        }
    }

    /// A picture with its caption, the runs of changed cells outlined over it.
    static func figure(_ caption: String, _ canvas: Canvas, highlighting runs: [(y: Int, x: Int, width: Int)], theme: Theme,
                       title: String) -> String {
        let encoder = OutputFormat.svgEncoder(theme: theme, color: .always, title: title)
        var svg = encoder.encode(canvas)
        if !runs.isEmpty, let end = svg.range(of: "</svg>", options: .backwards) {
            var marks = "<g class=\"changes\" fill=\"#ffd60a\" fill-opacity=\"0.3\" stroke=\"#ffd60a\" stroke-width=\"1\">\n"
            for run in runs {
                let x = encoder.padding + Double(run.x) * encoder.cellWidth, y = encoder.padding + Double(run.y) * encoder.cellHeight
                marks += "<rect class=\"change\" x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(Double(run.width) * encoder.cellWidth))\" height=\"\(number(encoder.cellHeight))\"/>\n"
            }
            svg.replaceSubrange(end, with: marks + "</g>\n</svg>")
        }
        return "<figure><figcaption>\(e(caption))</figcaption>\n\(svg)</figure>\n"
    }

    /// The diff, or what else is known of the outcome, beside the pictures.
    static func details(_ verdict: SnapshotOutcome.Verdict) -> String {
        switch verdict {
        case .passed: return ""
        case .changed(let diff):
            let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                let kind = line.hasPrefix("@@") ? "hunk" : line.hasPrefix("+") ? "added" : line.hasPrefix("-") ? "removed" : "same"
                return "<span class=\"\(kind)\">\(e(String(line)))</span>"
            }
            return "<pre class=\"diff\">\(lines.joined(separator: "\n"))</pre>\n"
        case .new(let fileName): return "<p class=\"note\">No snapshot file yet: \(e(fileName)).</p>\n"
        case .gone: return "<p class=\"note\">A snapshot of a preview that is no longer there.</p>\n"
        case .failedToDraw(let failure): return "<p class=\"note\">\(e(failure.sentence))</p>\n"
        case .problems(let problems):
            return "<pre class=\"problems\">" + problems.map { e("\($0.location): error: \($0.message)") }.joined(separator: "\n") + "</pre>\n"
        }
    }

    private static func e(_ text: String) -> String { XMLEscaping.attribute(text) }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 100).rounded() / 100)
    }

    static let style = """
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f5f5f7; color: #1c1c1e; }
        h1 { font-size: 20px; } h2 { font-size: 15px; margin: 0 0 8px; }
        .filters { display: flex; gap: 16px; align-items: center; margin: 16px 0; flex-wrap: wrap; }
        section.snapshot { background: #fff; border-radius: 10px; padding: 12px 16px; margin: 12px 0; border-left: 6px solid #8e8e93; }
        section.changed { border-left-color: #ff9f0a; } section.new { border-left-color: #0a84ff; }
        section.gone { border-left-color: #8e8e93; } section.failed { border-left-color: #ff453a; }
        section.matched, section.passed { border-left-color: #30d158; }
        .status { font-weight: normal; color: #6e6e73; margin-left: 8px; }
        .pair { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
        figure { margin: 0; } figcaption { color: #6e6e73; margin-bottom: 4px; }
        pre { font: 12px ui-monospace, Menlo, 'DejaVu Sans Mono', monospace; background: #1c1c1e; color: #e5e5ea;
              padding: 8px 12px; border-radius: 8px; overflow-x: auto; margin: 0; }
        .added { color: #30d158; } .removed { color: #ff6961; } .hunk { color: #64d2ff; }
        [hidden] { display: none !important; }
        """

    /// The filters, kept in the address's fragment (`index.html#status=changed&preview=Compact`)
    /// so that a filtered view can be linked to.
    static let script = """
        const selects = [...document.querySelectorAll("select[data-filter]")];
        function apply() {
          let shown = 0;
          for (const section of document.querySelectorAll("section.snapshot")) {
            const chosen = selects.every(s => s.value === "" || section.dataset[s.dataset.filter] === s.value);
            section.hidden = !chosen;
            if (chosen) shown += 1;
          }
          document.getElementById("shown").textContent = shown;
        }
        function remember() {
          const chosen = new URLSearchParams();
          for (const s of selects) if (s.value !== "") chosen.set(s.dataset.filter, s.value);
          history.replaceState(null, "", "#" + chosen.toString());
          apply();
        }
        const asked = new URLSearchParams(location.hash.slice(1));
        for (const s of selects) {
          const value = asked.get(s.dataset.filter);
          if (value !== null && [...s.options].some(o => o.value === value)) s.value = value;
          s.addEventListener("change", remember);
        }
        apply();
        """
}
