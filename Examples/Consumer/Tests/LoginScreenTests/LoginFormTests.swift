import ConstraintLayout
import Foundation
import LayoutCore
import LayoutTesting
import LoginScreen
import StackLayout
import Testing

/// The login form's frames, by hand, in a W-wide screen: the fields are as wide as the screen
/// less 20 on each side, at most 360, centred; they start 20 from the top and are 44, 44 and
/// 50 high with 12 between them (so y = 20, 76, 132).
func loginFrames(at size: Size) -> [ExpectedFrame] {
    let width = min(size.width - 40, 360)
    let x = (size.width - width) / 2
    return [
        ExpectedFrame("username", x: x, y: 20, width: width, height: 44),
        ExpectedFrame("password", x: x, y: 76, width: width, height: 44),  // 20 + 44 + 12
        ExpectedFrame("signIn", x: x, y: 132, width: width, height: 50),  // 76 + 44 + 12
    ]
}

/// iPhone SE (320 → 280 wide at x 20), iPhone 16 Pro (402 → 360, the cap, at x 21) and
/// iPad mini (744 → 360 at x 192).
let screens = [Size(width: 320, height: 568), Size(width: 402, height: 874), Size(width: 744, height: 1133)]

/// The constraint form of the screen, kept as a spec file beside the tests.
let loginSpecPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Specs/login.constraints.json").path

@Suite struct LoginFormTests {
    @Test func theSwiftUIFormHasItsFramesOnEveryScreen() {
        assertLayout(LoginForm(), sizes: screens) { loginFrames(at: $0) }
    }

    @Test func theConstraintFormLoadedFromItsFileHasTheSameFrames() throws {
        let document = try SpecDocument.load(path: loginSpecPath)
        assertLayout(document, sizes: screens) { loginFrames(at: $0) }
    }

    /// Both engines called directly: at 402 wide the button is 360 wide (the cap) at x 21.
    @Test func bothEnginesPlaceTheButtonAlike() throws {
        guard case .constraints(let spec) = try SpecDocument.load(path: loginSpecPath) else {
            Issue.record("\(loginSpecPath) is not a constraint spec")
            return
        }
        let size = Size(width: 402, height: 874)
        let constraints = try ConstraintLayoutEngine(spec).solve(in: size)
        var stack = StackLayoutEngine(ViewSpec(name: "login-form", LoginForm()))
        let stacked = stack.solve(in: SolveSize(width: size.width, height: size.height))
        let button = ExpectedFrame("signIn", x: 21, y: 132, width: 360, height: 50)  // (402 − 360) / 2 = 21
        #expect(constraints.status == .solved)
        #expect(constraints.frame(of: "signIn").map(button.difference) ?? .infinity <= LayoutCheck.defaultTolerance)
        #expect(stacked.frame(of: "signIn").map(button.difference) ?? .infinity <= LayoutCheck.defaultTolerance)
    }
}
