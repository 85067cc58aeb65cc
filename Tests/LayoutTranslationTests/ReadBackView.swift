import ConstraintLayout
import LayoutCore
import SwiftSourceImport

/// The view spec the Swift importer reads from generated SwiftUI `source` (as `migrate` reads
/// its files back); a `SpecError` when the source reads as UIKit code instead, so a test that
/// expects SwiftUI fails there.
func readBackView(_ source: String, file: String) throws -> ViewSpec {
    guard case .view(let spec) = try SwiftSource.read(source, file: file).document else {
        throw SpecError(.mismatch(expected: "a SwiftUI view read back", found: "UIKit code"), at: .file)
    }
    return spec
}

/// The constraint spec the Swift importer reads from generated UIKit `source`; a `SpecError`
/// when it reads as SwiftUI instead.
func readBackConstraints(_ source: String, file: String = "Generated.swift") throws -> ConstraintSpec {
    guard case .constraints(let spec) = try SwiftSource.read(source, file: file).document else {
        throw SpecError(.mismatch(expected: "UIKit code read back", found: "a SwiftUI view"), at: .file)
    }
    return spec
}
