import SwiftUI

struct SafeAreaCard: View {
    var body: some View {
        Color.gray
            .frame(height: 50)
            .id("card")
            .padding(.top, 8)
            .frame(minHeight: 0, maxHeight: .infinity, alignment: .top)
            .background {
                Color.gray
                    .id("screen")
                    .ignoresSafeArea()
            }
    }
}
