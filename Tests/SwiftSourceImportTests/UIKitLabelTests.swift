import LayoutCore
import Testing

/// A UILabel read from UIKit source is a measured label (README "Text"): its `numberOfLines`,
/// `lineBreakMode`, `adjustsFontSizeToFitWidth` and `minimumScaleFactor` reach the spec.
/// Inter at 17 pt (advances from `scripts/font-advances.py`): "The quick brown" = 22132
/// units = 133.6 pt, "The quick brown fox" 27012 units = 163.07 pt, the whole "The quick
/// brown fox jumps" 35744 units = 215.8 pt; a line is 3408 units = 20.574 pt.
@Suite struct UIKitLabelTests {
    static func source(_ setup: String) -> String {
        """
        import UIKit

        final class NoteViewController: UIViewController {
            private let note = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                note.text = "The quick brown fox jumps"
                \(setup)
                note.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(note)
                NSLayoutConstraint.activate([
                    note.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    note.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    note.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                ])
            }
        }
        """
    }

    @Test func numberOfLinesZeroWrapsAtTheSolvedWidth() throws {
        // 200 − 40 = 160 pt: "The quick brown" fits, " fox" would make 163.07 → two lines.
        let frames = try UIKitSourceSupport.frames(Self.source("note.numberOfLines = 0"), 200, 400)
        let note = try #require(frames["note"])
        #expect(abs(note.width - 160) < 1e-6 && abs(note.height - 2 * 3408 * 17 / 2816.0) < 1e-6)
    }

    @Test func theDefaultIsOneLine() throws {
        let frames = try UIKitSourceSupport.frames(Self.source(""), 200, 400)
        let note = try #require(frames["note"])
        #expect(abs(note.height - 3408 * 17 / 2816.0) < 1e-6)
    }

    @Test func shrinkingAndLineBreakModeReachTheSpec() throws {
        let spec = try UIKitSourceSupport.spec(
            Self.source(
                """
                note.numberOfLines = 2
                        note.lineBreakMode = .byWordWrapping
                        note.adjustsFontSizeToFitWidth = true
                        note.minimumScaleFactor = 0.5
                """))
        let text = try #require(spec.views.first { $0.id == "note" }?.text)
        #expect(text.numberOfLines == 2 && text.lineBreakMode == .byWordWrapping)
        #expect(text.adjustsFontSizeToFitWidth && text.minimumScaleFactor == 0.5)
    }

    @Test func preferredFontGivesTheTextStyleAndBoldFontsTheirWeight() throws {
        // `.preferredFont(forTextStyle: .headline)` is the style (semibold, its Dynamic Type
        // size), not a fixed 17 pt; `.boldSystemFont(ofSize: 20)` and
        // `.systemFont(ofSize: 15, weight: .medium)` keep their size with their weight.
        for (setup, style, size, weight) in [
            ("note.font = .preferredFont(forTextStyle: .headline)", TextStyle.headline, nil, nil),
            ("note.font = UIFont.preferredFont(forTextStyle: .title1)", .title, nil, nil),
            ("note.font = .boldSystemFont(ofSize: 20)", nil, 20.0, FontWeight.bold),
            ("note.font = .systemFont(ofSize: 15, weight: .medium)", nil, 15, .medium),
            ("note.font = .systemFont(ofSize: 15)", nil, 15, nil),
        ] {
            let spec = try UIKitSourceSupport.spec(Self.source(setup))
            let text = try #require(spec.views.first { $0.id == "note" }?.text)
            #expect(text.fontStyle == style && text.fontSize == size && text.fontWeight == weight, "\(setup)")
        }
    }
}
