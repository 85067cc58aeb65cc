import ConstraintLayout
import LayoutCore
import LayoutHarness
import StackLayout
import SwiftSourceImport
import TestSupport
import Testing

@testable import LayoutTranslation

/// The translator on generated constraint systems (the idioms' shapes mixed at random: pins,
/// chains, sizes, proportions, soft insets, aspect ratios, equal gaps, layers, stack views):
/// it never traps, and whatever it translates is SwiftUI that reads back through
/// SwiftSourceImport and lays out like the constraints at the verification sizes, and UIKit
/// code that reads back to the same constraints.
@Suite("Generated constraint systems")
struct GeneratedSystemsTests {
    static let sizes = [Size(width: 320, height: 568), Size(width: 414, height: 896), Size(width: 1024, height: 1366)]

    /// A random system of 2…5 views named v0…v4 (v0 may contain v1), from `seed`.
    static func system(_ seed: UInt64) -> String {
        var random = SplitMix64(state: seed)
        let count = Int.random(in: 2...5, using: &random)
        let ids = (0..<count).map { "v\($0)" }
        var views: [String] = []
        for id in ids {
            let nested = id == "v1" && Bool.random(using: &random)
            views.append(nested ? #"{ "id": "v1", "parent": "v0" }"# : #"{ "id": "\#(id)" }"#)
        }
        var constraints: [String] = []
        func pick() -> String { ids.randomElement(using: &random)! }
        func number() -> Int { [0, 8, 16, 20, 44, 100].randomElement(using: &random)! }
        for _ in 0..<Int.random(in: 3...12, using: &random) {
            let a = pick()
            let b = pick()
            let shapes = [
                "\(a).leading == root.leading + \(number())", "\(a).trailing == root.trailing - \(number())",
                "\(a).top == root.top + \(number())", "\(a).bottom == root.bottom - \(number())",
                "\(a).width == \(number() + 10)", "\(a).height == \(number() + 10)",
                "\(a).top == \(b).bottom + \(number())", "\(a).leading == \(b).trailing + \(number())",
                "\(a).height == 0.5 * root.height @750", "\(a).width <= 400", "\(a).height >= 30",
                "\(a).centerX == root.centerX", "\(a).leading == root.leading + 20 @750",
                "\(a).height == 0.5625 * \(a).width", "\(a).leading == \(b).leading", "\(a).bottom == \(b).bottom",
                "\(a).top - \(b).bottom == \(b).top - \(a).bottom", "\(a).width == \(b).width",
            ]
            constraints.append(shapes.randomElement(using: &random)!)
        }
        let quoted = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{ "format": "layoutlab.constraints/1", "name": "generated", "views": [ "#
            + views.joined(separator: ", ") + #" ], "constraints": [ "# + quoted + " ] }"
    }

    @Test(arguments: 0..<60)
    func translationsOfGeneratedSystemsReadBackAndLayOutAlike(_ seed: Int) throws {
        guard let spec = try? constraintSpec(Self.system(UInt64(seed))) else { return }  // invalid: skipped by design
        guard
            let stacks = try? ConstraintsToStacks.translate(spec, allowGeometryReader: true, verifyingAt: Self.sizes)
        else { return }  // refused with reasons: allowed
        let source = try SwiftUISource.file(stacks.spec, typeName: "Generated")
        guard case .view(let readBack) = try SwiftSource.read(source, file: "Generated.swift").document else {
            Issue.record("seed \(seed): the SwiftUI did not read back as a view")
            return
        }
        let engine = try ConstraintLayoutEngine(spec)
        for size in Self.sizes {
            let expected = try engine.solve(in: size)
            var stack = StackLayoutEngine(readBack)
            let actual = stack.solve(in: SolveSize(width: size.width, height: size.height))
            for frame in expected.frames where spec.views.contains(where: { $0.id == frame.id }) {
                let other = actual.frames.first { $0.id == frame.id }?.frame
                #expect(
                    other.map { Tolerance.distance($0, frame.frame) <= Tolerance.frame } ?? false,
                    "seed \(seed): \(frame.id) at \(size)\n\(Self.system(UInt64(seed)))\n\(source)")
            }
        }
        if let uikit = try? UIKitSource.make(spec, typeName: "GeneratedViewController") {
            guard case .constraints(let back) = try SwiftSource.read(uikit, file: "G.swift").document else {
                Issue.record("seed \(seed): the UIKit code did not read back as constraints")
                return
            }
            #expect(
                try UIKitSourceTests.constraintTexts(back) == UIKitSourceTests.constraintTexts(spec), "seed \(seed)")
        }
    }
}

extension GeneratedSystemsTests {
    /// The test above is not vacuous: a share of the systems is valid and translates (27 of
    /// the 60 when this was written; the floor only guards against a generator that stops
    /// producing translatable systems).
    @Test func aShareOfTheGeneratedSystemsTranslates() throws {
        var valid = 0
        var translated = 0
        for seed in 0..<60 {
            guard let spec = try? constraintSpec(Self.system(UInt64(seed))) else { continue }
            valid += 1
            if (try? ConstraintsToStacks.translate(spec, allowGeometryReader: true, verifyingAt: Self.sizes)) != nil {
                translated += 1
            }
        }
        #expect(translated >= 10)
    }
}

extension GeneratedSystemsTests {
    /// With approximation allowed (what `migrate` asks for), every valid generated system gets
    /// SwiftUI that reads back, and every view its approximations do not name lays out like
    /// the constraints at the verification sizes.
    @Test(arguments: 0..<60)
    func withApproximationEveryGeneratedSystemGetsSwiftUINamingWhatDiffers(_ seed: Int) throws {
        guard let spec = try? constraintSpec(Self.system(UInt64(seed))) else { return }  // invalid: skipped by design
        let translation: StackTranslation
        do {
            translation = try ConstraintsToStacks.translate(
                spec, allowGeometryReader: true, verifyingAt: Self.sizes, allowsApproximation: true)
        } catch {
            Issue.record("seed \(seed): no SwiftUI: \(error)\n\(Self.system(UInt64(seed)))")
            return
        }
        let source = try SwiftUISource.file(translation.spec, typeName: "Generated")
        guard case .view(let readBack) = try SwiftSource.read(source, file: "Generated.swift").document else {
            Issue.record("seed \(seed): the SwiftUI did not read back as a view")
            return
        }
        let approximated = Set(translation.approximatedViews.map(\.id))
        let engine = try ConstraintLayoutEngine(spec)
        for size in Self.sizes {
            let expected = try engine.solve(in: size)
            guard expected.status != .unsatisfiable else { continue }
            var stack = StackLayoutEngine(readBack)
            let actual = stack.solve(in: SolveSize(width: size.width, height: size.height))
            for frame in expected.frames
            where spec.views.contains(where: { $0.id == frame.id }) && !approximated.contains(frame.id) {
                let other = actual.frames.first { $0.id == frame.id }?.frame
                #expect(
                    other.map { Tolerance.distance($0, frame.frame) <= Tolerance.frame } ?? false,
                    "seed \(seed): \(frame.id) at \(size)\n\(Self.system(UInt64(seed)))\n\(source)")
            }
        }
    }
}
