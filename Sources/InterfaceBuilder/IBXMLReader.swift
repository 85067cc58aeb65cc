import Foundation
import LayoutCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads the bytes of a `.storyboard` or `.xib` into an element store (``IBElement``s) with FoundationXML's
/// `XMLParser` (libxml2 underneath). Errors carry the line and column libxml2 reports.
public enum IBXMLReader {
    /// The deepest element nesting accepted (IB documents nest a few dozen levels).
    public static let maxDepth = 256

    /// Parses `bytes`; the root element is returned.
    public static func parse(_ bytes: [UInt8], file: String? = nil) throws(SpecError) -> IBElement {
        if let offset = invalidUTF8Offset(bytes) {
            // FoundationXML traps on some invalid UTF-8 (in an attribute name) instead of
            // reporting it, so it never sees such bytes: Interface Builder writes UTF-8.
            let (line, column) = lineAndColumn(of: offset, in: bytes)
            throw SpecError(
                .interfaceBuilder(.notUTF8(offset: offset)), file: file, at: .lineColumn(line: line, column: column))
        }
        // The parser reads the bytes in place: it and its data live only inside the closure.
        return try bytes.withUnsafeBytes { parse(buffer: $0, file: file) }.get()
    }

    /// Parses the bytes of `buffer` with `XMLParser`, which reads them without a copy.
    private static func parse(buffer: UnsafeRawBufferPointer, file: String?) -> Result<IBElement, SpecError> {
        var data = Data()
        if let start = buffer.baseAddress, !buffer.isEmpty {
            data = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: buffer.count, deallocator: .none)
        }
        let delegate = StoreBuilder(capacityFor: buffer.count)
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        if let failure = delegate.failure { return .failure(failure.inFile(file)) }
        guard ok, delegate.builder.isComplete else {
            let reason = parser.parserError.map { describe(($0 as NSError).code) } ?? "no root element"
            return .failure(
                SpecError(
                    .interfaceBuilder(.notWellFormed(reason: reason)), file: file,
                    at: .lineColumn(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))))
        }
        return .success(IBElement(store: delegate.builder.finish(), index: 0))
    }

    /// The offset of the first byte of `bytes` that does not start a valid UTF-8 sequence, or nil
    /// (validated in place: no string is made of the document).
    static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        do {
            _ = try UTF8Span(validating: bytes.span)
            return nil
        } catch {
            return error.byteOffsets.lowerBound
        }
    }

    /// The 1-based line and column (in bytes) of `offset`.
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// A sentence for libxml2's error code (XMLParser.ErrorCode).
    static func describe(_ code: Int) -> String {
        // libxml2's xmlParserErrors values, which XMLParser reports as its error codes.
        switch code {
        case 4: return "the document is empty"
        case 5: return "the document ends inside an element, or content follows the root element"
        case 9: return "an invalid character"
        case 73: return "a tag is not closed with '>'"
        case 76: return "an end tag does not match its start tag"
        default: return "libxml2 error \(code)"
        }
    }

    /// Fills an element store from the parser's callbacks.
    ///
    /// Its two properties are read and changed in every callback, and only there: the parser
    /// calls its delegate on the thread that called `parse()`, one callback at a time, so no
    /// two accesses can overlap. They opt out of the run-time exclusivity check, which would
    /// otherwise record and look up each access in a thread-local table (about a tenth of
    /// the read's own instructions).
    private final class StoreBuilder: NSObject, XMLParserDelegate {
        @exclusivity(unchecked) var builder: IBElementStore.Builder
        /// Set when reading stops early (`case .none` tests it without copying an error, as
        /// `== nil` on an Equatable error type would, in every callback).
        @exclusivity(unchecked) var failure: SpecError?

        init(capacityFor byteCount: Int) {
            builder = IBElementStore.Builder(capacityFor: byteCount)
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            guard case .none = failure else { return }
            if builder.depth >= IBXMLReader.maxDepth {
                failure = SpecError(
                    .interfaceBuilder(.nestingTooDeep(max: IBXMLReader.maxDepth)),
                    at: .lineColumn(line: parser.lineNumber, column: parser.columnNumber))
                parser.abortParsing()
                return
            }
            builder.start(elementName, attributes: attributeDict, line: parser.lineNumber, column: parser.columnNumber)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard case .none = failure else { return }
            builder.characters(string)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            guard case .none = failure else { return }
            builder.end()
        }
    }
}
