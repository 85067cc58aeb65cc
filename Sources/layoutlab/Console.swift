import Foundation

/// Buffered stdout/stderr. Stdout carries only the requested output.
enum Console {
    nonisolated(unsafe) private static var out: [UInt8] = []

    /// Appends to stdout (buffered until `flush`).
    static func print(_ text: String) {
        out.append(contentsOf: Array(text.utf8))
        if out.count > 1 << 16 { flush() }
    }

    /// Writes a line to stderr at once.
    static func error(_ text: String) {
        let line = text.hasSuffix("\n") ? text : text + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    static func flush() {
        guard !out.isEmpty else { return }
        FileHandle.standardOutput.write(Data(out))
        out.removeAll(keepingCapacity: true)
    }

    /// Writes `text` to `path` atomically (temporary file + rename): the file appears complete
    /// or not at all.
    static func writeAtomically(_ text: String, to path: String) throws(CommandFailure) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure(.cannotCreate, "\(path): cannot write the file: \(error.localizedDescription)")
        }
    }
}

/// Reads whole files.
enum FileBytes {
    /// The bytes of the file at `path`, or nil when it is missing or unreadable.
    static func read(_ path: String) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }
}
