import CGLPK

extension LinearProgram {
    /// How fast every basic variable moves when non-basic variable `j` moves, with the other
    /// non-basic variables kept at their values and the basis kept: `rates[v]` for variable `v`
    /// (0…n−1), then row `i`'s activity (n + i); 0 for every non-basic one but `j` (1).
    ///
    /// In GLPK's form the rows are `(I | −A) · (x_R, x_S) = 0`, so with `B x_B + N x_N = 0`
    /// the basic variables are `x_B = −B⁻¹ N x_N`: moving structural `j` (column `−a_j` of
    /// `(I | −A)`) by 1 moves them by `B⁻¹ a_j`, one `glp_ftran` (unscaled data).
    ///
    /// - Returns: false when `j` is out of range or basic, or no valid basis factorisation can
    ///   be built (`rates` is then unspecified).
    /// - Complexity: one `glp_ftran` plus O(``variableCount`` + ``rowCount``).
    package func basicRates(ofVariable j: Int, into rates: inout [Double]) -> Bool {
        checkThread()
        let n = Int(columnCount32)
        let m = Int(rowCount32)
        guard j >= 0, j < n, glp_get_col_stat(problem, Int32(j + 1)) != GLP_BS else { return false }
        if m > 0, glp_bf_exists(problem) == 0, glp_factorize(problem) != 0 { return false }
        if rates.count != n + m { rates = [Double](filled: 0, count: n + m) }
        for k in rates.indices { rates[k] = 0 }
        rates[j] = 1
        guard m > 0 else { return true }
        var x = [Double](filled: 0, count: m + 1)
        var indices = [Int32](filled: 0, count: m + 1)
        var values = [Double](filled: 0, count: m + 1)
        let length = Int(glp_get_mat_col(problem, Int32(j + 1), &indices, &values))
        for t in 0..<length { x[Int(indices[t + 1])] = values[t + 1] }
        glp_ftran(problem, &x)
        for k in 1...m {
            let head = Int(glp_get_bhead(problem, Int32(k)))
            rates[head > m ? head - m - 1 : n + head - 1] = x[k]
        }
        return true
    }
}
