import LayoutCore

/// One element of an Interface Builder document: its name, attributes and children, and
/// where it starts in the file (for located errors).
public struct IBElement: Sendable, Equatable {
    /// The element name (`view`, `constraint`, `rect`…).
    public var name: String
    /// The attributes in document order.
    public var attributes: [(name: String, value: String)]
    /// Child elements in document order.
    public var children: [IBElement]
    /// The 1-based line of the start tag (libxml2's position after it).
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// The character data of a `<string>` element (a multi-line `text`); empty for others.
    public var text: String = ""

    /// An element from its parts (tests and tools build small trees by hand).
    public init(
        name: String, attributes: [(name: String, value: String)] = [], children: [IBElement] = [], line: Int = 0,
        column: Int = 0
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
        self.column = column
    }

    /// Equal name, attributes in order, children and position.
    public static func == (a: IBElement, b: IBElement) -> Bool {
        a.name == b.name && a.attributes.elementsEqual(b.attributes, by: { $0 == $1 }) && a.children == b.children
            && a.line == b.line && a.column == b.column && a.text == b.text
    }

    /// The value of attribute `name`, or nil. Lengths are compared first: most attributes
    /// looked at are not the one sought, and a length differs far more cheaply than a string.
    public subscript(_ name: String) -> String? {
        let length = name.utf8.count
        for attribute in attributes where attribute.name.utf8.count == length && attribute.name == name {
            return attribute.value
        }
        return nil
    }

    /// The IB object id (`id` attribute), or nil.
    public var id: String? { self["id"] }

    /// The first child named `name` (and, when given, with `key="key"`).
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The children named `name`.
    public func children(_ name: String) -> [IBElement] {
        children.filter { $0.name == name }
    }

    /// Whether a YES/NO attribute is YES (`defaultValue` when absent).
    public func flag(_ name: String, default defaultValue: Bool = false) -> Bool {
        guard let value = self[name] else { return defaultValue }
        return value == "YES"
    }

    /// `element "id"` for messages.
    public var described: String {
        if let id { return "<\(name)> \"\(id)\"" }
        return "<\(name)>"
    }

    /// An error located at this element: `file:line:column: <element> "id": …` with `issue`.
    public func error(_ issue: InterfaceBuilderProblem.ElementIssue) -> SpecError {
        SpecError(.interfaceBuilder(.element(name, id: id, issue)), at: .lineColumn(line: line, column: column))
    }

    /// A number attribute, or `defaultValue` when absent; an error when present but not a number.
    public func number(_ name: String, default defaultValue: Double? = nil) throws(SpecError) -> Double? {
        guard let text = self[name] else { return defaultValue }
        guard let value = Double(text), value.isFinite, abs(value) <= 1e9 else {
            throw error(.notANumber(attribute: name, value: text, child: nil))
        }
        return value
    }
}
