import CGLPK
import Foundation

extension LinearProgram {
    /// The problem in CPLEX LP format (`glp_write_lp`) as text, for `--dump-lp`: written to a
    /// private temporary file, read back and removed.
    ///
    /// GLPK names rows `r_1, r_2, …` and variables `x_1, x_2, …` (numbered from 1).
    /// - Throws: ``LPError/writeFailed(path:)`` when the temporary file cannot be written or
    ///   read.
    /// - Complexity: O(size of the LP) plus a file round trip; for inspection, not hot paths.
    public func cplexText() throws(LPError) -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutlab-lp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).lp")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try writeCPLEX(toPath: path)
        guard let data = FileManager.default.contents(atPath: path) else { throw .writeFailed(path: path) }
        return String(decoding: data, as: UTF8.self)
    }
}
