import LayoutCore

/// Size-class `<variation>`s written as a constraint spec's `variations` (`--variations`,
/// docs/FORMATS.md additions §5 "Size-class variations"): the traits of each combination of
/// size classes, and the `when` condition naming a set of combinations.
extension IBVariations {
    /// The variations resolver for each combination of size classes (``SizeClasses/all``:
    /// wC hR, wC hC, wR hC, wR hR) on `idiom`.
    static func everySizeClass(idiom: String) -> [(classes: SizeClasses, variations: IBVariations)] {
        SizeClasses.all.map { classes in
            let traits = IBTraits(
                widthClass: classes.horizontal == .compact ? .compact : .regular,
                heightClass: classes.vertical == .compact ? .compact : .regular, idiom: idiom)
            return (classes, IBVariations(traits: traits))
        }
    }

    /// The condition that holds exactly under `classes` (some, not all, of the four
    /// combinations), in the variation grammar: one class when the combinations share it
    /// (`widthClass=compact` → `horizontalSizeClass == compact`), both for one combination
    /// (`horizontalSizeClass == compact && verticalSizeClass == regular`), the complement of
    /// the missing one for three (`horizontalSizeClass != regular || verticalSizeClass != compact`),
    /// else the combinations joined by `||`.
    static func condition(for classes: [SizeClasses]) -> String {
        let horizontal = Set(classes.map(\.horizontal))
        let vertical = Set(classes.map(\.vertical))
        if classes.count == 2, horizontal.count == 1, let value = horizontal.first {
            return "horizontalSizeClass == \(value.rawValue)"
        }
        if classes.count == 2, vertical.count == 1, let value = vertical.first {
            return "verticalSizeClass == \(value.rawValue)"
        }
        if classes.count == 3, let missing = SizeClasses.all.first(where: { !classes.contains($0) }) {
            return
                "horizontalSizeClass != \(missing.horizontal.rawValue) || verticalSizeClass != \(missing.vertical.rawValue)"
        }
        return classes.map(both).joined(separator: " || ")
    }

    /// `horizontalSizeClass == compact && verticalSizeClass == regular`.
    private static func both(_ classes: SizeClasses) -> String {
        "horizontalSizeClass == \(classes.horizontal.rawValue) && verticalSizeClass == \(classes.vertical.rawValue)"
    }
}
