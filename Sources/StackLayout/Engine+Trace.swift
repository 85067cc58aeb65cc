import LayoutCore

/// The probe trace (`layoutlab solve --trace`, the preview's view panel): every `sizeThatFits`
/// call of a pass — the view asked, its proposal (values and kind per axis) and the size it
/// answered — and the count per view. A stack's one-axis probe of a leaf or modifier (which
/// the engine answers on that axis only) gets its whole answer after the pass, as SwiftUI's
/// `sizeThatFits` would give it, without changing the pass's counts or trace.
extension StackLayoutEngine {
    /// The kind of one proposed dimension (SEMANTICS §A: nil asks for the ideal size, 0 for
    /// the minimum, ∞ for the maximum).
    public enum ProposalKind: String, Sendable, Equatable {
        case unspecified = "nil"
        case zero = "0"
        case infinity = "∞"
        case finite = "finite"

        init(_ length: Double) {
            if length.isUnspecified {
                self = .unspecified
            } else if length == 0 {
                self = .zero
            } else if length == .infinity {
                self = .infinity
            } else {
                self = .finite
            }
        }
    }

    /// One recorded `sizeThatFits` call (cache hits included; a stack's min/max probe of a
    /// child counts as one call).
    public struct Probe: Sendable, Equatable {
        /// The layout node asked (a view or a modifier layer).
        public var node: Int
        /// The kind of the proposed width.
        public var width: ProposalKind
        /// The kind of the proposed height.
        public var height: ProposalKind
        /// The proposed width (nil: unspecified, SwiftUI's `nil`; ∞ as `.infinity`).
        public var proposedWidth: Double?
        /// The proposed height (nil: unspecified).
        public var proposedHeight: Double?
        /// The size the node answered (for a one-axis probe, the size its rule gives for the
        /// proposal, computed after the pass).
        public var answer: Size
        /// Whether the pass asked for one axis only (`lengthThatFits`).
        var isOneAxis = false
    }

    private static func probe(_ node: Int32, _ proposal: Proposal) -> Probe {
        Probe(
            node: Int(node), width: ProposalKind(proposal.width), height: ProposalKind(proposal.height),
            proposedWidth: proposal.width.isUnspecified ? nil : proposal.width,
            proposedHeight: proposal.height.isUnspecified ? nil : proposal.height, answer: Size(width: 0, height: 0))
    }

    /// `sizeThatFits` with the call recorded before it is answered (so the trace is in call
    /// order, a parent before the children it asks) and its answer filled in after.
    @inline(never) mutating func tracedSizeThatFits(_ node: Int32, _ proposal: Proposal) -> Size {
        let index = probes.count
        probes.append(Self.probe(node, proposal))
        let size = measuredSize(node, proposal)
        probes[index].answer = size
        return size
    }

    /// Records a one-axis probe (`lengthThatFits` of a leaf or modifier); its answer is filled
    /// in by `completeOneAxisAnswers` after the pass.
    @inline(never) mutating func traceOneAxisProbe(_ node: Int32, _ proposal: Proposal) {
        var probe = Self.probe(node, proposal)
        probe.isOneAxis = true
        probes.append(probe)
    }

    /// After a traced pass: the whole size each one-axis probe's node gives for its proposal.
    /// The pass's counts, per-view measurements, overflows and trace are restored afterwards,
    /// so they stay those of the pass.
    mutating func completeOneAxisAnswers() {
        let kept = (cacheHitCount, probes.count, overflows.count)
        buffers.referenceMeasurements.update(from: buffers.measurements)
        for index in 0..<kept.1 where probes[index].isOneAxis {
            let probe = probes[index]
            let proposal = Proposal(
                width: probe.proposedWidth ?? Proposal.unspecified, height: probe.proposedHeight ?? Proposal.unspecified
            )
            probes[index].answer = sizeThatFits(Int32(probe.node), proposal)
        }
        buffers.measurements.update(from: buffers.referenceMeasurements)
        cacheHitCount = kept.0
        if probes.count > kept.1 { probes.removeSubrange(kept.1...) }
        if overflows.count > kept.2 { overflows.removeSubrange(kept.2...) }
    }

    /// A name for a layout node: its id, else its kind and index, with the nearest enclosing
    /// id (`padding#4 in "top"`).
    public func nodeName(_ node: Int) -> String {
        let own = graph.info[node].id
        if own >= 0 { return graph.ids[Int(own)] }
        let kind = "\(graph.nodes[node].kind)#\(node)"
        return graph.nearestID(of: Int32(node)).map { "\(kind) in \"\($0)\"" } ?? kind
    }

    /// For a modifier layer without an id of its own (a `.frame`, `.padding`, …), the id of the
    /// view it modifies — the base of its modifier chain — when that view has one; else nil.
    /// The preview lists such a layer's calls with the view's own.
    public func modifiedViewID(of node: Int) -> String? {
        guard graph.info[node].id < 0, graph.nodes[node].kind.isModifier else { return nil }
        var base = Int32(node)
        while graph.nodes[Int(base)].kind.isModifier { base = graph.nodes[Int(base)].first }
        let id = graph.info[Int(base)].id
        return id >= 0 ? graph.ids[Int(id)] : nil
    }

    /// The kind of a layout node, as `nodeName` names it (`fixedFrame`, `padding`, `stack`, …).
    public func kindName(of node: Int) -> String { "\(graph.nodes[node].kind)" }

    /// The trace of the last pass as text: one line per call (the node, the proposal's kind per
    /// axis, the proposal and the answer as values), then the calls per node in node order
    /// (`calls` total, then per proposal kind of width × height).
    public func traceReport() -> String {
        var lines: [String] = ["trace: \(probes.count) sizeThatFits calls"]
        for probe in probes {
            lines.append(
                "sizeThatFits \(nodeName(probe.node)) (w: \(probe.width.rawValue), h: \(probe.height.rawValue)): "
                    + "\(probe.proposalDescription) → \(probe.answerDescription)")
        }
        var counts = Array(repeating: 0, count: graph.nodes.count)
        var kinds = Array(repeating: [String: Int](), count: graph.nodes.count)
        for probe in probes {
            counts[probe.node] += 1
            kinds[probe.node]["\(probe.width.rawValue)×\(probe.height.rawValue)", default: 0] += 1
        }
        lines.append("calls per view:")
        for node in counts.indices where counts[node] > 0 {
            let detail = kinds[node].sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            lines.append("  \(nodeName(node)): \(counts[node]) (\(detail))")
        }
        return lines.joined(separator: "\n")
    }
}

extension StackLayoutEngine.Probe {
    /// The proposal as values, `width × height`: an unspecified dimension is `nil`, infinity
    /// `∞` (`345 × nil`).
    public var proposalDescription: String { Self.dimensions(proposedWidth, proposedHeight) }

    /// The answered size as values, `width × height` (`345 × 44`).
    public var answerDescription: String { Self.dimensions(answer.width, answer.height) }

    /// `width × height`, a missing dimension as `nil` and infinity as `∞`.
    static func dimensions(_ width: Double?, _ height: Double?) -> String {
        func text(_ length: Double?) -> String {
            guard let length else { return "nil" }
            return length == .infinity ? "∞" : JSONWriter.formatNumber(length)
        }
        return text(width) + " × " + text(height)
    }
}
