// Conformance case wwdc19-237-frame-30-around-fixed-20-image as SwiftUI source (the spec
// ../shared/conformance/cases/wwdc19-237-frame-30-around-fixed-20-image.view.json; source of
// the expected frames: see the .expect.json beside this file). An Image's size comes from its
// file, which LayoutLab does not read: the 20×20 is given in LayoutDSL's form.
import SwiftUI

struct FrameAroundImage: View {
    var body: some View {
        ZStack {
            Image("square", width: 20, height: 20).id("image")
        }
        .frame(width: 30, height: 30)
        .background(Color.gray.id("body"))
    }
}
