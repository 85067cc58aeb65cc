import LayoutCore
import LayoutHarness
import LayoutTranslation

/// Two specs (or one spec and its translation) that do not lay out alike: every (view, size)
/// pair that is neither identical nor ambiguous, with its class and reason.
public struct LayoutsDiffer: Error, CustomStringConvertible {
    /// The comparison behind the failure.
    public var report: ComparisonReport

    /// A table of the pairs that differ: size, view, class, both frames, reason.
    public var description: String {
        var lines = [
            "\(report.name): the engines disagree at \(report.sizes.count - report.agreeingCount) of \(report.sizes.count) sizes"
        ]
        lines.append(
            "size         view           class       stack                        constraints                  reason")
        for size in report.sizes where !size.agrees {
            for d in size.differences where !d.agreement.agrees {
                lines.append(
                    [
                        ComparisonReport.sizeText(size.size), d.id, d.agreement.rawValue, Self.text(d.stack),
                        Self.text(d.constraints), d.reason ?? "",
                    ].enumerated().map { $0.element.padding(to: [13, 15, 12, 29, 29, 0][$0.offset]) }.joined())
            }
        }
        return lines.joined(separator: "\n")
    }

    static func text(_ rect: Rect?) -> String {
        guard let rect else { return "—" }
        return "(\([rect.x, rect.y, rect.width, rect.height].map(JSONWriter.formatNumber).joined(separator: ", ")))"
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        width == 0 ? self : self + String(repeating: " ", count: max(1, width - count))
    }
}

extension LayoutCheck {
    /// Checks that a view spec (stack engine) and a constraint spec (constraint engine) of the
    /// same layout lay out alike at every size: each view present in both is identical within
    /// `tolerance`, or ambiguous (the constraints leave it under-determined and the stack
    /// engine's frame lies in the range of optimal values). Throws ``LayoutsDiffer`` listing the
    /// classified differences (divergent, overflow, infeasible) otherwise.
    ///
    /// ```swift
    /// try LayoutCheck.layOutAlike(viewSpec, constraintSpec, at: [Size(width: 393, height: 852)])
    /// ```
    public static func layOutAlike(
        _ viewSpec: ViewSpec, _ constraintSpec: ConstraintSpec, at sizes: [Size], tolerance: Double = defaultTolerance
    ) throws {
        var comparator = LayoutComparator(viewSpec: viewSpec, constraintSpec: constraintSpec)
        comparator.tolerance = tolerance
        let report = try comparator.run(sizes: sizes)
        if report.agreeingCount != report.sizes.count { throw LayoutsDiffer(report: report) }
    }

    /// Checks that a view spec lays out alike in the stack engine and, through the translator
    /// (stacks → constraints), in the constraint engine. Views the translator cannot express
    /// exactly make the check fail with a ``LayoutsDiffer`` naming them.
    public static func layOutAlikeThroughTranslation(
        _ viewSpec: ViewSpec, at sizes: [Size], tolerance: Double = defaultTolerance
    ) throws {
        let translation = StackToConstraints.translate(viewSpec)
        try layOutAlike(viewSpec, translation.spec, at: sizes, tolerance: tolerance)
    }

    /// Checks that a constraint spec lays out alike in the constraint engine and, through the
    /// translator (constraints → stacks), in the stack engine. A spec with no stack form throws
    /// the translator's error naming the constraints that could not be expressed.
    public static func layOutAlikeThroughTranslation(
        _ constraintSpec: ConstraintSpec, at sizes: [Size], tolerance: Double = defaultTolerance
    ) throws {
        let translation = try ConstraintsToStacks.translate(constraintSpec)
        try layOutAlike(translation.spec, constraintSpec, at: sizes, tolerance: tolerance)
    }
}
