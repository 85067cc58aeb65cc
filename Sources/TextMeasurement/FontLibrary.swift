import LayoutCore
import Foundation

/// Finds font files for `FontDescriptor`s in an ordered list of directories and keeps each
/// file open once (a final class: it owns the `FontFile`s).
///
/// Directories are searched in order: a run's `--fonts DIR`, then a spec's `"fonts"`, then
/// the default, `FontLibrary.defaultDirectory` (Debian's `fonts-inter`). The system font is
/// SF Pro when a directory holds Apple's files (`SF-Pro-Text-<Weight>.otf` below 20 pt,
/// `SF-Pro-Display-<Weight>.otf` from 20 pt, as the system switches optical size, or a
/// variable `SF-Pro.ttf`), else Inter (`Inter-<Weight>.otf`, or a variable `Inter.ttf` /
/// `InterVariable.ttf`), an open font close to SF Pro but not equal to it. A named font is
/// the file `<name>.otf`, `.ttf` or `.ttc` in a directory.
public final class FontLibrary: @unchecked Sendable {
    /// Where Debian's `fonts-inter` installs Inter's static OpenType files
    /// (`dpkg -L fonts-inter`).
    public static let defaultDirectory = "/usr/share/fonts/opentype/inter"

    /// The directories searched, first first.
    public let directories: [String]
    private let lock = NSLock()
    private var files: [FileKey: FontFile] = [:]

    private struct FileKey: Hashable {
        var path: String
        var weight: Double?
    }

    nonisolated(unsafe) private static var libraries: [[String]: FontLibrary] = [:]
    private static let librariesLock = NSLock()

    /// The one library of a process for `directories` (then the default), so that the
    /// engines open each font file once.
    public static func shared(directories: [String]) -> FontLibrary {
        librariesLock.lock()
        defer { librariesLock.unlock() }
        if let library = libraries[directories] { return library }
        let library = FontLibrary(directories: directories)
        libraries[directories] = library
        return library
    }

    /// A library searching `directories` in order, then `defaultDirectory`.
    public init(directories: [String] = []) {
        self.directories = directories + [Self.defaultDirectory]
    }

    /// The font file for `descriptor` at `pointSize`; `italic` picks the system font's italic
    /// face (`SF-Pro-Text-<Weight>Italic.otf`, `Inter-<Weight>Italic.otf`, `Inter-Italic.otf`
    /// for regular) when a directory has it, else the upright face (a named font is its file).
    /// - Throws: `TextMeasurementError.noSuchFont` when no directory holds a matching file;
    ///   the errors of `FontFile.init` when the file cannot be read.
    public func file(for descriptor: FontDescriptor, pointSize: Double, italic: Bool = false) throws -> FontFile {
        switch descriptor {
        case .style(let style, let weight):
            return try systemFile(weight: weight ?? style.weight, pointSize: pointSize, italic: italic)
        case .system(_, let weight):
            return try systemFile(weight: weight, pointSize: pointSize, italic: italic)
        case .named(let name, _, _):
            guard !name.isEmpty, !name.contains("/"), !name.utf8.contains(0) else {
                throw TextMeasurementError.noSuchFont(name: name, searched: directories)
            }
            guard let path = firstFile(["\(name).otf", "\(name).ttf", "\(name).ttc"]) else {
                throw TextMeasurementError.noSuchFont(name: name, searched: directories)
            }
            return try open(path, weight: nil)
        }
    }

    private func systemFile(weight: FontWeight, pointSize: Double, italic: Bool) throws -> FontFile {
        let optical = pointSize < 20 ? "Text" : "Display"
        if italic {
            let inter = weight == .regular ? "Italic" : weight.interStyleName + "Italic"
            if let path = firstFile([
                "SF-Pro-\(optical)-\(weight.sfStyleName)Italic.otf", "Inter-\(inter).otf", "Inter-\(inter).ttf",
            ]) {
                return try open(path, weight: nil)
            }
        }
        if let path = firstFile(["SF-Pro-\(optical)-\(weight.sfStyleName).otf"]) { return try open(path, weight: nil) }
        if let path = firstFile(["SF-Pro.ttf"]) { return try open(path, weight: weight.openTypeWeight) }
        if let path = firstFile(["Inter-\(weight.interStyleName).otf", "Inter-\(weight.interStyleName).ttf"]) {
            return try open(path, weight: nil)
        }
        if let path = firstFile(["Inter.ttf", "InterVariable.ttf", "Inter[opsz,wght].ttf", "Inter[slnt,wght].ttf"]) {
            return try open(path, weight: weight.openTypeWeight)
        }
        throw TextMeasurementError.noSuchFont(name: "system (\(weight.rawValue))", searched: directories)
    }

    private func firstFile(_ names: [String]) -> String? {
        for directory in directories {
            for name in names {
                let path = (directory as NSString).appendingPathComponent(name)
                if FileManager.default.isReadableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    private func open(_ path: String, weight: Double?) throws -> FontFile {
        let key = FileKey(path: path, weight: weight)
        lock.lock()
        defer { lock.unlock() }
        if let file = files[key] { return file }
        let file = try FontFile(path: path, weight: weight)
        files[key] = file
        return file
    }
}
