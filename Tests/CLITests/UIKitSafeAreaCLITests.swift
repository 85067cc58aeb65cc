import Foundation
import Testing

/// UIKit code's `view.safeAreaLayoutGuide` through the CLI: a device name as `--size` gives the
/// device's size only (docs/FORMATS.md §5, "Where the insets come from"), for Swift files as for
/// view specs, so the guide is the root; another view's guide exits 65 at its line and column.
@Suite struct UIKitSafeAreaCLITests {
    static let controller = """
        import UIKit

        final class Guide: UIViewController {
            let header = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                header.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(header)
                NSLayoutConstraint.activate([
                    header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
                    header.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
                    header.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
                    header.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
        }
        """

    @Test func aDeviceSizeGivesNoInsetsToASwiftFileNorToAViewSpec() throws {
        let path = try CLI.temporaryFile(Self.controller, name: "Guide.swift")
        let result = try CLI.run(["solve", path, "--size", "iphone-15", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        // iphone-15 is 393 × 852; no insets: the guide is the root, header 8 below its top and
        // 16 in from each side: (16, 8, 361, 44).
        let compact = result.stdout.filter { !$0.isWhitespace }
        #expect(compact.contains(#""size":{"width":393,"height":852}"#), "\(result.stdout)")
        #expect(compact.contains(#""header":{"x":16,"y":8,"width":361,"height":44}"#), "\(result.stdout)")
        // The same for a view spec without environment.safeAreaInsets: a Color fills 393 × 852.
        let spec = try CLI.temporaryFile(
            #"{ "format": "layoutlab.view/1", "root": { "type": "Color", "id": "fill" } }"#, name: "fill.json")
        let view = try CLI.run(["solve", spec, "--size", "iphone-15", "--format", "json"])
        #expect(view.status == 0, "\(view.stderr)")
        #expect(
            view.stdout.filter { !$0.isWhitespace }.contains(#""fill":{"x":0,"y":0,"width":393,"height":852}"#),
            "\(view.stdout)")
    }

    @Test func anotherViewsGuideExits65AtItsLineAndColumn() throws {
        let source = Self.controller.replacingOccurrences(
            of: "equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8",
            with: "equalTo: header.safeAreaLayoutGuide.topAnchor, constant: 8")
        let path = try CLI.temporaryFile(source, name: "Guide.swift")
        let result = try CLI.run(["solve", path, "--size", "iphone-15"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        // Line 11, after 12 spaces and `header.topAnchor.constraint(equalTo: ` (37 characters).
        #expect(result.stderr.contains("Guide.swift:11:50:"), "\(result.stderr)")
        #expect(result.stderr.contains("`.safeAreaLayoutGuide` of `header`"), "\(result.stderr)")
    }
}
