import LayoutCore

/// The workloads of ../shared/peers/README.md, exactly as defined there (mirrors
/// peers/workloads.py), built as LayoutLab specs.
enum Workloads {
    static let gap = 8.0
    static let adaptiveCount = 100
    static let chainSteps = 50
    static let chainSizes = [10, 30, 100, 300, 1000, 3000, 10000]

    /// H_k = 300 + k·1100/99, k = 0…99.
    static let adaptiveHeights = (0..<adaptiveCount).map { 300 + Double($0) * 1100 / Double(adaptiveCount - 1) }

    static func chainMin(_ i: Int) -> Double { 20 + 5 * Double(i % 3) }
    static func chainMax(_ i: Int) -> Double { 80 + 10 * Double(i % 5) }
    static func chainPreferred(_ i: Int) -> Double { 40 + Double((7 * i) % 31) }
    static func chainStartHeight(_ n: Int) -> Double { gap * Double(n - 1) + 50 * Double(n) }

    /// The zig-zag resize sweep: mean view height 40…70 in 50 steps and back.
    static func chainHeight(_ n: Int, step: Int) -> Double {
        let period = 2 * (chainSteps - 1)
        let r = step % period
        let zig = r < chainSteps ? r : period - r
        let a = 40 + 30 * Double(zig) / Double(chainSteps - 1)
        return gap * Double(n - 1) + a * Double(n)
    }

    /// `VStack(spacing: 8)` of N Colors with `.frame(minHeight: min_i, idealHeight: pref_i, maxHeight: max_i)`.
    static func chainViewSpec(_ n: Int) -> ViewSpec {
        let children = (0..<n).map { i in
            ViewNode(
                .shape(.color), id: "v\(i)",
                modifiers: [
                    ModifierNode(
                        .flexibleFrame(
                            FlexibleFrame(
                                vertical: FrameLimits(min: chainMin(i), ideal: chainPreferred(i), max: chainMax(i)))))
                ])
        }
        return ViewSpec(
            name: "chain-\(n)", root: ViewNode(.vStack(alignment: .center, spacing: gap), children: children))
    }

    /// The chain as constraints: y0 == 0, y[i+1] == y[i] + h[i] + 8, min ≤ h ≤ max, last
    /// bottom == H (required), h == pref (weak, @250).
    static func chainConstraintSpec(_ n: Int) -> ConstraintSpec {
        var spec = ConstraintSpec(name: "chain-\(n)")
        spec.views = (0..<n).map { ConstraintView(id: "v\($0)", path: "views[\($0)]") }
        var constraints: [String] = ["v0.top == root.top"]
        constraints.reserveCapacity(5 * n)
        for i in 0..<n {
            constraints.append("v\(i).left == root.left")
            constraints.append("v\(i).width == root.width")
            if i + 1 < n { constraints.append("v\(i + 1).top == v\(i).bottom + 8") }
            constraints.append("v\(i).height >= \(JSONWriter.formatNumber(chainMin(i)))")
            constraints.append("v\(i).height <= \(JSONWriter.formatNumber(chainMax(i)))")
            constraints.append("v\(i).height == \(JSONWriter.formatNumber(chainPreferred(i))) @250")
        }
        constraints.append("v\(n - 1).bottom == root.bottom")
        spec.constraints = constraints.enumerated().map { .text($0.element, path: "constraints[\($0.offset)]") }
        return spec
    }
}
