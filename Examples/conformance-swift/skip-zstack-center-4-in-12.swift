// Conformance case skip-zstack-center-4-in-12 as SwiftUI source (the spec
// ../shared/conformance/cases/skip-zstack-center-4-in-12.view.json; source of the expected
// frames: see the .expect.json beside this file).
import SwiftUI

struct ZStackCenter: View {
    var body: some View {
        ZStack(alignment: .center) {
            Color.black.frame(width: 12, height: 12).id("black")
            Color.white.frame(width: 4, height: 4).id("white")
        }
    }
}
