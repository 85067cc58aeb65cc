import Foundation
import LayoutCore
import Testing

@testable import SwiftSourceImport

/// What cannot be evaluated is an error at its line and column; placeholders instead on request.
@Suite("SwiftUI source: located errors and placeholders")
struct SwiftUIErrorTests {
    static let unknownView = """
        struct Screen: View {
            var body: some View {
                VStack(spacing: 0) {
                    ProfileHeader()
                    Color.red.frame(height: 10).id("bar")
                }
            }
        }
        """

    @Test func aViewFromAnotherFileIsAnErrorAtItsPlace() throws {
        let error = try #require(SwiftSourceSupport.error(Self.unknownView))
        #expect(error.location == .lineColumn(line: 4, column: 13))
        #expect(error.problem == .swiftSource(.unknownView("ProfileHeader")))
        #expect(error.file == "Test.swift")
    }

    @Test func aFileThatIsNotUTF8IsTheTypedProblemForTheWholeFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-utf8-\(UUID()).swift").path
        // 0xFF starts no UTF-8 sequence.
        #expect(FileManager.default.createFile(atPath: path, contents: Data([0x73, 0xFF, 0x0A])))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try SwiftSource.load(path: path)
            Issue.record("a file that is not UTF-8 was read")
        } catch {
            guard case .invalid(let specError) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(specError.problem == .notUTF8Text)
            #expect(specError.location == .file && specError.file == path)
        }
    }

    @Test func placeholderModeLaysTheUnknownViewOutAsAColorWithANote() throws {
        let imported = try SwiftSource.read(
            Self.unknownView, file: "Screen.swift", options: SwiftSource.Options(unknownViewsArePlaceholders: true))
        #expect(imported.notes.count == 1)
        #expect(imported.notes.first?.hasPrefix("Screen.swift:4:13: note: `ProfileHeader`") == true)
        guard case .view(let spec) = imported.document else { throw SpecError(.invalidSpec, at: .file, "no view spec") }
        #expect(spec.root.children.count == 2)
    }

    @Test func aComputedSizeFromOutsideTheFileIsAnErrorAtTheExpression() throws {
        let source = """
            struct Wide: View {
                var body: some View {
                    Color.red
                        .frame(width: UIScreen.main.bounds.width)
                }
            }
            """
        let error = try #require(SwiftSourceSupport.error(source))
        #expect(error.location == .lineColumn(line: 4, column: 27))
        #expect(error.problem == .swiftSource(.undefined("UIScreen", kind: "value or view")))
    }

    @Test func aLayoutModifierThatIsNotEvaluatedIsAnErrorAtItsDot() throws {
        let source = """
            struct Insets: View {
                var body: some View {
                    Text("A").safeAreaBar(edge: .top) { Color.red }
                }
            }
            """
        let error = try #require(SwiftSourceSupport.error(source))
        #expect(error.location == .lineColumn(line: 3, column: 18))
        #expect(error.problem == .swiftSource(.layoutModifier("safeAreaBar")))
    }

    @Test func aSyntaxErrorIsLocated() throws {
        let error = try #require(
            SwiftSourceSupport.error("struct A: View {\n    var body: some View {\n        VStack {\n"))
        guard case .swiftSource(.syntaxError) = error.problem else {
            Issue.record("\(error)")
            return
        }
        if case .lineColumn(let line, _) = error.location { #expect(line >= 3) } else { Issue.record("not located") }
    }

    @Test func aSpecRuleBrokenInSourceIsReportedAtTheModifier() throws {
        // A fixed and a flexible frame argument in one call: the view spec's rule, located at `.frame`.
        let source = """
            struct Mixed: View {
                var body: some View {
                    Color.red.frame(width: 10, maxHeight: 20)
                }
            }
            """
        let error = try #require(SwiftSourceSupport.error(source))
        #expect(error.location == .lineColumn(line: 3, column: 19))
        // The spec's typed problem, kept when it is placed at the Swift source.
        guard case .conflictingMembers(_, _, "a frame") = error.problem else {
            Issue.record("\(error)")
            return
        }
    }

    @Test func theNamedViewMustExist() throws {
        #expect(throws: SpecError.self) { try SwiftSourceSupport.spec(Self.unknownView, view: "Missing") }
    }

    @Test func selfReferenceAndHugeLoopsAreBoundedErrors() throws {
        let recursive = "struct A: View {\n    var body: some View { body }\n}\n"
        #expect(
            SwiftSourceSupport.error(recursive)?.problem == .swiftSource(.nestedTooDeeply(limit: Evaluator.maxDepth)))
        let huge =
            "struct B: View {\n    var body: some View {\n        ForEach(-9000000000..<1) { _ in Color.red }\n    }\n}\n"
        #expect(SwiftSourceSupport.error(huge)?.location == .lineColumn(line: 3, column: 17))
    }

    @Test func deeplyNestedBracketsAreRefusedBeforeParsing() throws {
        // 13 unclosed `[`: SwiftParser's time doubles with each level, so the file is refused.
        let error = try #require(SwiftSourceSupport.error("let a = " + String(repeating: "[", count: 13)))
        #expect(error.location == .lineColumn(line: 1, column: 21))
        #expect(error.problem == .swiftSource(.bracketsTooDeep(limit: 12)))
        // 12 levels, closed, are read.
        let twelve = String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)
        #expect(
            SwiftSourceSupport.error("let a = \(twelve)\nstruct A: View { var body: some View { Color.red } }")?.message
                == nil)
    }
}
