/// A constraint spec (`layoutlab.constraints/1`, FORMATS.md §2): views and Auto Layout
/// constraints for the constraint engine.
///
/// Constraint strings are kept as written (with their JSON path); the constraint engine
/// parses them, so that its parse errors can point at the character.
public struct ConstraintSpec: Sendable, Equatable {
    /// The format identifier every constraint spec carries.
    public static let format = "layoutlab.constraints/1"

    public var name: String
    /// Named metrics for constraint strings and VFL, in spec order.
    public var metrics: [Metric]
    /// Views other than the implicit `root`, in spec order.
    public var views: [ConstraintView]
    /// Constraints in spec order.
    public var constraints: [ConstraintEntry]
    /// UIStackView-like containers, in spec order.
    public var stackViews: [StackViewSpec]
    /// Whether `leading`/`trailing` mean `right`/`left`.
    public var isRightToLeft: Bool
    /// The content size category labels' text styles are measured at (`"dynamicTypeSize"`,
    /// UIKit's `preferredContentSizeCategory`); nil = not given (`.large`). Sizes given in
    /// points (`font.size`) and named fonts keep their size.
    public var dynamicTypeSize: DynamicTypeSize?
    /// The trait collection's `horizontalSizeClass`; nil = derived from the solve size
    /// (``SizeClasses/of(screen:)``).
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// The trait collection's `verticalSizeClass`; nil = derived from the solve size.
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// Constraints installed only when a condition on the traits holds (`variations`), as
    /// Interface Builder's `<variation key="heightClass=compact">`; in spec order.
    public var variations: [ConstraintVariation] = []
    /// The root's safe-area insets (`"safeAreaInsets"`, FORMATS.md additions, §5 "The safe-area
    /// guide"; default 0 on every edge): constraints may name the root's safe-area guide as
    /// the item `safeArea` (``safeAreaID``), the root inset by these, as UIKit's
    /// `safeAreaLayoutGuide`.
    public var safeAreaInsets = EdgeInsets()

    public init(
        name: String, metrics: [Metric] = [], views: [ConstraintView] = [],
        constraints: [ConstraintEntry] = [], stackViews: [StackViewSpec] = [], isRightToLeft: Bool = false
    ) {
        self.name = name
        self.metrics = metrics
        self.views = views
        self.constraints = constraints
        self.stackViews = stackViews
        self.isRightToLeft = isRightToLeft
    }

    /// The id of the implicit root view, fixed to the solve size at (0, 0).
    public static let rootID = "root"

    /// The item naming the root's safe-area guide in constraints (`label.top == safeArea.top`):
    /// the root inset by ``safeAreaInsets``. A reserved id, as ``rootID``; not a view.
    public static let safeAreaID = "safeArea"

    /// The value of a metric, or nil.
    package func metric(named name: String) -> Double? {
        metrics.first { $0.name == name }?.value
    }
}

/// Constraints installed only under some traits: `{"when": "verticalSizeClass == compact",
/// "constraints": [...]}` (FORMATS.md additions, §2 "Variations").
public struct ConstraintVariation: Sendable, Equatable {
    /// When the constraints are installed (an ``EnvironmentCondition`` over the size classes
    /// and the dynamic type size).
    public var condition: EnvironmentCondition
    /// The constraints, as in the spec's `constraints` list.
    public var constraints: [ConstraintEntry]
    /// Stack views' properties set under the condition (`"stackViews"`), as UIKit code sets a
    /// stack view's `axis` in `traitCollectionDidChange`; applied in list order.
    public var stackViews: [StackViewOverride] = []
    /// Where the variation was declared (`variations[0]`), for messages.
    package var path: String

    public init(
        condition: EnvironmentCondition, constraints: [ConstraintEntry], stackViews: [StackViewOverride] = [],
        path: String = ""
    ) {
        self.condition = condition
        self.constraints = constraints
        self.stackViews = stackViews
        self.path = path
    }
}

/// Properties of a stack view that a variation sets (`{"id": "row1", "axis": "vertical"}`,
/// FORMATS.md additions, §2 "Variations"): each given property replaces the stack view's own;
/// nil leaves it.
public struct StackViewOverride: Sendable, Equatable {
    /// The id of an entry of the spec's `stackViews`.
    public var id: String
    public var axis: Axis?
    public var distribution: StackViewSpec.Distribution?
    public var alignment: StackViewSpec.StackAlignment?
    public var spacing: Double?
    /// `isBaselineRelativeArrangement`.
    public var isBaselineRelativeArrangement: Bool?
    /// Where the override was declared (`variations[0].stackViews[1]`), for messages.
    package var path: String

    public init(
        id: String, axis: Axis? = nil, distribution: StackViewSpec.Distribution? = nil,
        alignment: StackViewSpec.StackAlignment? = nil, spacing: Double? = nil,
        isBaselineRelativeArrangement: Bool? = nil, path: String = ""
    ) {
        self.id = id
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.path = path
    }

    /// Whether it sets nothing.
    public var isEmpty: Bool {
        axis == nil && distribution == nil && alignment == nil && spacing == nil
            && isBaselineRelativeArrangement == nil
    }
}

extension StackViewSpec {
    /// The stack view with the properties `override` gives replaced.
    package func applying(_ override: StackViewOverride) -> StackViewSpec {
        var result = self
        if let axis = override.axis { result.axis = axis }
        if let distribution = override.distribution { result.distribution = distribution }
        if let alignment = override.alignment { result.alignment = alignment }
        if let spacing = override.spacing { result.spacing = spacing }
        if let baseline = override.isBaselineRelativeArrangement { result.isBaselineRelativeArrangement = baseline }
        return result
    }
}

/// A named number usable in constraint strings and VFL.
public struct Metric: Sendable, Equatable {
    public var name: String
    public var value: Double
    public init(name: String, value: Double) {
        self.name = name
        self.value = value
    }
}

/// A view of a constraint spec.
public struct ConstraintView: Sendable, Equatable {
    public var id: String
    /// The superview's id (`root` by default).
    public var parent: String
    /// Intrinsic content size per axis (nil = none, as `UIView.noIntrinsicMetric`).
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    /// Content hugging priorities (default 250).
    public var huggingHorizontal: Double = 250
    public var huggingVertical: Double = 250
    /// Compression resistance priorities (default 750).
    public var compressionResistanceHorizontal: Double = 750
    public var compressionResistanceVertical: Double = 750
    /// `layoutMargins` (default 8 on every edge, as UIKit's).
    public var layoutMargins = EdgeInsets(all: 8)
    /// Text baselines (a label's `firstBaseline`/`lastBaseline`), or nil for a view without
    /// text: its baselines are then its bottom edge, as UIKit's.
    public var baseline: TextBaselines?
    /// A name for reports (an imported view's user label, class or text; FORMATS.md §5), or nil.
    public var label: String?
    /// A label's text (`"text"`): the constraint engine measures it with a font for the
    /// intrinsic size and baselines not given explicitly; nil = not a label.
    public var text: LabelText?
    /// A symbol image view's image (`"image"`): the constraint engine sizes it like text in
    /// its font for the intrinsic size and baselines not given explicitly; nil = none.
    public var symbolImage: SymbolImage?
    /// Where the view was declared (`views[3]`), for messages.
    package var path: String

    public init(id: String, parent: String = ConstraintSpec.rootID, path: String = "") {
        self.id = id
        self.parent = parent
        self.path = path
    }
}

/// The baselines of a view with text (FORMATS.md §5), as offsets from the view's top.
public struct TextBaselines: Sendable, Equatable {
    /// The first line's baseline, from the top.
    public var first: Double
    /// The last line's baseline, from the top (the first, for one line).
    public var last: Double
    public init(first: Double, last: Double) {
        self.first = first
        self.last = last
    }
}

/// A relation of a constraint.
public enum LayoutRelation: String, Sendable, Equatable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// One entry of a spec's `constraints` list.
public enum ConstraintEntry: Sendable, Equatable {
    /// A constraint string (`expr == expr @p # id`) or a VFL line (`H:|-[a]-|`).
    case text(String, path: String)
    /// The object form.
    case object(ConstraintObject, path: String)

    /// The entry's JSON path (`constraints[3]`).
    package var path: String {
        switch self {
        case .text(_, let path), .object(_, let path): return path
        }
    }
}

/// The object form of a constraint: `first relation multiplier × second + constant`.
public struct ConstraintObject: Sendable, Equatable {
    /// `item.attribute`.
    public var first: String
    public var relation: LayoutRelation
    /// `item.attribute`, or nil for a constant right side.
    public var second: String?
    public var multiplier: Double = 1
    public var constant: Double = 0
    /// 1…1000 (1000 = required).
    public var priority: Double = 1000
    public var identifier: String?

    public init(
        first: String, relation: LayoutRelation, second: String? = nil, multiplier: Double = 1,
        constant: Double = 0, priority: Double = 1000, identifier: String? = nil
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
    }
}

/// A UIStackView-like container (`stackViews`).
public struct StackViewSpec: Sendable, Equatable {
    public enum Distribution: String, Sendable, Equatable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public enum StackAlignment: String, Sendable, Equatable, CaseIterable {
        case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
    }
    public var id: String
    public var parent: String
    public var axis: Axis
    public var distribution: Distribution
    public var alignment: StackAlignment
    public var spacing: Double
    public var arrangedSubviews: [String]
    package var path: String
    /// UIStackView's `isBaselineRelativeArrangement` (`"baselineRelativeArrangement"`): in a
    /// vertical stack, the spacing runs from each view's last baseline to the next view's first
    /// baseline instead of edge to edge. A horizontal stack ignores it (default false).
    public var isBaselineRelativeArrangement = false

    public init(
        id: String, parent: String = ConstraintSpec.rootID, axis: Axis, distribution: Distribution = .fill,
        alignment: StackAlignment = .fill, spacing: Double = 0, arrangedSubviews: [String], path: String = ""
    ) {
        self.id = id
        self.parent = parent
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.arrangedSubviews = arrangedSubviews
        self.path = path
    }
}

/// Named priorities (FORMATS.md §2).
package enum NamedPriority {
    /// `required` 1000, `defaultHigh` 750, `defaultLow` 250, `fittingSizeLevel` 50.
    package static let all: [(name: String, value: Double)] = [
        ("required", 1000), ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50),
    ]
    /// The value of a named priority, or nil.
    package static func value(of name: String) -> Double? { all.first { $0.name == name }?.value }
}
