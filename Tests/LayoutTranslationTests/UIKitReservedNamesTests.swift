import ConstraintLayout
import LayoutCore
import Testing

@testable import LayoutTranslation

/// `translate --to uikit` names a view whose id a `UIViewController` already has (`title`,
/// `view`, `navigationItem`) or that is no Swift name (`top-half`, `class`) so that the file
/// compiles — `title_`, `topHalf`, `class_` — and keeps its id as the view's
/// `accessibilityIdentifier`, which the Swift importer reads back: the round trip keeps every
/// id. (Before, `let title = UIView()` in a controller did not compile against UIKit, and
/// `top-half` read back as `topHalf`.)
@Suite("Constraints → UIKit: names a controller already has")
struct UIKitReservedNamesTests {
    static let json = #"""
        { "format": "layoutlab.constraints/1", "name": "reserved",
          "views": [ { "id": "title" }, { "id": "top-half" }, { "id": "class" }, { "id": "footer" } ],
          "constraints": [ "H:|-16-[title]-16-|", "H:|[top-half]|", "H:|[class]|", "H:|[footer]|",
            "V:|-20-[title(44)][top-half][class(==top-half)][footer(30)]|" ] }
        """#

    @Test func reservedAndRenamedViewsKeepTheirIDsThroughTheRoundTrip() throws {
        let spec = try constraintSpec(Self.json)
        let source = try UIKitSource.make(spec, typeName: "ReservedViewController")
        for line in [
            "let title_ = UIView()", "let topHalf = UIView()", "let class_ = UIView()", "let footer = UIView()",
            #"title_.accessibilityIdentifier = "title""#, #"topHalf.accessibilityIdentifier = "top-half""#,
            #"class_.accessibilityIdentifier = "class""#,
        ] {
            #expect(source.contains(line), "\(line): \(source)")
        }
        #expect(!source.contains("footer.accessibilityIdentifier"), "the name is the id: \(source)")
        #expect(!source.contains("let title = "), "\(source)")
        let readBack = try readBackConstraints(source)
        #expect(Set(readBack.views.map(\.id)) == ["title", "top-half", "class", "footer"])
        // By hand at 375 × 667: title (16, 20, 343, 44); below it 667 − 64 − 30 = 573 shared
        // by the two halves, 286.5 each; footer (0, 637, 375, 30).
        let expected = [
            "title": Rect(x: 16, y: 20, width: 343, height: 44),
            "top-half": Rect(x: 0, y: 64, width: 375, height: 286.5),
            "class": Rect(x: 0, y: 350.5, width: 375, height: 286.5),
            "footer": Rect(x: 0, y: 637, width: 375, height: 30),
        ]
        for candidate in [spec, readBack] {
            let solved = try ConstraintLayoutEngine(candidate).solve(in: Size(width: 375, height: 667))
            for (id, frame) in expected {
                #expect(solved.frame(of: id) == frame, "\(id)")
            }
        }
    }
}
