import LayoutCore

/// A chain hung from a member centred on the screen's root (`field.centerY == view.centerY`)
/// and split at that member (`StackRecognizer.hungHalves`): the member is centred in the split
/// stack, not by a frame of its own, so the `.ignoresSafeArea(edges: .vertical)` that centres
/// it on the screen rather than the safe area (`RootSafeArea.screenPins`) belongs on the split
/// stack. There the stack grows to the screen's height and its halves share what the member
/// leaves of it; on the member, in the middle of a `VStack`, it would reach no edge and the
/// member would stay centred in the safe area (17 pt too high on an iPhone 15, whose safe area
/// is inset 59 at the top and 34 at the bottom: RxSwift's Numbers, Seh-9R-sJD).
extension ConstraintsToStacks {
    /// Takes the ignoring of both edges along a split stack's axis off its middle child (the
    /// member, or a row across it centred on the member, holding it) and returns those edges
    /// for the stack; nothing for any other node.
    static func liftIgnoringFromSplitAnchor(_ node: inout ViewNode) -> EdgeSet {
        let axis: Axis
        switch node.kind {
        case .vStack: axis = .vertical
        case .hStack: axis = .horizontal
        default: return []
        }
        let edges: EdgeSet = axis == .vertical ? .vertical : .horizontal
        guard node.children.count == 3, isSplitHalf(node.children[0], axis), isSplitHalf(node.children[2], axis)
        else { return [] }
        if takeIgnoring(edges, from: &node.children[1]) { return edges }
        let centredRow: Bool
        switch node.children[1].kind {
        case .hStack(let alignment, _): centredRow = axis == .vertical && alignment == .center
        case .vStack(let alignment, _): centredRow = axis == .horizontal && alignment == .center
        default: centredRow = false
        }
        guard centredRow else { return [] }
        for index in node.children[1].children.indices
        where takeIgnoring(edges, from: &node.children[1].children[index]) {
            moveIgnoringAcross(from: index, of: &node.children[1], axis)
            return edges
        }
        return []
    }

    /// The member's ignoring across the split (centred on the screen that way too), which the
    /// row's stack has partly lifted to itself, put whole on the row, after the frame that
    /// centres it: that frame fills the safe area's width, so it grows to the screen's and the
    /// row is centred on the window; on the member, in the row, one edge would widen the
    /// row's frame on one side only (29.5 pt off in a landscape phone).
    private static func moveIgnoringAcross(from index: Int, of row: inout ViewNode, _ axis: Axis) {
        let ends: [EdgeSet] = axis == .vertical ? [.leading, .trailing] : [.top, .bottom]
        var across: EdgeSet = []
        for edge in ends where takeIgnoring(edge, from: &row.children[index]) { across.formUnion(edge) }
        for edge in ends where takeIgnoring(edge, from: &row) { across.formUnion(edge) }
        guard !across.isEmpty else { return }
        row.modifiers.append(ModifierNode(.ignoresSafeArea(.all, edges: across)))
    }

    /// Whether `node` is one side of a split hung chain: its last modifier a frame from 0 to
    /// `.infinity` along `axis` (`hungHalves`'s share of what the member leaves).
    private static func isSplitHalf(_ node: ViewNode, _ axis: Axis) -> Bool {
        guard let last = node.modifiers.last, case .flexibleFrame(let frame) = last.modifier else { return false }
        return (axis == .vertical ? frame.vertical : frame.horizontal) == FrameLimits(min: 0, max: .infinity)
    }
}
