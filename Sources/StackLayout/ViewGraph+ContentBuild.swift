import LayoutCore
import TextMeasurement

/// BUILD of Text, GeometryReader and ViewThatFits, of the alignment-guide, background/overlay,
/// offset, aspectRatio and border modifiers, and of the explicit-guide masks.
extension ViewGraph {
    /// Fills the base node of a Text, GeometryReader or ViewThatFits.
    mutating func buildContentView(
        _ base: Int32, _ view: ViewNode, environment: LayoutEnvironment, pending: inout [PendingFrameDiagnostic]
    ) {
        switch view.kind {
        case .text(let spec):
            setKind(base, .text, payload: content.texts.count)
            let metrics = spec.resolvedMetrics(in: environment)
            let start = content.words.count
            Self.appendWords(of: spec.text, to: &content.words)
            content.texts.append(
                TextParameters(
                    advance: metrics.advance, lineHeight: metrics.lineHeight, ascent: metrics.ascent,
                    lineLimit: spec.lineLimit ?? Int.max, words: start..<content.words.count))
            if environment.textModel == .font { buildFontText(spec, view: view, environment: environment) }
        case .geometryReader:
            setKind(base, .geometryReader, payload: content.readers.count)
            content.readers.append(content.bindings.count..<content.bindings.count)
            content.openReaders.append(base)
            buildChildren(base, view.children, enclosingAxis: nil, environment: environment, pending: &pending)
            content.openReaders.removeLast()
            let payload = Int(nodes[Int(base)].payload)
            content.readers[payload] = content.readers[payload].lowerBound..<content.bindings.count
        case .viewThatFits(let horizontal, let vertical):
            setKind(base, .viewThatFits, payload: content.viewThatFits.count)
            content.viewThatFits.append(FitParameters(horizontal: horizontal, vertical: vertical))
            buildChildren(base, view.children, enclosingAxis: nil, environment: environment, pending: &pending)
            info[Int(base)].zeroSpacing = commonEdges(of: base)
        default:
            break
        }
    }

    /// Fills a modifier node for the modifiers of this file (after `appendModifier` linked
    /// `inner` as its first slot). `.border` stays a pass-through node (layout priority 0):
    /// it draws, never lays out.
    mutating func appendContentModifier(
        _ modifier: ModifierNode, node: Int32, inner: Int32, pending: inout [PendingFrameDiagnostic]
    ) {
        switch modifier.modifier {
        case .alignmentGuide(let spec):
            setKind(node, .alignmentGuide, payload: content.alignmentGuides.count)
            content.alignmentGuides.append(spec)
        case .background(let secondary), .overlay(let secondary):
            let payload = content.secondaries.count
            setKind(node, .secondary, payload: payload)
            content.secondaries.append(SecondaryParameters(guides: Guides(secondary.alignment), view: -1))
            let outer = build(secondary.view, enclosingAxis: nil, environment: content.environment, pending: &pending)
            content.secondaries[payload].view = outer
            info[Int(outer)].parent = node
        case .offset(let x, let y):
            setKind(node, .offset, payload: content.offsets.count)
            content.offsets.append(Point(x: x, y: y))
        case .aspectRatio(let ratio, let mode):
            setKind(node, .aspectRatio, payload: content.aspectRatios.count)
            content.aspectRatios.append(AspectRatioParameters(ratio: ratio ?? .nan, fill: mode == .fill))
        case .containerRelativeFrame(let frame):
            setKind(node, .containerRelativeFrame, payload: content.containerRelativeFrames.count)
            content.containerRelativeFrames.append(frame)
        case .safeAreaInset(let inset):
            buildSafeAreaInset(inset, node: node, inner: inner, pending: &pending)
        case .safeAreaPadding(let insets):
            // Laid out as a padding (its table), asking for the default spacing on every edge.
            setKind(node, .safeAreaPadding, payload: paddings.count)
            paddings.append(insets)
            info[Int(node)].zeroSpacing = []
        default:
            break
        }
    }

    /// Fills a `.safeAreaInset` node: builds the content (its parent is the node) and resolves
    /// the spacing — given, else the gap a stack would put between the modified view and the
    /// content after it (`gap(after:before:axis:)`; OpenSwiftUI's `InsetViewLayout.spacing`).
    /// The layer asks for the default spacing on every edge.
    private mutating func buildSafeAreaInset(
        _ inset: SafeAreaInset, node: Int32, inner: Int32, pending: inout [PendingFrameDiagnostic]
    ) {
        let payload = content.safeAreaInsets.count
        setKind(node, .safeAreaInset, payload: payload)
        let guide =
            inset.edge.axis == .vertical ? GuideName(inset.alignment.horizontal) : GuideName(inset.alignment.vertical)
        content.safeAreaInsets.append(SafeAreaInsetParameters(edge: inset.edge, guide: guide, spacing: 0, view: -1))
        let outer = build(inset.view, enclosingAxis: nil, environment: content.environment, pending: &pending)
        info[Int(outer)].parent = node
        content.safeAreaInsets[payload].view = outer
        content.safeAreaInsets[payload].spacing =
            inset.spacing ?? gap(after: inner, before: outer, axis: inset.edge.axis, environment: content.environment)
        info[Int(node)].zeroSpacing = []
    }

    /// Records the GeometryReader expressions of any modifier (evaluated when the reader is
    /// laid out: `Engine+GeometryReader.swift`).
    mutating func bindModifierExpressions(_ modifier: ModifierNode, node: Int32) {
        guard let reader = content.openReaders.last else { return }
        // An inset read depends on where the reader lies: no placement is kept across passes.
        if modifier.expressions.contains(where: \.expression.readsSafeAreaInsets) { hasSafeAreaLayers = true }
        content.bindings.append(
            ExpressionBinding(
                node: node, modifier: modifier.modifier, expressions: modifier.expressions, reader: reader))
    }

    /// Records the GeometryReader expressions of a view's own lengths (Spacer `minLength`,
    /// stack `spacing`, Image size).
    mutating func bindViewExpressions(_ expressions: [ExpressionLength], node: Int32) {
        guard let reader = content.openReaders.last else { return }
        if expressions.contains(where: \.expression.readsSafeAreaInsets) { hasSafeAreaLayers = true }
        content.bindings.append(
            ExpressionBinding(
                node: node, modifier: nil, expressions: expressions, reader: reader, environment: content.environment)
        )
    }

    private mutating func setKind(_ node: Int32, _ kind: NodeKind, payload: Int) {
        nodes[Int(node)].kind = kind
        nodes[Int(node)].payload = Int32(payload)
    }

    /// Splits `text` into paragraphs at `\n` and words at spaces (runs of spaces count as
    /// one), appending each word's length in characters and −1 between paragraphs.
    static func appendWords(of text: String, to words: inout [Int32]) {
        var first = true
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !first { words.append(-1) }
            first = false
            for word in paragraph.split(separator: " ") { words.append(Int32(clamping: word.count)) }
        }
    }

    /// The guides a view's base node may give an explicit value for (`NodeInfo.explicitGuides`),
    /// once its children are built: a Text or a symbol image its baselines; a stack, ZStack or ViewThatFits
    /// those of any child; every other view none. (`mutating` only so that the building
    /// code passes `self` by address: a non-mutating call from it copies the graph struct.)
    mutating func viewGuideMask(_ node: Int32) -> UInt8 {
        switch nodes[Int(node)].kind {
        case .text:
            return GuideName.firstTextBaseline.bit | GuideName.lastTextBaseline.bit
        case .image:
            guard !images[Int(nodes[Int(node)].payload)].baseline.isNaN else { return 0 }
            return GuideName.firstTextBaseline.bit | GuideName.lastTextBaseline.bit
        case .stack, .zStack, .viewThatFits:
            var mask: UInt8 = 0
            for slot in slotRange(of: node) { mask |= info[Int(slots[slot])].explicitGuides }
            return mask
        default:
            return 0
        }
    }

    /// The guides a modifier node may give an explicit value for: its child's (the primary
    /// view's for a background/overlay), plus its own guide for `.alignmentGuide`
    /// (`mutating` for the reason given on `viewGuideMask`).
    mutating func modifierGuideMask(_ node: Int32, inner: Int32) -> UInt8 {
        let n = nodes[Int(node)]
        let childMask = info[Int(inner)].explicitGuides
        switch n.kind {
        case .alignmentGuide: return childMask | content.alignmentGuides[Int(n.payload)].guide.bit
        case .secondary, .fixedFrame, .flexibleFrame, .padding, .layoutPriority, .fixedSize, .offset, .aspectRatio,
            .containerRelativeFrame, .ignoresSafeArea:
            return childMask
        default: return 0
        }
    }
}
