import LayoutCore

// Frame arguments checked while building: invalid fixed dimensions dropped, contradictory
// flexible limits normalised (SEMANTICS §A "Frames", FORMATS.md §1) and reported.

/// A frame whose arguments were changed while building, reported once the tree is linked.
struct PendingFrameDiagnostic {
    var node: Int32
    var base: Int32
    var message: String
    var axis: Axis?
}

extension ViewGraph {
    /// A fixed frame's negative or non-finite dimension is dropped (treated as nil), as
    /// SwiftUI does ("Invalid frame dimension (negative or non-finite).").
    func validated(
        _ frame: FixedFrame, node: Int32, base: Int32, pending: inout [PendingFrameDiagnostic]
    ) -> FixedFrameParameters {
        func valid(_ value: Double?) -> Double? {
            guard let value else { return nil }
            return value.isFinite && value >= 0 ? value : nil
        }
        let width = valid(frame.width)
        let height = valid(frame.height)
        let result = FixedFrameParameters(
            width: width ?? Proposal.unspecified, height: height ?? Proposal.unspecified,
            guides: Guides(frame.alignment))
        let badWidth = width != frame.width
        let badHeight = height != frame.height
        if badWidth || badHeight {
            pending.append(
                PendingFrameDiagnostic(
                    node: node, base: base,
                    message:
                        "Invalid frame dimension (negative or non-finite): width \(describe(frame.width)), height \(describe(frame.height)); ignored.",
                    axis: badWidth && badHeight ? nil : (badWidth ? .horizontal : .vertical)))
        }
        return result
    }

    /// Normalises a flexible frame's limits as SwiftUI does and records a diagnostic when
    /// they were contradictory (min ≤ ideal ≤ max failed, or a negative value).
    @inline(__always) func normalized(
        _ frame: FlexibleFrame, node: Int32, base: Int32, pending: inout [PendingFrameDiagnostic]
    ) -> FlexibleFrameParameters {
        if frame.horizontal.isConsistentWithoutAllocating && frame.vertical.isConsistentWithoutAllocating {
            return FlexibleFrameParameters(
                horizontal: FrameAxisLimits(frame.horizontal), vertical: FrameAxisLimits(frame.vertical),
                guides: Guides(frame.alignment))
        }
        return normalizedContradictory(frame, node: node, base: base, pending: &pending)
    }

    /// `normalized` for a frame whose limits contradict each other (kept out of line).
    @inline(never) private func normalizedContradictory(
        _ frame: FlexibleFrame, node: Int32, base: Int32, pending: inout [PendingFrameDiagnostic]
    ) -> FlexibleFrameParameters {
        let badWidth = !frame.horizontal.isConsistentWithoutAllocating
        let badHeight = !frame.vertical.isConsistentWithoutAllocating
        let horizontal = badWidth ? frame.horizontal.normalizedForLayout : frame.horizontal
        let vertical = badHeight ? frame.vertical.normalizedForLayout : frame.vertical
        if badWidth || badHeight {
            var parts: [String] = []
            if badWidth {
                parts.append(describe(frame.horizontal, as: "Width") + " → " + describe(horizontal, as: "Width"))
            }
            if badHeight {
                parts.append(describe(frame.vertical, as: "Height") + " → " + describe(vertical, as: "Height"))
            }
            pending.append(
                PendingFrameDiagnostic(
                    node: node, base: base,
                    message: "Contradictory frame constraints specified: " + parts.joined(separator: "; "),
                    axis: badWidth && badHeight ? nil : (badWidth ? .horizontal : .vertical)))
        }
        return FlexibleFrameParameters(
            horizontal: FrameAxisLimits(horizontal), vertical: FrameAxisLimits(vertical),
            guides: Guides(frame.alignment))
    }

    /// A diagnostic naming the frame's own id, else its view's id, else the nearest
    /// enclosing id.
    func frameDiagnostic(_ pending: PendingFrameDiagnostic) -> Diagnostic {
        let own = info[Int(pending.node)].id
        let base = info[Int(pending.base)].id
        let id = own >= 0 ? ids[Int(own)] : (base >= 0 ? ids[Int(base)] : nearestID(of: pending.node))
        return Diagnostic(.contradictoryFrame, pending.message, views: id.map { [$0] } ?? [], axis: pending.axis)
    }

    private func describe(_ limits: FrameLimits, as suffix: String) -> String {
        let named = [("min", limits.min), ("ideal", limits.ideal), ("max", limits.max)]
        return named.compactMap { name, value in value.map { "\(name)\(suffix) \(formatLength($0))" } }
            .joined(separator: ", ")
    }

    private func describe(_ value: Double?) -> String {
        value.map(formatLength) ?? "nil"
    }
}

extension FrameLimits {
    /// LayoutCore's `isConsistent` (min ≤ ideal ≤ max over the given values, none
    /// negative) without its temporary arrays: the build step checks every flexible frame.
    /// `FrameNormalisationTests` checks the two agree. Consistent limits are their own
    /// normalisation, so only inconsistent ones are normalised.
    @inline(__always) var isConsistentWithoutAllocating: Bool {
        var last = 0.0
        if let min {
            if min < last { return false }
            last = min
        }
        if let ideal {
            if ideal < 0 || ideal < last { return false }
            last = ideal
        }
        if let max {
            if max < 0 || max < last { return false }
        }
        return true
    }

    /// LayoutCore's `normalized` (min = max(min, 0); ideal ≥ min; max ≥ ideal, or ≥ min
    /// without an ideal) plus SwiftUI's `ideal = max(min ?? 0, ideal)`, which `normalized`
    /// misses when there is no min (a negative ideal would otherwise be proposed to the child).
    var normalizedForLayout: FrameLimits {
        var result = normalized
        if let ideal = result.ideal, ideal < 0 {
            result.ideal = 0
            if let max = result.max { result.max = Swift.max(max, 0) }
        }
        return result
    }
}

/// A length as a short decimal ("200", "12.5", "infinity") for diagnostic messages.
func formatLength(_ value: Double) -> String {
    if value == .infinity { return "infinity" }
    if value == -.infinity { return "-infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}
