extension HTMLReport {
    /// The page's style sheet: layout, the class colours from `ReportStyle` (swatches), and
    /// the "differences only" switch (agreeing sizes hidden while the checkbox is unticked).
    static var css: String {
        let swatches = (ReportStyle.classes + [ReportStyle.notCompared]).map { style in
            ".c-\(cssClass(style.word)){background:\(style.fill == "none" ? "transparent" : style.fill);"
                + "border:2px solid \(style.stroke)}"
        }
        return [
            "body{font-family:'DejaVu Sans',Verdana,sans-serif;margin:24px;color:#1f2937;font-size:14px}",
            "h1{font-size:22px}h2{font-size:18px;margin-top:28px;border-bottom:1px solid #d1d5db}",
            "table{border-collapse:collapse;margin:6px 0 12px}",
            "td,th{border:1px solid #d1d5db;padding:3px 8px;text-align:left}th{background:#f3f4f6}",
            "td.num{text-align:right;font-variant-numeric:tabular-nums;font-family:'DejaVu Sans Mono',monospace}",
            "td.why{max-width:420px;font-size:12px;color:#4b5563}",
            ".bad{color:#dc2626;font-weight:bold}.ok{color:#15803d}",
            "figure{display:inline-block;margin:0 16px 16px 0;vertical-align:top;border:1px solid #e5e7eb;padding:6px}",
            "figcaption{font-size:14px;margin-bottom:2px}.verdict{font-weight:bold}",
            ".legend{list-style:none;padding:8px 12px;border:1px solid #d1d5db;display:inline-block;margin:8px 0}",
            ".legend li{margin:3px 0}",
            ".swatch{display:inline-block;width:18px;height:11px;margin-right:6px;vertical-align:-1px}",
            ".ghost-swatch{background:transparent;border:2px dashed #333}",
            ".band-swatch{border:1px solid \(ReportStyle.bandColor);background:repeating-linear-gradient(45deg,"
                + "rgba(37,99,235,0.55) 0 1.5px,rgba(37,99,235,0.08) 1.5px 5px)}",
            ".toggle-label{font-weight:bold;cursor:pointer}",
            "#all-sizes:not(:checked)~section figure.agrees{display:none}",
            "#all-sizes:checked~section .hidden-note{display:none}",
        ].joined() + swatches.joined()
    }

    /// The page's legend: every class colour, the dashed ghost and the hatched band.
    static var legend: String {
        var items = ReportStyle.classes.map { style in
            "<li class=\"legend-entry\"><span class=\"swatch c-\(cssClass(style.word))\"></span>"
                + "<b style=\"color:\(style.stroke)\">\(style.word)</b>: \(escape(style.meaning))</li>"
        }
        items.append(
            "<li class=\"legend-entry\"><span class=\"swatch ghost-swatch\"></span>\(escape(ReportStyle.ghostMeaning))</li>"
        )
        items.append(
            "<li class=\"legend-entry\"><span class=\"swatch band-swatch\"></span>\(escape(ReportStyle.bandMeaning))</li>"
        )
        items.append(
            "<li class=\"legend-note\">Each picture: the stack engine on the left, the constraint engine on the right; "
                + "Δ = constraint engine − stack engine, in points. Hover a view for its id and frame.</li>")
        return "<ul class=\"legend\">" + items.joined() + "</ul>"
    }
}
