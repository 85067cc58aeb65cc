import Foundation

/// A decoded spec of either format.
public enum SpecDocument: Sendable, Equatable {
    /// A `layoutlab.view/1` document, for the stack engine.
    case view(ViewSpec)
    /// A `layoutlab.constraints/1` document, for the constraint engine.
    case constraints(ConstraintSpec)

    /// The spec's name.
    public var name: String {
        switch self {
        case .view(let spec): return spec.name
        case .constraints(let spec): return spec.name
        }
    }

    /// Decodes a spec from JSON bytes, choosing the format by its `format` member.
    /// Errors carry `file`. `layouts` checks the names and parameters of custom `Layout`
    /// views (StackLayout's `LayoutCatalog.standard`, or your own); nil leaves them for the
    /// engine to check when it builds them.
    public init(
        bytes: [UInt8], file: String? = nil, limits: SpecLimits = .standard,
        layouts: (any CustomLayoutCatalog)? = nil
    ) throws(SpecError) {
        do throws(SpecError) {
            if bytes.count > limits.maxBytes {
                throw SpecError(.limitExceeded(.bytes(count: bytes.count, max: limits.maxBytes)), at: .file)
            }
            let json = try JSONParser.parse(bytes, file: file)
            let document = JSONCursor(json)
            let format = try document.required("format", "\"\(ViewSpec.format)\" or \"\(ConstraintSpec.format)\"")
            switch try format.string() {
            case ViewSpec.format: self = .view(try ViewSpec(json: json, limits: limits, layouts: layouts))
            case ConstraintSpec.format: self = .constraints(try ConstraintSpec(json: json, limits: limits))
            case let other:
                throw format.error(
                    .unknownName(other, kind: "format", allowed: [ViewSpec.format, ConstraintSpec.format]))
            }
        } catch {
            throw error.inFile(file)
        }
    }

    /// Errors reading a spec file.
    public enum LoadError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file is missing or unreadable (exit 66).
        case unreadable(path: String, reason: String)
        /// The file's contents are not a valid spec (exit 65).
        case invalid(SpecError)

        /// `path: cannot read the file: reason`, or the spec error's `file:place: message`.
        public var description: String {
            switch self {
            case .unreadable(let path, let reason): return "\(path): cannot read the file: \(reason)"
            case .invalid(let error): return error.description
            }
        }
    }

    /// Reads and decodes the spec file at `path`, refusing files over the byte limit before
    /// reading them.
    ///
    /// ```swift
    /// switch try SpecDocument.load(path: "Specs/login.constraints.json") {
    /// case .view(let spec): print("stacks:", spec.name)
    /// case .constraints(let spec): print("constraints:", spec.name)
    /// }
    /// ```
    ///
    /// - Throws: ``LoadError/unreadable(path:reason:)`` for a missing file, a folder or a read
    ///   error; ``LoadError/invalid(_:)`` with a ``SpecError`` naming `path` and the place
    ///   (`path:3:14: …` for bad JSON, `path:root.children[1].id: …` for a bad value, a
    ///   limit exceeded) otherwise.
    public static func load(
        path: String, limits: SpecLimits = .standard, layouts: (any CustomLayoutCatalog)? = nil
    ) throws(LoadError) -> SpecDocument {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        if isDirectory.boolValue { throw .unreadable(path: path, reason: "is a directory") }
        if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? Int, size > limits.maxBytes
        {
            throw .invalid(
                SpecError(.limitExceeded(.bytes(count: size, max: limits.maxBytes)), file: path, at: .file))
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: path, reason: "permission denied or I/O error")
        }
        do {
            return try SpecDocument(bytes: [UInt8](data), file: path, limits: limits, layouts: layouts)
        } catch {
            throw .invalid(error)
        }
    }
}
