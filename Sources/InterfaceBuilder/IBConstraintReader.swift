import LayoutCore

/// One `<constraint>` as Interface Builder writes it, read into the parts of an
/// NSLayoutConstraint: `first.attr relation multiplier × second.attr + constant @priority`.
///
/// - a missing `firstItem` is the view owning the `<constraints>` element;
/// - a missing `secondItem` makes the right side a constant;
/// - `multiplier` is a decimal (`0.8`), a ratio (`1:1`, `16:9`) or a fraction (`2/3`);
/// - `symbolic="YES"` without a `constant` is the standard spacing, 8;
/// - `placeholder="YES"` constraints are removed at build time and are skipped;
/// - `baseline` is `lastBaseline`;
/// - `relation` is `lessThanOrEqual` / `greaterThanOrEqual` (default equal), `priority` 1…1000.
///
/// A class: the importer walks its constraints several times (stretching, installing,
/// prototyping pins, recorded conflicts), and handing one on then costs one reference count
/// instead of one per string it holds.
final class IBConstraint {
    let element: IBElement
    let firstItem: String
    let firstAttribute: String
    let relation: LayoutRelation
    let secondItem: String?
    let secondAttribute: String?
    let multiplier: Double
    let constant: Double
    let priority: Double
    /// The IB id of the constraint.
    let id: String
    /// The user's `identifier`, when set.
    let identifier: String?
    /// The view-tree nodes of ``firstItem`` and ``secondItem`` when they are views (nil for a
    /// layout guide or an unknown id), looked up once when the importer reads the constraint
    /// (``IBRootImporter/locatingItems(of:)``): the installing, stretching and recorded-conflict
    /// steps all need them.
    var firstNode: Int?
    var secondNode: Int?

    /// The standard spacing a `symbolic` constant stands for.
    static let standardSpacing = 8.0

    /// IB attribute names → the constraint grammar's.
    static let attributes: [String: String] = [
        "left": "left", "right": "right", "top": "top", "bottom": "bottom", "leading": "leading",
        "trailing": "trailing", "width": "width", "height": "height", "centerX": "centerX", "centerY": "centerY",
        "baseline": "lastBaseline", "lastBaseline": "lastBaseline", "firstBaseline": "firstBaseline",
        "leftMargin": "leftMargin", "rightMargin": "rightMargin", "topMargin": "topMargin",
        "bottomMargin": "bottomMargin", "leadingMargin": "leadingMargin", "trailingMargin": "trailingMargin",
        "centerXWithinMargins": "centerXWithinMargins", "centerYWithinMargins": "centerYWithinMargins",
    ]

    /// Reads `element`, owned by the view `owner`; property variations are applied for `variations`.
    /// Returns nil for a placeholder constraint.
    init?(_ element: IBElement, owner: String, variations: IBVariations) throws(SpecError) {
        if element.flag("placeholder") { return nil }
        guard let id = element.id else { throw element.error(.missingID(what: "constraint")) }
        self.element = element
        self.id = id
        identifier = element["identifier"]
        firstItem = element["firstItem"] ?? owner
        firstAttribute = try Self.attribute(element, "firstAttribute", required: true)!
        secondItem = element["secondItem"]
        secondAttribute = try Self.attribute(element, "secondAttribute", required: secondItem != nil)
        if secondItem == nil && secondAttribute != nil && secondAttribute != "notAnAttribute" {
            // IB never writes this; a second attribute without an item has no meaning.
            throw element.error(.secondAttributeWithoutItem)
        }
        // The property variations that apply, found once for the three properties they may set.
        let matching = variations.applying(in: element)
        func value(_ name: String) -> String? { IBVariations.value(name, of: element, after: matching) }
        switch element["relation"] {
        case nil: relation = .equal
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case let other?:
            throw element.error(
                .invalidValue(attribute: "relation", value: other, expected: "lessThanOrEqual or greaterThanOrEqual"))
        }
        multiplier = try Self.multiplier(element, value("multiplier"))
        if let text = value("constant") {
            guard let value = IBDecimal.parse(text), value.isFinite, abs(value) <= 1e9 else {
                throw element.error(.notANumber(attribute: "constant", value: text, child: nil))
            }
            constant = value
        } else {
            constant = element.flag("symbolic") ? Self.standardSpacing : 0
        }
        if let text = value("priority") {
            guard let value = IBDecimal.parse(text), value >= 1, value <= 1000 else {
                throw element.error(
                    .invalidValue(attribute: "priority", value: text, expected: "a number from 1 to 1000"))
            }
            priority = value
        } else {
            priority = 1000
        }
    }

    private static func attribute(_ element: IBElement, _ name: String, required: Bool) throws(SpecError) -> String? {
        guard let text = element[name] else {
            if required { throw element.error(.missingAttribute(name)) }
            return nil
        }
        if text == "notAnAttribute" { return nil }
        guard let mapped = grammarName(text) else {
            throw element.error(
                .invalidValue(
                    attribute: name, value: text,
                    expected: "a layout attribute: one of \(attributes.keys.sorted().joined(separator: ", "))"))
        }
        return mapped
    }

    /// The attribute names most constraints use, which the grammar spells as IB does: found by
    /// comparison, without hashing (``attributes`` maps each to itself).
    static let commonAttributes = ["leading", "trailing", "top", "bottom", "centerX", "centerY", "width", "height"]

    /// The grammar's name for IB attribute `text` (``attributes``), or nil.
    static func grammarName(_ text: String) -> String? {
        for name in commonAttributes where name == text { return name }
        return attributes[text]
    }

    /// `0.8`, `1:1` (width : height), `2/3`.
    static func multiplier(_ element: IBElement, _ text: String?) throws(SpecError) -> Double {
        guard let text else { return 1 }
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" }).map { Double($0) }
        let value: Double?
        if parts.count == 1 {
            value = parts[0]
        } else if parts.count == 2, let a = parts[0], let b = parts[1], b != 0 {
            value = a / b
        } else {
            value = nil
        }
        guard let value, value.isFinite, abs(value) <= 1e9 else {
            throw element.error(
                .invalidValue(
                    attribute: "multiplier", value: text, expected: "a number (0.8), a ratio (1:1) or a fraction (2/3)")
            )
        }
        return value
    }
}
