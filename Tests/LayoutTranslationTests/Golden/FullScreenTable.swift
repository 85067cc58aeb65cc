import SwiftUI

struct FullScreenTable: View {
    var body: some View {
        Color.gray
            .id("table")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .id("screen")
            .ignoresSafeArea()
    }
}
