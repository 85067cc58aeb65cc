import Foundation
import Testing

/// Issue 17's table cells that fell back to affine frames and are stacks now: Eureka's
/// WeekDaysCell.xib (day buttons tied by equal heights and centres to the one pinned to the
/// cell's top and bottom, `StackRecognizer+SpanTwins.swift`) and PhoneNumberKit's
/// CustomCell.xib (labels tied by Interface Builder's last baseline, a caption compressed
/// before its stretched value, `StackRecognizer+BaselineTies.swift`,
/// `StackRecognizer+ArrangedCompression.swift`) and XLPagerTabStrip's ButtonCell.xib (a label
/// and an image centred on the cell, not on its content view, as the cell's layers,
/// `StackRecognizer+GrandparentPins.swift`), each exact on every default device.
@Suite struct MigrateCellStacksTests {
    @Test func tiedCellsAreStacks() throws {
        let fixtures = "Tests/InterfaceBuilderTests/Fixtures/docs/"
        let documents = [
            "xmartlabs__Eureka__Example__Example__Base.lproj__WeekDaysCell.xib",
            "marmelroy__PhoneNumberKit__examples__CustomCountryPickerCells__Sample__CustomCell.xib",
            "xmartlabs__XLPagerTabStrip__Sources__XLPagerTabStrip__Resources__ButtonCell.xib",
        ].map { fixtures + $0 }
        let result = try CLI.run(["migrate"] + documents)
        #expect(result.status == 0, "\(result.stderr)")
        for root in ["Yr6-3E-keb", "BVp-oo-nU0", "zg4-fX-zUF"] {
            let line = result.stdout.split(separator: "\n").first { $0.hasSuffix("  " + root) }
            #expect(line?.hasPrefix("exact [stacks]  ") == true, "\(root): \(result.stdout)")
        }
    }
}
