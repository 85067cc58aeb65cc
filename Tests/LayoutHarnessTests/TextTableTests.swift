import LayoutHarness
import Testing

@Suite struct TextTableTests {
    /// Columns are as wide as their widest cell plus a two-space gap: a long cell widens its
    /// column and never touches its neighbour.
    @Test func longCellsWidenTheirColumn() {
        var table = TextTable(columns: [.init("id"), .init("x", alignment: .right), .init("note")])
        table.append(["a", TextTable.fixed(36), "first"])
        table.append(["a-long-id", TextTable.fixed(1_234_567.891_2), ""])
        #expect(
            table.text == """
                id                   x  note
                a               36.000  first
                a-long-id  1234567.891

                """)
    }

    @Test func fixedAlwaysHasThreeDecimals() {
        #expect(TextTable.fixed(0) == "0.000")
        #expect(TextTable.fixed(207.722426) == "207.722")
        #expect(TextTable.fixed(-0.0004) == "0.000")
        #expect(TextTable.fixed(-1.5) == "-1.500")
    }
}
