import SwiftUI

struct SafeAreaSizeClassPair: View {
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    var body: some View {
        let layout =
            verticalSizeClass == .regular ? AnyLayout(VStackLayout(spacing: 8)) : AnyLayout(HStackLayout(spacing: 8))
        layout {
            Color.gray
                .frame(width: 50, height: 50)
                .id("a")
            Color.gray
                .frame(width: 50, height: 50)
                .id("b")
        }
        .id("pair")
        .frame(maxWidth: .infinity)
        .padding(.top, 20)
        .frame(minHeight: 0, maxHeight: .infinity, alignment: .top)
        .background {
            Color.gray
                .id("screen")
                .ignoresSafeArea()
        }
    }
}
