import LayoutCore

// Builders for Text, GeometryReader, ViewThatFits and the alignment-guide, background/overlay,
// offset, aspectRatio and border modifiers, in the style of `ViewBuilders.swift`.

func text(_ id: String? = nil, _ string: String, size: Double? = nil, lineLimit: Int? = nil) -> ViewNode {
    ViewNode(.text(TextSpec(string, fontSize: size, lineLimit: lineLimit)), id: id)
}

func geometryReader(id: String? = nil, _ content: ViewNode) -> ViewNode {
    ViewNode(.geometryReader, id: id, children: [content])
}

func viewThatFits(id: String? = nil, horizontal: Bool = true, vertical: Bool = true, _ children: ViewNode...)
    -> ViewNode
{
    ViewNode(.viewThatFits(horizontal: horizontal, vertical: vertical), id: id, children: children)
}

extension ViewNode {
    func alignmentGuide(_ guide: GuideName, _ value: Double, id: String? = nil) -> ViewNode {
        modifier(.alignmentGuide(AlignmentGuideSpec(guide: guide, value: LengthExpression(constant: value))), id: id)
    }

    /// An alignment guide computed by an expression over `d` (parsed; a bad one fails the test).
    func alignmentGuide(_ guide: GuideName, _ expression: String, id: String? = nil) -> ViewNode {
        let value = try! LengthExpression(parsing: expression, scope: .dimensions)
        return modifier(.alignmentGuide(AlignmentGuideSpec(guide: guide, value: value)), id: id)
    }

    func background(_ view: ViewNode, alignment: Alignment = .center, id: String? = nil) -> ViewNode {
        modifier(.background(SecondaryView(view, alignment: alignment)), id: id)
    }

    func overlay(_ view: ViewNode, alignment: Alignment = .center, id: String? = nil) -> ViewNode {
        modifier(.overlay(SecondaryView(view, alignment: alignment)), id: id)
    }

    func offset(x: Double = 0, y: Double = 0, id: String? = nil) -> ViewNode {
        modifier(.offset(x: x, y: y), id: id)
    }

    func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode, id: String? = nil) -> ViewNode {
        modifier(.aspectRatio(ratio, contentMode: contentMode), id: id)
    }

    func border(_ width: Double, id: String? = nil) -> ViewNode { modifier(.border(width: width), id: id) }
}
