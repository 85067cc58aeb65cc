import LayoutCore

/// `item.attribute`: one attribute of one view (`root` included).
public struct LayoutAnchor: Sendable, Hashable, CustomStringConvertible {
    /// The view's id.
    public var item: String
    public var attribute: LayoutAttribute

    public init(item: String, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public var description: String { "\(item).\(attribute.rawValue)" }
}

/// `coefficient × item.attribute`.
public struct LayoutTerm: Sendable, Equatable {
    public var coefficient: Double
    public var anchor: LayoutAnchor

    public init(_ coefficient: Double, _ anchor: LayoutAnchor) {
        self.coefficient = coefficient
        self.anchor = anchor
    }
}

/// A linear expression over view attributes: `Σ coefficient × item.attribute + constant`.
///
/// Terms are kept as written (a repeated anchor stays repeated); the engine merges like terms
/// when it compiles the model.
public struct LayoutExpression: Sendable, Equatable {
    public var terms: [LayoutTerm]
    public var constant: Double

    public init(terms: [LayoutTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}

/// One Auto Layout constraint: `first relation second`, at a priority.
///
/// A superset of `NSLayoutConstraint` (`item1.attr1 = multiplier × item2.attr2 + constant`):
/// both sides are general linear expressions, as FORMATS.md §2 allows. Parse one from the
/// constraint string grammar with ``parse(_:path:in:)``.
public struct LayoutConstraint: Sendable, Equatable, CustomStringConvertible {
    public var first: LayoutExpression
    public var relation: LayoutRelation
    public var second: LayoutExpression
    public var priority: LayoutPriority
    /// The `# identifier` or the object form's `identifier`, if any.
    public var identifier: String?
    /// Where the constraint comes from: its JSON path (`constraints[3]`), or the view's path
    /// for generated intrinsic-size constraints.
    public var path: String

    public init(
        first: LayoutExpression, relation: LayoutRelation, second: LayoutExpression,
        priority: LayoutPriority = .required, identifier: String? = nil, path: String = ""
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.priority = priority
        self.identifier = identifier
        self.path = path
    }

    /// UIKit's `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`:
    /// `item.attribute relation multiplier × toItem.toAttribute + constant`.
    public init(
        item: String, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: String? = nil, attribute toAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
        constant: Double = 0, priority: LayoutPriority = .required, identifier: String? = nil, path: String = ""
    ) {
        var second = LayoutExpression(constant: constant)
        if let toItem, let toAttribute {
            second.terms.append(LayoutTerm(multiplier, LayoutAnchor(item: toItem, attribute: toAttribute)))
        }
        self.init(
            first: LayoutExpression(terms: [LayoutTerm(1, LayoutAnchor(item: item, attribute: attribute))]),
            relation: relation, second: second, priority: priority, identifier: identifier, path: path)
    }

    /// The name used in every message and report: the identifier, else the JSON path.
    public var name: String { identifier ?? path }

    /// The constraint in the string grammar (`a.width == 0.5 * root.width + 8 @750 # half`).
    public var description: String {
        var text = "\(Self.format(first)) \(relation.rawValue) \(Self.format(second))"
        if !priority.isRequired { text += " @\(priority)" }
        if let identifier { text += " # \(identifier)" }
        return text
    }

    static func format(_ expression: LayoutExpression) -> String {
        var parts: [String] = []
        for term in expression.terms {
            let magnitude = term.coefficient.magnitude
            let body =
                magnitude == 1 ? term.anchor.description : "\(JSONWriter.formatNumber(magnitude)) * \(term.anchor)"
            parts.append(
                parts.isEmpty ? (term.coefficient < 0 ? "-" + body : body) : (term.coefficient < 0 ? "- " : "+ ") + body
            )
        }
        if expression.constant != 0 || parts.isEmpty {
            let number = JSONWriter.formatNumber(expression.constant.magnitude)
            if parts.isEmpty {
                parts.append(expression.constant < 0 ? "-" + number : number)
            } else {
                parts.append((expression.constant < 0 ? "- " : "+ ") + number)
            }
        }
        return parts.joined(separator: " ")
    }
}

extension LayoutConstraint {
    /// Parses one constraint string (`expr (==|>=|<=) expr [@ priority] [# identifier]`,
    /// FORMATS.md §2) against the views and metrics of `spec`.
    ///
    /// - Parameters:
    ///   - text: the constraint string.
    ///   - path: the JSON path errors report and unnamed constraints are named by.
    ///   - spec: the spec whose views and metrics the string may name.
    /// - Throws: a `SpecError` at `path` naming what was expected and the column, with the
    ///   string and a caret line as context.
    public static func parse(_ text: String, path: String = "constraints[0]", in spec: ConstraintSpec) throws(SpecError)
        -> LayoutConstraint
    {
        let names = SpecNames(spec)
        if VisualFormat.isVisualFormat(text) {
            throw SpecError(.visualFormatAsConstraint(text), at: .jsonPath(path))
        }
        var parser = ConstraintParser(text, path: path, names: names)
        return try parser.parseConstraint(path: path)
    }
}

extension LayoutConstraint {
    /// UIKit's `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the
    /// constraints one Visual Format Language line stands for, against the views (each view's
    /// `parent` is what `|` means) and metrics of `spec`. See FORMATS.md §2 and
    /// docs/ENGINES.md for the grammar and the standard spacings.
    ///
    /// ```swift
    /// let row = try LayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", in: spec)
    /// // a.leading == root.leading + 20, b.leading == a.trailing + 8, b.width == a.width,
    /// // root.trailing == b.trailing + 20
    /// ```
    /// - Throws: a `SpecError` at `path` in Apple's style ("Unable to parse constraint format:
    ///   …") with the line and a caret under the offending character as context.
    public static func constraints(
        withVisualFormat format: String, path: String = "constraints[0]", in spec: ConstraintSpec
    )
        throws(SpecError) -> [LayoutConstraint]
    {
        try VisualFormat.constraints(from: format, path: path, names: SpecNames(spec))
    }
}
