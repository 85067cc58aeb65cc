/// Size-class variations (`<variation key="widthClass=regular">`): which ones apply for a set
/// of traits, which constraints and subviews their masks install, and which property values
/// they override.
///
/// Rule (as Interface Builder resolves them): the `default` variation (Any × Any) applies
/// first, then the variations naming one trait (`widthClass=…`, `heightClass=…`,
/// `userInterfaceIdiom=…`), then those naming two; each mask's `exclude` uninstalls and
/// `include` installs its references, so the most specific matching variation wins.
struct IBVariations {
    let traits: IBTraits

    /// Whether variation `key` applies to ``traits``: `default`, or every `name=value` part
    /// (joined by `-`) matches.
    func matches(_ key: String) -> Bool {
        if key == "default" { return true }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return false }
            switch pair[0] {
            case "widthClass": if pair[1] != traits.widthClass.rawValue { return false }
            case "heightClass": if pair[1] != traits.heightClass.rawValue { return false }
            case "userInterfaceIdiom": if pair[1] != traits.idiom { return false }
            default: return false
            }
        }
        return true
    }

    /// How specific a key is: 0 for `default`, else the number of traits it names.
    static func specificity(_ key: String) -> Int {
        key == "default" ? 0 : key.split(separator: "-").count
    }

    /// The matching `<variation>` children of `element`, least specific first.
    func applying(in element: IBElement) -> [IBElement] {
        guard element.children.contains(where: { $0.name == "variation" }) else { return [] }
        return element.children("variation").enumerated()
            .filter { matches($0.element["key"] ?? "") }
            .sorted { a, b in
                let (sa, sb) = (Self.specificity(a.element["key"] ?? ""), Self.specificity(b.element["key"] ?? ""))
                return sa != sb ? sa < sb : a.offset < b.offset
            }
            .map(\.element)
    }

    /// The references `element`'s masks named `mask` (`constraints` or `subviews`) leave
    /// uninstalled.
    func excluded(in element: IBElement, mask: String) -> Set<String> {
        var excluded: Set<String> = []
        for variation in applying(in: element) {
            for item in variation.child("mask", key: mask)?.children ?? .empty {
                guard let reference = item["reference"] else { continue }
                if item.name == "exclude" { excluded.insert(reference) }
                if item.name == "include" { excluded.remove(reference) }
            }
        }
        return excluded
    }

    /// The value of attribute `name` of `element` after its matching property variations
    /// (`<variation key="widthClass=regular" constant="30"/>`).
    func value(_ name: String, of element: IBElement) -> String? {
        Self.value(name, of: element, after: applying(in: element))
    }

    /// The value of attribute `name` of `element` after the property variations `matching`
    /// (``applying(in:)``'s, least specific first).
    static func value(_ name: String, of element: IBElement, after matching: [IBElement]) -> String? {
        var value = element[name]
        for variation in matching where variation[name] != nil {
            value = variation[name]
        }
        return value
    }
}
