import ConstraintLayout
import InterfaceBuilder
import LayoutCore
import Testing

/// A label without text has a zero intrinsic content size in UIKit (it collapses, as an empty
/// label in a stack view does), so its stored frame of no height is its intrinsic height. An
/// image view without an image has none (no intrinsic size), so its zero stays "none".
@Suite struct EmptyLabelTests {
    /// In a 200 × 100 root: `empty` (text "") and `blank` (no text) stored 0 × 0, `image` (no
    /// image) stored 0 high; each pinned at its leading and top only.
    static let document = LayoutFeatureTests.xibRoot(
        """
        <label text="" translatesAutoresizingMaskIntoConstraints="NO" id="empty"><rect key="frame" x="10" y="10" width="0.0" height="0.0"/></label>
        <label translatesAutoresizingMaskIntoConstraints="NO" id="blank"><rect key="frame" x="10" y="20" width="0.0" height="0.0"/></label>
        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="image"><rect key="frame" x="10" y="30" width="40" height="0.0"/></imageView>
        """,
        constraints: """
            <constraint firstItem="empty" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="empty" firstAttribute="top" secondItem="top" secondAttribute="top" constant="10" id="c2"/>
            <constraint firstItem="blank" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="c3"/>
            <constraint firstItem="blank" firstAttribute="top" secondItem="top" secondAttribute="top" constant="20" id="c4"/>
            <constraint firstItem="image" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="c5"/>
            <constraint firstItem="image" firstAttribute="top" secondItem="top" secondAttribute="top" constant="30" id="c6"/>
            """)

    @Test func anEmptyLabelIsZeroByZero() throws {
        let views = try IB.document(Self.document).importRoot().spec.views
        for id in ["empty", "blank"] {
            let label = try #require(views.first { $0.id == id })
            #expect(label.intrinsicWidth == 0 && label.intrinsicHeight == 0, "\(id)")
        }
        let image = try #require(views.first { $0.id == "image" })
        #expect(image.intrinsicWidth == 40 && image.intrinsicHeight == nil)
    }

    /// Laid out at a larger size, the empty label stays 0 × 0 at its pins (10, 10); it has no
    /// free height for the solver to choose.
    @Test func anEmptyLabelStaysZeroHigh() throws {
        let frames = try LayoutFeatureTests.solve(Self.document, size: Size(width: 400, height: 300))
        #expect(frames["empty"] == Rect(x: 10, y: 10, width: 0, height: 0))
        #expect(frames["blank"] == Rect(x: 10, y: 20, width: 0, height: 0))
    }
}
