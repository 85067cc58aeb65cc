import SwiftUI

struct ScreenFraction: View {
    var body: some View {
        VStack(spacing: 0) {
            Spacer(minLength: 0)
            Color.gray
                .frame(height: 40)
                .id("label")
                .padding(.horizontal, 20)
                .frame(height: 0)
                .offset(y: 1)
            Spacer(minLength: 0)
            Spacer(minLength: 0)
        }
        .ignoresSafeArea(edges: .vertical)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background {
            Color.gray
                .id("screen")
                .ignoresSafeArea()
        }
    }
}
