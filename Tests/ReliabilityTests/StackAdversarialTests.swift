import LayoutCore
import StackLayout
import Testing

/// Taffy-style adversarial inputs for the stack engine: every case ends with finite,
/// non-negative frames or a decoding error, never a trap (RELIABILITY.md #5, #13, #14).
@Suite struct StackAdversarialTests {
    /// One of every view type, each with an id so its frame is reported.
    static let views = [
        #"{"type": "Color", "id": "v"}"#, #"{"type": "Rectangle", "id": "v"}"#,
        #"{"type": "RoundedRectangle", "id": "v"}"#, #"{"type": "Circle", "id": "v"}"#,
        #"{"type": "Capsule", "id": "v"}"#, #"{"type": "Spacer", "id": "v"}"#,
        #"{"type": "Text", "id": "v", "text": "The quick brown fox jumps over the lazy dog"}"#,
        #"{"type": "Image", "id": "v", "width": 20, "height": 20}"#,
        #"{"type": "Image", "id": "v", "width": 20, "height": 20, "resizable": true}"#,
        #"{"type": "HStack", "id": "v", "children": [{"type": "Color"}, {"type": "Text", "text": "a b"}]}"#,
        #"{"type": "VStack", "id": "v", "children": [{"type": "Spacer"}, {"type": "Color"}]}"#,
        #"{"type": "ZStack", "id": "v", "children": [{"type": "Color"}, {"type": "Circle"}]}"#,
        #"{"type": "ScrollView", "id": "v", "children": [{"type": "Color"}]}"#,
        #"{"type": "ViewThatFits", "id": "v", "children": [{"type": "Text", "text": "long text"}, {"type": "Color"}]}"#,
        #"{"type": "GeometryReader", "id": "v", "content": {"type": "Color", "modifiers": [{"frame": {"width": "0.5 * geometry.width"}}]}}"#,
        #"{"type": "VStack", "id": "v", "children": [{"type": "ForEach", "count": 3, "content": {"type": "Color", "id": "c{index}"}}]}"#,
        #"{"type": "LazyVGrid", "id": "v", "columns": [{"size": {"flexible": {"minimum": 10, "maximum": "infinity"}}}], "children": [{"type": "Color"}]}"#,
        #"{"type": "LazyHGrid", "id": "v", "rows": [{"size": {"adaptive": {"minimum": 50}}}], "children": [{"type": "Color"}]}"#,
        #"{"type": "Grid", "id": "v", "children": [{"type": "GridRow", "children": [{"type": "Color"}, {"type": "Color"}]}]}"#,
    ]

    /// Proposal components: 0, ∞, nil, and what only the Swift API can express.
    static let proposals: [Double?] = [0, .infinity, nil, 1e308, -0.0, .nan, 375]
    /// Negative proposals (Swift API only): the engine takes them as 0.
    static let negativeProposals: [Double?] = [-10, -.infinity]

    /// Solves `spec` at `width` × `height` and checks the invariants (negative proposals,
    /// Swift API only, are taken as 0).
    static func check(_ spec: ViewSpec, _ width: Double?, _ height: Double?, _ label: String) {
        var engine = StackLayoutEngine(spec)
        let solution = engine.solve(in: ProposedViewSize(width: width, height: height))
        let violation = invariantViolation(in: solution)
        let text = "\(label) at \(String(describing: width))x\(String(describing: height)): \(violation ?? "")"
        #expect(violation == nil, "\(text)")
    }

    @Test(arguments: views)
    func everyProposalGivesFiniteNonNegativeFrames(view: String) throws {
        let spec = try Specs.view(Specs.viewJSON(view))
        let all = Self.proposals + Self.negativeProposals
        for width in all {
            for height in all { Self.check(spec, width, height, view) }
        }
    }

    /// Containers with no children at all.
    @Test(arguments: ["HStack", "VStack", "ZStack", "ScrollView", "ViewThatFits", "Grid"])
    func zeroChildren(type: String) throws {
        let spec = try Specs.view(Specs.viewJSON(#"{"type": "\#(type)", "id": "v", "children": []}"#))
        for size in Self.proposals + Self.negativeProposals { Self.check(spec, size, size, type) }
    }

    /// Each length slot with each extreme value: decoded and laid out, or rejected with a path.
    static let lengthSlots = [
        #"{"type": "Color", "id": "v", "modifiers": [{"frame": {"width": X, "height": X}}]}"#,
        #"{"type": "Color", "id": "v", "modifiers": [{"frame": {"minWidth": X, "idealWidth": X, "maxWidth": X}}]}"#,
        #"{"type": "Color", "id": "v", "modifiers": [{"frame": {"minHeight": X, "idealHeight": X, "maxHeight": X}}]}"#,
        #"{"type": "Color", "id": "v", "modifiers": [{"padding": X}]}"#,
        #"{"type": "Color", "id": "v", "modifiers": [{"padding": {"top": X, "leading": X, "bottom": X, "trailing": X}}]}"#,
        #"{"type": "Color", "id": "v", "modifiers": [{"offset": {"x": X, "y": X}}]}"#,
        #"{"type": "Color", "id": "v", "modifiers": [{"aspectRatio": {"ratio": X, "contentMode": "fit"}}]}"#,
        #"{"type": "Color", "id": "v", "modifiers": [{"layoutPriority": X}]}"#,
        #"{"type": "Color", "id": "v", "modifiers": [{"border": {"width": X}}]}"#,
        #"{"type": "HStack", "id": "v", "spacing": X, "children": [{"type": "Color"}, {"type": "Color"}]}"#,
        #"{"type": "VStack", "id": "v", "spacing": X, "children": [{"type": "Color"}, {"type": "Color"}]}"#,
        #"{"type": "Spacer", "id": "v", "minLength": X}"#,
        #"{"type": "Image", "id": "v", "width": X, "height": X}"#,
        #"{"type": "Text", "id": "v", "text": "a b c", "font": {"size": X}}"#,
        #"{"type": "Text", "id": "v", "text": "a b c", "metrics": {"advance": X, "lineHeight": X, "ascent": X}}"#,
        #"{"type": "LazyVGrid", "id": "v", "columns": [{"size": {"fixed": X}, "spacing": X}], "children": [{"type": "Color"}]}"#,
        #"{"type": "LazyVGrid", "id": "v", "columns": [{"size": {"adaptive": {"minimum": X, "maximum": X}}}], "children": [{"type": "Color"}]}"#,
        #"{"type": "ScrollView", "id": "v", "contentOffset": {"x": X, "y": X}, "children": [{"type": "Color"}]}"#,
        #"{"type": "Color", "id": "v", "modifiers": [{"alignmentGuide": {"guide": "leading", "value": X}}]}"#,
    ]

    static let extremes = [#""infinity""#, "1e308", "-1e308", "-0", "-5", "0", "1e-308", "-1e-320"]

    @Test(arguments: lengthSlots)
    func extremeLengths(slot: String) {
        for value in Self.extremes {
            let json = Specs.viewJSON(slot.replacingOccurrences(of: "X", with: value))
            let spec: ViewSpec
            do {
                spec = try Specs.view(json)
            } catch let error as SpecError {
                // A clear error: it names the JSON path of the offending value, in the root view.
                guard case .jsonPath(let path) = error.location, path.hasPrefix("root") else {
                    Issue.record("not at a path in the root view: \(value) in \(slot): \(error)")
                    continue
                }
                continue
            } catch {
                Issue.record("unexpected error \(error) for \(value) in \(slot)")
                continue
            }
            for size in [nil, 0, 375, Double.infinity] as [Double?] {
                var engine = StackLayoutEngine(spec)
                let solution = engine.solve(in: ProposedViewSize(width: size, height: size))
                let violation = invariantViolation(in: solution)
                let label = "\(value) in \(slot) at \(String(describing: size)): \(violation ?? "")"
                #expect(violation == nil, "\(label)")
            }
        }
    }

    /// 10,000 siblings: every one gets a finite frame.
    @Test func tenThousandSiblings() throws {
        let children = (0..<10_000).map { #"{"type": "Color", "id": "c\#($0)"}"# }.joined(separator: ",")
        let spec = try Specs.view(Specs.viewJSON(#"{"type": "HStack", "children": [\#(children)]}"#))
        var engine = StackLayoutEngine(spec)
        let solution = engine.solve(in: ProposedViewSize(width: 375, height: 667))
        #expect(solution.frames.count == 10_000)
        #expect(invariantViolation(in: solution) == nil)
    }

    /// A finite proposal beyond ±1e9 (Swift API only; the CLI rejects it) is taken as 1e9:
    /// two Colors in an HStack (spacing 8) proposed 1e308 share 1e9 − 8, so each is
    /// (1e9 − 8) / 2 = 499,999,996 wide, and the HStack is centred in a 1e9 canvas at 0.
    @Test func proposalBeyondTheLimitIsTakenAsTheLimit() throws {
        let spec = try Specs.view(
            Specs.viewJSON(
                #"{"type": "HStack", "id": "h", "children": [{"type": "Color", "id": "a"}, {"type": "Color", "id": "b"}]}"#
            ))
        var engine = StackLayoutEngine(spec)
        let solution = engine.solve(in: ProposedViewSize(width: 1e308, height: 1e308))
        #expect(solution.frame(of: "a") == Rect(x: 0, y: 0, width: 499_999_996, height: 1e9))
        #expect(solution.frame(of: "b") == Rect(x: 500_000_004, y: 0, width: 499_999_996, height: 1e9))
    }

    /// An aspect ratio far outside 1e-9…1e9 through the Swift API is clamped to that range:
    /// `Color().aspectRatio(1e-300, contentMode: .fit)` proposed 10 × nil is proposed
    /// 10 × (10 / 1e-9) = 10 × 1e10, and a Color takes its proposal.
    @Test func tinyAspectRatioFromTheSwiftAPIIsClamped() {
        let spec = ViewSpec(
            name: "ratio",
            root: ViewNode(.shape(.color), id: "c", modifiers: [ModifierNode(.aspectRatio(1e-300, contentMode: .fit))]))
        var engine = StackLayoutEngine(spec)
        let solution = engine.solve(in: ProposedViewSize(width: 10, height: nil))
        #expect(solution.frame(of: "c") == Rect(x: 0, y: 0, width: 10, height: 1e10))
    }

    /// Fuzz finding crash-0e0ddda4: a ZStack sized by its highest-priority child (a 0 × 1 Image
    /// with layoutPriority 1) holds a ScrollView proposed ∞ × 100, which takes ∞ width and is
    /// centred in the 0-wide ZStack at x = (0 − ∞) / 2 = −∞; its empty HStack (0 × 0) is
    /// centred in it at −∞ + (∞ − 0) / 2, which is ∞ − ∞: undefined, written as 0 (the
    /// `Guides.difference` convention), never NaN.
    @Test func infiniteMinusInfiniteIsZeroNotNaN() throws {
        let spec = try Specs.view(
            Specs.viewJSON(
                #"""
                {"type": "ZStack", "id": "z", "children": [
                  {"type": "Image", "id": "image", "width": 0, "height": 1, "modifiers": [{"layoutPriority": 1}]},
                  {"type": "ScrollView", "id": "scroll", "children": [{"type": "HStack", "id": "empty", "children": []}]}
                ]}
                """#))
        var engine = StackLayoutEngine(spec)
        let solution = engine.solve(in: ProposedViewSize(width: .infinity, height: 100))
        let scroll = try #require(solution.frame(of: "scroll"))
        #expect(scroll.x == -.infinity && scroll.width == .infinity && scroll.height == 100)
        #expect(solution.frame(of: "empty")?.x == 0)
        #expect(invariantViolation(in: solution) == nil)
    }
}
