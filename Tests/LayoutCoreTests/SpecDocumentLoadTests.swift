import Foundation
import LayoutCore
import Testing

/// `SpecDocument.load(path:)`: a spec file read and decoded, or an error naming the file and
/// the place.
@Suite struct SpecDocumentLoadTests {
    /// Writes `text` to a new file in a fresh temporary folder, runs `body` with its path and
    /// removes the folder.
    func withFile(_ text: String, _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spec-load-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("card.view.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try body(path)
    }

    @Test func aViewSpecFileLoadsAsAViewDocument() throws {
        try withFile(#"{ "format": "layoutlab.view/1", "name": "card", "root": { "type": "Color", "id": "c" } }"#) {
            path in
            let document = try SpecDocument.load(path: path)
            guard case .view(let spec) = document else {
                Issue.record("not a view spec: \(document)")
                return
            }
            #expect(spec.name == "card")
            #expect(spec.ids == ["c"])
        }
    }

    @Test func aMissingFileIsUnreadableAndNamed() {
        #expect(throws: SpecDocument.LoadError.unreadable(path: "/nonexistent/card.json", reason: "no such file")) {
            try SpecDocument.load(path: "/nonexistent/card.json")
        }
    }

    @Test func aFolderIsUnreadable() throws {
        let folder = FileManager.default.temporaryDirectory.path
        #expect(throws: SpecDocument.LoadError.unreadable(path: folder, reason: "is a directory")) {
            try SpecDocument.load(path: folder)
        }
    }

    /// The second line's `"root": ,` has the value missing at column 11 (1-based: two spaces,
    /// `"root":` is 7 characters, a space, then the comma).
    @Test func badJSONNamesTheFileAndTheLineAndColumn() throws {
        try withFile("{ \"format\": \"layoutlab.view/1\",\n  \"root\": , }") { path in
            let error = try #require(throws: SpecDocument.LoadError.self) { try SpecDocument.load(path: path) }
            guard case .invalid(let specError) = error else {
                Issue.record("not invalid: \(error)")
                return
            }
            #expect(specError.kind == .invalidJSON)
            #expect(specError.file == path)
            #expect(specError.location == .lineColumn(line: 2, column: 11))
            #expect(error.description.hasPrefix("\(path):2:11: "))
        }
    }

    /// A well-formed document with a value of the wrong type: the error is at its JSON path.
    @Test func aWrongValueNamesTheFileAndTheJSONPath() throws {
        try withFile(#"{ "format": "layoutlab.view/1", "root": { "type": "Color", "id": 7 } }"#) { path in
            let error = try #require(throws: SpecDocument.LoadError.self) { try SpecDocument.load(path: path) }
            guard case .invalid(let specError) = error else {
                Issue.record("not invalid: \(error)")
                return
            }
            #expect(specError.kind == .invalidSpec)
            #expect(specError.file == path)
            #expect(specError.location == .jsonPath("root.id"))
        }
    }
}
