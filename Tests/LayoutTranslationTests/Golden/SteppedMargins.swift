import SwiftUI

struct SteppedMargins: View {
    var body: some View {
        GeometryReader { geometry in
            // UIKit's minimum root margins: 16 pt below 400 pt wide, 20 from 400 pt
            let margin = min(max(4 * geometry.size.width - 1580, 16), 20)
            VStack(spacing: 8) {
                Color.gray
                    .frame(height: 44)
                    .id("field")
                    .padding(.horizontal, margin)
                Color.gray
                    .frame(height: 20)
                    .id("note")
                    .padding(.leading, 8)
                    .padding(.leading, margin)
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
