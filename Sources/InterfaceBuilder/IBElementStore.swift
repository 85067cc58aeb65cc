/// The elements of one parsed document, stored flat: one record per element in document order
/// (an element's descendants follow it, up to its ``Record/end``) and every attribute in one
/// array, so reading a document allocates no object or array per element and an ``IBElement``
/// is an index into this store.
final class IBElementStore: Sendable {
    /// One element: its name, where its attributes and descendants are, its position in the file.
    struct Record: Sendable {
        var name: String
        /// The index of the parent element (-1 for the root).
        var parent: Int
        /// One past the index of the element's last descendant.
        var end: Int
        /// The element's attributes: `attributes[firstAttribute..<attributeEnd]`.
        var firstAttribute: Int
        var attributeEnd: Int
        /// The 1-based line and column of the start tag (libxml2's position after it).
        var line: Int
        var column: Int
    }

    let records: [Record]
    /// The names and values of the attributes of every element, each element's together (two
    /// arrays of strings, which are freed without the generic code an array of pairs needs).
    let attributeNames: [String]
    let attributeValues: [String]
    /// The UTF-8 length of each attribute name (255 for any longer), which a lookup compares
    /// before the name: most attributes looked at are not the one sought, and one byte is
    /// read far more cheaply than a string's length.
    let attributeNameLengths: [UInt8]
    /// The character data of `<string>` elements, by element index.
    let texts: [Int: String]

    /// A store without elements.
    static let empty = IBElementStore(
        records: [], attributeNames: [], attributeValues: [], attributeNameLengths: [], texts: [:])

    init(
        records: [Record], attributeNames: [String], attributeValues: [String], attributeNameLengths: [UInt8],
        texts: [Int: String]
    ) {
        self.records = records
        self.attributeNames = attributeNames
        self.attributeValues = attributeValues
        self.attributeNameLengths = attributeNameLengths
        self.texts = texts
    }

    /// The length ``attributeNameLengths`` records for `name`.
    static func lengthKey(_ name: String) -> UInt8 { UInt8(clamping: name.utf8.count) }

    /// Builds a store from start tags, end tags and character data in document order.
    struct Builder {
        private var records: [Record] = []
        private var attributeNames: [String] = []
        private var attributeValues: [String] = []
        private var texts: [Int: String] = [:]
        /// The indices of the elements whose end tag is still to come, outermost first.
        private var open: [Int] = []

        /// An empty builder.
        init() {}

        /// A builder with room for a document of `byteCount` bytes (Interface Builder writes
        /// about one element per 25 bytes and one attribute per 15, so few arrays grow).
        init(capacityFor byteCount: Int) {
            records.reserveCapacity(byteCount / 20)
            attributeNames.reserveCapacity(byteCount / 12)
            attributeValues.reserveCapacity(byteCount / 12)
        }

        /// The number of elements open (the depth of the next start tag).
        var depth: Int { open.count }

        /// Whether the store has its root element and it is closed.
        var isComplete: Bool { !records.isEmpty && open.isEmpty }

        /// A start tag with `attributes` (in the order given) at `line`:`column`.
        mutating func start<Attributes: Sequence<(key: String, value: String)>>(
            _ name: String, attributes given: Attributes, line: Int, column: Int
        ) {
            let first = attributeNames.count
            for (attributeName, value) in given {
                attributeNames.append(attributeName)
                attributeValues.append(value)
            }
            records.append(
                Record(
                    name: name, parent: open.last ?? -1, end: records.count + 1, firstAttribute: first,
                    attributeEnd: attributeNames.count, line: line, column: column))
            open.append(records.count - 1)
        }

        /// The end tag of the innermost open element.
        mutating func end() {
            guard let index = open.popLast() else { return }
            records[index].end = records.count
        }

        /// Character data, kept for `<string>` elements only (a label's multi-line text).
        mutating func characters(_ text: String) {
            guard let index = open.last, Self.isTextElement(records[index].name) else { return }
            texts[index, default: ""] += text
        }

        /// Whether character data inside an element named `name` is kept: a `<string>`. The
        /// parser reports the white space between all elements, so the length is compared
        /// first (most names differ from `string` in length, a cheaper test than the bytes).
        static func isTextElement(_ name: String) -> Bool {
            name.utf8.count == 6 && name == "string"
        }

        /// A copy of `element` and everything inside it (elements built by hand).
        mutating func copy(_ element: IBElement) {
            start(
                element.name, attributes: element.attributes.lazy.map { (key: $0.name, value: $0.value) },
                line: element.line, column: element.column)
            if !element.text.isEmpty { texts[records.count - 1] = element.text }
            for child in element.children { copy(child) }
            end()
        }

        /// The store built so far (the name lengths measured in one pass at the end, which costs
        /// less than a third array growing beside the other two).
        func finish() -> IBElementStore {
            IBElementStore(
                records: records, attributeNames: attributeNames, attributeValues: attributeValues,
                attributeNameLengths: attributeNames.map(IBElementStore.lengthKey), texts: texts)
        }
    }
}
