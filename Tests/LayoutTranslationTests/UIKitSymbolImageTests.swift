import ConstraintLayout
import LayoutCore
import LayoutHarness
import LayoutTesting
import SwiftSourceImport
import Testing

@testable import LayoutTranslation

/// `UIKitSource` writes a constraint view's `"image"` as a `UIImageView` showing
/// `UIImage(systemName:)` with its font as `preferredSymbolConfiguration`, and
/// SwiftSourceImport reads that back to the same symbol and font.
@Suite struct UIKitSymbolImageTests {
    static func readBack(_ spec: ConstraintSpec, _ name: String) throws -> (source: String, spec: ConstraintSpec) {
        let source = try UIKitSource.make(spec, typeName: UIKitSource.typeName(for: name))
        let imported = try SwiftSource.read(source, file: "\(name).swift")
        guard case .constraints(let readBack) = imported.document else {
            throw SpecError(.invalidSpec, at: .file, "the UIKit source did not read back as a constraint spec")
        }
        return (source, readBack)
    }

    @Test func proRowsImageViewsReadBackWithTheirSymbolsAndFrames() throws {
        let spec = try #require(Corpus.entry(named: "pro-rows")).decodedConstraintSpec()
        let (source, readBack) = try Self.readBack(spec, "pro-rows")
        #expect(source.contains("let c1 = UIImageView(image: UIImage(systemName: \"xmark.circle\"))"))
        // No font in the spec: the body style, which follows Dynamic Type as the spec's default.
        #expect(source.contains("c1.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)"))
        for id in ["c0", "c1", "c2"] {
            let original = try #require(spec.views.first { $0.id == id }?.symbolImage)
            let read = try #require(readBack.views.first { $0.id == id }?.symbolImage, "\(id)")
            #expect(read.systemName == original.systemName)
            #expect(read.fontStyle == .body && read.fontSize == nil && read.fontWeight == nil)
        }
        for size in [Size(width: 320, height: 568), Size(width: 375, height: 667)] {
            let expected = try ConstraintLayoutEngine(spec).solve(in: size)
            let actual = try ConstraintLayoutEngine(readBack).solve(in: size)
            for frame in expected.frames {
                let other = try #require(actual.frames.first { $0.id == frame.id }?.frame)
                #expect(Tolerance.distance(other, frame.frame) <= Tolerance.frame, "\(frame.id) at \(size)")
            }
        }
    }

    static let fonts = #"""
        { "format": "layoutlab.constraints/1", "name": "symbols",
          "views": [ { "id": "a", "image": { "systemName": "star", "font": { "size": 24, "weight": "semibold" } } },
                     { "id": "b", "image": { "systemName": "heart", "font": { "style": "title", "weight": "bold" } } },
                     { "id": "c", "image": { "systemName": "bell", "font": { "style": "caption" } } } ],
          "constraints": [ "a.left == root.left", "a.top == root.top", "b.left == a.right + 8", "b.top == root.top",
                           "c.left == b.right + 8", "c.top == root.top" ] }
        """#

    @Test func pointSizeStyleAndWeightReadBack() throws {
        let spec = try constraintSpec(Self.fonts)
        let (source, readBack) = try Self.readBack(spec, "symbols")
        #expect(
            source.contains(
                "a.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold)"))
        #expect(
            source.contains(
                "b.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title1).applying(UIImage.SymbolConfiguration(weight: .bold))"
            ))
        #expect(source.contains("c.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .caption1)"))
        for view in spec.views {
            #expect(readBack.views.first { $0.id == view.id }?.symbolImage == view.symbolImage, "\(view.id)")
        }
    }

    @Test func anImageThatIsNotASymbolIsStillAnError() throws {
        let source = """
            import UIKit
            final class V: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let logo = UIImageView(image: UIImage(named: "logo"))
                    logo.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(logo)
                }
            }
            """
        #expect(throws: SpecError.self) { _ = try SwiftSource.read(source, file: "v.swift") }
    }
}
