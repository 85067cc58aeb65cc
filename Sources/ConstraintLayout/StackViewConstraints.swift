import LayoutCore

/// The constraints a UIStackView adds for its arranged subviews (`stackViews`, FORMATS.md §2),
/// reconstructed from TZStackView (SEMANTICS.md §B, [recon]). Along the axis (`leading` /
/// `trailing` / `width` for a horizontal stack; `top` / `bottom` / `height` for a vertical
/// one), with `s` the spacing and `v₀ … vₙ₋₁` the arranged subviews:
///
/// | distribution | constraints (all required unless noted) |
/// |---|---|
/// | every one | `v₀.leading == S.leading`, `vₙ₋₁.trailing == S.trailing` |
/// | `fill` | `vᵢ.leading == vᵢ₋₁.trailing + s` |
/// | `fillEqually` | as `fill`, and `vᵢ.width == v₀.width` |
/// | `fillProportionally` | as `fill`, and `vᵢ.width == kᵢ × (S.width − (n−1)·s)` at priority 999 − i, kᵢ = intrinsicᵢ / Σ intrinsic |
/// | `equalSpacing` | `vᵢ.leading >= vᵢ₋₁.trailing + s`, and every gap equal to the first |
/// | `equalCentering` | `vᵢ.leading >= vᵢ₋₁.trailing + s`, and every centre-to-centre distance equal to the first @150 |
///
/// The sizes themselves come from each view's intrinsic size: squeezing follows compression
/// resistance and stretching follows hugging (the engine's priorities); between equal
/// priorities the tie-break decides by index — the LAST of the equally hugging views
/// stretches, the FIRST of the equally resisting views shrinks first (ConstraintProgram's
/// free-axes stage weighs earlier views more).
///
/// Across the axis (`top` / `bottom` / `centerY` for a horizontal stack):
/// `fill` → `vᵢ.top == S.top`, `vᵢ.bottom == S.bottom`; `leading`/`top` → `vᵢ.top == S.top`,
/// `vᵢ.bottom <= S.bottom`; `trailing`/`bottom` → `vᵢ.bottom == S.bottom`, `vᵢ.top >= S.top`;
/// `center` → `vᵢ.centerY == S.centerY` within the edges; `firstBaseline` / `lastBaseline`
/// (horizontal stacks only; a vertical stack treats them as `fill`) →
/// `vᵢ.firstBaseline == v₀.firstBaseline` within the edges.
///
/// The stack view's own size, when nothing else decides it, is its fitting size:
/// `S.width == 0 @49` and `S.height == 0 @49` (below `fittingSizeLevel`, as TZStackView).
///
/// `isBaselineRelativeArrangement` (vertical stacks): the spacing and `equalSpacing`'s gaps run
/// from `vᵢ₋₁.lastBaseline` to `vᵢ.firstBaseline` (a view without text has both baselines at
/// its bottom); the first and last views still meet the stack's edges (docs/ENGINES.md).
///
/// Every generated constraint is named `<stack>.<role>` (`row.spacing-1`, `row.edge.leading`,
/// `row.alignment-2.top`, `row.fittingSize.width`…) and located at the stack view's JSON path.
enum StackViewConstraints {
    /// The constraints of every stack view of `spec`, in `stackViews` order.
    static func constraints(of spec: ConstraintSpec, names: SpecNames) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for (index, stack) in spec.stackViews.enumerated() {
            var builder = Builder(stack: stack, path: stack.path.isEmpty ? "stackViews[\(index)]" : stack.path)
            builder.intrinsic = stack.arrangedSubviews.map { id in
                let view = spec.views.first { $0.id == id }
                return (stack.axis == .horizontal ? view?.intrinsicWidth : view?.intrinsicHeight) ?? 0
            }
            builder.build()
            result += builder.result
        }
        return result
    }

    struct Builder {
        let stack: StackViewSpec
        let path: String
        var intrinsic: [Double] = []
        var result: [LayoutConstraint] = []

        init(stack: StackViewSpec, path: String) {
            self.stack = stack
            self.path = path
        }

        var views: [String] { stack.arrangedSubviews }
        var isHorizontal: Bool { stack.axis == .horizontal }
        var start: LayoutAttribute { isHorizontal ? .leading : .top }
        var end: LayoutAttribute { isHorizontal ? .trailing : .bottom }
        var size: LayoutAttribute { isHorizontal ? .width : .height }
        var center: LayoutAttribute { isHorizontal ? .centerX : .centerY }
        var crossStart: LayoutAttribute { isHorizontal ? .top : .leading }
        var crossEnd: LayoutAttribute { isHorizontal ? .bottom : .trailing }
        var crossCenter: LayoutAttribute { isHorizontal ? .centerY : .centerX }
        var crossSize: LayoutAttribute { isHorizontal ? .height : .width }

        mutating func add(
            _ role: String, _ item: String, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
            _ toItem: String?, _ toAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0,
            priority: LayoutPriority = .required
        ) {
            result.append(
                LayoutConstraint(
                    item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: toAttribute,
                    multiplier: multiplier, constant: constant, priority: priority, identifier: "\(stack.id).\(role)",
                    path: path))
        }

        mutating func build() {
            add("fittingSize.width", stack.id, .width, .equal, nil, nil, priority: LayoutPriority(49))
            add("fittingSize.height", stack.id, .height, .equal, nil, nil, priority: LayoutPriority(49))
            guard let first = views.first, let last = views.last else { return }
            add("edge.\(start)", first, start, .equal, stack.id, start)
            add("edge.\(end)", last, end, .equal, stack.id, end)
            distribute()
            align()
        }

        /// Whether the spacing runs baseline to baseline (`isBaselineRelativeArrangement`, vertical only).
        var isBaselineRelative: Bool { stack.isBaselineRelativeArrangement && !isHorizontal }
        /// The attribute a gap starts from (the previous view's) and ends at (the next view's):
        /// edges, or last and first baselines in a baseline-relative vertical stack.
        var gapStart: LayoutAttribute { isBaselineRelative ? .lastBaseline : end }
        var gapEnd: LayoutAttribute { isBaselineRelative ? .firstBaseline : start }

        /// Along the axis: spacing, then what the distribution adds.
        mutating func distribute() {
            let spaced = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
            for i in views.indices.dropFirst() {
                add(
                    "spacing-\(i)", views[i], gapEnd, spaced ? .greaterThanOrEqual : .equal, views[i - 1], gapStart,
                    constant: stack.spacing)
            }
            switch stack.distribution {
            case .fill:
                break
            case .fillEqually:
                for i in views.indices.dropFirst() { add("fillEqually-\(i)", views[i], size, .equal, views[0], size) }
            case .fillProportionally:
                let total = intrinsic.reduce(0, +)
                guard total > 0 else { return }
                let gaps = Double(views.count - 1) * stack.spacing
                for i in views.indices {
                    let share = intrinsic[i] / total
                    add(
                        "fillProportionally-\(i)", views[i], size, .equal, stack.id, size, multiplier: share,
                        constant: -share * gaps, priority: LayoutPriority(Double(max(999 - i, 1))))
                }
            case .equalSpacing:
                for i in views.indices.dropFirst(2) {
                    // (vᵢ.start − vᵢ₋₁.end) − (v₁.start − v₀.end) == 0
                    equalDifference(
                        "equalSpacing-\(i)", (views[i], gapEnd), (views[i - 1], gapStart), (views[1], gapEnd),
                        (views[0], gapStart), priority: .required)
                }
            case .equalCentering:
                for i in views.indices.dropFirst(2) {
                    equalDifference(
                        "equalCentering-\(i)", (views[i], center), (views[i - 1], center), (views[1], center),
                        (views[0], center), priority: LayoutPriority(150))
                }
            }
        }

        /// `(a − b) − (c − d) == 0` as one general linear constraint.
        mutating func equalDifference(
            _ role: String, _ a: (String, LayoutAttribute), _ b: (String, LayoutAttribute),
            _ c: (String, LayoutAttribute), _ d: (String, LayoutAttribute), priority: LayoutPriority
        ) {
            func term(_ k: Double, _ x: (String, LayoutAttribute)) -> LayoutTerm {
                LayoutTerm(k, LayoutAnchor(item: x.0, attribute: x.1))
            }
            result.append(
                LayoutConstraint(
                    first: LayoutExpression(terms: [term(1, a), term(-1, b)]), relation: .equal,
                    second: LayoutExpression(terms: [term(1, c), term(-1, d)]), priority: priority,
                    identifier: "\(stack.id).\(role)", path: path))
        }

        /// Across the axis: the alignment.
        mutating func align() {
            var alignment = stack.alignment
            if !isHorizontal, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
            for (i, view) in views.enumerated() {
                let role = "alignment-\(i)"
                switch alignment {
                case .fill:
                    add("\(role).\(crossStart)", view, crossStart, .equal, stack.id, crossStart)
                    add("\(role).\(crossEnd)", view, crossEnd, .equal, stack.id, crossEnd)
                case .leading, .top:
                    add("\(role).\(crossStart)", view, crossStart, .equal, stack.id, crossStart)
                    add("\(role).\(crossEnd)", view, crossEnd, .lessThanOrEqual, stack.id, crossEnd)
                case .trailing, .bottom:
                    add("\(role).\(crossStart)", view, crossStart, .greaterThanOrEqual, stack.id, crossStart)
                    add("\(role).\(crossEnd)", view, crossEnd, .equal, stack.id, crossEnd)
                case .center:
                    add("\(role).\(crossCenter)", view, crossCenter, .equal, stack.id, crossCenter)
                    add("\(role).\(crossStart)", view, crossStart, .greaterThanOrEqual, stack.id, crossStart)
                    add("\(role).\(crossEnd)", view, crossEnd, .lessThanOrEqual, stack.id, crossEnd)
                case .firstBaseline, .lastBaseline:
                    let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                    if i > 0 { add("\(role).\(baseline)", view, baseline, .equal, views[0], baseline) }
                    add("\(role).\(crossStart)", view, crossStart, .greaterThanOrEqual, stack.id, crossStart)
                    add("\(role).\(crossEnd)", view, crossEnd, .lessThanOrEqual, stack.id, crossEnd)
                }
            }
        }
    }
}
