import LinearProgramming
import Testing

/// Names in the CPLEX LP text: made valid by `LPName`, and written by GLPK as given (GLPK
/// writes `x_<j>`/`r_<i>` instead of any name it finds invalid for the format).
@Suite struct LPNameTests {
    @Test(arguments: [
        ("t1.height", "t1.height"),  // letters, digits and periods are allowed
        ("constraints[3]#2", "constraints(3)#2"),  // [ ] are not: written ( )
        ("row.spacing-1", "row.spacing_1"),  // - is an operator in the format
        ("e⁺ a b", "e__a_b"),  // non-ASCII and spaces
        ("3rd", "_3rd"), (".x", "_.x"), ("", "_"),  // no leading digit or period; never empty
    ])
    func validNames(name: String, expected: String) {
        #expect(LPName.valid(name) == expected)
    }

    @Test func namesAreCutAt255Characters() {
        #expect(LPName.valid(String(repeating: "a", count: 300)).count == 255)
    }

    /// GLPK keeps every name LPName makes: the text shows them, not GLPK's x_/r_ numbers.
    @Test func glpkWritesTheNamesGiven() throws {
        let lp = LinearProgram()
        try lp.addVariables(count: 2)
        try lp.addRow(indices: [0, 1], coefficients: [1, 1], bounds: .atMost(10))
        try lp.setName(ofVariable: 0, "view[1].left+")
        try lp.setName(ofVariable: 1, "over(name-max)")
        try lp.setName(ofRow: 0, "constraints[0]#2 & more")
        lp.setObjectiveName("stage 1")
        let text = try lp.cplexText()
        for name in ["view(1).left_", "over(name_max)", "constraints(0)#2_&_more:", "stage_1:"] {
            #expect(text.contains(name), "\(name) in\n\(text)")
        }
        #expect(!text.contains("x_1") && !text.contains("r_1"))
    }
}
