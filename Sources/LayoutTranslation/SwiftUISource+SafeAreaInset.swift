import LayoutCore

extension SwiftUISource {
    /// The opening line of `.safeAreaInset(edge:alignment:spacing:content:)` in SwiftUI's
    /// spelling, up to the content closure's brace: the edge always, the alignment when not
    /// `.center`, the spacing when given (`.safeAreaInset(edge: .bottom, spacing: 0) {`).
    static func safeAreaInsetOpening(_ inset: SafeAreaInset) -> String {
        var arguments = ["edge: ." + inset.edge.rawValue]
        if inset.alignmentName != "center" { arguments.append("alignment: ." + inset.alignmentName) }
        if let spacing = inset.spacing { arguments.append("spacing: " + number(spacing)) }
        return ".safeAreaInset(" + arguments.joined(separator: ", ") + ") {"
    }

    /// `.safeAreaPadding(…)` in SwiftUI's spelling: the shortest of its forms that `.padding`
    /// would take (`(20)`, `(.horizontal, 20)`, `(.top, 8)`), else `EdgeInsets`.
    static func safeAreaPaddingSource(_ e: EdgeInsets) -> String {
        if let short = paddingShorthand(e) { return ".safeAreaPadding" + short.dropFirst(".padding".count) }
        let insets = [e.top, e.leading, e.bottom, e.trailing].map(number)
        return
            ".safeAreaPadding(EdgeInsets(top: \(insets[0]), leading: \(insets[1]), bottom: \(insets[2]), trailing: \(insets[3])))"
    }
}
