// Conformance case skip-zstack-trailing as SwiftUI source (the spec
// ../shared/conformance/cases/skip-zstack-trailing.view.json; source of the expected frames: see
// the .expect.json beside this file).
import SwiftUI

struct ZStackTrailing: View {
    var body: some View {
        ZStack(alignment: .trailing) {
            Color.black.frame(width: 12, height: 12).id("black")
            Color.white.frame(width: 6, height: 6).id("white")
        }
    }
}
