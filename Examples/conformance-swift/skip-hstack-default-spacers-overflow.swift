// Conformance case skip-hstack-default-spacers-overflow as SwiftUI source (the spec
// ../shared/conformance/cases/skip-hstack-default-spacers-overflow.view.json; source of the
// expected frames: see the .expect.json beside this file).
import SwiftUI

struct SpacersOverflow: View {
    var body: some View {
        HStack {
            Spacer().id("sp1")
            Color.black.frame(width: 2).id("black1")
            Spacer().id("sp2")
            Color.black.frame(width: 2).id("black2")
            Spacer().id("sp3")
        }
        .background(Color.white)
        .frame(width: 12, height: 12)
    }
}
