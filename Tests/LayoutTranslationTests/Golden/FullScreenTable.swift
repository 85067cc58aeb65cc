import SwiftUI

struct FullScreenTable: View {
    var body: some View {
        Color.gray
            .id("table")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                Color.gray
                    .id("screen")
                    .ignoresSafeArea()
            }
            .ignoresSafeArea()
    }
}
