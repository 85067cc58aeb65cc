import LayoutCore
internal import SwiftSyntax

/// Which view of a file is laid out, and the spec it becomes.
enum SwiftUIRoot {
    /// Whether the file declares a SwiftUI view or preview.
    static func hasViews(in declarations: FileDeclarations) -> Bool {
        !declarations.previews.isEmpty
            || declarations.types.values.contains { $0.isView || $0.isPreviewProvider }
    }

    /// The views of the named view, or by default of the first View type whose properties all
    /// have values, else of the first `#Preview` or PreviewProvider.
    static func views(in declarations: FileDeclarations, named name: String?, evaluator: Evaluator, file: String)
        throws -> (String, [SourceView])
    {
        let viewTypes = declarations.order.compactMap { declarations.types[$0] }.filter(\.isView)
        let providers = declarations.order.compactMap { declarations.types[$0] }.filter(\.isPreviewProvider)
        if let name {
            if let type = viewTypes.first(where: { $0.name == name }) { return (name, try body(of: type, evaluator)) }
            if let type = providers.first(where: { $0.name == name }) {
                return (name, try previews(of: type, evaluator))
            }
            if let preview = declarations.previews.first(where: { $0.name == name }) {
                return (name, try evaluator.views(in: preview.body, scope: Scope(parent: nil)))
            }
            let available =
                viewTypes.map(\.name) + providers.map(\.name)
                + declarations.previews.compactMap(\.name).map { "#Preview(\"\($0)\")" }
            throw EvaluationError(place: SourcePlace(line: 1, column: 1), .noViewNamed(name, declared: available))
        }
        if let type = viewTypes.first(where: { $0.memberwiseNames.isEmpty }) {
            return (type.name, try body(of: type, evaluator))
        }
        if let preview = declarations.previews.first {
            let base = file.split(separator: "/").last.map { String($0.dropLast(".swift".count)) } ?? "Preview"
            return (preview.name ?? base, try evaluator.views(in: preview.body, scope: Scope(parent: nil)))
        }
        if let type = providers.first { return (type.name, try previews(of: type, evaluator)) }
        if let type = viewTypes.first { return (type.name, try body(of: type, evaluator)) }
        throw EvaluationError(place: SourcePlace(line: 1, column: 1), .noView)
    }

    private static func body(of type: TypeDeclaration, _ evaluator: Evaluator) throws -> [SourceView] {
        guard case .computed(let body)? = type.properties["body"] else {
            throw EvaluationError(place: SourcePlace(line: 1, column: 1), .noBody(type: type.name))
        }
        return try evaluator.views(in: body, scope: Scope(parent: nil, instance: Instance(type: type, arguments: [:])))
    }

    private static func previews(of type: TypeDeclaration, _ evaluator: Evaluator) throws -> [SourceView] {
        guard case .computed(let body)? = type.properties["previews"] else {
            throw EvaluationError(place: SourcePlace(line: 1, column: 1), .noPreviews(type: type.name))
        }
        return try evaluator.views(in: body, scope: Scope(parent: nil, instance: Instance(type: type, arguments: [:])))
    }

    /// The view spec of the root views (several stack in a VStack, as a window stacks them),
    /// decoded by LayoutCore so every rule of the format applies; a decoding error is reported
    /// at the Swift source of the view or modifier it names.
    static func spec(name: String, views: [SourceView], evaluator: Evaluator) throws -> ViewSpec {
        guard let first = views.first else {
            throw EvaluationError(place: SourcePlace(line: 1, column: 1), .emptyBody)
        }
        var root = first
        if views.count > 1 {
            root = SourceView("VStack", at: first.place)
            root.children = views
        }
        root.forEachText(Evaluator.completeFont)
        root.forEachSymbolImage(Evaluator.completeFont)
        var places: [(path: String, place: SourcePlace)] = []
        var document = JSONObject([
            JSONMember("format", .string(ViewSpec.format)), JSONMember("name", .string(name)),
        ])
        if let size = evaluator.environment.dynamicTypeSize {
            document["environment"] = .object(JSONObject([JSONMember("dynamicTypeSize", .string(size.rawValue))]))
        }
        document["root"] = root.json(at: "root", places: &places)
        do {
            return try ViewSpec(json: .object(document))
        } catch {
            guard case .jsonPath(let path) = error.location else { throw error }
            let place = places.filter { Self.path($0.path, isPrefixOf: path) }.max { $0.path.count < $1.path.count }?
                .place
            guard let place else { throw error }
            throw EvaluationError(place: place, problem: error.problem)
        }
    }

    private static func path(_ prefix: String, isPrefixOf path: String) -> Bool {
        guard path.hasPrefix(prefix) else { return false }
        let rest = path.dropFirst(prefix.count)
        return rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[")
    }
}
