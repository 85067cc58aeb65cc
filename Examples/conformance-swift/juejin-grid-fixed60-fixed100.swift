// Conformance case juejin-grid-fixed60-fixed100 as SwiftUI source (the spec
// ../shared/conformance/cases/juejin-grid-fixed60-fixed100.view.json; source of the expected
// frames: see the .expect.json beside this file).
import SwiftUI

struct FixedGrid: View {
    let columns = [GridItem(.fixed(60)), GridItem(.fixed(100))]

    var body: some View {
        ZStack {
            LazyVGrid(columns: columns) {
                Color.blue.frame(height: 40).id("c1")
                Color.blue.frame(height: 40).id("c2")
            }
            .id("grid")
        }
        .frame(width: 300, height: 200)
    }
}
