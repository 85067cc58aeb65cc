import LayoutCore

/// Compiles a view spec into constraint rows, one axis at a time (see `StackToConstraints`).
///
/// Every nonlinear step of SwiftUI's sizing (a clamp, a max, a min) becomes a helper
/// variable pulled by one optional constraint at its own priority level. Levels are given
/// out in the order the stack engine evaluates those steps, so the constraint engine's
/// lexicographic solve (highest priority first, each optimum held) replays the stack
/// engine's greedy evaluation exactly.
final class StackCompiler {
    /// One emitted constraint: `text` without priority; `level` nil = required.
    struct Row {
        var text: String
        var level: Int?
    }

    let environment: LayoutEnvironment
    /// Views in creation order (layer views and helpers).
    private(set) var viewIDs: [String] = []
    private(set) var rows: [Row] = []
    private(set) var notes: [TranslationNote] = []
    /// The views whose layout constraints cannot express at all (also in `notes`): the
    /// translation is refused where a caller needs it to be right (`ConstraintTranslation.refusals`).
    private(set) var refusals: [TranslationNote] = []
    /// The edges on which each enclosing `.safeAreaInset` or `.safeAreaPadding` layer takes
    /// something off its content's safe area, outermost first (`StackCompiler+SafeArea.swift`).
    var enclosingSafeAreaEdges: [EdgeSet] = []
    /// Each note's reason with the ids of the views it makes approximate (the noted view and
    /// everything in it: its modifiers' ids and its subviews' ids).
    private(set) var approximations: [(ids: [String], reason: String)] = []
    var levelCount = 0
    private var helperCount = 0
    private var anonymousCount = 0
    /// Layer path → view id, so both axes name a layer's view the same (lookup only).
    private var layerViews: [String: String] = [:]
    private var notedPaths: Set<String> = []
    /// The Texts compiled as labels (font text model): view id → the label's text and the
    /// level of its intrinsic width (`StackCompiler+Text.swift`).
    var labels: [String: (text: LabelText, level: Int)] = [:]
    /// The symbol images compiled as image views: view id → the symbol
    /// (`StackCompiler+Baselines.swift`).
    var symbolImages: [String: SymbolImage] = [:]

    init(environment: LayoutEnvironment) {
        self.environment = environment
    }

    // MARK: Variables

    /// The size variable of `view` along `axis`.
    static func size(_ view: String, _ axis: Axis) -> LinearExpression {
        LinearExpression(variable: view + (axis == .horizontal ? ".width" : ".height"))
    }

    /// The position variable (left or top edge) of `view` along `axis`.
    static func position(_ view: String, _ axis: Axis) -> LinearExpression {
        LinearExpression(variable: view + (axis == .horizontal ? ".left" : ".top"))
    }

    /// The view reporting `layer` (its id, or an anonymous `_v<n>`), created once.
    func view(for layer: Layer) -> String {
        if let existing = layerViews[layer.key] { return existing }
        let id: String
        if let given = layer.id {
            id = given
        } else {
            anonymousCount += 1
            id = "_v\(anonymousCount)"
        }
        layerViews[layer.key] = id
        viewIDs.append(id)
        return id
    }

    /// A fresh helper variable along `axis` (the width or height of a `_h<n>` view).
    func helper(_ axis: Axis) -> LinearExpression {
        helperCount += 1
        let id = "_h\(helperCount)"
        viewIDs.append(id)
        return Self.size(id, axis)
    }

    // MARK: Rows

    func require(_ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression) {
        guard !(lhs.isConstant && rhs.isConstant), lhs != rhs else { return }
        rows.append(Row(text: "\(lhs.text) \(relation.rawValue) \(rhs.text)", level: nil))
    }

    /// An optional constraint at the next level (lower priority than every earlier one).
    func pull(_ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression) {
        rows.append(Row(text: "\(lhs.text) \(relation.rawValue) \(rhs.text)", level: levelCount))
        levelCount += 1
    }

    /// Records that `layer` cannot be expressed exactly (once per layer).
    func note(_ layer: Layer, _ reason: String) {
        guard notedPaths.insert(layer.key).inserted else { return }
        notes.append(TranslationNote(view: layer.id ?? layer.node.id ?? layer.description, reason: reason))
        approximations.append((ViewSpec(name: "", root: layer.node).ids, reason))
    }

    /// Records that `layer` has no constraint form at all: noted, and listed in `refusals`.
    func refuse(_ layer: Layer, _ reason: String) {
        guard notedPaths.insert(layer.key).inserted else { return }
        let note = TranslationNote(view: layer.id ?? layer.node.id ?? layer.description, reason: reason)
        notes.append(note)
        refusals.append(note)
        approximations.append((ViewSpec(name: "", root: layer.node).ids, reason))
    }

    // MARK: Nonlinear steps

    /// max(expressions): constants folded; otherwise a helper v ≥ each, pulled down.
    func maximum(_ expressions: [LinearExpression], _ axis: Axis) -> LinearExpression {
        let constants = expressions.filter(\.isConstant).map(\.constant)
        let variables = expressions.filter { !$0.isConstant }
        guard let first = variables.first else { return LinearExpression(constants.max() ?? 0) }
        if variables.count == 1, constants.isEmpty { return first }
        let v = helper(axis)
        for expression in variables { require(v, .greaterThanOrEqual, expression) }
        if let floor = constants.max(), floor > -.infinity { require(v, .greaterThanOrEqual, LinearExpression(floor)) }
        pull(v, .lessThanOrEqual, first)
        return v
    }

    /// min(expressions): constants folded; otherwise a helper v ≤ each, pulled up.
    func minimum(_ expressions: [LinearExpression], _ axis: Axis) -> LinearExpression {
        let constants = expressions.filter(\.isConstant).map(\.constant)
        let variables = expressions.filter { !$0.isConstant }
        guard let first = variables.first else { return LinearExpression(constants.min() ?? 0) }
        if variables.count == 1, constants.isEmpty { return first }
        let v = helper(axis)
        for expression in variables { require(v, .lessThanOrEqual, expression) }
        if let ceiling = constants.min(), ceiling < .infinity {
            require(v, .lessThanOrEqual, LinearExpression(ceiling))
        }
        pull(v, .greaterThanOrEqual, first)
        return v
    }

    /// clamp(e, lo, hi) (infinite bounds are absent).
    func clamp(_ e: LinearExpression, _ lo: Double, _ hi: Double, _ axis: Axis) -> LinearExpression {
        if e.isConstant { return LinearExpression(Swift.min(Swift.max(e.constant, lo), hi)) }
        guard lo > -.infinity || hi < .infinity else { return e }
        let v = helper(axis)
        if lo > -.infinity { require(v, .greaterThanOrEqual, LinearExpression(lo)) }
        if hi < .infinity { require(v, .lessThanOrEqual, LinearExpression(hi)) }
        pull(v, .equal, e)
        return v
    }

    /// e / divisor as an expression (a helper defined by `divisor * v == e` when e varies,
    /// so no rounded coefficient enters the rows).
    func divided(_ e: LinearExpression, by divisor: Double, _ axis: Axis) -> LinearExpression {
        if divisor == 1 { return e }
        if e.isConstant { return LinearExpression(e.constant / divisor) }
        let v = helper(axis)
        require(divisor * v, .equal, e)
        return v
    }
}

/// Something a translation could not express exactly, for one view.
public struct TranslationNote: Sendable, Equatable, CustomStringConvertible {
    /// The view's id (or its type when it has none).
    public var view: String
    /// Why, in a sentence.
    public var reason: String
    public init(view: String, reason: String) {
        self.view = view
        self.reason = reason
    }
    public var description: String { "\(view): \(reason)" }
}
