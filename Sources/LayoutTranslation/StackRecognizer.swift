import ConstraintLayout
import LayoutCore

/// Builds a view tree from `ConstraintFacts`: each container's children form a chain along
/// one axis (a VStack or HStack with explicit gaps) or sit independently (a ZStack); sizes
/// become frames, cross-axis pins padding and alignment frames, stack views stacks.
struct StackRecognizer {
    let spec: ConstraintSpec
    let facts: ConstraintFacts
    /// Whether sizes proportional to the root may become `GeometryReader` expressions.
    var usesGeometry = false
    /// Helper views (layout guides, safe areas) the facts already read as insets: no view.
    var guides: Set<String> = []
    /// Views stretched along an axis beyond their intrinsic length (`stretchedByHugging`).
    var stretched: Set<String> = []
    /// Stretched views Auto Layout also shrinks first (`isCompressedFirst`): no minimum length.
    var compressible: Set<String> = []
    /// Views of such a chain that give way first when it is too short (`compressedFirst`).
    var compressed: Set<String> = []
    /// Views a row's stack centres along an axis (`centredRow`): not placed there.
    var centredInRow: Set<String> = []
    /// How far a row of a chain moves a view from the row's start along an axis (`ChainRow`).
    var rowOffsets: [String: Double] = [:]
    /// Labels of a row hung by their centre in a frame of no length (`ChainRow.unmeasured`).
    var unmeasuredInRow: Set<String> = []
    /// How many views the last chain built left beside it (placed on their own).
    private(set) var leftOutOfChain = 0
    /// Scroll views with their content areas (`ScrollViews.contentAreas`).
    var scrollAreas: [String: String] = [:]
    /// Content areas along the axes their ScrollView scrolls (`key`): sized by their content.
    var scrollingAreas: Set<String> = []
    /// Chain members sized by their content beside a lengthless view (`markContentSized`).
    var contentSized: Set<String> = []
    /// Rows of a chain that take one equal share each, their content overflowing
    /// (`markEqualShares`): `.frame(minHeight: 0, maxHeight: .infinity)`.
    var openShares: Set<String> = []
    private(set) var notes: [TranslationNote] = []

    init(spec: ConstraintSpec, facts: ConstraintFacts) {
        self.spec = spec
        self.facts = facts
    }

    /// Views directly inside `container` (stack views' arranged subviews belong to them; views
    /// placed only by `container`'s own container belong to it, `isPlacedByGrandparent`).
    func children(of container: String) -> [String] {
        let arranged = Set(spec.stackViews.flatMap(\.arrangedSubviews))
        let views = spec.views.filter {
            $0.parent == container && !arranged.contains($0.id) && !guides.contains($0.id) && layerTarget($0.id) == nil
                && !isPlacedByGrandparent($0.id)
        }
        .map(\.id)
        // Views placed only by this container, in a view inside it, are its layers (`liftedChildren`).
        let stacks = spec.stackViews.filter { $0.parent == container && !arranged.contains($0.id) }.map(\.id)
        return views + liftedChildren(of: container) + stacks
    }

    /// The layout inside `container`, filling it.
    mutating func content(of container: String) -> ViewNode {
        if let stack = spec.stackViews.first(where: { $0.id == container }) { return stackView(stack) }
        if let area = scrollContentArea(of: container) { return scrollView(container, content: area) }
        let kids = children(of: container)
        guard !kids.isEmpty else { return leaf(container) }
        let axes = [Axis.vertical, .horizontal].filter { axis in
            isChain(kids, container, axis)
                || (kids.count == 1 && axis == .vertical && head(kids, container, axis) != nil)
        }
        // Chained both ways (columns in a row, rows of a column): the axis whose chain leaves
        // fewer views unplaced, then fewer outside it; down first of equals.
        var best: (recognizer: StackRecognizer, node: ViewNode, score: [Int])?
        for axis in axes {
            var attempt = self
            let node = attempt.chain(kids, container, axis)
            let score = [attempt.notes.count, attempt.leftOutOfChain]
            if best == nil || score.lexicographicallyPrecedes(best!.score) { best = (attempt, node, score) }
            // A chain that places every view needs no second try (nor its subtrees built twice).
            if score == [notes.count, 0] { break }
        }
        if let best {
            self = best.recognizer
            return best.node
        }
        let nodes = kids.map { placed($0, in: container, across: [.horizontal, .vertical]) }
        // One child needs no ZStack: the container centres it just the same.
        return nodes.count == 1 ? nodes[0] : ViewNode(.zStack(alignment: .center), children: nodes)
    }

    private func isChain(_ kids: [String], _ container: String, _ axis: Axis) -> Bool {
        kids.contains { kid in
            guard let link = facts.of(kid, axis).start else { return false }
            return link.edge == .end && kids.contains(link.item)
        }
    }

    /// A stack along `axis`: the container's insets as padding, equal fixed gaps as the
    /// stack's spacing, other gaps as Spacers (`Spacer().frame(height: g)`,
    /// `Spacer(minLength: g)`) in a stack of spacing 0.
    mutating func chain(_ kids: [String], _ container: String, _ axis: Axis) -> ViewNode {
        var order: [String] = []
        var items: [ViewNode] = []
        var itemMembers: [[String]] = []
        var gaps: [(constant: Double, relation: LayoutRelation)] = []
        var current = head(kids, container, axis)
        // A row of two views centred on each other, both kept at or after the start, starts it.
        let row = current == nil ? centredRow(kids, container, axis) : nil
        if current == nil, let row { current = row[0] }
        // A chain hung from a member centred in the container: its stack is centred.
        let hung = current == nil ? hungChain(kids, container, axis) : nil
        if let hung { current = hung.first }
        let centred =
            current.flatMap { facts.of($0, axis).start }.map { $0.edge == .center } ?? false || hung != nil
        // As long as its content (`hasFreeLength`): nothing in it stretches, layers overlay it.
        let free = hasFreeLength(container, kids, axis)
        if free { contentSized.insert(Self.key(container, axis)) }
        if !centred, !lengthIsContents(container, axis), let kid = stretchedByHugging(kids, container, axis) {
            stretched.insert(Self.key(kid, axis))
            markCompressedFirst(kids, axis)
        }
        markContentSized(kids, container, axis)
        markEqualShares(kids, container, axis)
        // Labels on one baseline: the HStack aligns them, the anchor's pins place it.
        let baselines = axis == .horizontal ? baselineRow(kids, container) : nil
        if let baselines { centredInRow.formUnion(baselines.members.map { Self.key($0, .vertical) }) }
        var insets = (start: 0.0, end: 0.0)
        var fromEnd = false
        if let first = current, !centred,
            let inset = facts.of(first, axis).start.flatMap({ pin($0, .start, in: container, axis) })?.constant
        {
            insets.start = inset
        } else if current == nil, let first = StackRecognizer.first(ofChainEndingIn: kids, container, axis, facts) {
            fromEnd = true  // pinned at the end only: the stack sits at the container's end
            current = first
        } else if current == nil {
            note(container, "its children along the \(axis) axis do not start at its edge")
            current = kids.first
        }
        var shared: ChainRow?
        var previous: (members: [String], endInsets: [String: Double])?
        while let kid = current, !order.contains(kid) {
            var members = row.flatMap { $0.contains(kid) ? $0 : nil } ?? [kid]
            shared = nil
            if members.count == 1, baselines == nil,
                let grid = chainRow(kid, kids, taken: order, after: previous, container, axis)
            {
                // Views sharing the row's place: its start moves to the highest of them.
                if gaps.isEmpty { insets.start += grid.shift } else { gaps[gaps.count - 1].constant += grid.shift }
                members = grid.members
                shared = grid
            }
            order += members
            itemMembers.append(members)
            previous = (members, shared?.endInsets ?? [:])
            if let grid = shared {
                items.append(rowNode(grid, container, axis))
            } else if members.count > 1 {
                items.append(rowStack(members, container, axis))
            } else {
                // A lone child as long as its container (an IB root view, a cell's content view)
                // fills it along the chain's axis too, whatever its content's length.
                let fills = kids.count == 1 && isFill(kid, container, axis) ? [axis] : []
                items.append(placed(kid, in: container, across: [axis.other], filling: fills))
            }
            current = kids.first { next in
                guard let link = facts.of(next, axis).start, members.contains(link.item), link.edge == .end,
                    !members.contains(next), !order.contains(next)
                else { return false }
                // Hung from a row's member that ends before the row does: that much less.
                gaps.append((link.constant - (shared?.endInsets[link.item] ?? 0), link.relation))
                return true
            }
        }
        let lastMembers = shared?.members ?? order.suffix(1)
        // Pinned to the container's end directly, or through a sibling ending with it.
        var endPin = lastMembers.compactMap { member in
            facts.of(member, axis).end.flatMap { $0.item == container && $0.edge == .end ? (member, $0) : nil }
                ?? pin(facts.of(member, axis).end, .end, in: container, axis).map { (member, $0) }
        }.first
        if endPin == nil, shared == nil, !centred { endPin = hungTailEnd(order, gaps, container, axis) }
        if endPin == nil, shared == nil, !centred, itemMembers.count == order.count,
            let hung = hungMeasuredTail(order, gaps, container, axis)
        {
            endPin = (order[hung.index], hung.link)
            (items, gaps) = hangingPastEnd(items, gaps: gaps, after: hung.index, axis)
        }
        let pinnedEnd = endPin?.1
        if let (member, pin) = endPin { insets.end = -pin.constant - (shared?.endInsets[member] ?? 0) }
        // A container hugging its last child (a button around its title): as long as the
        // chain plus the rest of the hugged length, the stack's natural length.
        let hugged = facts.of(container, axis).hugsContent.flatMap { $0.child == order.last ? $0 : nil }
        if let hugged, pinnedEnd == nil { insets.end = hugged.constant - insets.start }
        var halves: ViewNode?
        if let hung {
            if let padding = hungPadding(order, gaps, anchor: hung.anchor, axis) {
                insets = padding
            } else if !lengthIsContents(container, axis),
                let split = hungHalves(items, members: itemMembers, gaps: gaps, anchor: hung.anchor, axis)
            {
                (halves, insets) = (split.node, split.padding)
            } else {
                note(
                    container,
                    "its children along the \(axis) axis do not start at its edge (they hang from \(hung.anchor), centred, "
                        + "but a length beside it is not a constant)")
            }
        }
        // One child needs no stack: the insets and the frame go on the child itself.
        var stack = halves ?? (items.count == 1 ? items[0] : stackOf(items, gaps: gaps, axis))
        if baselines != nil, case .hStack(_, let spacing) = stack.kind {
            stack.kind = .hStack(alignment: .firstTextBaseline, spacing: spacing)
        }
        if pinnedEnd != nil, !centred, !fromEnd, let reader = sharedByProportion(stack, order, gaps: gaps, axis) {
            stack = reader
        }
        if insets.start != 0 || insets.end != 0 {
            append(
                &stack,
                .padding(
                    axis == .vertical
                        ? EdgeInsets(top: insets.start, leading: 0, bottom: insets.end, trailing: 0)
                        : EdgeInsets(top: 0, leading: insets.start, bottom: 0, trailing: insets.end)))
        }
        // A single child as long as its container (`height == container.height`) fills it:
        // no frame needed to start it at the top.
        let fillsContainer = order.count == 1 && isFill(order[0], container, axis)
        if fromEnd {
            let limits = FrameLimits(min: 0, max: .infinity)
            append(
                &stack,
                .flexibleFrame(
                    axis == .vertical
                        ? FlexibleFrame(vertical: limits, alignment: .bottom)
                        : FlexibleFrame(horizontal: limits, alignment: .trailing)))
        } else if !centred, pinnedEnd == nil, hugged == nil, !fillsContainer {
            // Not pinned at the end: the stack starts at the container's start and may
            // overflow past its end, as the constraints do.
            let limits = FrameLimits(min: 0, max: .infinity)
            append(
                &stack,
                .flexibleFrame(
                    axis == .vertical
                        ? FlexibleFrame(vertical: limits, alignment: .top)
                        : FlexibleFrame(horizontal: limits, alignment: .leading)))
        }
        if hung != nil, halves == nil, !lengthIsContents(container, axis) {
            // Centred in the container's length, as a centred view is.
            let limits = FrameLimits(max: .infinity)
            append(
                &stack,
                .flexibleFrame(axis == .vertical ? FlexibleFrame(vertical: limits) : FlexibleFrame(horizontal: limits)))
        }
        if let anchor = baselines?.anchor { position(anchor, container, .vertical, &stack) }
        // Views outside the chain (placed from the container's edges on their own, as
        // autoresizing places them) sit beside it in a ZStack.
        let others = kids.filter { !order.contains($0) }
        guard !others.isEmpty else {
            leftOutOfChain = 0
            return stack
        }
        let layers = layersBeside(others, container, axis)
        leftOutOfChain = others.count  // set last: the layers' own chains set it too
        if free { return overlaid(stack, layers) }
        return ViewNode(.zStack(alignment: .center), children: [stack] + layers)
    }

    /// An HStack/VStack of `items`: spacing g when every gap is a fixed g, else spacing 0
    /// with a Spacer per gap.
    func stackOf(
        _ items: [ViewNode], gaps: [(constant: Double, relation: LayoutRelation)], _ axis: Axis
    ) -> ViewNode {
        var spacing = 0.0
        var children = items
        if let first = gaps.first, gaps.allSatisfy({ $0.relation == .equal && $0.constant == first.constant }) {
            spacing = first.constant
        } else {
            children = []
            for (index, item) in items.enumerated() {
                children.append(item)
                if index < gaps.count, gaps[index].constant != 0 || gaps[index].relation != .equal {
                    children.append(gap(gaps[index].constant, gaps[index].relation, axis))
                }
            }
        }
        let kind: ViewKind =
            axis == .vertical
            ? .vStack(alignment: .center, spacing: spacing) : .hStack(alignment: .center, spacing: spacing)
        return ViewNode(kind, children: children)
    }

    /// The child whose start is pinned to the container's start (or, for a centred chain,
    /// to its centre: the stack is then centred as SwiftUI centres a smaller child).
    func head(_ kids: [String], _ container: String, _ axis: Axis) -> String? {
        kids.first { kid in
            // Pinned directly or through a sibling aligned with it (`b.top == a.top`).
            guard let own = facts.of(kid, axis).start, let link = pin(own, own.edge, in: container, axis),
                link.relation == .equal
            else {
                return false
            }
            return link.edge == .start || link.edge == .center
        }
    }

    /// A fixed gap (`Spacer().frame(height: g)`) or a minimum one (`Spacer(minLength: g)`).
    private func gap(_ length: Double, _ relation: LayoutRelation, _ axis: Axis) -> ViewNode {
        if relation == .greaterThanOrEqual { return ViewNode(.spacer(minLength: length)) }
        let frame = axis == .vertical ? FixedFrame(height: length) : FixedFrame(width: length)
        return ViewNode(.spacer(minLength: 0), modifiers: [ModifierNode(.frame(frame))])
    }

    mutating func note(_ view: String, _ reason: String) {
        notes.append(TranslationNote(view: view, reason: reason))
    }

    /// Drops the notes that leave `view`'s length along `axis` to the stack's equal shares.
    mutating func dropNotes(about view: String, _ axis: Axis) {
        let prefix = axis == .horizontal ? "width = " : "height = "
        notes.removeAll { $0.view == view && $0.reason.hasPrefix(prefix) }
    }

    /// Appends `modifier`; padding right after padding (no id between) becomes one padding.
    func append(_ node: inout ViewNode, _ modifier: Modifier) {
        if case .padding(let outer) = modifier, let last = node.modifiers.last, last.id == nil,
            case .padding(let inner) = last.modifier
        {
            node.modifiers[node.modifiers.count - 1] = ModifierNode(
                .padding(
                    EdgeInsets(
                        top: inner.top + outer.top, leading: inner.leading + outer.leading,
                        bottom: inner.bottom + outer.bottom, trailing: inner.trailing + outer.trailing)))
            return
        }
        if case .flexibleFrame(let outer) = modifier, let last = node.modifiers.last, last.id == nil,
            case .flexibleFrame(let inner) = last.modifier, let merged = Self.merged(inner, outer)
        {
            node.modifiers[node.modifiers.count - 1] = ModifierNode(.flexibleFrame(merged))
            return
        }
        node.modifiers.append(ModifierNode(modifier))
    }

    /// Two flexible frames on different axes with the same alignment as one
    /// (`.frame(maxWidth: .infinity, maxHeight: .infinity)`), or nil.
    static func merged(_ inner: FlexibleFrame, _ outer: FlexibleFrame) -> FlexibleFrame? {
        let innerHorizontal = inner.horizontal != FrameLimits()
        let innerVertical = inner.vertical != FrameLimits()
        let outerHorizontal = outer.horizontal != FrameLimits()
        let outerVertical = outer.vertical != FrameLimits()
        guard inner.alignment == outer.alignment, !(innerHorizontal && outerHorizontal),
            !(innerVertical && outerVertical)
        else { return nil }
        var frame = inner
        if outerHorizontal { frame.horizontal = outer.horizontal }
        if outerVertical { frame.vertical = outer.vertical }
        return frame
    }
}
