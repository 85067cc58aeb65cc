import SwiftUI

struct SteppedMargins: View {
    var body: some View {
        // UIKit's minimum root margins: 16 pt below 400 pt wide, 20 from 400 pt
        GeometryReader { geometry in
            VStack(spacing: 8) {
                Color.gray
                    .frame(height: 44)
                    .id("field")
                    .padding(.horizontal, min(max(4 * geometry.size.width - 1580, 16), 20))
                Color.gray
                    .frame(height: 20)
                    .id("note")
                    .padding(.leading, 8)
                    .padding(.leading, min(max(4 * geometry.size.width - 1580, 16), 20))
            }
            .padding(.top, 20)
            .frame(minHeight: 0, maxHeight: .infinity, alignment: .top)
            .background {
                Color.gray
                    .id("screen")
                    .ignoresSafeArea()
            }
        }
    }
}
