import SwiftUI

struct SettingsCard: View {
    let rows = ["Wi-Fi", "Bluetooth", "Cellular"]
    @State private var isEditing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Connections")
                .font(.headline)
                .accessibilityIdentifier("title")
            ForEach(rows, id: \.self) { name in
                HStack {
                    RoundedRectangle(cornerRadius: 6).frame(width: 29, height: 29)
                    Text(name)
                    Spacer()
                    Text("On").foregroundColor(.secondary)
                }
                .accessibilityIdentifier("row-\(name)")
            }
        }
        .padding(20)
        .frame(maxWidth: 500)
        .background(Color.gray.opacity(0.1))
        .accessibilityIdentifier("card")
        .onTapGesture { isEditing.toggle() }
    }
}

#Preview {
    SettingsCard()
}
