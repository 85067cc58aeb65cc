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
