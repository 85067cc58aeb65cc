import LayoutCore
import StackLayout
import TestSupport
import Testing

/// Re-solving an engine (the warm path the benchmarks time) must give exactly what a fresh
/// engine gives, and no size may turn into NaN (RELIABILITY #13).
@Suite struct WarmResolveTests {
    /// Draws from SplitMix64 (same sequence per seed), so a failing seed can be replayed.
    struct Generator {
        var source: SplitMix64
        init(state: UInt64) { source = SplitMix64(state: state) }
        mutating func next() -> UInt64 { source.next() }
        mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func length(_ bound: Int) -> Double { Double(int(bound)) }
        mutating func maybe(_ bound: Int) -> Double? { int(3) == 0 ? nil : length(bound) }
    }

    /// A random view tree of stacks, shapes, spacers and images with random modifiers;
    /// every view gets an id so every frame is compared.
    static func randomView(_ g: inout Generator, depth: Int, counter: inout Int) -> ViewNode {
        counter += 1
        let id = "v\(counter)"
        var view: ViewNode
        switch depth > 0 ? g.int(7) : g.int(3) {
        case 0: view = ViewNode(.shape(.color), id: id)
        case 1: view = ViewNode(.spacer(minLength: g.maybe(30)), id: id)
        case 2: view = ViewNode(.image(width: g.length(60), height: g.length(60), resizable: g.int(2) == 0), id: id)
        case 3, 4:
            let spacing = g.int(2) == 0 ? nil : g.length(12)
            let kind: ViewKind =
                g.int(2) == 0
                ? .hStack(alignment: VerticalAlignment.allCases[g.int(5)], spacing: spacing)
                : .vStack(alignment: HorizontalAlignment.allCases[g.int(3)], spacing: spacing)
            view = ViewNode(kind, id: id)
        default:
            view = ViewNode(.zStack(alignment: Alignment.named[g.int(9)].value), id: id)
        }
        if view.kind.isContainer {
            for _ in 0..<g.int(5) { view.children.append(randomView(&g, depth: depth - 1, counter: &counter)) }
        }
        for _ in 0..<g.int(3) {
            let modifier: Modifier
            switch g.int(6) {
            case 0:
                modifier = .frame(
                    FixedFrame(width: g.maybe(150), height: g.maybe(150), alignment: Alignment.named[g.int(9)].value))
            case 1:
                modifier = .flexibleFrame(
                    FlexibleFrame(
                        horizontal: FrameLimits(
                            min: g.maybe(80), ideal: g.int(4) == 0 ? g.length(120) : nil,
                            max: g.int(3) == 0 ? .infinity : g.maybe(200)),
                        vertical: FrameLimits(min: g.maybe(80), ideal: nil, max: g.maybe(200))))
            case 2:
                modifier = .padding(
                    EdgeInsets(top: g.length(10), leading: g.length(10), bottom: g.length(10), trailing: g.length(10)))
            case 3: modifier = .layoutPriority(Double(g.int(3)) - 1)
            default: modifier = .fixedSize(horizontal: g.int(2) == 0, vertical: g.int(2) == 0)
            }
            counter += 1
            view.modifiers.append(ModifierNode(modifier, id: "m\(counter)"))
        }
        return view
    }

    static let sizes: [SolveSize] = [
        SolveSize(width: 393, height: 852), SolveSize(width: 120, height: 40), SolveSize(width: nil, height: 600),
        SolveSize(width: 0, height: 0), SolveSize(width: nil, height: nil), SolveSize(width: 1024, height: 300),
        SolveSize(width: .infinity, height: 500),
    ]

    @Test(arguments: 0..<40)
    func warmResolveEqualsAFreshSolveAndNeverProducesNaN(seed: Int) {
        var g = Generator(state: UInt64(seed))
        var counter = 0
        let spec = ViewSpec(name: "random-\(seed)", root: Self.randomView(&g, depth: 4, counter: &counter))
        var warm = StackLayoutEngine(spec)
        for size in Self.sizes {
            let solved = warm.solve(in: size)
            var fresh = StackLayoutEngine(spec)
            #expect(solved == fresh.solve(in: size), "seed \(seed), size \(size)")
            #expect(solved.frames.map(\.id) == spec.ids, "seed \(seed)")
            let nan = solved.frames.first {
                [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height].contains(where: \.isNaN)
            }
            #expect(
                nan == nil, "seed \(seed), size \(size): NaN in \(nan.map { "\($0.id) \(describe($0.frame))" } ?? "")")
        }
    }

    @Test func layoutExposesFramesByIndexWithoutBuildingASolution() {
        // HStack(spacing: 0) { a; b } in 100×10 → 50 each; frame(ofViewAt:) follows `ids`.
        var engine = StackLayoutEngine(ViewSpec(name: "pair", root: hStack(spacing: 0, color("a"), color("b"))))
        engine.layout(in: SolveSize(width: 100, height: 10))
        #expect(engine.ids == ["a", "b"])
        #expect(engine.frame(ofViewAt: 1) == Rect(x: 50, y: 0, width: 50, height: 10))
        #expect(engine.frame(of: "a") == Rect(x: 0, y: 0, width: 50, height: 10))
        #expect(engine.frame(of: "missing") == nil)
        #expect(engine.lastSize == SolveSize(width: 100, height: 10))
        // Each Color: probed at 0 and ∞, offered its share, and not re-measured when placed
        // (the stack is placed at the proposal it was sized at): 3 + 3 + the stack's 1.
        #expect(engine.measurementCount == 7)
        #expect(engine.measurementCount(ofViewAt: 0) == 3)
    }

    @Test func copiesOfAnEngineLayOutIndependently() {
        // Engines are values: laying out a copy never changes the original's frames.
        // HStack(spacing: 0) { a; b } → a is half the width: 50 at 100, 150 at 300.
        var original = StackLayoutEngine(ViewSpec(name: "pair", root: hStack(spacing: 0, color("a"), color("b"))))
        original.layout(in: SolveSize(width: 100, height: 10))
        var copy = original
        copy.layout(in: SolveSize(width: 300, height: 10))
        #expect(original.frame(of: "a")?.width == 50)
        #expect(copy.frame(of: "a")?.width == 150)
    }

    @Test func documentationExampleHolds() {
        // The example on StackLayoutEngine: VStack(spacing: 0) { top: Color.frame(minHeight:
        // 200, maxHeight: 400); bottom: Color }. top is offered H/2 first (flex 200 < ∞):
        // at 852 → clamp(426, 200, 400) = 400; at 500 → 250, bottom the other 250 at y 250.
        let spec = ViewSpec(
            name: "split",
            root: vStack(
                spacing: 0, color("top").frame(minHeight: 200, maxHeight: 400), color("bottom")))
        var engine = StackLayoutEngine(spec)
        #expect(
            engine.solve(in: SolveSize(width: 393, height: 852)).frame(of: "top")
                == Rect(x: 0, y: 0, width: 393, height: 400))
        engine.layout(in: SolveSize(width: 393, height: 500))
        #expect(engine.frame(ofViewAt: 1) == Rect(x: 0, y: 250, width: 393, height: 250))
    }

    @Test func keptProbesFollowTheMinorProposal() {
        // A stack keeps its children's min/max probes across passes only while its minor
        // proposal is unchanged: wrapping Texts in a VStack (their heights depend on the
        // width) and an HStack of Texts and a framed Color (minor = height) must lay out
        // warm exactly as fresh, whichever size came before.
        let root = vStack(
            spacing: 4,
            text("a", "aaaa bbbb cccc dddd"),
            hStack(
                spacing: 8, text("b", "eeee ffff gggg"), color("c").frame(minWidth: 20, maxWidth: 90),
                text("d", "hh ii jj kk ll").layoutPriority(1)),
            color("e").frame(minHeight: 10, idealHeight: 30, maxHeight: 60))
        let spec = ViewSpec(name: "probes", root: root)
        var warm = StackLayoutEngine(spec)
        let sizes = [(300.0, 400.0), (80, 400), (300, 400), (300, 90), (45, 90), (300, 400), (nil, 200)]
        for (width, height) in sizes {
            let size = SolveSize(width: width, height: height)
            var fresh = StackLayoutEngine(spec)
            #expect(warm.solve(in: size) == fresh.solve(in: size), "\(size)")
            #expect(warm.measurementCount <= fresh.measurementCount, "\(size)")
        }
    }
}
