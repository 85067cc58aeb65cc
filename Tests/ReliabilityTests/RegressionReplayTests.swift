import ConstraintLayout
import Foundation
import InterfaceBuilder
import LayoutCore
import StackLayout
import SwiftSourceImport
import Testing

/// Replays every input kept under Regressions/<fuzz target>/ through the library entry point
/// that fuzz target exercises (not through libFuzzer), with the same invariant checks.
@Suite struct RegressionReplayTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Regressions")

    /// (target, file name, bytes) for every kept input.
    static let inputs: [(target: String, name: String, bytes: [UInt8])] = {
        let manager = FileManager.default
        var inputs: [(String, String, [UInt8])] = []
        // Pending/ holds crashers not fixed yet (they would trap the test process): not replayed.
        let targets = ((try? manager.contentsOfDirectory(atPath: directory.path)) ?? []).sorted().filter {
            $0 != "Pending" && $0 != "README.md"
        }
        for target in targets {
            let folder = directory.appendingPathComponent(target)
            for name in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            where name != "README.md" {
                let data = (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()
                inputs.append((target, name, [UInt8](data)))
            }
        }
        return inputs
    }()

    @Test func everyTargetHasKeptInputs() {
        let targets = Set(Self.inputs.map(\.target))
        #expect(
            targets == [
                "FuzzSpecDecoder", "FuzzConstraintParser", "FuzzVisualFormat", "FuzzStackEngine", "FuzzConstraintSolve",
                "FuzzIBReader",

                "FuzzSwiftSource",
            ])
    }

    @Test func replay() throws {
        for input in Self.inputs {
            let label = "\(input.target)/\(input.name)"
            let text = String(decoding: input.bytes, as: UTF8.self)
            switch input.target {
            case "FuzzSpecDecoder":
                _ = try? SpecDocument(bytes: input.bytes, file: label)
            case "FuzzConstraintParser":
                _ = try? LayoutConstraint.parse(text, in: FuzzInputs.namingSpec)
            case "FuzzVisualFormat":
                _ = try? LayoutConstraint.constraints(withVisualFormat: text, in: FuzzInputs.namingSpec)
            case "FuzzStackEngine":
                let generated = FuzzInputs.viewSpec(input.bytes)
                guard case .view(let spec) = try? SpecDocument(bytes: Array(generated.json.utf8)) else { continue }
                var engine = StackLayoutEngine(spec)
                let solution = engine.solve(in: ProposedViewSize(width: generated.width, height: generated.height))
                let violation = invariantViolation(in: solution)
                #expect(violation == nil, "\(label): \(generated.json)")
            case "FuzzConstraintSolve":
                let generated = FuzzInputs.constraintSpec(input.bytes)
                guard case .constraints(let spec) = try? SpecDocument(bytes: Array(generated.json.utf8)) else {
                    continue
                }
                let size = Size(width: generated.width, height: generated.height)
                guard let solution = try? ConstraintLayoutEngine.solve(spec, in: size) else { continue }
                #expect(invariantViolation(in: solution) == nil, "\(label): \(generated.json)")
            case "FuzzIBReader":
                if let document = try? IBDocument(bytes: input.bytes, file: label) { _ = try? document.importAll() }

            case "FuzzSwiftSource":
                _ = try? SwiftSource.read(text, file: label)
            default:
                Issue.record("unknown fuzz target folder \(input.target)")
            }
        }
    }
}
