extension View {
    /// `.ignoresSafeArea(_:edges:)`: on `edges`, where the view's frame reaches the safe
    /// area's edge, it extends to the edge of the region outside (the screen). `.keyboard`
    /// is accepted and changes nothing: no keyboard is modelled.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedView {
        modified(.ignoresSafeArea(regions, edges: EdgeSet(edges)))
    }
}

extension EdgeSet {
    /// The model's edge set for SwiftUI's `Edge.Set` (the same four edges).
    init(_ edges: Edge.Set) {
        var result: EdgeSet = []
        if edges.contains(.top) { result.insert(.top) }
        if edges.contains(.leading) { result.insert(.leading) }
        if edges.contains(.bottom) { result.insert(.bottom) }
        if edges.contains(.trailing) { result.insert(.trailing) }
        self = result
    }
}

/// SwiftUI's `VerticalEdge`: the edge of `safeAreaInset(edge:alignment:spacing:content:)`.
public enum VerticalEdge: Sendable, Hashable, CaseIterable {
    case top, bottom
}

/// SwiftUI's `HorizontalEdge`: the edge of `safeAreaInset(edge:alignment:spacing:content:)`.
public enum HorizontalEdge: Sendable, Hashable, CaseIterable {
    case leading, trailing
}

extension View {
    /// `.safeAreaInset(edge:alignment:spacing:content:)` with a `VerticalEdge`: `content`
    /// above or below this view, proposed the full width; this view is inset by the
    /// content's height plus `spacing` (nil: the spacing between the two views) and sees its
    /// safe area shrunk as much. Several content views stand in a ZStack, as in SwiftUI.
    public func safeAreaInset(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> some View
    ) -> ModifiedView {
        let alignment = Alignment(horizontal: alignment, vertical: .center)
        return modified(
            .safeAreaInset(
                SafeAreaInset(
                    edge: edge == .top ? .top : .bottom, alignment: alignment, spacing: spacing,
                    view: Self.single(content()))))
    }

    /// `.safeAreaInset(edge:alignment:spacing:content:)` with a `HorizontalEdge`: `content`
    /// beside this view, proposed the full height; this view is inset by the content's width
    /// plus `spacing` and sees its safe area shrunk as much.
    public func safeAreaInset(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> some View
    ) -> ModifiedView {
        let alignment = Alignment(horizontal: .center, vertical: alignment)
        return modified(
            .safeAreaInset(
                SafeAreaInset(
                    edge: edge == .leading ? .leading : .trailing, alignment: alignment, spacing: spacing,
                    view: Self.single(content()))))
    }

    /// `.safeAreaPadding(_:_:)` (iOS 17): `length` (nil = 16, LayoutLab's default padding) on
    /// `edges`, laid out as `.padding` and added to the content's safe area, so a content that
    /// ignores the safe area extends over it.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ModifiedView {
        let inset = length ?? LayoutEnvironment().defaultPadding
        return safeAreaPadding(
            EdgeInsets(
                top: edges.contains(.top) ? inset : 0, leading: edges.contains(.leading) ? inset : 0,
                bottom: edges.contains(.bottom) ? inset : 0, trailing: edges.contains(.trailing) ? inset : 0))
    }

    /// `.safeAreaPadding(_:)` (iOS 17): the same length on every edge.
    public func safeAreaPadding(_ length: Double) -> ModifiedView {
        safeAreaPadding(.all, length)
    }

    /// `.safeAreaPadding(_:)` (iOS 17) with `EdgeInsets`.
    public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedView {
        modified(.safeAreaPadding(insets))
    }
}
