// Conformance case juejin-grid-adaptive50-adaptive40-in-300 as SwiftUI source (the spec
// ../shared/conformance/cases/juejin-grid-adaptive50-adaptive40-in-300.view.json; source of
// the expected frames: see the .expect.json beside this file).
import SwiftUI

struct AdaptiveGrid: View {
    let columns = [
        GridItem(.adaptive(minimum: 50, maximum: 100)),
        GridItem(.adaptive(minimum: 40, maximum: 100)),
    ]

    var body: some View {
        ZStack {
            LazyVGrid(columns: columns) {
                ForEach(1...5, id: \.self) { i in
                    Color.blue.frame(height: 40).id("c\(i)")
                }
            }
            .id("grid")
        }
        .frame(width: 300, height: 300)
    }
}
