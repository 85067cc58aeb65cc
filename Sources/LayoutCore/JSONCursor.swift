/// A JSON value together with its path in the document, for decoding with located errors.
///
/// Every accessor throws a `SpecError` naming the path (`root.children[2].modifiers[0].frame`)
/// and what was expected.
public struct JSONCursor: Sendable {
    public let value: JSONValue
    /// The JSON path of `value` (empty for the document itself).
    public let path: String

    public init(_ value: JSONValue, path: String = "") {
        self.value = value
        self.path = path
    }

    /// The path of a member of this object.
    public func path(of key: String) -> String { path.isEmpty ? key : path + "." + key }

    /// An error at this cursor's path (or a member's).
    public func error(_ problem: SpecProblem, key: String? = nil) -> SpecError {
        let place = key.map { path(of: $0) } ?? path
        return SpecError(problem, at: .jsonPath(place.isEmpty ? "(document)" : place))
    }

    /// "expected `expected`, found" this value's type.
    public func mismatch(_ expected: String, key: String? = nil) -> SpecError {
        error(.mismatch(expected: expected, found: value.typeDescription), key: key)
    }

    /// The value as an object, or an error.
    public func object() throws(SpecError) -> JSONObject {
        guard case .object(let object) = value else {
            throw mismatch("an object")
        }
        return object
    }

    /// Rejects members other than `allowed` (unknown keys are errors, FORMATS.md §1).
    public func checkKeys(_ allowed: [String], what: String) throws(SpecError) {
        let object = try object()
        for key in object.keys where !allowed.contains(key) {
            throw error(.unknownKey(key, in: what, allowed: allowed), key: key)
        }
    }

    /// The member `key`, or nil when absent (`null` counts as absent).
    public func optional(_ key: String) throws(SpecError) -> JSONCursor? {
        let object = try object()
        guard let member = object[key] else { return nil }
        if case .null = member { return nil }
        return JSONCursor(member, path: path(of: key))
    }

    /// The member `key`, or an error saying it is missing.
    public func required(_ key: String, _ expected: String) throws(SpecError) -> JSONCursor {
        guard let member = try optional(key) else {
            throw error(.missingKey(key, expected: expected))
        }
        return member
    }

    /// The value as an array of cursors.
    public func array() throws(SpecError) -> [JSONCursor] {
        guard case .array(let items) = value else {
            throw mismatch("an array")
        }
        var result: [JSONCursor] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            result.append(JSONCursor(item, path: path + "[\(index)]"))
        }
        return result
    }

    /// The value as a string.
    public func string() throws(SpecError) -> String {
        guard case .string(let text) = value else {
            throw mismatch("a string")
        }
        return text
    }

    /// The value as a boolean.
    public func bool() throws(SpecError) -> Bool {
        guard case .bool(let flag) = value else {
            throw mismatch("true or false")
        }
        return flag
    }

    /// The value as a finite number (`"infinity"` only when `allowInfinity`, `"-infinity"` only
    /// when `allowNegativeInfinity`).
    public func number(allowInfinity: Bool = false, allowNegativeInfinity: Bool = false) throws(SpecError) -> Double {
        switch value {
        case .number(let x) where x.isFinite:
            guard abs(x) <= SpecLimits.maxMagnitude else {
                throw SpecError(.limitExceeded(.magnitude(x)), at: .jsonPath(path))
            }
            return x
        case .string("infinity") where allowInfinity:
            return .infinity
        case .string("-infinity") where allowNegativeInfinity:
            return -.infinity
        case .string(let text):
            throw error(
                .mismatch(
                    expected: allowInfinity ? "a number or \"infinity\"" : "a finite number",
                    found: "the string \"\(text)\""))
        default:
            throw mismatch("a number")
        }
    }

    /// The value as a number ≥ 0 (`"infinity"` only when `allowInfinity`).
    public func length(allowInfinity: Bool = false) throws(SpecError) -> Double {
        let x = try number(allowInfinity: allowInfinity)
        if x < 0 { throw error(.mismatch(expected: "a length ≥ 0", found: JSONWriter.formatNumber(x))) }
        return x
    }

    /// The value as one of `choices`.
    public func choice(_ choices: [String], what: String) throws(SpecError) -> String {
        let text = try string()
        guard choices.contains(text) else {
            throw error(.unknownName(text, kind: what, allowed: choices))
        }
        return text
    }
}
