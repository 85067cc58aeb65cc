// Conformance case objcio-hstack-maxwidth100-vs-minwidth100-overflow as SwiftUI source (the
// spec ../shared/conformance/cases/objcio-hstack-maxwidth100-vs-minwidth100-overflow.view.json;
// source of the expected frames: see the .expect.json beside this file).
import SwiftUI

struct HStackOrdering: View {
    var body: some View {
        HStack(spacing: 0) {
            Rectangle().fill(Color.red).frame(maxWidth: 100).id("red")
            Rectangle().fill(Color.green).frame(minWidth: 100).id("green")
        }
        .frame(width: 150, height: 100)
    }
}
