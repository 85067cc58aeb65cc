import LayoutCore

/// The probe trace (`layoutlab solve --trace`): every `sizeThatFits` call of a pass — the
/// view asked and the kind of its proposal on each axis — and the count per view.
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
    }

    @inline(never) mutating func traceProbe(_ node: Int32, _ proposal: Proposal) {
        probes.append(
            Probe(node: Int(node), width: ProposalKind(proposal.width), height: ProposalKind(proposal.height)))
    }

    /// A name for a layout node: its id, else its kind and index, with the nearest enclosing
    /// id (`padding#4 in "top"`).
    public func nodeName(_ node: Int) -> String {
        let own = graph.info[node].id
        if own >= 0 { return graph.ids[Int(own)] }
        let kind = "\(graph.nodes[node].kind)#\(node)"
        return graph.nearestID(of: Int32(node)).map { "\(kind) in \"\($0)\"" } ?? kind
    }

    /// The trace of the last pass as text: one line per call, then the calls per node in
    /// node order (`calls` total, then per proposal kind of width × height).
    public func traceReport() -> String {
        var lines: [String] = ["trace: \(probes.count) sizeThatFits calls"]
        for probe in probes {
            lines.append(
                "sizeThatFits \(nodeName(probe.node)) (w: \(probe.width.rawValue), h: \(probe.height.rawValue))")
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
