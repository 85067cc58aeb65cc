import LayoutCore
import StackLayout
import SwiftSourceImport
import Testing

/// Imports SwiftUI source and lays it out with the stack engine.
enum SwiftSourceSupport {
    static func spec(_ source: String, view: String? = nil, placeholders: Bool = false) throws -> ViewSpec {
        let imported = try SwiftSource.read(
            source, file: "Test.swift",
            options: SwiftSource.Options(viewName: view, unknownViewsArePlaceholders: placeholders))
        guard case .view(let spec) = imported.document else {
            throw SpecError(.invalidSpec, at: .file, "expected a view spec")
        }
        return spec
    }

    /// The frames by id of `source` laid out at `width`×`height`, Text on the synthetic model
    /// (`"textModel": "synthetic"`): these tests' expected frames are derived by hand from its
    /// 8.5 pt per character and 20.5 pt lines (at size 17, scaled by the font size).
    static func frames(_ source: String, _ width: Double, _ height: Double, view: String? = nil) throws -> [String:
        Rect]
    {
        var spec = try spec(source, view: view)
        spec.environment.textModel = .synthetic
        var engine = StackLayoutEngine(spec)
        return engine.solve(in: SolveSize(width: width, height: height)).frameIndex
    }

    /// The error importing `source` gives (nil when it imports).
    static func error(_ source: String) -> SpecError? {
        do {
            _ = try SwiftSource.read(source, file: "Test.swift")
            return nil
        } catch {
            return error
        }
    }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

import ConstraintLayout

/// Imports UIKit source and solves it with the constraint engine.
enum UIKitSourceSupport {
    static func spec(_ source: String, view: String? = nil) throws -> ConstraintSpec {
        let imported = try SwiftSource.read(source, file: "Test.swift", options: SwiftSource.Options(viewName: view))
        guard case .constraints(let spec) = imported.document else {
            throw SpecError(.invalidSpec, at: .file, "expected a constraint spec")
        }
        return spec
    }

    static func solution(_ source: String, _ width: Double, _ height: Double, view: String? = nil) throws
        -> LayoutSolution
    {
        try ConstraintLayoutEngine.solve(try spec(source, view: view), in: Size(width: width, height: height))
    }

    static func frames(_ source: String, _ width: Double, _ height: Double, view: String? = nil) throws -> [String:
        Rect]
    {
        try solution(source, width, height, view: view).frameIndex
    }
}
