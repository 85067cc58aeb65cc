import LayoutCore
internal import SwiftSyntax

// SwiftUI's views, layouts and layout values, read into spec views and JSON.
extension Evaluator {
    /// A SwiftUI view or value built by `name(…)`, or nil when `name` is none of them.
    func builtin(_ name: String, _ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope) throws
        -> Value?
    {
        switch name {
        case "VStack", "HStack", "ZStack":
            var attributes: [JSONMember] = []
            if let alignment = arguments("alignment") {
                attributes.append(JSONMember("alignment", .string(try alignmentName(alignment, in: scope))))
            }
            if let spacing = arguments("spacing"), name != "ZStack" {
                attributes.append(JSONMember("spacing", try lengthJSON(try evaluate(spacing, in: scope), at: spacing)))
            }
            var view = try leaf(name, at: call, attributes: attributes)
            view.children = try children(arguments, at: call, in: scope)
            return .views([view])
        case "Text":
            guard let argument = arguments(nil) ?? arguments("verbatim") else {
                throw error(call, .unexpected(expected: "Text(\"…\")", found: nil))
            }
            let text = try self.text(try evaluate(argument, in: scope), at: argument)
            return .views([try leaf("Text", at: call, attributes: [JSONMember("text", .string(text))])])
        case "Image":
            if let symbol = arguments("systemName") {
                // `Image(systemName:)`: a symbol image, sized by its font (docs/ENGINES.md
                // "Symbol images"); `.font(…)` reaches it as it reaches Texts.
                let name = try text(try evaluate(symbol, in: scope), at: symbol)
                return .views([try leaf("Image", at: call, attributes: [JSONMember("systemName", .string(name))])])
            }
            guard let width = arguments("width"), let height = arguments("height") else {
                throw error(call, .imageWithoutSize(uiKit: false))
            }
            return .views([
                try leaf(
                    "Image", at: call,
                    attributes: [
                        JSONMember("width", try lengthJSON(try evaluate(width, in: scope), at: width)),
                        JSONMember("height", try lengthJSON(try evaluate(height, in: scope), at: height)),
                    ])
            ])
        case "Spacer":
            var attributes: [JSONMember] = []
            if let minLength = arguments("minLength") {
                attributes.append(
                    JSONMember("minLength", try lengthJSON(try evaluate(minLength, in: scope), at: minLength)))
            }
            return .views([try leaf("Spacer", at: call, attributes: attributes)])
        case "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule":
            return .views([try leaf(name, at: call)])
        case "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape":
            // Shapes all take the proposal, as a Rectangle.
            return .views([try leaf("Rectangle", at: call)])
        case "EmptyView":
            return .views([])
        case "AnyView":
            guard let argument = arguments(nil) else {
                throw error(call, .unexpected(expected: "AnyView(view)", found: nil))
            }
            return try evaluate(argument, in: scope)
        case "Group":
            guard let content = arguments.content else {
                throw error(call, .unexpected(expected: "Group { … }", found: nil))
            }
            return .views(try views(in: content.statements, scope: scope))
        case "ForEach":
            return .views(try forEach(arguments, at: call, in: scope))
        case "GeometryReader":
            return .views([try geometryReader(arguments, at: call, in: scope)])
        case "ViewThatFits":
            var view = try leaf("ViewThatFits", at: call)
            if let axes = arguments("in") { view.attributes.append(JSONMember("in", try axesJSON(axes, in: scope))) }
            view.children = try children(arguments, at: call, in: scope)
            return .views([view])
        case "ScrollView":
            var view = try leaf("ScrollView", at: call)
            if let axes = arguments(nil) {
                let list = try axesJSON(axes, in: scope)
                if list != .array([.string("vertical")]) { view.attributes.append(JSONMember("axes", list)) }
            }
            view.children = try children(arguments, at: call, in: scope)
            return .views([view])
        case "LazyVGrid", "LazyHGrid":
            return .views([try lazyGrid(name, arguments, at: call, in: scope)])
        case "Grid", "GridRow":
            var view = try leaf(name, at: call)
            if let alignment = arguments("alignment") {
                view.attributes.append(JSONMember("alignment", .string(try alignmentName(alignment, in: scope))))
            }
            for key in ["horizontalSpacing", "verticalSpacing"] where name == "Grid" {
                if let spacing = arguments(key) {
                    view.attributes.append(
                        JSONMember(key, try lengthJSON(try evaluate(spacing, in: scope), at: spacing)))
                }
            }
            view.children = try children(arguments, at: call, in: scope)
            return .views([view])
        case "Section":
            return .views([try section(arguments, at: call, in: scope)])
        default:
            return try layoutOrValue(name, arguments, at: call, in: scope)
        }
    }

    /// The views of a container's content closure, one container level down.
    func children(_ arguments: CallArguments, at call: some SyntaxProtocol, in scope: Scope) throws -> [SourceView] {
        guard let content = arguments.content else { return [] }
        containerDepth += 1
        defer { containerDepth -= 1 }
        return try views(in: content.statements, scope: Scope(parent: scope))
    }

    /// The spec name of an alignment argument (`.leading`, `.topTrailing`, `.firstTextBaseline`).
    func alignmentName(_ expr: ExprSyntax, in scope: Scope) throws -> String {
        switch try evaluate(expr, in: scope) {
        case .member("horizontalCenter"), .member("verticalCenter"): return "center"
        case .member(let name): return name
        case let other:
            throw error(expr, .unexpected(expected: "an alignment such as .leading", found: "\(other.description)"))
        }
    }

    func axesJSON(_ expr: ExprSyntax, in scope: Scope) throws -> JSONValue {
        func name(_ value: Value, _ node: some SyntaxProtocol) throws -> JSONValue {
            guard case .member(let axis) = value, axis == "horizontal" || axis == "vertical" else {
                throw error(node, .unexpected(expected: ".horizontal or .vertical", found: "\(value.description)"))
            }
            return .string(axis)
        }
        switch try evaluate(expr, in: scope) {
        case .array(let values): return .array(try values.map { try name($0, expr) })
        case let value: return .array([try name(value, expr)])
        }
    }

    /// `ForEach(0..<3) { i in … }`, `ForEach(items, id: \.self) { item in … }`: the content
    /// once per element, the parameter bound to it (SwiftUI's ForEach adds no container).
    private func forEach(_ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope) throws
        -> [SourceView]
    {
        guard let data = arguments(nil), let content = arguments.content else {
            throw error(call, .unexpected(expected: "ForEach(data) { element in … }", found: nil))
        }
        let elements: [Value]
        switch try evaluate(data, in: scope) {
        case .range(let lower, let upper): elements = (lower..<upper).map { .number(Double($0)) }
        case .array(let values): elements = values
        case let other:
            throw error(data, .unexpected(expected: "a literal range or array", found: "\(other.description)"))
        }
        let parameter = content.parameterNames.first
        var result: [SourceView] = []
        for element in elements {
            let local = Scope(parent: scope)
            if let parameter, parameter != "_" { local.values[parameter] = element }
            local.values["$0"] = element
            result += try views(in: content.statements, scope: local)
        }
        return result
    }

    private func geometryReader(_ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope) throws
        -> SourceView
    {
        guard let content = arguments.content else {
            throw error(call, .unexpected(expected: "GeometryReader { proxy in … }", found: nil))
        }
        var reader = try leaf("GeometryReader", at: call)
        let local = Scope(parent: scope)
        if let name = content.parameterNames.first, name != "_" { local.values[name] = .geometryProxy }
        geometryDepth += 1
        containerDepth += 1
        defer {
            geometryDepth -= 1
            containerDepth -= 1
        }
        let views = try self.views(in: content.statements, scope: local)
        // Several views in a GeometryReader stack at its top-leading corner.
        if views.count == 1 {
            reader.children = views
        } else {
            var stack = try leaf("ZStack", at: call, attributes: [JSONMember("alignment", .string("topLeading"))])
            stack.children = views
            reader.children = [stack]
        }
        return reader
    }

    private func lazyGrid(_ name: String, _ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope)
        throws -> SourceView
    {
        let itemsKey = name == "LazyVGrid" ? "columns" : "rows"
        guard let itemsExpr = arguments(itemsKey) else {
            throw error(call, .unexpected(expected: "\(name)(\(itemsKey): …)", found: nil))
        }
        guard case .array(let items) = try evaluate(itemsExpr, in: scope) else {
            throw error(itemsExpr, .unexpected(expected: "an array of GridItem", found: nil))
        }
        var list: [JSONValue] = []
        for item in items {
            guard case .gridItem(let json) = item else {
                throw error(itemsExpr, .unexpected(expected: "GridItem values", found: "\(item.description)"))
            }
            list.append(json)
        }
        var grid = try leaf(name, at: call, attributes: [JSONMember(itemsKey, .array(list))])
        if let alignment = arguments("alignment") {
            grid.attributes.append(JSONMember("alignment", .string(try alignmentName(alignment, in: scope))))
        }
        if let spacing = arguments("spacing") {
            grid.attributes.append(JSONMember("spacing", try lengthJSON(try evaluate(spacing, in: scope), at: spacing)))
        }
        if let pinned = arguments("pinnedViews") {
            var names: [JSONValue] = []
            let value = try evaluate(pinned, in: scope)
            let members: [Value]
            if case .array(let values) = value { members = values } else { members = [value] }
            for member in members {
                guard case .member(let pin) = member else {
                    throw error(pinned, .unexpected(expected: ".sectionHeaders or .sectionFooters", found: nil))
                }
                names.append(.string(pin))
            }
            grid.attributes.append(JSONMember("pinnedViews", .array(names)))
        }
        grid.children = try children(arguments, at: call, in: scope)
        return grid
    }

    /// `Section(header: Text("A")) { … }` or `Section { … } header: { … }` (in lazy grids).
    private func section(_ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope) throws
        -> SourceView
    {
        var section = SourceView("Section", at: place(call))
        func part(_ label: String) throws -> [SourceView] {
            if let closure = arguments.closure(label) { return try views(in: closure.statements, scope: scope) }
            if let expr = arguments(label) { return try views(of: expr, in: scope) }
            return []
        }
        section.header = try part("header")
        section.footer = try part("footer")
        for (label, views) in [("header", section.header), ("footer", section.footer)] where views.count > 1 {
            throw error(call, .unexpected(expected: "one view as a Section's \(label)", found: "\(views.count) views"))
        }
        section.children = try children(arguments, at: call, in: scope)
        return section
    }
}
