import LayoutCore
@testable import StackLayout
import Testing

/// The stack a pass takes per level of nesting (docs/ENGINES.md, "Stack depth"): a spec at
/// the nesting limit (256 levels, RELIABILITY.md / FORMATS.md §5) is laid out by recursion,
/// so each level's frames must stay small in debug builds, where the compiler keeps every
/// temporary. Measured with the debug-only stack probe of `SolveBuffers`.
@Suite struct StackDepthTests {
    /// `containers` nested VStacks around a Color padded once: the shape of LimitTests'
    /// `containerDepthAtTheLimit` (254 containers + Color + padding = 256 levels).
    static func nested(containers: Int) -> ViewSpec {
        var view = color("leaf").padding(1)
        for _ in 0..<containers { view = vStack(view) }
        return ViewSpec(name: "deep", root: view)
    }

    /// The bytes of stack below `layout(in:)` that laying out `spec` takes.
    static func stackBytes(_ spec: ViewSpec, checked: Bool) -> Int {
        ReferenceCheck.withChecking(checked) {
            var engine = StackLayoutEngine(spec)
            engine.layout(in: SolveSize(width: 10, height: 10))
            #if DEBUG
                return engine.buffers.stackBytesUsed
            #else
                return 0
            #endif
        }
    }

    /// 254 nested VStacks take at most 2 MiB of stack, plain and checked (`LAYOUTLAB_VERIFY`):
    /// about 8 KiB per level. Measured on 2026-12-03: 3,776 bytes per level, 960,464 bytes for
    /// the 254 (1,009,232 checked). Before the recursion's frames stopped holding copies of the
    /// engine and graph values, the sizing frames of one level added up to about 33 KiB in debug
    /// builds (objdump, docs/ENGINES.md "Stack depth") and the limit spec overflowed the test
    /// thread's stack.
    @Test(.enabled(if: StackDepthTests.isDebug), arguments: [false, true])
    func limitSpecFitsInTwoMebibytes(checked: Bool) {
        let deep = Self.stackBytes(Self.nested(containers: 254), checked: checked)
        let shallow = Self.stackBytes(Self.nested(containers: 4), checked: checked)
        // The probe must see the recursion at all: each extra level takes some stack.
        #expect(deep > shallow)
        #expect(deep <= 2 << 20, "254 levels took \(deep) bytes (\((deep - shallow) / 250) per level)")
    }

    static var isDebug: Bool {
        #if DEBUG
            return true
        #else
            return false
        #endif
    }
}
