import ConstraintLayout
import LayoutCore

extension ConstraintsToStacks {
    /// UIKit's minimum root margin as a length of the root's width inside the safe area
    /// (`geometry.width`): ``SystemMinimumLayoutMargins/sideExpression(of:)``, 16 below
    /// 400 pt, 20 from 400 pt (every iPad is wider than 400 pt).
    public static let minimumMarginExpression = SystemMinimumLayoutMargins.sideExpression(of: "geometry.width")

    /// UIKit's minimum root margin for a root `width` wide inside the safe area.
    static func minimumMargin(width: Double) -> Double { SystemMinimumLayoutMargins.side(rootWidth: width) }

    /// The two minimum margins, narrow first.
    private static let margins = (
        compact: SystemMinimumLayoutMargins.compact, regular: SystemMinimumLayoutMargins.regular
    )

    /// `stacks` with the margins of root view `root` written as ``minimumMarginExpression``
    /// on the edges where they are UIKit's minimum beyond the safe area (16 or 20): the spec
    /// is translated with 16 and with 20 pt there, the two trees may differ only in paddings
    /// on the leading and trailing edges by 4 pt (those become a padding of the expression,
    /// inside a `GeometryReader` at the root), and the result is verified against the 16 pt
    /// spec where the root is narrower than 400 pt inside the safe area and the 20 pt spec
    /// elsewhere. `stacks` unchanged otherwise.
    static func steppingRootMargins(
        _ stacks: StackTranslation, _ spec: ConstraintSpec, geometry: Bool, _ sizes: [Size], guides: Set<String>,
        safeArea: RootSafeArea?, root: String?
    ) -> StackTranslation {
        guard let root, let rootIndex = spec.views.firstIndex(where: { $0.id == root }) else { return stacks }
        let insets = safeArea?.insets ?? EdgeInsets()
        let margins = spec.views[rootIndex].layoutMargins
        let stepping = (
            leading: [Self.margins.compact, Self.margins.regular].contains(margins.leading - insets.leading),
            trailing: [Self.margins.compact, Self.margins.regular].contains(margins.trailing - insets.trailing)
        )
        guard stepping.leading || stepping.trailing else { return stacks }
        func withMargin(_ margin: Double) -> ConstraintSpec {
            var result = spec
            if stepping.leading { result.views[rootIndex].layoutMargins.leading = insets.leading + margin }
            if stepping.trailing { result.views[rootIndex].layoutMargins.trailing = insets.trailing + margin }
            return result
        }
        let (narrowSpec, wideSpec) = (withMargin(Self.margins.compact), withMargin(Self.margins.regular))
        // Each margin is translated and verified at the sizes where UIKit gives it.
        let width = { (size: Size) in size.width - insets.leading - insets.trailing }
        let narrowSizes = sizes.filter { minimumMargin(width: width($0)) == Self.margins.compact }
        let wideSizes = sizes.filter { minimumMargin(width: width($0)) == Self.margins.regular }
        guard !narrowSizes.isEmpty, !wideSizes.isEmpty,
            let narrow = try? attempt(narrowSpec, geometry: geometry, narrowSizes, guides: guides, safeArea: safeArea),
            let wide = try? attempt(wideSpec, geometry: geometry, wideSizes, guides: guides, safeArea: safeArea),
            narrow.spec.root != wide.spec.root,
            var stepped = steppedMargins(narrow.spec.root, wide.spec.root)
        else { return stacks }
        if stepped.kind != .geometryReader { stepped = ViewNode(.geometryReader, children: [stepped]) }
        guard !containsReader(stepped.children) else { return stacks }
        var result = narrow
        result.spec.root = stepped
        result.marginsFollowWidth = true
        let inside = Self.inside(result.spec, safeArea)
        for (part, partSizes) in [(narrowSpec, narrowSizes), (wideSpec, wideSizes)] {
            guard let engine = try? ConstraintLayoutEngine(part) else { return stacks }
            let helpers = guides.union(ScrollViews.contentAreas(part, engine.constraints, guides: guides).values)
            let differences = try? differences(part, engine, inside, partSizes, helperIDs: helpers)
            guard differences?.isEmpty == true else { return stacks }
        }
        return result
    }

    /// `narrow` (the 16 pt margins' tree) with each padding that `wide` (20 pt) has 4 pt larger
    /// on its leading or trailing edge split into the rest and a padding of
    /// ``minimumMarginExpression`` on those edges; nil when the trees differ otherwise.
    static func steppedMargins(_ narrow: ViewNode, _ wide: ViewNode) -> ViewNode? {
        guard narrow.kind == wide.kind, narrow.id == wide.id, narrow.expressions == wide.expressions,
            narrow.children.count == wide.children.count, narrow.modifiers.count == wide.modifiers.count
        else { return nil }
        var result = narrow
        result.children = []
        for (a, b) in zip(narrow.children, wide.children) {
            guard let child = steppedMargins(a, b) else { return nil }
            result.children.append(child)
        }
        result.modifiers = []
        for (a, b) in zip(narrow.modifiers, wide.modifiers) {
            if a == b {
                result.modifiers.append(a)
                continue
            }
            guard let split = steppedPadding(a, b) else { return nil }
            result.modifiers += split
        }
        return result
    }

    /// A padding 4 pt larger in `wide` on its leading or trailing edge (or both) as the rest
    /// and a padding of ``minimumMarginExpression`` on those edges; nil for other differences.
    private static func steppedPadding(_ narrow: ModifierNode, _ wide: ModifierNode) -> [ModifierNode]? {
        guard case .padding(let a) = narrow.modifier, case .padding(let b) = wide.modifier,
            narrow.id == wide.id, narrow.expressions.isEmpty, wide.expressions.isEmpty,
            a.top == b.top, a.bottom == b.bottom
        else { return nil }
        let steps = (leading: b.leading - a.leading, trailing: b.trailing - a.trailing)
        let step = Self.margins.regular - Self.margins.compact
        guard [0, step].contains(steps.leading), [0, step].contains(steps.trailing) else { return nil }
        var rest = a
        if steps.leading != 0 { rest.leading -= Self.margins.compact }
        if steps.trailing != 0 { rest.trailing -= Self.margins.compact }
        guard let expression = try? LengthExpression(parsing: minimumMarginExpression, scope: .geometry) else {
            return nil
        }
        // `{"edges": […], "length": "<expr>"}`: the edges it sets are marked with 1.
        let marked = EdgeInsets(
            top: 0, leading: steps.leading != 0 ? 1 : 0, bottom: 0, trailing: steps.trailing != 0 ? 1 : 0)
        let margin = ModifierNode(
            .padding(marked), expressions: [ExpressionLength(key: "length", expression: expression)])
        var result: [ModifierNode] = []
        if rest != EdgeInsets() { result.append(ModifierNode(.padding(rest))) }
        result.append(margin)
        result[result.count - 1].id = narrow.id
        return result
    }

    /// Whether a GeometryReader is among `nodes` or below them (its `geometry` would hide the
    /// root's).
    private static func containsReader(_ nodes: [ViewNode]) -> Bool {
        nodes.contains { $0.kind == .geometryReader || containsReader($0.children) }
    }
}
