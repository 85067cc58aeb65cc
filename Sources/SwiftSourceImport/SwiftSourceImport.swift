#if LAYOUTLAB_NO_SWIFT_SYNTAX
    #error(
        "SwiftSourceImport needs the toolchain's SwiftParser and SwiftSyntax host libraries (usr/lib/swift/host beside the swift on PATH), and this toolchain has none: use a swift.org toolchain (5.9 or later), or set LAYOUTLAB_SWIFT_HOST to a folder holding SwiftParser.swiftmodule and libSwiftParser.so, then run swift package reset"
    )
#endif

import Foundation
import LayoutCore
internal import SwiftOperators
internal import SwiftParser
internal import SwiftSyntax

/// Reads Swift source: a SwiftUI view file into a `layoutlab.view/1` spec (and, in later
/// steps, UIKit Auto Layout code into a `layoutlab.constraints/1` spec), with the toolchain's
/// SwiftParser. Nothing is compiled or run: the view's `body` is evaluated as far as layout
/// needs, and what cannot be evaluated is an error at its line and column.
///
/// ```swift
/// let imported = try SwiftSource.read(source, file: "Card.swift")
/// // imported.document is .view(ViewSpec) for `struct Card: View { var body: some View { … } }`
/// ```
public enum SwiftSource {
    /// How to read a file.
    public struct Options: Sendable, Equatable {
        /// The view to lay out: a `View` or `PreviewProvider` type, or a `#Preview("Name")`
        /// (nil: the first View whose properties all have values, else the first preview).
        public var viewName: String?
        /// Lay out views the file does not define as placeholders (a Color taking the
        /// proposal) and leave out modifiers that are not evaluated, each with a note, instead
        /// of failing.
        public var unknownViewsArePlaceholders: Bool
        /// The compilation conditions set (`-D NAME` of the build: `DEBUG`, …) for `#if`: an
        /// iOS release build by default (FORMATS.md, "Swift source").
        public var definedConditions: Set<String>

        public init(
            viewName: String? = nil, unknownViewsArePlaceholders: Bool = false, definedConditions: Set<String> = []
        ) {
            self.viewName = viewName
            self.unknownViewsArePlaceholders = unknownViewsArePlaceholders
            self.definedConditions = definedConditions
        }
    }

    /// A spec read from Swift source, with the notes to show on stderr.
    public struct Imported: Sendable, Equatable {
        public var document: SpecDocument
        /// `File.swift:12:9: note: …` lines (placeholders and left-out modifiers).
        public var notes: [String]
    }

    /// The label of the helper views that stand for layout guides (`readableContentGuide`,
    /// `UILayoutGuide()`), as the Interface Builder importer labels its guide helpers.
    public static let layoutGuideLabel = "layout guide"

    /// `solution` without the frames of `document`'s layout-guide helper views: a guide is no
    /// view of the user's, so it is not reported (as IB documents' guides are not).
    public static func reported(_ solution: LayoutSolution, of document: SpecDocument) -> LayoutSolution {
        guard case .constraints(let spec) = document else { return solution }
        let guides = Set(spec.views.filter { $0.label == layoutGuideLabel }.map(\.id))
        if guides.isEmpty { return solution }
        var result = solution
        result.frames.removeAll { guides.contains($0.id) }
        return result
    }

    /// Whether `path` names a Swift source file (by its extension).
    public static func isSwiftSource(_ path: String) -> Bool { path.hasSuffix(".swift") }

    /// Reads the spec in `source`; errors name `file`, the line and column, and why.
    public static func read(_ source: String, file: String, options: Options = Options()) throws(SpecError) -> Imported
    {
        do {
            return try readUnchecked(source, file: file, options: options)
        } catch let error as SpecError {
            throw error.inFile(file)
        } catch let error as EvaluationError {
            throw SpecError(
                error.problem, file: file, at: .lineColumn(line: error.place.line, column: error.place.column))
        } catch {
            throw SpecError(.invalidSpec, file: file, at: .file, "\(error)")
        }
    }

    /// Reads and imports the Swift file at `path` (exit 66 when unreadable, 65 when invalid).
    public static func load(path: String, options: Options = Options()) throws(SpecDocument.LoadError) -> Imported {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        if isDirectory.boolValue { throw .unreadable(path: path, reason: "is a directory") }
        let limit = SpecLimits.standard.maxBytes
        if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? Int, size > limit
        {
            throw .invalid(SpecError(.limitExceeded(.bytes(count: size, max: limit)), file: path, at: .file))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "permission denied or I/O error")
        }
        guard let source = String(data: data, encoding: .utf8) else {
            throw .invalid(SpecError(.notUTF8Text, file: path, at: .file))
        }
        do {
            return try read(source, file: path, options: options)
        } catch {
            throw .invalid(error)
        }
    }

    /// SwiftParser's parse of `source` alone, nothing evaluated: the parser's share of
    /// ``read(_:file:options:)``, for the benchmark. Returns whether the tree has syntax errors.
    public static func parseOnly(_ source: String) -> Bool {
        Parser.parse(source: source).hasError
    }

    private static func readUnchecked(_ source: String, file: String, options: Options) throws -> Imported {
        if let place = BracketNesting.firstTooDeep(in: source) {
            throw EvaluationError(place: place, .bracketsTooDeep(limit: BracketNesting.limit))
        }
        let parsed = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: file, tree: parsed)
        if let problem = SyntaxProblemFinder.firstProblem(in: parsed) {
            let location = problem.node.startLocation(converter: converter)
            throw EvaluationError(
                place: SourcePlace(line: location.line, column: location.column), .syntaxError(problem.message))
        }
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        let foldedConverter = SourceLocationConverter(fileName: file, tree: folded)
        let conditions = CompilationConditions(defined: options.definedConditions, converter: foldedConverter)
        let declarations = try FileDeclarations(folded, conditions: conditions)
        let evaluator = Evaluator(
            converter: foldedConverter, declarations: declarations, placeholders: options.unknownViewsArePlaceholders)
        evaluator.conditions = conditions
        if let type = UIKitRoot.rootType(in: declarations, named: options.viewName),
            options.viewName != nil || !SwiftUIRoot.hasViews(in: declarations)
        {
            let spec = try UIKitRoot.spec(of: type, evaluator: evaluator)
            let notes = evaluator.notes.map { "\(file):\($0.place.line):\($0.place.column): note: \($0.text)" }
            return Imported(document: .constraints(spec), notes: notes)
        }
        let (name, views) = try SwiftUIRoot.views(
            in: declarations, named: options.viewName, evaluator: evaluator, file: file)
        let spec = try SwiftUIRoot.spec(name: name, views: views, evaluator: evaluator)
        let notes = evaluator.notes.map { "\(file):\($0.place.line):\($0.place.column): note: \($0.text)" }
        return Imported(document: .view(spec), notes: notes)
    }
}

/// The first syntax error of a parsed file (SwiftParser recovers from every error; the
/// importer refuses the file instead of guessing).
enum SyntaxProblemFinder {
    static func firstProblem(in tree: SourceFileSyntax) -> (node: Syntax, message: String)? {
        guard tree.hasError else { return nil }
        for token in tree.tokens(viewMode: .all) {
            if token.presence == .missing {
                return (Syntax(token), "Swift syntax error: expected `\(token.text)`")
            }
            var ancestor = token.parent
            while let node = ancestor {
                if let unexpected = node.as(UnexpectedNodesSyntax.self) {
                    let text = unexpected.trimmedDescription
                    let quoted = text.count > 40 ? String(text.prefix(37)) + "…" : text
                    return (Syntax(unexpected), "Swift syntax error: unexpected `\(quoted)`")
                }
                ancestor = node.parent
            }
        }
        return (Syntax(tree), "Swift syntax error")
    }
}

/// SwiftParser takes time exponential in the nesting of unclosed `[` (each level doubles it:
/// 18 levels take seconds), so such input is refused before parsing; real code nests arrays a
/// few levels deep. Brackets in comments and strings count too (the parser's recovery may read
/// them as code).
enum BracketNesting {
    static let limit = 12

    /// The place of the first `[` nested deeper than `limit`, or nil.
    static func firstTooDeep(in source: String) -> SourcePlace? {
        var depth = 0
        var line = 1
        var column = 0
        for byte in source.utf8 {
            column += 1
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                column = 0
            case UInt8(ascii: "["):
                depth += 1
                if depth > limit { return SourcePlace(line: line, column: column) }
            case UInt8(ascii: "]"):
                depth = max(depth - 1, 0)
            default:
                break
            }
        }
        return nil
    }
}
