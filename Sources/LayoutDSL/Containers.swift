/// `VStack(alignment:spacing:content:)`: children top to bottom.
public struct VStack: PrimitiveView, Sendable {
    public var viewNodes: [ViewNode]
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> some View)
    {
        viewNodes = [ViewNode(.vStack(alignment: alignment, spacing: spacing), children: content().nodes)]
    }
}

/// `HStack(alignment:spacing:content:)`: children leading to trailing.
public struct HStack: PrimitiveView, Sendable {
    public var viewNodes: [ViewNode]
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> some View) {
        viewNodes = [ViewNode(.hStack(alignment: alignment, spacing: spacing), children: content().nodes)]
    }
}

/// `ZStack(alignment:content:)`: children on top of each other.
public struct ZStack: PrimitiveView, Sendable {
    public var viewNodes: [ViewNode]
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> some View) {
        viewNodes = [ViewNode(.zStack(alignment: alignment), children: content().nodes)]
    }
}

/// `ForEach`: the content repeated for each element, expanded when the view is built (the
/// model's children are the repetitions, so ids must differ per element: `.id("row\(i)")`).
public struct ForEach: PrimitiveView, Sendable {
    public var viewNodes: [ViewNode]
    /// The lazy-grid sections when the content is `Section`s.
    var sections: [GridSectionShape]?

    /// `ForEach(0..<3) { i in … }`.
    public init(_ range: Range<Int>, @ViewBuilder content: (Int) -> some View) {
        let group = ViewGroup(joining: range.map { ViewGroup(of: content($0)) })
        viewNodes = group.viewNodes
        sections = group.sections
    }

    /// `ForEach(items, id: \.self) { item in … }` (the key path is accepted for SwiftUI
    /// source compatibility; identity does not affect layout).
    public init<Data: RandomAccessCollection, ID>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> some View
    ) {
        let group = ViewGroup(joining: data.map { ViewGroup(of: content($0)) })
        viewNodes = group.viewNodes
        sections = group.sections
    }
}
