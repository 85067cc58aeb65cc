import ConstraintLayout
import LayoutCore
import StackLayout
import LayoutHarness
import TextMeasurement

/// A text-heavy screen: 120 multi-line labels of 2 to 13 words (body font, Inter), in a
/// VStack of Texts for the stack engine and as labels pinned one under the other for the
/// constraint engine. Per engine: scratch (the shaping cache emptied, a new engine, one
/// layout at 393 pt) and warm at a new width (the same engine at 393 ↔ 320 ↔ 430 pt, the
/// cache warm: every label re-wrapped, nothing re-shaped). Beside them, in the same run, the
/// cost of re-shaping every string (a new measurer) and of re-wrapping every string at a new
/// width from the cache; the notes give warm ÷ re-shaping, whose target is ≤ 0.1.
enum TextCases {
    static let labelCount = 120
    static let widths = [393.0, 320, 430]

    /// The labels' strings: deterministic, varied lengths.
    static let strings: [String] = {
        let words = [
            "account", "privacy", "notifications", "battery", "display", "brightness", "wallpaper", "sounds",
            "focus", "screen", "time", "general", "control", "centre", "accessibility", "siri", "search", "face",
            "passcode", "emergency", "health", "wallet", "apple", "pay", "passwords", "mail", "contacts", "calendar",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<labelCount).map { i in
            (0..<(2 + next(12))).map { _ in words[next(words.count)] }.joined(separator: " ") + " \(i)"
        }
    }()

    static func viewSpec() throws -> ViewSpec {
        let texts = strings.enumerated().map { i, s in #"{"type": "Text", "id": "t\#(i)", "text": "\#(s)"}"# }
        let json = """
            {"format": "layoutlab.view/1", "name": "text-heavy", "environment": {"textModel": "font"},
             "root": {"type": "VStack", "alignment": "leading",
             "spacing": 4, "children": [\(texts.joined(separator: ","))], "modifiers": [{"padding": 16}]}}
            """
        guard case .view(let spec) = try SpecDocument(bytes: Array(json.utf8)) else {
            throw WrongResult(description: "text-heavy: not a view spec")
        }
        return spec
    }

    static func constraintSpec() throws -> ConstraintSpec {
        let views = strings.enumerated().map { i, s in
            #"{"id": "t\#(i)", "text": {"string": "\#(s)", "numberOfLines": 0}}"#
        }
        var constraints: [String] = []
        for i in strings.indices {
            constraints += [
                #""t\#(i).leading == root.leading + 16""#, #""t\#(i).trailing <= root.trailing - 16""#,
                i == 0 ? #""t0.top == root.top + 16""# : #""t\#(i).top == t\#(i - 1).bottom + 4""#,
            ]
        }
        let json = """
            {"format": "layoutlab.constraints/1", "name": "text-heavy", "views": [\(views.joined(separator: ","))],
             "constraints": [\(constraints.joined(separator: ","))]}
            """
        guard case .constraints(let spec) = try SpecDocument(bytes: Array(json.utf8)) else {
            throw WrongResult(description: "text-heavy: not a constraint spec")
        }
        return spec
    }

    /// The result check: at every width, each label is as wide and as tall in both engines
    /// (the widest wrapped line × its lines: a Text under the VStack's proposal, a label
    /// wrapped at its solved width by UIKit's two-pass rule). A difference fails the run.
    static func checkEnginesAgree(_ viewSpec: ViewSpec, _ constraintSpec: ConstraintSpec) throws {
        var stack = StackLayoutEngine(viewSpec)
        let constraints = try ConstraintLayoutEngine(constraintSpec)
        for width in widths {
            let stacked = stack.solve(in: SolveSize(width: width, height: 5000)).frameIndex
            let solved = try constraints.solve(in: Size(width: width, height: 5000)).frameIndex
            for i in strings.indices {
                guard let a = stacked["t\(i)"], let b = solved["t\(i)"],
                    abs(a.width - b.width) < 0.01, abs(a.height - b.height) < 0.01
                else {
                    throw WrongResult(
                        description: "text-heavy at \(width) pt: label t\(i) differs between the engines")
                }
            }
        }
    }

    static func run(budget: Double) throws -> [Figure] {
        let measurer = TextMeasurer.shared
        let body = FontDescriptor(size: 17, style: nil, weight: nil, name: nil)
        let font = try ResolvedFont(file: FontLibrary.shared(directories: []).file(for: body, pointSize: 17), size: 17)
        // The text alone: every string shaped anew, and every string re-wrapped from the cache.
        let reshape = try Measure.samples(budget: budget, operations: 1) {
            let fresh = TextMeasurer()
            for s in strings { _ = try fresh.layout(s, font: font, width: 361) }
        }
        var turn = 0
        let rewrap = try Measure.samples(budget: budget, operations: 1) {
            turn += 1
            for s in strings { _ = try measurer.layout(s, font: font, width: widths[turn % widths.count] - 32) }
        }
        let reshapeMedian = Statistics.median(reshape)
        func ratio(_ samples: [Double]) -> String {
            "warm ÷ re-shaping every string = \(ComparisonReport.number(Statistics.median(samples) / reshapeMedian, 3)) (target ≤ 0.1)"
        }
        func figure(_ peer: String, _ metric: String, _ samples: [Double], _ note: String = "") -> Figure {
            Figure(peer: peer, workload: "text-heavy", metric: metric, n: labelCount, samples: samples, note: note)
        }
        var figures = [
            figure("text-measurement", "reshape_all", reshape, "\(labelCount) strings shaped by a new measurer"),
            figure("text-measurement", "rewrap_all", rewrap, ratio(rewrap)),
        ]

        let viewSpec = try viewSpec()
        let constraintSpec = try constraintSpec()
        try checkEnginesAgree(viewSpec, constraintSpec)
        var stack = StackLayoutEngine(viewSpec)
        stack.layout(in: SolveSize(width: widths[0], height: 5000))
        let stackWarm = Measure.samples(budget: budget, operations: 1) {
            turn += 1
            stack.layout(in: SolveSize(width: widths[turn % widths.count], height: 5000))
        }
        let stackScratch = Measure.samples(budget: budget, operations: 1) {
            measurer.removeAllShapings()
            var fresh = StackLayoutEngine(viewSpec)
            fresh.layout(in: SolveSize(width: widths[0], height: 5000))
        }
        figures += [
            figure("layoutlab-stack", "scratch", stackScratch, "shaping cache emptied first"),
            figure("layoutlab-stack", "warm_new_width", stackWarm, ratio(stackWarm)),
        ]

        let constraints = try ConstraintLayoutEngine(constraintSpec)
        _ = try constraints.solve(in: Size(width: widths[0], height: 5000))
        let constraintsWarm = try Measure.samples(budget: budget, operations: 1) {
            turn += 1
            _ = try constraints.solve(in: Size(width: widths[turn % widths.count], height: 5000))
        }
        let constraintsScratch = try Measure.samples(budget: budget, operations: 1) {
            measurer.removeAllShapings()
            _ = try ConstraintLayoutEngine(constraintSpec).solve(in: Size(width: widths[0], height: 5000))
        }
        figures += [
            figure("layoutlab-constraints", "scratch", constraintsScratch, "shaping cache emptied first"),
            figure("layoutlab-constraints", "warm_new_width", constraintsWarm, ratio(constraintsWarm)),
        ]
        return figures
    }
}
