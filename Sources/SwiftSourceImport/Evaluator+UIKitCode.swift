import LayoutCore
internal import SwiftSyntax

// Running UIKit setup code: statements in order, `let` bindings that name views, `for` and
// `forEach` loops, `if`, assignments to view and constraint properties.
extension Evaluator {
    /// Runs a method body; returns the value of its `return`, if any.
    @discardableResult
    func run(_ block: CodeBlockItemListSyntax, in outer: Scope) throws -> Value? {
        let scope = Scope(parent: outer)
        for item in block {
            switch item.item {
            case .decl(let decl):
                if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                    // The clause an iOS build compiles (its declarations stay in that clause).
                    if case .statements(let statements)? = try conditions.activeClause(of: ifConfig)?.elements,
                        let returned = try run(statements, in: scope)
                    {
                        return returned
                    }
                    continue
                }
                try bindNamingViews(decl, in: scope)
            case .stmt(let stmt):
                if let returned = stmt.as(ReturnStmtSyntax.self) {
                    return try returned.expression.map { try evaluate($0, in: scope) }
                }
                if let loop = stmt.as(ForStmtSyntax.self) {
                    try runLoop(loop, in: scope)
                } else if let expression = stmt.as(ExpressionStmtSyntax.self) {
                    try perform(expression.expression, in: scope)
                } else {
                    throw error(stmt, .notEvaluated("the statement \(quote(stmt))"))
                }
            case .expr(let expr):
                try perform(expr, in: scope)
            default:
                throw error(item, .notEvaluated("\(quote(item))"))
            }
        }
        return nil
    }

    private func perform(_ expr: ExprSyntax, in scope: Scope) throws {
        try nested(expr) {
            if let ifExpr = expr.as(IfExprSyntax.self) {
                var holds = true
                for element in ifExpr.conditions {
                    guard case .expression(let condition) = element.condition else {
                        throw error(element, .notEvaluated("the condition \(quote(element))"))
                    }
                    if !(try truth(condition, in: scope)) {
                        holds = false
                        break
                    }
                }
                if holds {
                    try run(ifExpr.body.statements, in: scope)
                } else if let elseBody = ifExpr.elseBody {
                    switch elseBody {
                    case .ifExpr(let next): try perform(ExprSyntax(next), in: scope)
                    case .codeBlock(let block): try run(block.statements, in: scope)
                    default: break
                    }
                }
                return
            }
            _ = try evaluate(expr, in: scope)
        }
    }

    private func runLoop(_ loop: ForStmtSyntax, in scope: Scope) throws {
        guard let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            throw error(loop.pattern, .unexpected(expected: "`for name in …`", found: nil))
        }
        let elements: [Value]
        switch try evaluate(loop.sequence, in: scope) {
        case .array(let values): elements = values
        case .range(let lower, let upper): elements = (lower..<upper).map { .number(Double($0)) }
        case let other: throw error(loop.sequence, .cannot(.loop(over: other.description)))
        }
        for element in elements {
            let local = Scope(parent: scope)
            local.values[name] = element
            try run(loop.body.statements, in: local)
        }
    }

    /// `let name = UILabel()`: binds the name, and names the view after it.
    func bindNamingViews(_ decl: DeclSyntax, in scope: Scope) throws {
        guard let variable = decl.as(VariableDeclSyntax.self) else {
            throw error(decl, .notEvaluated("the declaration \(quote(decl)) in setup code"))
        }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let initializer = binding.initializer?.value
            else { throw error(binding, .unexpected(expected: "`let name = value`", found: "\(quote(binding))")) }
            let value = try evaluate(initializer, in: scope)
            self.name(value, name)
            scope.values[name] = value
        }
    }

    /// Gives an unnamed view the name it is bound to: a local names a view that has no name
    /// yet, a property names its view whatever locals named it while it was made.
    func name(_ value: Value, _ name: String, isProperty: Bool = false) {
        guard let uikit, case .uiView(let index) = value, index != 0, isProperty || uikit.views[index].name == nil
        else { return }
        uikit.views[index].name = name
    }

    /// `target = value` in setup code.
    func assign(_ target: ExprSyntax, _ valueExpr: ExprSyntax, in scope: Scope) throws {
        guard let member = target.as(MemberAccessExprSyntax.self), let baseExpr = member.base else {
            if let reference = target.as(DeclReferenceExprSyntax.self) {
                var current: Scope? = scope
                while let level = current {
                    if level.values[reference.baseName.text] != nil {
                        level.values[reference.baseName.text] = try evaluate(valueExpr, in: scope)
                        return
                    }
                    current = level.parent
                }
                // A stored property of the controller (`variationConstraints = [[…]]`): set
                // for the rest of the setup code; constraints made for it are not activated.
                if let instance = scope.instance, case .stored = instance.type.properties[reference.baseName.text] {
                    instance.arguments[reference.baseName.text] = try evaluate(valueExpr, in: scope)
                    return
                }
            }
            throw error(target, .cannot(.assign(to: quote(target))))
        }
        let property = member.declName.baseName.text
        let base = try evaluate(baseExpr, in: scope)
        if property == "attributedText", let uikit, case .uiView(let index) = base,
            uikit.views[index].className == "UILabel", let attributed = try attributedLabelText(valueExpr, in: scope)
        {
            uikit.views[index].text = attributed.string
            uikit.views[index].label.kerning = attributed.kerning
            uikit.views[index].label.tracking = attributed.tracking
            return
        }
        if Self.layoutNeutralProperties.contains(property) { return }
        if property == "accessibilityIdentifier" {
            // A string literal names the view (`UIKitView.accessibilityIdentifier`); anything
            // else is not read, as no layout depends on it.
            if let uikit, case .uiView(let index) = base, let literal = valueExpr.as(StringLiteralExprSyntax.self),
                case .string(let identifier) = try evaluate(ExprSyntax(literal), in: scope)
            {
                uikit.views[index].accessibilityIdentifier = identifier
            }
            return
        }
        if property == "preferredSymbolConfiguration", let uikit, case .uiView(let index) = base,
            let symbol = uikit.views[index].symbol
        {
            uikit.views[index].symbol = try configuring(symbol, with: valueExpr, in: scope)
            return
        }
        let value = try evaluate(valueExpr, in: scope)
        switch base {
        case .uiView(let index): try setViewProperty(property, of: index, to: value, at: member, valueAt: valueExpr)
        case .constraints(let list) where list.count == 1:
            try setConstraintProperty(property, of: list[0], to: value, at: member, valueAt: valueExpr)
        default:
            throw error(member.period, .cannot(.set(property: property, of: base.description)))
        }
    }

    /// View properties that do not affect Auto Layout: ignored.
    static let layoutNeutralProperties: Set<String> = [
        "backgroundColor", "textColor", "tintColor", "textAlignment", "layer", "clipsToBounds", "contentMode",
        "alpha", "isOpaque", "isUserInteractionEnabled", "accessibilityLabel",
        "accessibilityTraits", "adjustsFontForContentSizeCategory", "title",
        "navigationItem", "placeholder", "borderStyle", "tag", "isAccessibilityElement", "attributedText",
        "preferredMaxLayoutWidth", "shadowColor",
    ]

    /// The text style of `.preferredFont(forTextStyle: .x)` and the weight of
    /// `.boldSystemFont(ofSize:)` / `.systemFont(ofSize:weight: .x)`, read from the font
    /// expression (its size is evaluated as a `Value.font`); nil for what they do not name.
    static func labelFont(_ expression: ExprSyntax) -> (style: TextStyle?, weight: FontWeight?) {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return (nil, nil) }
        func member(_ label: String) -> String? {
            call.arguments.first { $0.label?.text == label }?.expression.as(MemberAccessExprSyntax.self)?.declName
                .baseName.text
        }
        switch callee.declName.baseName.text {
        case "preferredFont": return (member("forTextStyle").flatMap(TextStyle.init(name:)), nil)
        case "boldSystemFont": return (nil, .bold)
        case "systemFont": return (nil, member("weight").flatMap(FontWeight.init(rawValue:)))
        default: return (nil, nil)
        }
    }

    private func setViewProperty(
        _ property: String, of index: Int, to value: Value, at member: MemberAccessExprSyntax, valueAt: ExprSyntax
    ) throws {
        guard let uikit else { return }
        switch (property, value) {
        case ("translatesAutoresizingMaskIntoConstraints", .bool(let flag)):
            uikit.views[index].translatesAutoresizingMask = flag
        case ("text", .string(let text)):
            uikit.views[index].text = text
        case ("font", .font(let font)) where font.size != nil:
            uikit.views[index].fontSize = font.size ?? 17
            (uikit.views[index].label.fontStyle, uikit.views[index].label.fontWeight) = Self.labelFont(valueAt)
        case ("numberOfLines", .number(let lines)) where lines >= 0 && lines == lines.rounded() && lines < 1e9:
            uikit.views[index].label.numberOfLines = Int(lines)
        case ("lineBreakMode", .member(let mode)) where LineBreakMode(rawValue: mode) != nil:
            uikit.views[index].label.lineBreakMode = LineBreakMode(rawValue: mode)!
        case ("adjustsFontSizeToFitWidth", .bool(let flag)):
            uikit.views[index].label.adjustsFontSizeToFitWidth = flag
        case ("minimumScaleFactor", .number(let factor)) where factor >= 0 && factor <= 1:
            uikit.views[index].label.minimumScaleFactor = factor
        case ("axis", .member(let axis)) where axis == "horizontal" || axis == "vertical":
            uikit.views[index].axis = axis
        case ("distribution", .member(let name)):
            uikit.views[index].distribution = name
        case ("alignment", .member(let name)):
            uikit.views[index].alignment = name
        case ("spacing", .number(let spacing)):
            uikit.views[index].spacing = spacing
        case ("isBaselineRelativeArrangement", .bool(let flag)):
            uikit.views[index].isBaselineRelativeArrangement = flag
        case ("isLayoutMarginsRelativeArrangement", .bool(false)):
            break
        default:
            throw error(member.period, .layoutProperty(property, value: quote(valueAt)))
        }
    }

    private func setConstraintProperty(
        _ property: String, of index: Int, to value: Value, at member: MemberAccessExprSyntax, valueAt: ExprSyntax
    ) throws {
        guard let uikit else { return }
        switch property {
        case "isActive":
            guard case .bool(let flag) = value else {
                throw error(valueAt, .unexpected(expected: "true or false", found: nil))
            }
            if flag { activate([index]) } else { uikit.constraints[index].isActive = false }
        case "priority":
            uikit.constraints[index].priority = try priority(value, at: valueAt)
        case "identifier":
            uikit.constraints[index].identifier = try text(value, at: valueAt)
        case "constant":
            guard case .anchors(let first, let relation, let second, let multiplier, _) = uikit.constraints[index].form
            else { throw error(member.period, .visualFormatConstant) }
            uikit.constraints[index].form = .anchors(
                first: first, relation: relation, second: second, multiplier: multiplier,
                constant: try number(value, at: valueAt))
        default:
            throw error(member.period, .cannot(.set(property: property, of: "a constraint")))
        }
    }

    /// Activates constraints (again activating an active one changes nothing).
    func activate(_ indices: [Int]) {
        guard let uikit else { return }
        for index in indices where !uikit.constraints[index].isActive {
            uikit.activations += 1
            uikit.constraints[index].isActive = true
            uikit.constraints[index].activationOrder = uikit.activations
        }
    }

    /// A priority: a number, `.required`, `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`…
    func priority(_ value: Value, at node: some SyntaxProtocol) throws -> Double {
        switch value {
        case .number(let number): return number
        case .member(let name):
            guard let number = Self.namedPriorities[name] else {
                throw error(node, .unknownName(name, kind: "priority", allowed: Self.namedPriorities.keys.sorted()))
            }
            return number
        default: throw error(node, .unexpected(expected: "a priority", found: "\(value.description)"))
        }
    }

    static let namedPriorities: [String: Double] = [
        "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
        "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500, "dragThatCannotResizeScene": 490,
    ]
}
