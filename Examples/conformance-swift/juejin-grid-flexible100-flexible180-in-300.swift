// Conformance case juejin-grid-flexible100-flexible180-in-300 as SwiftUI source (the spec
// ../shared/conformance/cases/juejin-grid-flexible100-flexible180-in-300.view.json; source of
// the expected frames: see the .expect.json beside this file).
import SwiftUI

struct FlexibleGrid: View {
    let columns = [
        GridItem(.flexible(minimum: 100, maximum: .infinity)),
        GridItem(.flexible(minimum: 180, maximum: .infinity)),
    ]

    var body: some View {
        ZStack {
            LazyVGrid(columns: columns) {
                Color.blue.frame(height: 40).id("c1")
                Color.blue.frame(height: 40).id("c2")
            }
            .id("grid")
        }
        .frame(width: 300, height: 300)
    }
}
