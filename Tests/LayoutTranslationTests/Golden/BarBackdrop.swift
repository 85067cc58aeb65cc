import SwiftUI

struct BarBackdrop: View {
    var body: some View {
        ZStack {
            Color.gray
                .id("backdrop")
                .ignoresSafeArea(edges: .top)
            Color.gray
                .frame(width: 100, height: 20)
                .id("title")
                .padding(.leading, 16)
                .frame(maxWidth: .infinity, alignment: .leading)
                .frame(maxHeight: .infinity)
        }
        .frame(height: 44)
        .id("bar")
        .frame(minHeight: 0, maxHeight: .infinity, alignment: .top)
        .background {
            Color.gray
                .id("screen")
                .ignoresSafeArea()
        }
        .ignoresSafeArea(edges: .horizontal)
    }
}
