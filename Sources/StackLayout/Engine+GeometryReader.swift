import LayoutCore

/// `GeometryReader` (SEMANTICS §A "Leaves"): takes the whole proposal (nil → 10), proposes
/// its size to its content and places it at its top-leading corner. Before that, the
/// modifiers inside whose lengths are expressions get their values for this size and for the
/// reader's safe-area insets (``ReaderGeometry``).
extension StackLayoutEngine {
    /// A GeometryReader takes the whole proposal, nil replaced by 10 as for shapes
    /// (`shapeSize`; ENGINES.md: chosen, tested).
    @inline(__always) static func geometryReaderSize(_ proposal: Proposal) -> Size {
        shapeSize(proposal)
    }

    /// Resolves the expressions that read this reader's size and safe-area insets, then places
    /// its content at its top-leading corner, proposed the reader's size.
    mutating func placeGeometryReader(_ node: Int32, at origin: Point, size: Size) {
        let n = graph.nodes[Int(node)]
        let geometry = ReaderGeometry(
            size: size,
            safeAreaInsets: SafeAreaRegion.extensionOf(
                Rect(origin: origin, size: size), on: .all, through: buffers.safeAreas))
        for index in graph.content.readers[Int(n.payload)] where graph.content.bindings[index].reader == node {
            resolve(graph.content.bindings[index], geometry: geometry)
        }
        guard n.count > 0 else { return }
        let content = graph.slots[Int(n.first)]
        let proposal = Proposal(size)
        place(content, proposal, at: origin, size: sizeThatFits(content, proposal))
    }

    /// Evaluates a modifier's expressions with the reader's size and writes the values into
    /// its parameter table, validated as the decoder and the build step would have.
    private mutating func resolve(_ binding: ExpressionBinding, geometry: ReaderGeometry) {
        let node = binding.node
        let payload = Int(graph.nodes[Int(node)].payload)
        func value(_ key: String) -> Double? {
            guard let item = binding.expressions.first(where: { $0.key == key }) else { return nil }
            let value = item.expression.evaluate(geometry.value)
            if value.isNaN || (value.isInfinite && !key.hasPrefix("max")) {
                reportExpression(item, value: value, node: node)
                return nil
            }
            return value
        }
        func has(_ key: String) -> Bool { binding.expressions.contains { $0.key == key } }
        // Containers' lengths and aspect ratios: Engine+GeometryContainers.swift.
        if resolveContainerExpressions(binding, payload: payload, geometry: geometry) { return }
        // A key with an expression takes its value; an invalid value drops a frame limit
        // (as SwiftUI ignores an invalid frame dimension) and is 0 for paddings and offsets.
        guard let modifier = binding.modifier else {
            let lengths = ViewLengths(
                minLength: value("minLength"), spacing: value("spacing"), width: value("width"),
                height: value("height"))
            resolveView(binding, payload: payload, lengths)
            return
        }
        switch modifier {
        case .frame(var frame):
            if has("width") { frame.width = value("width") }
            if has("height") { frame.height = value("height") }
            var pending: [PendingFrameDiagnostic] = []
            graph.fixedFrames[payload] = graph.validated(frame, node: node, base: node, pending: &pending)
            if let first = pending.first { overflows.append(graph.frameDiagnostic(first)) }
        case .flexibleFrame(var frame):
            if has("minWidth") { frame.horizontal.min = value("minWidth") }
            if has("idealWidth") { frame.horizontal.ideal = value("idealWidth") }
            if has("maxWidth") { frame.horizontal.max = value("maxWidth") }
            if has("minHeight") { frame.vertical.min = value("minHeight") }
            if has("idealHeight") { frame.vertical.ideal = value("idealHeight") }
            if has("maxHeight") { frame.vertical.max = value("maxHeight") }
            var pending: [PendingFrameDiagnostic] = []
            graph.flexibleFrames[payload] = graph.normalized(frame, node: node, base: node, pending: &pending)
            if let first = pending.first { overflows.append(graph.frameDiagnostic(first)) }
        case .padding(var insets):
            // `{"padding": "<expr>"}` and `{edges, length: "<expr>"}` marked their edges with 1.
            if has("length") {
                let length = value("length") ?? 0
                if insets.top == 1 { insets.top = length }
                if insets.leading == 1 { insets.leading = length }
                if insets.bottom == 1 { insets.bottom = length }
                if insets.trailing == 1 { insets.trailing = length }
            }
            if has("top") { insets.top = value("top") ?? 0 }
            if has("leading") { insets.leading = value("leading") ?? 0 }
            if has("bottom") { insets.bottom = value("bottom") ?? 0 }
            if has("trailing") { insets.trailing = value("trailing") ?? 0 }
            graph.paddings[payload] = insets
        case .offset(let x, let y):
            graph.content.offsets[payload] = Point(
                x: has("x") ? value("x") ?? 0 : x, y: has("y") ? value("y") ?? 0 : y)
        default:
            break
        }
    }

    /// A view's own lengths: a Spacer's `minLength` (invalid → 0), a stack's `spacing` (its
    /// gaps are recomputed; invalid → the default spacing rules), an Image's size (invalid → 0).
    private mutating func resolveView(_ binding: ExpressionBinding, payload: Int, _ lengths: ViewLengths) {
        let node = binding.node
        switch graph.nodes[Int(node)].kind {
        case .spacer:
            graph.spacers[payload].minLength = lengths.minLength ?? 0
        case .stack:
            let axis = graph.stacks[payload].axis
            let environment = binding.environment ?? LayoutEnvironment()
            graph.stacks[payload].totalGap = graph.computeGaps(
                of: node, axis: axis, spacing: lengths.spacing, environment: environment)
        case .image:
            var size = graph.images[payload].size
            if binding.expressions.contains(where: { $0.key == "width" }) { size.width = lengths.width ?? 0 }
            if binding.expressions.contains(where: { $0.key == "height" }) { size.height = lengths.height ?? 0 }
            graph.images[payload].size = size
        default:
            break
        }
    }

    mutating func reportExpression(_ item: ExpressionLength, value: Double, node: Int32) {
        // The modifier's own id, else its view's (the base under its modifier layers), else
        // the nearest enclosing one.
        var inner = node
        var id: String? = nil
        while id == nil {
            let own = graph.info[Int(inner)].id
            if own >= 0 { id = graph.ids[Int(own)] }
            let kind = graph.nodes[Int(inner)].kind
            let isModifier = [
                .fixedFrame, .flexibleFrame, .padding, .layoutPriority, .fixedSize, .offset, .aspectRatio,
                .containerRelativeFrame,
            ]
            .contains(kind)
            guard isModifier else { break }
            inner = graph.nodes[Int(inner)].first
        }
        id = id ?? graph.nearestID(of: node)
        overflows.append(
            Diagnostic(
                .invalidExpression,
                "expression \"\(item.expression.source)\" for \(item.key) of \(id.map { "\"\($0)\"" } ?? "a view without id") gives \(formatLength(value)); the length is ignored",
                views: id.map { [$0] } ?? []))
    }
}

/// What a GeometryReader's expressions read (SwiftUI's `GeometryProxy`): its size, and its
/// safe-area insets — on each edge where the reader's frame reaches the safe area's edge, how
/// far the region beyond extends (what `.ignoresSafeArea()` on the reader would grow it by;
/// docs/ENGINES.md "Safe area"): a reader laid out inside a window's safe area reads the
/// window's insets, one that already reaches the screen's edges or stops short of the safe
/// area's edge reads 0 there. Under `safeAreaInset`/`safeAreaPadding` layers the insets add
/// up from the innermost out (``SafeAreaRegion/extensionOf(_:on:through:)``): a reader above a
/// bottom bar reads the bar and its spacing plus the window's bottom inset.
struct ReaderGeometry {
    var size: Size
    var safeAreaInsets: EdgeInsets

    /// The value of `variable` (NaN for a variable no reader has: `d.width`, `d[.guide]`).
    func value(_ variable: ExpressionVariable) -> Double {
        switch variable {
        case .geometryWidth: return size.width
        case .geometryHeight: return size.height
        case .geometrySafeAreaInset(let edge):
            switch edge {
            case .top: return safeAreaInsets.top
            case .leading: return safeAreaInsets.leading
            case .bottom: return safeAreaInsets.bottom
            case .trailing: return safeAreaInsets.trailing
            default: return .nan
            }
        case .width, .height, .guide: return .nan
        }
    }
}

/// A view's lengths evaluated from its GeometryReader expressions (nil: none, or invalid).
private struct ViewLengths {
    var minLength: Double?
    var spacing: Double?
    var width: Double?
    var height: Double?
}
