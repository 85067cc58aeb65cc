import SwiftUI

struct WindowWideText: View {
    var body: some View {
        GeometryReader { geometry in
            ScrollView([.horizontal, .vertical]) {
                VStack(spacing: 0) {
                    Color.gray
                        .frame(height: 100)
                        .id("header")
                    Color.gray
                        .containerRelativeFrame(.vertical) { length, _ in length * 1.1 }
                        .frame(
                            width: geometry.size.width + geometry.safeAreaInsets.leading
                                + geometry.safeAreaInsets.trailing
                        )
                        .id("text")
                }
            }
            .id("scroll")
            .frame(width: geometry.size.width, height: geometry.size.height)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                Color.gray
                    .id("screen")
                    .ignoresSafeArea()
            }
        }
    }
}
