import LayoutCore

/// The parameters of an HStack or VStack: its axis, the fraction of a child's minor length
/// at which its alignment guide sits (leading/top 0, centre 0.5, trailing/bottom 1), spacing.
struct StackShape {
    var axis: Axis
    var fraction: Double
    var spacing: Double?
    /// The text baseline an HStack lines its children up by (`firstTextBaseline` /
    /// `lastTextBaseline`); nil for the other alignments.
    var baseline: StackCompiler.TextBaseline?
}

/// HStack, VStack and ZStack (SEMANTICS §A "Stacks", rules 1–6, and "ZStack").
extension StackCompiler {
    func stackSize(_ layer: Layer, _ stack: StackShape, _ axis: Axis, _ proposal: LinearExpression?, _ view: String?)
        -> LinearExpression
    {
        let children = layer.children(enclosingAxis: stack.axis)
        if axis == stack.axis {
            return majorSize(children, gaps(children, stack), axis, proposal, view)
        }
        if let baseline = stack.baseline { return baselineMinorSize(children, baseline, axis, proposal, view) }
        return minorSize(children, stack.fraction, axis, proposal, view)
    }

    /// Rules 2–4 along the major axis: nil → every child's ideal; otherwise SwiftUI's greedy
    /// distribution in fitting order, each child offered max(available / remaining, 0).
    private func majorSize(
        _ children: [Layer], _ gaps: [Double], _ axis: Axis, _ proposal: LinearExpression?, _ view: String?
    ) -> LinearExpression {
        let real = view != nil
        let totalGap = gaps.reduce(0, +)
        var laid = [Laid?](repeating: nil, count: children.count)
        if let proposal {
            let probes = children.map { probe($0, axis) }
            let order = fittingOrder(children, probes)
            let priorities = children.map(slotPriority)
            var available = proposal - totalGap
            let first = order.first.map { priorities[$0] }
            for index in order where priorities[index] != first { available = available - probes[index].min }
            var start = 0
            while start < order.count {
                let priority = priorities[order[start]]
                var end = start + 1
                while end < order.count && priorities[order[end]] == priority { end += 1 }
                if start != 0 { for index in order[start..<end] { available = available + probes[index].min } }
                for (position, index) in order[start..<end].enumerated() {
                    let remaining = Double(end - start - position)
                    let share = divided(available, by: remaining, axis)
                    let offer = maximum([share, LinearExpression(0)], axis)
                    let child = compile(children[index], axis, offer, real: real)
                    laid[index] = child
                    if !(available.isConstant && available.constant.isInfinite) { available = available - child.size }
                }
                start = end
            }
        } else {
            for index in children.indices { laid[index] = compile(children[index], axis, nil, real: real) }
        }
        var total = LinearExpression(totalGap)
        var cursor = view.map { Self.position($0, axis) } ?? LinearExpression(0)
        for (index, child) in laid.enumerated() {
            guard let child else { continue }
            cursor = cursor + gaps[index]
            place(child, axis, at: cursor)
            cursor = cursor + child.size
            total = total + child.size
        }
        return total
    }

    /// Rules 4 and 6 across the axis: children get the stack's proposal (its own chosen
    /// length when that was nil); the stack is as long as the longest child.
    private func minorSize(
        _ children: [Layer], _ fraction: Double, _ axis: Axis, _ proposal: LinearExpression?, _ view: String?
    ) -> LinearExpression {
        var placing = proposal
        var measured: LinearExpression?
        if proposal == nil {
            measured = maximum(children.map { compile($0, axis, nil, real: false).size }, axis)
            placing = measured
        }
        guard let view else {
            return measured ?? maximum(children.map { compile($0, axis, placing, real: false).size }, axis)
        }
        let laid = children.map { compile($0, axis, placing, real: true) }
        let longest = maximum(laid.map(\.size), axis)
        for child in laid {
            place(child, axis, at: Self.position(view, axis) + fraction * (longest - child.size))
        }
        return measured ?? longest
    }

    /// ZStack: children sized with the proposal; the stack is the union of the highest
    /// layout priority; when placing, every child is proposed the stack's own size.
    func zStackSize(_ layer: Layer, _ fraction: Double, _ axis: Axis, _ proposal: LinearExpression?, _ view: String?)
        -> LinearExpression
    {
        let children = layer.children(enclosingAxis: nil)
        let priorities = children.map(slotPriority)
        let top = priorities.max() ?? 0
        func union(_ sizes: [LinearExpression]) -> LinearExpression {
            maximum(sizes.indices.filter { priorities[$0] == top }.map { sizes[$0] }, axis)
        }
        let size = union(children.map { compile($0, axis, proposal, real: false).size })
        guard let view else { return size }
        let laid = children.map { compile($0, axis, size, real: true) }
        let guide = union(laid.map(\.size))
        for child in laid {
            place(child, axis, at: Self.position(view, axis) + fraction * (guide - child.size))
        }
        return size
    }

    /// A child's min (proposed 0) and max (proposed ∞) along `axis`, and its flexibility.
    private func probe(_ layer: Layer, _ axis: Axis) -> Probe {
        let min = compile(layer, axis, LinearExpression(0), real: false).size
        let max = compile(layer, axis, LinearExpression(.infinity), real: false).size
        // A length that ignores the proposal (a Text's height, its label's) is not flexible.
        if !(min.isConstant && max.isConstant), ignoresProposal(layer, axis) { return Probe(min: 0, flex: 0) }
        guard min.isConstant, max.isConstant else {
            note(layer, "its length under a 0 or ∞ proposal is not constant; the fitting order may differ")
            return Probe(min: min.constant, flex: 0)
        }
        return Probe(min: min.constant, flex: max.constant == min.constant ? 0 : max.constant - min.constant)
    }

    /// Rule 3, sort: layoutPriority descending, flexibility ascending (both infinite → larger
    /// min first), ties in source order.
    private func fittingOrder(_ children: [Layer], _ probes: [Probe]) -> [Int] {
        let priorities = children.map(slotPriority)
        return children.indices.sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            if probes[a].flex == .infinity && probes[b].flex == .infinity {
                if probes[a].min != probes[b].min { return probes[a].min > probes[b].min }
            } else if probes[a].flex != probes[b].flex {
                return probes[a].flex < probes[b].flex
            }
            return a < b
        }
    }
}

/// A stack child's probed min length and flexibility.
struct Probe {
    var min: Double
    var flex: Double
}
