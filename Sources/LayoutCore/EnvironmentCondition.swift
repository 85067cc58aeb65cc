/// A condition over the environment, as written in an `AnyLayout` case's `when`.
///
/// Grammar (spaces optional): `condition := conjunction ("||" conjunction)*`,
/// `conjunction := atom ("&&" atom)*`, `atom := "!"? flag | "dynamicTypeSize" op size |
/// sizeClassKey ("==" | "!=") "."? class | "true" | "false"`, with `op` one of
/// `== != < <= > >=`, `size` a `DynamicTypeSize` name, `sizeClassKey` `horizontalSizeClass`
/// or `verticalSizeClass`, `class` `compact` or `regular` (`.compact`, as Swift spells it,
/// too) and `flag` a user flag of the environment (`isVertical`) or `isAccessibilitySize`.
///
/// ```swift
/// let condition = try EnvironmentCondition(parsing: "dynamicTypeSize >= accessibility1")
/// var environment = LayoutEnvironment()
/// environment.dynamicTypeSize = .accessibility2
/// condition.isSatisfied(in: environment)   // true
/// ```
public struct EnvironmentCondition: Sendable, Equatable {
    /// One test of the environment.
    package enum Atom: Sendable, Equatable {
        case flag(String, negated: Bool)
        case dynamicTypeSize(Comparison, DynamicTypeSize)
        /// `horizontalSizeClass == compact` (axis horizontal) or `verticalSizeClass != regular`.
        case sizeClass(Axis, equals: Bool, UserInterfaceSizeClass)
        case constant(Bool)
    }

    /// A comparison operator.
    public enum Comparison: String, Sendable, Equatable, CaseIterable {
        case equal = "=="
        case notEqual = "!="
        case lessOrEqual = "<="
        case greaterOrEqual = ">="
        case less = "<"
        case greater = ">"
    }

    /// The text as written (kept for round trips).
    public let source: String
    /// Alternatives (`||`) of conjunctions (`&&`) of atoms.
    package let alternatives: [[Atom]]

    /// Parses `source`; a syntax error names what was expected.
    public init(parsing source: String) throws(ConditionSyntaxError) {
        self.source = source
        var result: [[Atom]] = []
        for alternative in source.components(separatedBy: "||") {
            var conjunction: [Atom] = []
            for atom in alternative.components(separatedBy: "&&") {
                conjunction.append(try Self.atom(atom.trimmingSpaces))
            }
            result.append(conjunction)
        }
        alternatives = result
    }

    /// A condition from its parts and the text that writes them.
    package init(alternatives: [[Atom]], source: String) {
        self.source = source
        self.alternatives = alternatives
    }

    /// Whether the condition holds in `environment`.
    package func isSatisfied(in environment: LayoutEnvironment) -> Bool {
        alternatives.contains { $0.allSatisfy { Self.holds($0, environment) } }
    }

    /// Whether the condition reads a size class (its value then depends on the screen).
    public var readsSizeClass: Bool {
        alternatives.contains { conjunction in
            conjunction.contains { if case .sizeClass = $0 { return true } else { return false } }
        }
    }

    /// Whether the condition reads the dynamic type size (`isAccessibilitySize`,
    /// `dynamicTypeSize OP size`).
    public var readsDynamicTypeSize: Bool {
        alternatives.contains { conjunction in
            conjunction.contains {
                switch $0 {
                case .dynamicTypeSize: return true
                case .flag(let name, _): return name == "isAccessibilitySize"
                default: return false
                }
            }
        }
    }

    private static func holds(_ atom: Atom, _ environment: LayoutEnvironment) -> Bool {
        switch atom {
        case .constant(let value): return value
        case .sizeClass(let axis, let equals, let value):
            // Not set: a portrait iPhone's (the engines set both from the solve size).
            let classes = SizeClasses.portraitPhone
            let current =
                axis == .horizontal
                ? environment.horizontalSizeClass ?? classes.horizontal
                : environment.verticalSizeClass ?? classes.vertical
            return (current == value) == equals
        case .flag(let name, let negated):
            let value =
                name == "isAccessibilitySize"
                ? (environment.dynamicTypeSize ?? .large).isAccessibilitySize : environment.flag(name)
            return value != negated
        case .dynamicTypeSize(let comparison, let size):
            let current = environment.dynamicTypeSize ?? .large
            switch comparison {
            case .equal: return current == size
            case .notEqual: return current != size
            case .less: return current < size
            case .lessOrEqual: return current <= size
            case .greater: return current > size
            case .greaterOrEqual: return current >= size
            }
        }
    }

    private static func atom(_ text: String) throws(ConditionSyntaxError) -> Atom {
        if text == "true" || text == "false" { return .constant(text == "true") }
        if text.hasPrefix("dynamicTypeSize") {
            let rest = String(text.dropFirst("dynamicTypeSize".count)).trimmingSpaces
            guard let comparison = Comparison.allCases.first(where: { rest.hasPrefix($0.rawValue) }) else {
                throw ConditionSyntaxError(
                    .mismatch(expected: "one of == != < <= > >= after dynamicTypeSize", found: "\"\(text)\""))
            }
            let name = String(rest.dropFirst(comparison.rawValue.count)).trimmingSpaces
            guard let size = DynamicTypeSize(rawValue: name) else {
                throw ConditionSyntaxError(
                    .unknownName(name, kind: "dynamic type size", allowed: DynamicTypeSize.allCases.map(\.rawValue)))
            }
            return .dynamicTypeSize(comparison, size)
        }
        for (key, axis) in [("horizontalSizeClass", Axis.horizontal), ("verticalSizeClass", .vertical)]
        where text.hasPrefix(key) {
            return try sizeClassAtom(text, key: key, axis: axis)
        }
        let negated = text.hasPrefix("!")
        let name = negated ? String(text.dropFirst()).trimmingSpaces : text
        guard let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else {
            throw ConditionSyntaxError(
                .mismatch(
                    expected:
                        "a flag name, \"!flag\", \"dynamicTypeSize <op> <size>\" or \"horizontalSizeClass == compact\"",
                    found: "\"\(text)\""))
        }
        return .flag(name, negated: negated)
    }

    /// `verticalSizeClass == compact`, `horizontalSizeClass != .regular`.
    private static func sizeClassAtom(_ text: String, key: String, axis: Axis) throws(ConditionSyntaxError) -> Atom {
        let rest = String(text.dropFirst(key.count)).trimmingSpaces
        guard let comparison = [Comparison.equal, .notEqual].first(where: { rest.hasPrefix($0.rawValue) }) else {
            throw ConditionSyntaxError(.mismatch(expected: "== or != after \(key)", found: "\"\(text)\""))
        }
        var name = String(rest.dropFirst(comparison.rawValue.count)).trimmingSpaces
        if name.hasPrefix(".") { name.removeFirst() }
        guard let value = UserInterfaceSizeClass(rawValue: name) else {
            throw ConditionSyntaxError(
                .unknownName(name, kind: "size class", allowed: UserInterfaceSizeClass.allCases.map(\.rawValue)))
        }
        return .sizeClass(axis, equals: comparison == .equal, value)
    }
}

/// Why a condition string does not parse: a `mismatch` (what was expected there and the
/// part found) or an `unknownName` (a dynamic type size).
public struct ConditionSyntaxError: Error, Sendable, Equatable {
    /// What is wrong, with the expected and found values.
    public var problem: SpecProblem
    package init(_ problem: SpecProblem) { self.problem = problem }
    /// What was expected, as one sentence (derived from `problem`).
    public var message: String { problem.message }
}

extension String {
    /// The string without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

/// `AnyLayout`: the container kind is chosen from the environment while the children stay.
/// The first case whose condition holds wins, else `defaultLayout` (a VStack when nil).
public struct AnyLayoutSpec: Sendable, Equatable {
    /// One `when` → layout pair.
    public struct Case: Sendable, Equatable {
        /// When this case applies.
        public var condition: EnvironmentCondition
        /// A container kind (VStack, HStack, ZStack, a lazy grid, Grid or a custom Layout).
        public var layout: ViewKind
        public init(condition: EnvironmentCondition, layout: ViewKind) {
            self.condition = condition
            self.layout = layout
        }
    }

    /// The cases, tried in order.
    public var cases: [Case]
    /// The layout when no case applies (nil: a VStack).
    public var defaultLayout: ViewKind?
    public init(cases: [Case], defaultLayout: ViewKind?) {
        self.cases = cases
        self.defaultLayout = defaultLayout
    }

    /// The layout the environment selects.
    package func resolved(in environment: LayoutEnvironment) -> ViewKind {
        cases.first { $0.condition.isSatisfied(in: environment) }?.layout
            ?? defaultLayout ?? .vStack(alignment: .center, spacing: nil)
    }
}
