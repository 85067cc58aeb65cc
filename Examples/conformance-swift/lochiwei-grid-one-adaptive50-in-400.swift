// Conformance case lochiwei-grid-one-adaptive50-in-400 as SwiftUI source (the spec
// ../shared/conformance/cases/lochiwei-grid-one-adaptive50-in-400.view.json; source of the
// expected frames: see the .expect.json beside this file).
import SwiftUI

struct OneAdaptiveGrid: View {
    let columns = [GridItem(.adaptive(minimum: 50))]

    var body: some View {
        ZStack {
            LazyVGrid(columns: columns) {
                ForEach(1...20, id: \.self) { i in
                    Color.blue.frame(height: 50).id("c\(i)")
                }
            }
            .id("grid")
        }
        .frame(width: 400, height: 300)
    }
}
