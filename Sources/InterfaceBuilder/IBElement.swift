import LayoutCore

/// One element of an Interface Builder document: its name, attributes and children, and
/// where it starts in the file (for located errors). An element is a position in its
/// document's flat element store: copying one copies no attributes or children.
public struct IBElement: Sendable, Equatable {
    let store: IBElementStore
    /// The element's index in ``store`` (document order).
    let index: Int

    init(store: IBElementStore, index: Int) {
        self.store = store
        self.index = index
    }

    /// An element from its parts (tests and tools build small trees by hand).
    public init(
        name: String, attributes: [(name: String, value: String)] = [], children: [IBElement] = [], line: Int = 0,
        column: Int = 0
    ) {
        var builder = IBElementStore.Builder()
        builder.start(
            name, attributes: attributes.lazy.map { (key: $0.name, value: $0.value) }, line: line, column: column)
        for child in children { builder.copy(child) }
        builder.end()
        self.init(store: builder.finish(), index: 0)
    }

    /// The same element of the same parsed document.
    public static func == (a: IBElement, b: IBElement) -> Bool {
        a.store === b.store && a.index == b.index
    }

    /// The element name (`view`, `constraint`, `rect`…).
    public var name: String { store.records[index].name }

    /// The 1-based line of the start tag (libxml2's position after it).
    public var line: Int { store.records[index].line }

    /// The 1-based column.
    public var column: Int { store.records[index].column }

    /// The character data of a `<string>` element (a multi-line `text`); empty for others.
    public var text: String { store.texts[index] ?? "" }

    /// The attributes, sorted by name (the XML parser does not report their order in the file).
    public var attributes: [(name: String, value: String)] {
        let range = store.records[index].firstAttribute..<store.records[index].attributeEnd
        return range.map { (name: store.attributeNames[$0], value: store.attributeValues[$0]) }.sorted {
            $0.name.utf8.lexicographicallyPrecedes($1.name.utf8)
        }
    }

    /// The value of attribute `name`, or nil. Lengths are compared first
    /// (``IBElementStore/attributeNameLengths``): most attributes looked at are not the one
    /// sought, and a length differs far more cheaply than a string.
    public subscript(_ name: String) -> String? {
        let length = IBElementStore.lengthKey(name)
        for position in store.records[index].firstAttribute..<store.records[index].attributeEnd
        where store.attributeNameLengths[position] == length && store.attributeNames[position] == name {
            return store.attributeValues[position]
        }
        return nil
    }

    /// The IB object id (`id` attribute), or nil.
    public var id: String? { self["id"] }

    /// The child elements in document order.
    public var children: Children { Children(store: store, parent: index) }

    /// The element containing this one, or nil for the document's root.
    public var parent: IBElement? {
        let parent = store.records[index].parent
        return parent < 0 ? nil : IBElement(store: store, index: parent)
    }

    /// Every element inside this one (children, their children…), in document order.
    public var descendants: LazyMapSequence<Range<Int>, IBElement> {
        let store = self.store
        return (index + 1..<store.records[index].end).lazy.map { IBElement(store: store, index: $0) }
    }

    /// The first child named `name` (and, when given, with `key="key"`).
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        var position = index + 1
        while position < store.records[index].end {
            if store.records[position].name == name
                && (key == nil || IBElement(store: store, index: position)["key"] == key)
            {
                return IBElement(store: store, index: position)
            }
            position = store.records[position].end
        }
        return nil
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

    /// `<element> "id" at line:column`, the path of what the importer makes from the element
    /// (written straight into one string's storage: every view and constraint has a path, and
    /// gathering the pieces first, or appending them to a `String`, costs several times more).
    public var located: String { located(id: id) }

    /// ``located`` for an element whose `id` the caller has read already (a constraint's).
    func located(id: String?) -> String {
        let name = self.name
        let capacity = name.utf8.count + (id?.utf8.count ?? 0) + 2 * Self.maxDecimalLength + 16
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var count = Self.write("<", into: buffer, at: 0)
            count = Self.write(name, into: buffer, at: count)
            if let id {
                count = Self.write("> \"", into: buffer, at: count)
                count = Self.write(id, into: buffer, at: count)
                count = Self.write("\" at ", into: buffer, at: count)
            } else {
                count = Self.write("> at ", into: buffer, at: count)
            }
            count = Self.writeDecimal(line, into: buffer, at: count)
            count = Self.write(":", into: buffer, at: count)
            return Self.writeDecimal(column, into: buffer, at: count)
        }
    }

    /// Copies the UTF-8 of `text` into `buffer` at `position` (one block copy); returns the
    /// position after it.
    static func write(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at position: Int) -> Int {
        var text = text
        return text.withUTF8 { source in
            precondition(position + source.count <= buffer.count, "a path longer than its capacity")
            if let from = source.baseAddress, let to = buffer.baseAddress {
                (to + position).update(from: from, count: source.count)
            }
            return position + source.count
        }
    }

    /// The most bytes ``writeDecimal(_:into:at:)`` writes (a sign and 19 digits).
    static let maxDecimalLength = 20

    /// Writes the decimal digits of `value` (a line or column), as `String(value)` writes
    /// them, into `buffer` at `position`; returns the position after them.
    static func writeDecimal(_ value: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at position: Int) -> Int {
        var end = position
        if value < 0 {
            buffer[end] = UInt8(ascii: "-")
            end += 1
        }
        let first = end
        var rest = value.magnitude
        repeat {
            buffer[end] = UInt8(ascii: "0") + UInt8(rest % 10)
            end += 1
            rest /= 10
        } while rest > 0
        var (low, high) = (first, end - 1)
        while low < high {
            buffer.swapAt(low, high)
            low += 1
            high -= 1
        }
        return end
    }

    /// An error located at this element: `file:line:column: <element> "id": …` with `issue`.
    public func error(_ issue: InterfaceBuilderProblem.ElementIssue) -> SpecError {
        SpecError(.interfaceBuilder(.element(name, id: id, issue)), at: .lineColumn(line: line, column: column))
    }

    /// A number attribute, or `defaultValue` when absent; an error when present but not a number.
    public func number(_ name: String, default defaultValue: Double? = nil) throws(SpecError) -> Double? {
        guard let text = self[name] else { return defaultValue }
        guard let value = IBDecimal.parse(text), value.isFinite, abs(value) <= 1e9 else {
            throw error(.notANumber(attribute: name, value: text, child: nil))
        }
        return value
    }

    /// The children of an element, in document order: each child's index in the store is
    /// the one after the previous child's last descendant.
    public struct Children: Collection, Sendable {
        let store: IBElementStore
        public let startIndex: Int
        public let endIndex: Int

        init(store: IBElementStore, parent: Int) {
            self.store = store
            startIndex = parent + 1
            endIndex = store.records[parent].end
        }

        private init() {
            store = IBElementStore.empty
            startIndex = 0
            endIndex = 0
        }

        /// No children (for an element that is not there: `element.child("subviews")?.children ?? .empty`).
        public static let empty = Children()

        public subscript(position: Int) -> IBElement { IBElement(store: store, index: position) }

        public func index(after position: Int) -> Int { store.records[position].end }
    }
}
