// The SwiftUI shim (docs/TRANSLATION.md, "Compiling the SwiftUI on Linux"): a module named
// `SwiftUI` that re-exports LayoutDSL, so the source `layoutlab translate --to swiftui`
// writes (`import SwiftUI`) compiles unchanged on Linux. Only the golden translations in
// Tests/LayoutTranslationTests/Golden use it; it is no product and never ships.
@_exported import LayoutDSL
