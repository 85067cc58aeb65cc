import LayoutCore

/// Apple's Visual Format Language (`H:|-[a]-8-[b(>=50)]-|`), SEMANTICS.md §B.
///
/// Not supported yet: a VFL line is recognised and rejected with a located error. A later
/// parser slots in at ``constraints(from:path:names:)``, which turns one line into the list of
/// constraints it stands for (named `constraints[3]` like any other entry, or
/// `constraints[3]#2` for the second constraint of the line).
enum VisualFormat {
    /// Whether `text` is a VFL line: it starts (after spaces) with `H:`, `V:`, `|` or `[`.
    static func isVisualFormat(_ text: String) -> Bool {
        var bytes = text.utf8.drop { $0 == 0x20 || $0 == 0x09 }.makeIterator()
        guard let first = bytes.next() else { return false }
        switch first {
        case UInt8(ascii: "|"), UInt8(ascii: "["): return true
        case UInt8(ascii: "H"), UInt8(ascii: "V"): return bytes.next() == UInt8(ascii: ":")
        default: return false
        }
    }

    /// The constraints a VFL line stands for.
    static func constraints(from text: String, path: String, names: SpecNames) throws(SpecError) -> [LayoutConstraint] {
        let offset = text.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
        throw SpecError(
            .invalidSpec, at: .jsonPath(path),
            "Visual Format Language is not supported yet (\"\(text)\"); write the constraints as \"item.attribute == …\" strings or objects",
            context: ConstraintParser.caretContext(text, column: offset + 1))
    }
}
