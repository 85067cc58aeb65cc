import LayoutCore
import StackLayout
import Testing

/// The seam's inline path for flexible frames around shapes (`childSize`, `childLengths`,
/// `placeChild` in `Engine+Seam.swift`)
/// must give what the general path gives: a tracing pass takes the general path, so a fresh
/// engine laid out with and without tracing must agree on every frame, every per-view
/// measurement count and the diagnostics; and a warm pass must equal a fresh one.
@Suite struct FramedShapesTests {
    /// Framed shapes with every combination of limits the frame rules distinguish.
    static func rows(_ count: Int) -> [ViewNode] {
        (0..<count).map { i in
            let id = "v\(i)"
            switch i % 6 {
            case 0: return color(id).frame(minHeight: 20, idealHeight: 40, maxHeight: 80)
            case 1: return color(id).frame(minHeight: 30)
            case 2: return color(id).frame(maxHeight: 25, alignment: .bottom)
            case 3: return color(id).frame(idealHeight: 15)
            case 4:
                return color(id).frame(
                    minWidth: 40, maxWidth: 120, minHeight: 10, maxHeight: .infinity, alignment: .topLeading)
            default: return color(id).frame(idealWidth: 30, maxWidth: 60, minHeight: 5, idealHeight: 50, id: "f\(i)")
            }
        }
    }

    static let sizes: [SolveSize] = [
        SolveSize(width: 393, height: 852), SolveSize(width: 100, height: 60), SolveSize(width: nil, height: 500),
        SolveSize(width: 393, height: nil), SolveSize(width: nil, height: nil),
        SolveSize(width: .infinity, height: .infinity), SolveSize(width: 0, height: 0),
    ]

    static let specs: [ViewSpec] = [
        ViewSpec(name: "v", root: ViewNode(.vStack(alignment: .center, spacing: 8), children: rows(13))),
        ViewSpec(name: "vl", root: ViewNode(.vStack(alignment: .leading, spacing: nil), children: rows(7))),
        ViewSpec(name: "h", root: ViewNode(.hStack(alignment: .bottom, spacing: -3), children: rows(9))),
        ViewSpec(
            name: "nested",
            root: hStack(
                color("a"), ViewNode(.vStack(alignment: .trailing, spacing: 2), id: "inner", children: rows(5)),
                spacer())),
    ]

    struct Outcome: Equatable {
        var frames: [Rect]
        var counts: [Int]
        var total: Int
        var diagnostics: [String]
    }

    static func outcome(_ engine: StackLayoutEngine) -> Outcome {
        Outcome(
            frames: engine.ids.indices.map { engine.frame(ofViewAt: $0) },
            counts: engine.ids.indices.map { engine.measurementCount(ofViewAt: $0) },
            total: engine.measurementCount, diagnostics: engine.diagnostics.map(\.message))
    }

    @Test(arguments: specs)
    func theInlinePathAgreesWithTheGeneralOne(spec: ViewSpec) {
        for size in Self.sizes {
            var general = StackLayoutEngine(spec)
            general.isTracing = true
            general.layout(in: size)
            var inline = StackLayoutEngine(spec)
            inline.layout(in: size)
            #expect(Self.outcome(inline) == Self.outcome(general), "\(spec.name) at \(size)")
        }
    }

    @Test(arguments: specs)
    func aWarmPassEqualsAFreshOne(spec: ViewSpec) {
        var warm = StackLayoutEngine(spec)
        for size in Self.sizes + Self.sizes.reversed() {
            warm.layout(in: size)
            var fresh = StackLayoutEngine(spec)
            fresh.layout(in: size)
            #expect(Self.outcome(warm).frames == Self.outcome(fresh).frames, "\(spec.name) at \(size)")
            #expect(Self.outcome(warm).diagnostics == Self.outcome(fresh).diagnostics, "\(spec.name) at \(size)")
        }
    }
}
