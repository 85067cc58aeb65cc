import ConstraintLayout
import LayoutCore

/// Labels of a row tied by their baselines, as Interface Builder writes its "Baseline"
/// attribute (`prefixLabel.lastBaseline == value.firstBaseline`): a label of one line has one
/// baseline, its first and last alike, so the tie is a first-baseline tie and the row an
/// `HStack(alignment: .firstTextBaseline)` — for a chain (`baselineRow`) and for a horizontal
/// stack view whose arranged labels are all so tied (`baselineAlignment(of:)`), verified.
extension StackRecognizer {
    /// The sibling whose first baseline `view`'s first baseline is tied to: a first-baseline
    /// tie, or one naming the last baseline of a label of one line; nil otherwise.
    func firstBaselineSibling(of view: String) -> String? {
        let f = facts.of(view, .vertical)
        if let sibling = f.baseline { return sibling }
        guard let tie = f.lastBaselineTie, !tie.ownIsLast || isOneLineLabel(view),
            !tie.siblingIsLast || isOneLineLabel(tie.sibling)
        else { return nil }
        return tie.sibling
    }

    /// Whether `view` is a label of one line (`numberOfLines` 1): its last baseline is its first.
    func isOneLineLabel(_ view: String) -> Bool {
        labelText(view)?.numberOfLines == 1
    }

    /// `.firstTextBaseline` for a horizontal stack view of labels whose first baselines are
    /// all tied to one another (each arranged label in a tie with another); nil otherwise.
    func baselineAlignment(of stack: StackViewSpec) -> VerticalAlignment? {
        let labels = stack.arrangedSubviews
        guard stack.axis == .horizontal, labels.count > 1, labels.allSatisfy({ labelText($0) != nil }) else {
            return nil
        }
        let links = labels.compactMap { label in firstBaselineSibling(of: label).map { (label, $0) } }
        guard links.allSatisfy({ labels.contains($0.1) }) else { return nil }
        // One group: every label reached from the first through the ties, either way.
        var group: Set<String> = [labels[0]]
        var grew = true
        while grew {
            grew = false
            for (a, b) in links where group.contains(a) != group.contains(b) {
                group.formUnion([a, b])
                grew = true
            }
        }
        return group.count == labels.count ? .firstTextBaseline : nil
    }
}
