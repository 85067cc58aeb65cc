import LayoutCore

extension CheckReport {
    /// The plain-text report: one line per root (document, root, verdict, views within), then
    /// the views off (IB id and label) with their Δ (solved − recorded, points), then the summary line.
    public var table: String {
        var rootTable = TextTable(columns: [
            .init("document"), .init("root"), .init("verdict"), .init("within", alignment: .right),
            .init("views", alignment: .right),
        ])
        for root in roots {
            rootTable.append([
                root.document, root.root.isEmpty ? "-" : root.root, root.verdict.rawValue, "\(root.within)",
                "\(root.views)",
            ])
        }
        var text = rootTable.text
        for root in roots where root.error != nil {
            text += "\nerror: \(root.document)\(root.root.isEmpty ? "" : " \(root.root)"): \(root.error!)\n"
        }
        let off = roots.flatMap { root in root.off.map { (root, $0) } }
        if !off.isEmpty {
            var views = TextTable(columns: [
                .init("root"), .init("view"), .init("label"), .init("recorded"), .init("solved"),
                .init("Δx", alignment: .right),
                .init("Δy", alignment: .right), .init("Δwidth", alignment: .right),
                .init("Δheight", alignment: .right),
            ])
            for (root, view) in off {
                let d = view.delta
                views.append(
                    [
                        root.root, view.id, view.label ?? "-", Self.rect(view.recorded),
                        view.solved.map(Self.rect) ?? "missing",
                    ]
                        + [d?.x, d?.y, d?.width, d?.height].map { $0.map { TextTable.fixed($0, 2) } ?? "-" })
            }
            text +=
                "\n\(off.count) view\(off.count == 1 ? "" : "s") off by more than "
                + "\(TextTable.fixed(FrameCheck.tolerance, 1)) pt:\n" + views.text
        }
        let conflicts = off.filter { $0.1.conflict != nil }
        if !conflicts.isEmpty {
            text += "\nrecorded frames that contradict their own constraints (no layout reproduces them):\n"
            for (root, view) in conflicts { text += "\(root.root)  \(view.id): \(view.conflict!)\n" }
        }
        if let line = measuredTextLine { text += "\n" + line }
        return text + "\n" + summaryLine + "\n"
    }

    /// `x,y widthxheight` with up to two decimals.
    static func rect(_ r: Rect) -> String {
        "\(TextTable.fixed(r.x, 2)),\(TextTable.fixed(r.y, 2)) \(TextTable.fixed(r.width, 2))x\(TextTable.fixed(r.height, 2))"
    }
}
