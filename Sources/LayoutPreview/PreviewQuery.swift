import LayoutCore
import LayoutSnapshot

/// The parameters of `/layout`, checked and bounded: a file index, at most 8 devices (names or
/// `WIDTHxHEIGHT`), a Dynamic Type size, and an optional canvas `w`×`h` (1…10000 points each)
/// that replaces the devices while the canvas is dragged; `mode=overlay` draws both engines in
/// one panel.
struct PreviewQuery {
    struct Invalid: Error {
        var message: String
    }

    static let maxDevices = 8
    static let maxLength = 10_000.0

    var file: Int
    /// The sizes to lay out, each with the name the page shows.
    var sizes: [(name: String, size: Size)]
    var dynamicType: DynamicTypeSize?
    /// Both engines in one panel (`mode=overlay`) instead of side by side.
    var overlay = false

    /// The cache key of these parameters.
    var key: String {
        "\(file)|\(dynamicType?.rawValue ?? "")|\(overlay)|"
            + sizes.map { "\($0.name)=\($0.size.width)x\($0.size.height)" }.joined(separator: ",")
    }

    init(_ value: (String) -> String?, files: Int, defaultDevice: String) throws(Invalid) {
        let fileText = value("file") ?? "0"
        guard let file = Int(fileText), (0..<files).contains(file) else {
            throw Invalid(message: "file must be an index from 0 to \(files - 1)")
        }
        self.file = file
        if let typeText = value("type"), !typeText.isEmpty {
            guard let type = DynamicTypeSize(rawValue: typeText) else {
                throw Invalid(message: "unknown Dynamic Type size '\(typeText.prefix(40))'")
            }
            dynamicType = type
        }
        overlay = value("mode") == "overlay"
        if let w = value("w"), let h = value("h") {
            guard let width = Double(w), let height = Double(h), (1...Self.maxLength).contains(width),
                (1...Self.maxLength).contains(height)
            else {
                throw Invalid(message: "w and h must be numbers from 1 to 10000")
            }
            let size = Size(width: width.rounded(), height: height.rounded())
            sizes = [(JSONWriter.formatNumber(size.width) + "x" + JSONWriter.formatNumber(size.height), size)]
            return
        }
        let names = (value("devices") ?? defaultDevice).split(separator: ",").map(String.init)
        guard !names.isEmpty, names.count <= Self.maxDevices else {
            throw Invalid(message: "devices: 1 to \(Self.maxDevices) names")
        }
        sizes = []
        for name in names {
            do throws(SnapshotFile.Failure) {
                sizes.append((name, try LayoutSnapshot.containerSize(of: name)))
            } catch {
                throw Invalid(message: "unknown device '\(name.prefix(40))'")
            }
        }
    }
}
