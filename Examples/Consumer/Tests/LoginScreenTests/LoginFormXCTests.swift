import LayoutCore
import LayoutTesting
import LoginScreen
import XCTest

/// The same check from XCTest: a failure is an `XCTFail` at the line of `assertLayout`.
final class LoginFormXCTests: XCTestCase {
    func testTheFormHasItsFramesOnAnIPhoneSE() {
        assertLayout(LoginForm(), sizes: [Size(width: 320, height: 568)]) { loginFrames(at: $0) }
    }
}
