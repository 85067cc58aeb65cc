/// A parsed JSON document that keeps object members in the order they were written.
///
/// LayoutLab never iterates a `Dictionary` to build a model or write output, so that the
/// same input always gives byte-identical output. Objects are therefore ordered lists of
/// members; lookups are linear, which is fine for the small objects specs are made of.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// A JSON object whose members keep their written order (keys are unique: the parser rejects
/// duplicates).
public struct JSONObject: Sendable, Equatable {
    public var members: [JSONMember]

    public init(_ members: [JSONMember] = []) { self.members = members }

    /// The value of `key`, or nil when the object has no such member.
    public subscript(key: String) -> JSONValue? {
        get {
            for member in members where member.key == key { return member.value }
            return nil
        }
        set {
            if let index = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append(JSONMember(key, newValue))
            }
        }
    }

    /// The keys in written order.
    public var keys: [String] { members.map(\.key) }
}

extension JSONValue {
    /// A short name of the value's JSON type, for error messages ("a number", "an object"…).
    package var typeDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
