// Conformance case skip-zstack-top as SwiftUI source (the spec
// ../shared/conformance/cases/skip-zstack-top.view.json; source of the expected frames: see
// the .expect.json beside this file).
import SwiftUI

struct ZStackTop: View {
    var body: some View {
        ZStack(alignment: .top) {
            Color.black.frame(width: 12, height: 12).id("black")
            Color.white.frame(width: 6, height: 6).id("white")
        }
    }
}
