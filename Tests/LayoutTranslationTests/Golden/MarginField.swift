import SwiftUI

struct MarginField: View {
    var body: some View {
        Color.gray
            .frame(height: 44)
            .id("field")
            .padding(EdgeInsets(top: 20, leading: 16, bottom: 0, trailing: 16))
            .frame(minHeight: 0, maxHeight: .infinity, alignment: .top)
            .background {
                Color.gray
                    .id("screen")
                    .ignoresSafeArea()
            }
    }
}
