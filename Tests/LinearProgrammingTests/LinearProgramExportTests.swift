import Foundation
import LinearProgramming
import Testing

@Suite struct LinearProgramExportTests {
    @Test func writeCPLEXWritesAMinimizeSection() throws {
        let lp = try makeWyndor(direction: .minimize)
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("lp-\(UUID().uuidString).lp").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try lp.writeCPLEX(toPath: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("Minimize"))
        // GLPK's own 1-based names: row 2 (3x + 2y ≤ 18) is r_3 (GLPK lists its terms in
        // its own order, last added first).
        let row = text.split(separator: "\n").first { $0.contains("r_3:") } ?? ""
        #expect(row.contains("3 x_1") && row.contains("2 x_2") && row.hasSuffix("<= 18"), "\(row)")
    }

    @Test func writeCPLEXToAMissingDirectoryThrows() throws {
        let lp = try makeWyndor()
        let path = "/nonexistent-\(UUID().uuidString)/problem.lp"
        #expect(throws: LPError.writeFailed(path: path)) { try lp.writeCPLEX(toPath: path) }
    }

    @Test func dumpListsObjectiveRowsAndBounds() throws {
        let lp = try makeWyndor()
        try lp.setObjectiveConstant(-1.5)
        try lp.addVariables(count: 1)
        try lp.setBounds(ofVariable: 2, .between(-1, 0.25))
        try lp.addRow(indices: [2, 0], coefficients: [-1, 1], bounds: .equal(to: 0))
        #expect(
            lp.dump() == """
                maximize 3 x0 + 5 x1 - 1.5
                subject to
                  r0: x0 <= 4
                  r1: 2 x1 <= 12
                  r2: 3 x0 + 2 x1 <= 18
                  r3: x0 - x2 = 0
                bounds
                  x0 >= 0
                  x1 >= 0
                  -1 <= x2 <= 0.25

                """)
    }

    @Test func dumpOfAnEmptyProblemIsItsObjective() {
        #expect(LinearProgram().dump() == "minimize 0\n")
    }
}
