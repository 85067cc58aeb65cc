import ConstraintLayout
import LayoutCore
import LayoutTesting
import SwiftSourceImport
import Testing

@testable import LayoutTranslation

/// `UIKitSource` writes a label's kerning and tracking as its `attributedText`
/// (`NSAttributedString(string:attributes:)` with `.kern` and `.tracking`: UILabel has no
/// property for either), and SwiftSourceImport reads them back.
@Suite struct UIKitLetterSpacingTests {
    static func spec(kerning: Double?, tracking: Double?) throws -> ConstraintSpec {
        var members = [#""string": "Hello""#]
        if let kerning { members.append("\"kerning\": \(kerning)") }
        if let tracking { members.append("\"tracking\": \(tracking)") }
        return try constraintSpec(
            """
            { "format": "layoutlab.constraints/1", "name": "spaced",
              "views": [ { "id": "title", "text": { \(members.joined(separator: ", ")) } } ],
              "constraints": [ "title.left == root.left + 20", "title.top == root.top + 20" ] }
            """)
    }

    static func readBack(_ spec: ConstraintSpec) throws -> (source: String, spec: ConstraintSpec) {
        let source = try UIKitSource.make(spec, typeName: "SpacedViewController")
        guard case .constraints(let readBack) = try SwiftSource.read(source, file: "spaced.swift").document else {
            throw SpecError(.invalidSpec, at: .file, "the UIKit source did not read back as a constraint spec")
        }
        return (source, readBack)
    }

    static func width(_ spec: ConstraintSpec) throws -> Double {
        try #require(try ConstraintLayoutEngine(spec).solve(in: Size(width: 375, height: 667)).frame(of: "title")).width
    }

    @Test func kerningAndTrackingReadBackAndWidenTheLabel() throws {
        let (source, readBack) = try Self.readBack(try Self.spec(kerning: 1.5, tracking: 2))
        #expect(
            source.contains(
                #"title_.attributedText = NSAttributedString(string: "Hello", attributes: [.kern: 1.5, .tracking: 2])"#)
        )
        let label = try #require(readBack.views.first { $0.id == "title" }?.text)
        #expect(label.string == "Hello" && label.kerning == 1.5 && label.tracking == 2)
        // "Hello" has 5 characters on one line: kerning follows each of them (5 × 1.5), tracking
        // all but the line's last (4 × 2): 15.5 pt wider than the plain label.
        let plain = try Self.width(try Self.spec(kerning: nil, tracking: nil))
        #expect(abs(try Self.width(readBack) - (plain + 15.5)) <= 1e-6)
    }

    @Test func aPlainLabelHasNoAttributedText() throws {
        let (source, readBack) = try Self.readBack(try Self.spec(kerning: nil, tracking: nil))
        #expect(!source.contains("attributedText"))
        #expect(readBack.views.first { $0.id == "title" }?.text?.kerning == 0)
    }

    @Test func otherAttributesStayLayoutNeutral() throws {
        let source = """
            import UIKit
            final class V: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let title = UILabel()
                    title.attributedText = NSAttributedString(string: "Hi", attributes: [.foregroundColor: UIColor.red, .kern: -0.5])
                    title.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(title)
                    NSLayoutConstraint.activate([title.leftAnchor.constraint(equalTo: view.leftAnchor), title.topAnchor.constraint(equalTo: view.topAnchor)])
                }
            }
            """
        guard case .constraints(let spec) = try SwiftSource.read(source, file: "v.swift").document else {
            Issue.record("not a constraint spec")
            return
        }
        let label = try #require(spec.views.first { $0.id == "title" }?.text)
        #expect(label.string == "Hi" && label.kerning == -0.5 && label.tracking == 0)
    }
}
