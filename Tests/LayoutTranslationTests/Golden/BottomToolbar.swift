import SwiftUI

struct BottomToolbar: View {
    var body: some View {
        Color.gray
            .id("table")
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Color.gray
                    .frame(height: 44)
                    .id("toolbar")
            }
            .background {
                Color.gray
                    .id("screen")
                    .ignoresSafeArea()
            }
    }
}
