import Foundation
import Testing

/// Tables keep their columns apart, right-aligned with three decimals; `--dump-lp` names LP
/// columns and rows after the views and constraints.
@Suite struct ReadableOutputTests {
    /// A view at x = 36, y = 207.722426 — the pair the old table printed as `36207.722426`.
    static let placed = """
        { "format": "layoutlab.constraints/1", "name": "placed", "views": [ { "id": "a" }, { "id": "wide-view-name" } ],
          "constraints": [ "a.left == 36", "a.top == 207.722426", "a.width == 10", "a.height == 10",
                           "wide-view-name.left == 0", "wide-view-name.top == 0", "wide-view-name.width == 1234567.5",
                           "wide-view-name.height == 1" ] }
        """

    @Test func solveTableSeparatesAndAlignsEveryColumn() throws {
        let result = try CLI.run(["solve", try CLI.temporaryFile(Self.placed), "--size", "320x480"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // Title, header, two rows, diagnostics.
        #expect(lines.count == 5)
        let header = lines[1]
        let rows = [lines[2], lines[3]]
        #expect(header.split(separator: " ") == ["id", "x", "y", "width", "height"])
        // a: x 36, y 207.722426 → 207.722 at 3 decimals; width 10, height 10.
        #expect(rows[0].split(separator: " ") == ["a", "36.000", "207.722", "10.000", "10.000"])
        #expect(rows[1].split(separator: " ") == ["wide-view-name", "0.000", "0.000", "1234567.500", "1.000"])
        // Right-aligned: every column ends where its header does.
        for title in ["x", "y", "width", "height"] {
            let end = try #require(header.range(of: " " + title)).upperBound
            let column = header.distance(from: header.startIndex, to: end)
            for row in rows {
                let index = row.index(row.startIndex, offsetBy: column - 1)
                #expect(row[index] == "0" || row[index].isNumber, "\(title) in \(row)")
                #expect(column == row.count || row[row.index(after: index)] == " ", "\(title) in \(row)")
            }
        }
    }

    @Test func compareTableKeepsColumnsApart() throws {
        let spec = try CLI.temporaryFile(CLITests.adaptiveView)
        let result = try CLI.run(["compare", spec, "--sizes", "375x667,1000000x1000000"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.hasPrefix("size") })
        let columns = header.components(separatedBy: "  ").filter { !$0.isEmpty }.count
        #expect(columns == 5)
        for line in lines where line.hasPrefix("375x667") || line.hasPrefix("1000000x1000000") {
            let cells = line.components(separatedBy: "  ").filter { !$0.isEmpty }
            #expect(cells.count == columns, "\(line)")
            // max Δ with 3 decimals, times with 1.
            #expect(cells[1].trimmingCharacters(in: .whitespaces).split(separator: ".").last?.count == 3)
        }
    }

    /// Seed 002's adaptive constraint spec: the LP names its columns after the views
    /// (`t1.height`) and its rows after the constraints, one comment per stage.
    @Test func dumpLPNamesColumnsAndRowsAfterTheSpec() throws {
        let spec = """
            { "format": "layoutlab.constraints/1", "name": "named", "views": [ { "id": "t1" } ],
              "constraints": [ "t1.left == 0", "t1.top == 0", "t1.width == root.width",
                               "t1.height == 50 @750 # t1-tall", "t1.height == 20 @250" ] }
            """
        let result = try CLI.run(["solve", try CLI.temporaryFile(spec), "--size", "300x300", "--dump-lp"])
        #expect(result.status == 0, "\(result.stderr)")
        let lp = result.stderr
        for name in ["t1.height", "t1.width", "root.width", "constraints(0):", "t1_tall:", "over(t1_tall)"] {
            #expect(lp.contains(name), "\(name)")
        }
        #expect(lp.contains("\\ row t1_tall: t1.height == 50 @defaultHigh # t1-tall"))
        // Two priority levels (750, 250), then the tie-breaks: one comment and one LP each.
        let stages = lp.split(separator: "\n").filter { $0.hasPrefix("\\ stage ") }
        #expect(stages.count == lp.components(separatedBy: "\nEnd\n").count - 1)
        #expect(stages.first == "\\ stage 1: priority defaultHigh")
        #expect(stages.dropFirst().first == "\\ stage 2: priority defaultLow")
        #expect(
            lp.contains(
                "\\   stage 1 of \(stages.count), objective stage1: minimizes the errors of its optional constraints"))
        #expect(!lp.contains("x_1") && !lp.contains("r_1"))
        #expect(lp.contains("\\* Problem: named *\\"))
    }
}
