import Foundation
import Testing

/// `layoutlab translate` of a root imported alone (`import --root`) takes the stack form
/// `migrate` takes: IQKeyboardManager General.storyboard (hackiftekhar/IQKeyboardManager,
/// MIT) i84-jm-CzI, eight rows of equal heights in the area between its layout guides, each
/// a field (three with a caption above) centred in its row. `translate` verifies at heights
/// down to 300, where a row is (300 − 50 − 34) / 8 = 27 high and its 34-high field overflows
/// it; before, the rows kept at least their content's length there (and the guide, a view
/// of its own here, made the chain content-sized), so `translate` refused what `migrate`,
/// verifying at the devices' heights only, took.
@Suite struct TranslateImportedRootTests {
    static let general =
        "Tests/InterfaceBuilderTests/Fixtures/docs/hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__General.storyboard"

    @Test func aRootImportedAloneTranslatesAsMigrateTranslatesIt() throws {
        let spec = try CLI.temporaryFile("", name: "i84.json")
        let imported = try CLI.run(["import", Self.general, "--root", "i84-jm-CzI", "--output", spec])
        #expect(imported.status == 0, "\(imported.stderr)")
        let result = try CLI.run(["translate", spec, "--to", "swiftui"])
        #expect(result.status == 0, "\(result.stderr)")
        // Each of the eight rows takes one equal share from zero, its content overflowing.
        let shares = result.stdout.components(separatedBy: ".frame(minHeight: 0, maxHeight: .infinity)").count - 1
        #expect(shares == 8, "\(result.stdout)")
        let migrated = try CLI.run(["migrate", Self.general, "--devices", "iphone-se"])
        let line = migrated.stdout.split(separator: "\n").first { $0.hasSuffix("  i84-jm-CzI") }
        #expect(line?.hasPrefix("exact [stacks]  ") == true, "\(migrated.stdout)")
    }
}
