import ConstraintLayout
import Foundation
import InterfaceBuilder
import LayoutCore
import TestSupport
import Testing

/// Damaged real documents: every prefix of a document and seeded byte mutations either import
/// (and then solve without trapping) or throw a located SpecError — never crash.
@Suite struct ReaderRobustnessTests {
    static let bytes: [UInt8] = {
        let url = SharedSampleTests.fixtures.appendingPathComponent(
            "docs/SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CenteredView.xib")
        return [UInt8]((try? Data(contentsOf: url)) ?? Data())
    }()

    /// Imports every root of `bytes`, solving each; returns whether a SpecError was thrown.
    static func importOrFail(_ bytes: [UInt8]) -> Bool {
        do {
            for root in try IBDocument(bytes: bytes, file: "damaged.xib").importAll() {
                _ = try? ConstraintLayoutEngine(root.spec).solve(in: root.size)
            }
            return false
        } catch {
            // The reader and importer throw only SpecError (typed throws), located in the file.
            #expect(error.file == "damaged.xib")
            return true
        }
    }

    @Test func everyPrefixImportsOrFailsLocated() {
        #expect(Self.bytes.count > 10_000)
        var failures = 0
        for end in stride(from: 0, to: Self.bytes.count, by: 97) where Self.importOrFail(Array(Self.bytes[..<end])) {
            failures += 1
        }
        // Every proper prefix cuts the document inside an element.
        #expect(failures == (Self.bytes.count + 96) / 97)
        #expect(!Self.importOrFail(Self.bytes))
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func seededMutationsImportOrFailLocated(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let alphabet = Array("<>/=\" 0123456789.-:YESNO".utf8)
        for _ in 0..<40 {
            var mutated = Self.bytes
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let index = Int.random(in: 0..<mutated.count, using: &random)
                mutated[index] = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
            }
            _ = Self.importOrFail(mutated)
        }
    }
}
