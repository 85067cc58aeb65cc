import LayoutCore
import StackLayout
import SwiftSourceImport
import Testing

/// `#if` in view bodies, modifier chains, types and UIKit setup code: the clause an iOS release build compiles
/// (`os(iOS)`, `canImport(UIKit)`, `arch(arm64)` hold; other systems, `targetEnvironment(…)`
/// and `DEBUG` do not, unless `definedConditions` / `--define` set the name).
@Suite("Swift source: #if")
struct CompilationConditionTests {
    static let card = """
        import SwiftUI

        struct Card: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(height: 10).id("always")
                    #if os(iOS)
                    Color.blue.frame(height: 20).id("ios")
                    #elseif os(macOS)
                    Color.blue.frame(height: 30).id("mac")
                    #endif
                    #if DEBUG
                    Color.green.frame(height: 40).id("debug")
                    #else
                    Color.green.frame(height: 50).id("release")
                    #endif
                    #if !os(watchOS) && canImport(UIKit) && (swift(>=5.9) || arch(x86_64))
                    Color.gray.frame(height: 5).id("combined")
                    #endif
                    #if targetEnvironment(simulator) || compiler(<5.0)
                    Color.gray.frame(height: 5).id("simulator")
                    #endif
                }
            }
        }
        """

    static func frames(_ source: String, defined: Set<String> = []) throws -> [String: Rect] {
        let imported = try SwiftSource.read(
            source, file: "Card.swift", options: SwiftSource.Options(definedConditions: defined))
        guard case .view(let spec) = imported.document else { throw SpecError(.invalidSpec, at: .file, "not a view") }
        var engine = StackLayoutEngine(spec)
        return engine.solve(in: SolveSize(width: 100, height: 200)).frameIndex
    }

    @Test func iOSReleaseClausesAreLaidOut() throws {
        let frames = try Self.frames(Self.card)
        // always 10 + ios 20 + release 50 + combined 5 = 85 high, centred in 200: top 57.5.
        #expect(frames["always"] == rect(0, 57.5, 100, 10))
        #expect(frames["ios"] == rect(0, 67.5, 100, 20))
        #expect(frames["release"] == rect(0, 87.5, 100, 50))
        #expect(frames["combined"] == rect(0, 137.5, 100, 5))
        for absent in ["mac", "debug", "simulator"] { #expect(frames[absent] == nil, "\(absent)") }
    }

    @Test func definedConditionSelectsTheDebugClause() throws {
        let frames = try Self.frames(Self.card, defined: ["DEBUG"])
        // 10 + 20 + 40 + 5 = 75, top (200 − 75) / 2 = 62.5; debug below always and ios.
        #expect(frames["debug"] == rect(0, 92.5, 100, 40))
        #expect(frames["release"] == nil)
    }

    @Test func previewInsideDebugIsStillRead() throws {
        let source = """
            import SwiftUI
            #if DEBUG
            struct Card_Previews: PreviewProvider {
                static var previews: some View { Color.red.frame(width: 30, height: 40).id("box") }
            }
            #endif
            """
        #expect(try Self.frames(source)["box"] == rect(35, 80, 30, 40))
    }

    @Test func propertiesInsideIfAreTheActiveClauses() throws {
        let source = """
            import SwiftUI
            struct Card: View {
                #if os(iOS)
                let side = 30.0
                #else
                let side = 60.0
                #endif
                var body: some View { Color.red.frame(width: side, height: side).id("box") }
            }
            """
        #expect(try Self.frames(source)["box"] == rect(35, 85, 30, 30))
    }

    @Test func conditionThatCannotBeEvaluatedIsALocatedError() {
        let source = """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    #if someFunction(1)
                    Color.red
                    #endif
                }
            }
            """
        let error = SwiftSourceSupport.error(source)
        #expect(error?.location == .lineColumn(line: 4, column: 13))
        #expect(error?.problem == .swiftSource(.notEvaluated("the #if condition `someFunction(1)`")))
    }

    @Test func ifInsideAModifierChainAppliesTheCompiledClause() throws {
        let source = """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    Color.red
                        .frame(width: 20, height: 20)
                        #if os(macOS)
                        .padding(40)
                        #elseif os(iOS)
                        .padding(10)
                        .frame(width: 60)
                        #endif
                        #if DEBUG
                        .border(Color.red, width: 30)
                        #endif
                        .id("box")
                }
            }
            """
        // iOS: 20 × 20 padded by 10 → 40 × 40, in a 60-wide frame → 60 × 40, centred in
        // 100 × 200: (20, 80). The macOS padding and the DEBUG border are not applied.
        #expect(try Self.frames(source)["box"] == rect(20, 80, 60, 40))
    }

    @Test func uikitSetupCodeTakesTheIOSClause() throws {
        let source = """
            import UIKit
            final class BoxController: UIViewController {
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    #if os(iOS)
                    box.widthAnchor.constraint(equalToConstant: 40).isActive = true
                    #else
                    box.widthAnchor.constraint(equalToConstant: 80).isActive = true
                    #endif
                    NSLayoutConstraint.activate([
                        box.heightAnchor.constraint(equalToConstant: 10),
                        box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        box.topAnchor.constraint(equalTo: view.topAnchor),
                    ])
                }
            }
            """
        #expect(try UIKitSourceSupport.frames(source, 320, 480)["box"] == rect(0, 0, 40, 10))
    }
}
