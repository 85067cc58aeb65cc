import LayoutCore
internal import SwiftSyntax

// Modifiers: the layout modifiers of layoutlab.view/1 in SwiftUI spelling, view names,
// text modifiers passed down to Texts, the environment, and the modifiers that do not
// affect layout (ignored).
extension Evaluator {
    /// Modifiers that change how nothing is sized or placed: ignored without a note.
    static let layoutNeutralModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "tint", "accentColor", "opacity", "cornerRadius", "clipShape",
        "clipped", "mask", "shadow", "blur", "brightness", "contrast", "saturation", "grayscale", "colorMultiply",
        "hueRotation", "blendMode", "compositingGroup", "drawingGroup", "scaleEffect", "rotationEffect",
        "rotation3DEffect", "transformEffect", "animation", "transition", "contentTransition", "onTapGesture",
        "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onAppear", "onDisappear",
        "onChange", "onReceive", "task", "refreshable", "onSubmit", "disabled", "allowsHitTesting", "contentShape",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityAddTraits",
        "accessibilityRemoveTraits", "accessibilityHidden", "accessibilityElement", "accessibilitySortPriority",
        "accessibilityAction", "help", "tag", "zIndex", "fontDesign", "underline",
        "strikethrough", "monospacedDigit", "textCase", "allowsTightening", "textSelection",
        "buttonStyle", "labelStyle", "toggleStyle",
        "pickerStyle", "listStyle", "navigationTitle", "navigationBarTitleDisplayMode", "toolbar", "sheet",
        "alert", "confirmationDialog", "popover", "fullScreenCover", "keyboardShortcut", "focused",
        "symbolRenderingMode", "fill", "stroke", "strokeBorder",
        "imageScale", "renderingMode", "interpolation", "antialiased", "preferredColorScheme", "colorScheme",
        "previewLayout", "previewDevice", "previewDisplayName", "previewInterfaceOrientation", "redacted",
        "unredacted", "privacySensitive", "scrollIndicators", "scrollDisabled", "scrollContentBackground",
        "statusBarHidden", "persistentSystemOverlays", "onHover", "hoverEffect", "draggable", "dropDestination",
        "environmentObject", "contextMenu", "swipeActions", "badge", "listRowBackground", "listRowSeparator",
        "submitLabel", "textContentType", "keyboardType", "autocapitalization", "textInputAutocapitalization",
        "disableAutocorrection", "autocorrectionDisabled", "sensoryFeedback", "symbolEffect", "dynamicTypeSizeLimit",
    ]

    /// Modifiers that set the environment the whole spec is laid out in.
    static let environmentModifiers: Set<String> = ["environment", "dynamicTypeSize"]

    /// `views` with the modifier `.name(arguments)` applied to each.
    func modify(
        _ views: [SourceView], _ name: String, _ arguments: CallArguments, at node: MemberAccessExprSyntax,
        in scope: Scope
    )
        throws -> [SourceView]
    {
        if Self.layoutNeutralModifiers.contains(name) || Self.environmentModifiers.contains(name) { return views }
        switch name {
        case "id", "accessibilityIdentifier":
            guard let argument = arguments(nil) else { return views }
            guard case .string(let id) = try evaluate(argument, in: scope) else {
                // `.id(item)` with a non-string value is identity only.
                return views
            }
            return try views.map { view in
                var copy = view
                if copy.nameIsTaken {
                    throw error(node.period, .secondID(quote(argument)))
                }
                copy.name(id)
                return copy
            }
        case _ where Self.textModifiers.contains(name):
            return try textModifier(name, views, arguments, at: node.period, in: scope)
        case "contentOffset":
            // LayoutDSL's scrolled position of a ScrollView.
            var offset = JSONObject()
            for key in ["x", "y"] {
                if let expr = arguments(key) {
                    offset[key] = .number(try number(try evaluate(expr, in: scope), at: expr))
                }
            }
            return try views.map { view in
                guard view.type == "ScrollView", view.modifiers.isEmpty else {
                    throw error(node.period, .misplacedModifier("`.contentOffset(x:y:)`", appliesTo: "a ScrollView"))
                }
                var copy = view
                copy.setAttribute("contentOffset", .object(offset))
                return copy
            }
        case "resizable":
            return try views.map { view in
                guard view.type == "Image", view.modifiers.isEmpty else {
                    throw error(node.period, .misplacedModifier("`.resizable()`", appliesTo: "an Image"))
                }
                var copy = view
                copy.setAttribute("resizable", .bool(true))
                return copy
            }
        default:
            guard let modifier = try layoutModifier(name, arguments, at: node, in: scope) else {
                if placeholders {
                    notes.append((place(node), "`.\(name)` is not evaluated and was left out"))
                    return views
                }
                throw error(node.period, .layoutModifier(name))
            }
            return views.map { view in
                var copy = view
                copy.modifiers.append(modifier)
                return copy
            }
        }
    }

    /// The spec modifier of a layout modifier call, or nil when `name` is not one.
    private func layoutModifier(
        _ name: String, _ arguments: CallArguments, at node: MemberAccessExprSyntax, in scope: Scope
    )
        throws -> SourceModifier?
    {
        let at = place(node.declName)
        func lengths(_ keys: [String]) throws -> JSONObject {
            var object = JSONObject()
            for key in keys {
                if let expr = arguments(key) { object[key] = try lengthJSON(try evaluate(expr, in: scope), at: expr) }
            }
            return object
        }
        switch name {
        case "frame":
            var object = try lengths([
                "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
            ])
            if let alignment = arguments("alignment") {
                object["alignment"] = .string(try alignmentName(alignment, in: scope))
            }
            return SourceModifier(key: "frame", argument: .object(object), place: at)
        case "padding":
            return SourceModifier(
                key: "padding", argument: try padding(arguments, at: node.period, in: scope), place: at)
        case "layoutPriority":
            guard let value = arguments(nil) else {
                throw error(node.period, .unexpected(expected: ".layoutPriority(number)", found: nil))
            }
            return SourceModifier(
                key: "layoutPriority", argument: .number(try number(try evaluate(value, in: scope), at: value)),
                place: at)
        case "fixedSize":
            if arguments.labeled.isEmpty { return SourceModifier(key: "fixedSize", argument: .bool(true), place: at) }
            var object = JSONObject()
            for key in ["horizontal", "vertical"] {
                if let expr = arguments(key) { object[key] = .bool(try truth(expr, in: scope)) }
            }
            return SourceModifier(key: "fixedSize", argument: .object(object), place: at)
        case "offset":
            if let size = arguments(nil) {
                throw error(size, .unexpected(expected: ".offset(x:y:) with numbers", found: "\(quote(size))"))
            }
            return SourceModifier(key: "offset", argument: .object(try lengths(["x", "y"])), place: at)
        case "aspectRatio", "scaledToFit", "scaledToFill":
            var object = JSONObject()
            if let ratio = arguments(nil) {
                object["ratio"] = try lengthJSON(try evaluate(ratio, in: scope), at: ratio)
            }
            if name == "scaledToFill" {
                object["contentMode"] = .string("fill")
            } else if let mode = arguments("contentMode") {
                object["contentMode"] = .string(try alignmentName(mode, in: scope))
            }
            return SourceModifier(key: "aspectRatio", argument: .object(object), place: at)
        case "border":
            let width = try arguments("width").map { try lengthJSON(try evaluate($0, in: scope), at: $0) } ?? .number(1)
            return SourceModifier(key: "border", argument: .object(JSONObject([JSONMember("width", width)])), place: at)
        case "ignoresSafeArea":
            return SourceModifier(key: name, argument: try ignoresSafeArea(arguments, in: scope), place: at)
        case "safeAreaInset":
            return try safeAreaInset(arguments, at: node, in: scope)
        case "safeAreaPadding":
            return SourceModifier(key: name, argument: try padding(arguments, at: node.period, in: scope), place: at)
        case "alignmentGuide":
            return try alignmentGuide(arguments, at: node, in: scope)
        case "containerRelativeFrame":
            return try containerRelativeFrame(arguments, at: node, in: scope)
        case "background", "overlay":
            return try secondary(name, arguments, at: node, in: scope)
        default:
            return nil
        }
    }

    /// `.padding()`, `.padding(12)`, `.padding(.horizontal)`, `.padding(.horizontal, 20)`,
    /// `.padding([.top, .leading], 8)`, `.padding(EdgeInsets(…))`.
    private func padding(_ arguments: CallArguments, at node: some SyntaxProtocol, in scope: Scope) throws -> JSONValue
    {
        let unlabeled = arguments.unlabeled
        guard let first = unlabeled.first else { return .string("default") }
        let value = try evaluate(first, in: scope)
        var edges: [JSONValue] = []
        switch value {
        case .json(let insets): return insets
        case .number, .length: return try lengthJSON(value, at: first)
        case .member(let edge): edges = [.string(edge)]
        case .array(let list):
            for item in list {
                guard case .member(let edge) = item else {
                    throw error(first, .unexpected(expected: "edges such as .top", found: nil))
                }
                edges.append(.string(edge))
            }
        default:
            throw error(first, .unexpected(expected: "a length, edges or EdgeInsets", found: "\(value.description)"))
        }
        var object = JSONObject([JSONMember("edges", .array(edges))])
        if unlabeled.count > 1 {
            object["length"] = try lengthJSON(try evaluate(unlabeled[1], in: scope), at: unlabeled[1])
        }
        return .object(object)
    }

    /// `.alignmentGuide(.leading) { d in d[.trailing] - 10 }`.
    private func alignmentGuide(_ arguments: CallArguments, at node: MemberAccessExprSyntax, in scope: Scope) throws
        -> SourceModifier
    {
        guard let guideExpr = arguments(nil), let closure = arguments.trailing ?? arguments.closure("computeValue")
        else {
            throw error(node.period, .unexpected(expected: ".alignmentGuide(guide) { d in … }", found: nil))
        }
        let guide: String
        switch try evaluate(guideExpr, in: scope) {
        case .member(let name) where GuideName(rawValue: name) != nil: guide = name
        case .member("center"):
            throw error(guideExpr, .ambiguousCenterGuide)
        case let other:
            throw error(
                guideExpr, .unexpected(expected: "an alignment guide such as .leading", found: "\(other.description)"))
        }
        let local = Scope(parent: scope)
        local.values[closure.parameterNames.first ?? "$0"] = .dimensions
        let value: JSONValue
        switch try evaluateBody(closure.statements, in: local) {
        case .number(let number): value = .number(number)
        case .length(let text, .dimensions): value = .string(text)
        case let other:
            throw error(
                closure, .unexpected(expected: "a length over the view's dimensions", found: "\(other.description)"))
        }
        let object = JSONObject([JSONMember("guide", .string(guide)), JSONMember("value", value)])
        return SourceModifier(key: "alignmentGuide", argument: .object(object), place: place(node.declName))
    }

    /// `.background(Color.red)`, `.background(.red)`, `.overlay(alignment: .top) { … }`.
    private func secondary(_ name: String, _ arguments: CallArguments, at node: MemberAccessExprSyntax, in scope: Scope)
        throws -> SourceModifier
    {
        var views: [SourceView]
        if let closure = arguments.content {
            containerDepth += 1
            defer { containerDepth -= 1 }
            views = try self.views(in: closure.statements, scope: Scope(parent: scope))
        } else if let argument = arguments(nil) {
            containerDepth += 1
            defer { containerDepth -= 1 }
            switch try evaluate(argument, in: scope) {
            case .views(let list): views = list
            case .member: views = [try leaf("Color", at: argument)]  // a ShapeStyle: fills the view
            case let other:
                throw error(argument, .unexpected(expected: "a view or a style", found: "\(other.description)"))
            }
        } else {
            throw error(node.period, .unexpected(expected: ".\(name)(view) or .\(name) { … }", found: nil))
        }
        // Several views in a background or overlay stack as a ZStack.
        if views.count != 1 {
            var stack = try leaf("ZStack", at: node)
            if let alignment = arguments("alignment") {
                stack.attributes = [JSONMember("alignment", .string(try alignmentName(alignment, in: scope)))]
            }
            stack.children = views
            views = [stack]
        }
        var modifier = SourceModifier(key: name, argument: .null, secondary: views, place: place(node.declName))
        if let alignment = arguments("alignment") { modifier.alignment = try alignmentName(alignment, in: scope) }
        return modifier
    }

    /// `.environment(\.dynamicTypeSize, .accessibility1)`, `.dynamicTypeSize(.xxLarge)`: the
    /// spec's environment, set before the view it modifies is evaluated (so `if` on
    /// the size reads it). Only on the outermost view, as the spec has one environment.
    func applyEnvironment(_ name: String, _ arguments: CallArguments, at node: MemberAccessExprSyntax, in scope: Scope)
        throws
    {
        let valueExpr: ExprSyntax?
        if name == "environment" {
            guard let key = arguments.unlabeled.first else { return }
            guard case .member(let path) = try evaluate(key, in: scope), path == "dynamicTypeSize" else { return }
            valueExpr = arguments.unlabeled.dropFirst().first
        } else {
            valueExpr = arguments.unlabeled.first
        }
        guard let valueExpr else {
            throw error(node.period, .unexpected(expected: "a dynamic type size such as .accessibility1", found: nil))
        }
        guard case .member(let sizeName) = try evaluate(valueExpr, in: scope),
            let size = DynamicTypeSize(rawValue: sizeName)
        else {
            throw error(valueExpr, .unexpected(expected: "a dynamic type size such as .accessibility1", found: nil))
        }
        guard containerDepth == 0 else {
            throw error(node.period, .innerDynamicTypeSize)
        }
        environment.dynamicTypeSize = size
    }
}
