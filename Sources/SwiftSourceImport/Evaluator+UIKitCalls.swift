import LayoutCore
internal import SwiftSyntax

// UIKit calls: creating views, the view hierarchy, hugging and compression resistance, fonts
// and priorities (constraints: Evaluator+UIKitConstraints.swift).
extension Evaluator {
    /// UIKit's view classes LayoutLab models (others are errors, or plain views with
    /// placeholders).
    static let uiKitViewClasses: Set<String> = ["UIView", "UILabel", "UIImageView", "UIStackView"]

    /// The UIKit meaning of a call, or nil when it is not a UIKit call.
    func uikitCall(_ call: FunctionCallExprSyntax, _ arguments: CallArguments, in scope: Scope) throws -> Value? {
        guard uikit != nil else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseExpr = member.base else {
                return try uikitImplicitMember(name, arguments, at: call, in: scope)
            }
            if baseExpr.is(SuperExprSyntax.self) { return .type("Void") }
            if baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLayoutConstraint" {
                return try layoutConstraintCall(name, arguments, at: call, in: scope)
            }
            let base = try evaluate(baseExpr, in: scope)
            switch base {
            case .uiView(let index): return try viewMethod(name, of: index, arguments, at: member, in: scope)
            case .anchor(let index, let attribute):
                return try anchorConstraint(name, (index, attribute), arguments, at: call, in: scope)
            case .array(let elements) where name == "flatMap" && arguments.trailing?.isIdentity == true:
                // `variationConstraints.flatMap { $0 }`: the lists joined.
                return .array(elements.flatMap { if case .array(let inner) = $0 { inner } else { [$0] } })
            case .array(let elements) where name == "forEach":
                try forEach(elements, arguments, at: call, in: scope)
                return .type("Void")
            case .type("UIFont"): return try uikitImplicitMember(name, arguments, at: call, in: scope)
            default: return nil
            }
        }
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) else {
            // `{ let label = UILabel(); …; return label }()`.
            if let closure = call.calledExpression.as(ClosureExprSyntax.self), arguments.labeled.isEmpty {
                return try run(closure.statements, in: Scope(parent: scope)) ?? .type("Void")
            }
            return nil
        }
        let name = reference.baseName.text
        if let type = declarations.types[name],
            type.inherits(fromAnyOf: ["UIView"] + Array(Self.uiKitViewClasses), in: declarations)
        {
            return .uiView(try makeView(of: type, arguments, at: call, in: scope))
        }
        if let function = scope.instance?.type.functions[name], let body = function.body {
            return try callImperative(function, body, arguments, at: call, in: scope)
        }
        if Self.uiKitViewClasses.contains(name) {
            return .uiView(try makeView(name, arguments, at: call, in: scope))
        }
        if let receiver = scope.instance?.selfView,
            [
                "addSubview", "setContentHuggingPriority", "setContentCompressionResistancePriority", "addConstraint",
                "addConstraints",
            ].contains(name)
        {
            return try viewMethod(name, of: receiver, arguments, at: call, in: scope)
        }
        switch name {
        case "NSLayoutConstraint":
            return try itemAttributeConstraint(arguments, at: call, in: scope)
        case "UILayoutPriority":
            guard let value = arguments(nil) ?? arguments("rawValue") else {
                throw error(call, .unexpected(expected: "UILayoutPriority(750)", found: nil))
            }
            return .number(try priority(try evaluate(value, in: scope), at: value))
        case "CGSize":
            func length(_ key: String) throws -> Double? {
                guard let expr = arguments(key) else { return nil }
                let value = try number(try evaluate(expr, in: scope), at: expr)
                return value < 0 ? nil : value
            }
            return .size(try length("width"), try length("height"))
        case "UIFont":
            return nil
        default:
            if name.hasPrefix("UI") || name.hasPrefix("MK") || name.hasPrefix("WK") {
                guard placeholders else {
                    throw error(call, .unmodeledUIKitView(name))
                }
                notes.append((place(call), "`\(name)` is laid out as a plain UIView (no intrinsic size)"))
                return .uiView(try makeView("UIView", arguments, at: call, in: scope))
            }
            return nil
        }
    }

    /// A method of the class run as setup code, its parameters bound.
    func callImperative(
        _ function: FunctionDeclSyntax, _ body: CodeBlockSyntax, _ arguments: CallArguments,
        at call: FunctionCallExprSyntax,
        in scope: Scope
    ) throws -> Value {
        let local = Scope(parent: nil, instance: scope.instance)
        for (parameter, argument) in zip(function.signature.parameterClause.parameters, arguments.labeled) {
            local.values[parameter.secondName?.text ?? parameter.firstName.text] = try evaluate(
                argument.expression, in: scope)
        }
        return try nested(call) { try run(body.statements, in: local) } ?? .type("Void")
    }

    /// A new UIKit view of a built-in class.
    func makeView(_ className: String, _ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope)
        throws -> Int
    {
        guard let uikit else { throw error(call, .unexpected(expected: "UIKit code", found: nil)) }
        if uikit.views.count > Self.maxViews { throw error(call, .limitExceeded(.views(max: Self.maxViews))) }
        var view = UIKitView(className: className, place: place(call))
        if let image = arguments("image") {
            guard className == "UIImageView", let symbol = try symbolImage(image, in: scope) else {
                throw error(image, .imageWithoutSize(uiKit: true))
            }
            view.symbol = symbol
        }
        if className == "UILabel" { (view.intrinsicWidth, view.intrinsicHeight) = (0, 0) }
        uikit.views.append(view)
        let index = uikit.views.count - 1
        if let list = arguments("arrangedSubviews") {
            guard case .array(let items) = try evaluate(list, in: scope) else {
                throw error(list, .unexpected(expected: "an array of views", found: nil))
            }
            for item in items { try arrange(item, in: index, at: list) }
        }
        return index
    }

    /// A view of a UIView subclass of the file: its initializer runs with `self` the new view,
    /// and its `intrinsicContentSize` override (returning literals) is its intrinsic size.
    func makeView(
        of type: TypeDeclaration, _ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope
    ) throws -> Int {
        let base = type.superclass(in: declarations)
        let index = try makeView(Self.uiKitViewClasses.contains(base) ? base : "UIView", arguments, at: call, in: scope)
        let instance = Instance(type: type, arguments: [:])
        instance.selfView = index
        let initializer = type.initializers.first { $0.hasFrameParameter } ?? type.initializers.first { $0.isPlain }
        if let body = initializer?.body {
            _ = try nested(call) { try run(body.statements, in: Scope(parent: nil, instance: instance)) }
        }
        if case .computed(let body)? = type.properties["intrinsicContentSize"] {
            guard case .size(let width, let height) = try evaluateBody(body, in: Scope(parent: nil, instance: instance))
            else {
                throw error(call, .intrinsicSizeNotLiteral(type: type.name))
            }
            uikit?.views[index].intrinsicWidth = width
            uikit?.views[index].intrinsicHeight = height
        }
        return index
    }

    func arrange(_ item: Value, in stack: Int, at node: some SyntaxProtocol) throws {
        guard let uikit, case .uiView(let child) = item else {
            throw error(node, .unexpected(expected: "a view", found: "\(item.description)"))
        }
        uikit.views[child].parent = stack
        uikit.views[child].isArranged = true
        uikit.views[child].translatesAutoresizingMask = false
        uikit.views[stack].arranged.append(child)
    }

    func forEach(
        _ elements: [Value], _ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope
    ) throws {
        if let closure = arguments.content {
            for element in elements {
                let local = Scope(parent: scope)
                local.values["$0"] = element
                if let name = closure.parameterNames.first { local.values[name] = element }
                try run(closure.statements, in: local)
            }
        } else if let method = arguments(nil)?.as(MemberAccessExprSyntax.self), let receiverExpr = method.base,
            case .uiView(let receiver) = try evaluate(receiverExpr, in: scope)
        {
            // `[a, b].forEach(view.addSubview)`.
            for element in elements {
                let local = Scope(parent: scope)
                local.values["$element"] = element
                let argument = CallArguments(labeled: [
                    (nil, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("$element"))))
                ])
                _ = try viewMethod(method.declName.baseName.text, of: receiver, argument, at: method, in: local)
            }
        } else {
            throw error(call, .unexpected(expected: "forEach { … }", found: nil))
        }
    }

    /// `view.addSubview(label)`, `stack.addArrangedSubview(x)`, hugging and compression.
    func viewMethod(
        _ name: String, of index: Int, _ arguments: CallArguments, at node: some SyntaxProtocol, in scope: Scope
    ) throws -> Value {
        guard let uikit else { return .type("Void") }
        switch name {
        case "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview":
            guard let argument = arguments(nil), case .uiView(let child) = try evaluate(argument, in: scope) else {
                throw error(node, .unexpected(expected: "a view of this file", found: nil))
            }
            if name.contains("Arranged") {
                try arrange(.uiView(child), in: index, at: node)
            } else {
                uikit.views[child].parent = index
            }
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            guard let value = arguments(nil), let axisExpr = arguments("for") else {
                throw error(node, .unexpected(expected: "(priority, for: axis)", found: nil))
            }
            let priority = try priority(try evaluate(value, in: scope), at: value)
            guard case .member(let axis) = try evaluate(axisExpr, in: scope), axis == "horizontal" || axis == "vertical"
            else {
                throw error(axisExpr, .unexpected(expected: ".horizontal or .vertical", found: nil))
            }
            if name == "setContentHuggingPriority" {
                if axis == "horizontal" {
                    uikit.views[index].hugging.horizontal = priority
                } else {
                    uikit.views[index].hugging.vertical = priority
                }
            } else if axis == "horizontal" {
                uikit.views[index].compression.horizontal = priority
            } else {
                uikit.views[index].compression.vertical = priority
            }
        case "addConstraint", "addConstraints":
            guard let argument = arguments(nil) else {
                throw error(node, .unexpected(expected: "constraints", found: nil))
            }
            activate(try constraintIndices(try evaluate(argument, in: scope), at: argument))
        case "layoutIfNeeded", "setNeedsLayout", "updateConstraintsIfNeeded", "setNeedsUpdateConstraints", "sizeToFit":
            break
        default:
            throw error(node, .unsupported("`.\(name)(…)` on a view"))
        }
        return .type("Void")
    }

    /// `.systemFont(ofSize: 20)`, `.preferredFont(forTextStyle: .headline)`, `.init(rawValue:)`.
    func uikitImplicitMember(
        _ name: String, _ arguments: CallArguments, at call: FunctionCallExprSyntax, in scope: Scope
    ) throws -> Value? {
        switch name {
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
            guard let size = arguments("ofSize") else {
                throw error(call, .unexpected(expected: ".\(name)(ofSize: …)", found: nil))
            }
            return .font(FontValue(size: try number(try evaluate(size, in: scope), at: size)))
        case "preferredFont":
            guard let style = arguments("forTextStyle"), case .member(let styleName) = try evaluate(style, in: scope)
            else {
                throw error(call, .unexpected(expected: ".preferredFont(forTextStyle: .body)", found: nil))
            }
            let sizes: [String: Double] = [
                "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
                "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
            ]
            guard let size = sizes[styleName] else {
                throw error(style, .unknownName(styleName, kind: "text style", allowed: sizes.keys.sorted()))
            }
            return .font(FontValue(size: size))
        case "init":
            guard let value = arguments(nil) ?? arguments("rawValue") else { return nil }
            return try evaluate(value, in: scope)
        default:
            return nil
        }
    }

    /// Members of UIKit values: anchors, layout guides, `UIView.noIntrinsicMetric`.
    func uikitMember(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard uikit != nil else { return nil }
        let anchors = [
            "leadingAnchor": "leading", "trailingAnchor": "trailing", "leftAnchor": "left", "rightAnchor": "right",
            "topAnchor": "top", "bottomAnchor": "bottom", "widthAnchor": "width", "heightAnchor": "height",
            "centerXAnchor": "centerX", "centerYAnchor": "centerY", "firstBaselineAnchor": "firstBaseline",
            "lastBaselineAnchor": "lastBaseline",
        ]
        switch base {
        case .uiView(let index):
            if let attribute = anchors[name] { return .anchor(index, attribute) }
            switch name {
            case "safeAreaLayoutGuide": return try safeAreaLayoutGuide(of: index, at: node)
            case "layoutMarginsGuide": return .layoutGuide(index, "margins")
            case "readableContentGuide": return .layoutGuide(index, "readable")
            default: throw error(node, .unsupported("`.\(name)` of a view"))
            }
        case .layoutGuide(let index, let guide):
            guard let attribute = anchors[name] else {
                throw error(node, .unsupported("`.\(name)` of a layout guide"))
            }
            if guide == "safeArea" { return try safeAreaAnchor(attribute, named: name, at: node) }
            if guide == "readable", let model = uikit {
                return .anchor(model.readableContentGuide(of: index, place: place(node)), attribute)
            }
            let margins = [
                "leading": "leadingMargin", "trailing": "trailingMargin", "left": "leftMargin", "right": "rightMargin",
                "top": "topMargin", "bottom": "bottomMargin", "centerX": "centerXWithinMargins",
                "centerY": "centerYWithinMargins",
            ]
            guard let margin = margins[attribute] else {
                throw error(node, .marginGuideAttribute(attribute))
            }
            return .anchor(index, margin)
        case .type("UIView") where name == "noIntrinsicMetric":
            return .number(-1)
        case .type("UILayoutPriority"):
            return try Self.namedPriorities[name].map { .number($0) }
                ?? {
                    throw error(node, .unknownName(name, kind: "priority", allowed: Self.namedPriorities.keys.sorted()))
                }()
        case .type("UIFont"):
            return nil
        default:
            return nil
        }
    }
}
