import LayoutCore

extension SwiftUISource {
    /// `.ignoresSafeArea(…)` in SwiftUI's spelling: no arguments for every region and edge,
    /// the region only when it is not `.all` (`.container`, `.keyboard`), the edges as one
    /// `Edge.Set` member or a list of the fewest members (`.vertical`, `[.top, .leading]`).
    static func ignoresSafeAreaSource(_ regions: SafeAreaRegions, _ edges: EdgeSet) -> String {
        var arguments: [String] = []
        if regions != .all { arguments.append("." + regions.rawValue) }
        if edges != .all {
            let names = edges.jsonNames.map { "." + $0 }
            arguments.append("edges: " + (names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"))
        }
        return ".ignoresSafeArea(" + arguments.joined(separator: ", ") + ")"
    }
}
