/// A condition over the environment for `AnyLayout.when(_:use:)`, as the spec's `when`
/// string: `.flag("isVertical")`, `!.flag("isVertical")`,
/// `.dynamicTypeSize(.greaterOrEqual, .accessibility1)`, `.isAccessibilitySize`, or any
/// string of the grammar (`"isVertical && dynamicTypeSize < xLarge"`), which is checked
/// when the view is built (a syntax error stops the program, like a bad literal).
public struct LayoutCondition: Sendable, Equatable, ExpressibleByStringLiteral {
    /// The parsed condition.
    public var condition: EnvironmentCondition

    /// Parses `source`; throws its syntax error.
    public init(parsing source: String) throws(ConditionSyntaxError) {
        condition = try EnvironmentCondition(parsing: source)
    }

    /// A literal condition (`"isVertical"`).
    public init(stringLiteral source: String) {
        do {
            try self.init(parsing: source)
        } catch {
            preconditionFailure("invalid layout condition \"\(source)\": \(error.message)")
        }
    }

    /// The user flag `name` of the environment (absent flags are false).
    public static func flag(_ name: String) -> LayoutCondition { LayoutCondition(stringLiteral: name) }

    /// Whether the dynamic type size is one of the accessibility sizes.
    public static let isAccessibilitySize: LayoutCondition = "isAccessibilitySize"

    /// `dynamicTypeSize OP size`.
    public static func dynamicTypeSize(_ comparison: EnvironmentCondition.Comparison, _ size: DynamicTypeSize)
        -> LayoutCondition
    {
        LayoutCondition(stringLiteral: "dynamicTypeSize \(comparison.rawValue) \(size.rawValue)")
    }

    /// The negation of a flag (`!.flag("isVertical")` is `"!isVertical"`).
    public static prefix func ! (operand: LayoutCondition) -> LayoutCondition {
        LayoutCondition(stringLiteral: "!" + operand.condition.source)
    }
}

/// A view whose environment was changed with `.environment(_:_:)` or
/// `.environmentFlag(_:_:)`.
///
/// The model has one environment per spec, so only the outermost view's changes count:
/// `ViewSpec(name:environment:_:)` applies them to the spec's environment; on an inner view
/// they have no effect.
public struct EnvironmentView: PrimitiveView {
    public var viewNodes: [ViewNode]
    /// The changes, in order.
    var changes: [(inout LayoutEnvironment) -> Void]

    func apply(to environment: inout LayoutEnvironment) {
        for change in changes { change(&environment) }
    }
}

extension View {
    /// `.environment(\.dynamicTypeSize, .accessibility1)`, or any other value of the spec's
    /// environment (`\.defaultSpacing`, `\.flags["isVertical"]`); see `EnvironmentView`.
    public func environment<Value>(_ keyPath: WritableKeyPath<LayoutEnvironment, Value>, _ value: Value)
        -> EnvironmentView
    {
        var changes = (self as? EnvironmentView)?.changes ?? []
        changes.append { $0[keyPath: keyPath] = value }
        return EnvironmentView(viewNodes: nodes, changes: changes)
    }

    /// Sets the user flag `name` that `AnyLayout` conditions read (`.environmentFlag("isVertical", true)`).
    public func environmentFlag(_ name: String, _ value: Bool) -> EnvironmentView {
        environment(\.flags[name], value)
    }
}
