import LayoutCore

/// One combination of the traits a layout's conditions read — size classes and a dynamic
/// type size — for translating `AnyLayout`s and `variations` (docs/TRANSLATION.md "Size
/// classes", "Dynamic Type"): both directions install or resolve the layout under every
/// combination, group the combinations that give the same layout, and name each group by
/// ``condition(for:among:)``.
struct TraitCombination: Hashable {
    /// The size classes, or nil when the conditions do not read them.
    var classes: SizeClasses?
    /// The dynamic type size, or nil when the conditions do not read it.
    var dynamicTypeSize: DynamicTypeSize?

    /// Every combination the given classes allow (each class given is fixed), times every
    /// dynamic type size when `readsDynamicType` — largest first, so that the accessibility
    /// sizes' layout is the first group (an `AnyLayout` case) and the others' the default.
    static func allowed(
        horizontal: UserInterfaceSizeClass?, vertical: UserInterfaceSizeClass?, readsClasses: Bool,
        readsDynamicType: Bool
    ) -> [TraitCombination] {
        let classes: [SizeClasses?] =
            readsClasses
            ? SizeClasses.all.filter { classes in
                (horizontal ?? classes.horizontal) == classes.horizontal
                    && (vertical ?? classes.vertical) == classes.vertical
            } : [nil]
        let sizes: [DynamicTypeSize?] = readsDynamicType ? DynamicTypeSize.allCases.reversed() : [nil]
        return classes.flatMap { classes in sizes.map { TraitCombination(classes: classes, dynamicTypeSize: $0) } }
    }

    /// `environment` with these traits set (those not read left as they are).
    func applied(to environment: LayoutEnvironment) -> LayoutEnvironment {
        var result = environment
        if let classes {
            result.horizontalSizeClass = classes.horizontal
            result.verticalSizeClass = classes.vertical
        }
        if let dynamicTypeSize { result.dynamicTypeSize = dynamicTypeSize }
        return result
    }

    /// The dynamic type size a group is translated at: `own` (the spec's, Large when not
    /// given) when the group has it, else the group's size nearest to it; nil when the
    /// conditions do not read the size.
    static func representativeSize(of group: [TraitCombination], own: DynamicTypeSize?) -> DynamicTypeSize? {
        let sizes = group.compactMap(\.dynamicTypeSize)
        guard !sizes.isEmpty else { return nil }
        let target = own ?? .large
        let index = { (size: DynamicTypeSize) in DynamicTypeSize.allCases.firstIndex(of: size)! }
        return sizes.min { abs(index($0) - index(target)) < abs(index($1) - index(target)) }
    }

    /// The condition that holds exactly for `group` among `allowed`, in the grammar: per set
    /// of dynamic type sizes, the classes (one class when it alone tells the groups apart,
    /// `verticalSizeClass == regular` tried first, else the combinations) and the sizes
    /// (`isAccessibilitySize`, `!isAccessibilitySize`, a range `dynamicTypeSize >= xxLarge`,
    /// else the sizes one by one), conjunctions joined by `||`.
    static func condition(for group: [TraitCombination], among allowed: [TraitCombination]) -> String {
        let allClasses = unique(allowed.compactMap(\.classes))
        let allSizes = Set(allowed.compactMap(\.dynamicTypeSize))
        var bySizes: [(sizes: Set<DynamicTypeSize>, classes: [SizeClasses?])] = []
        for classes in unique(group.map(\.classes)) {
            let sizes = Set(group.filter { $0.classes == classes }.compactMap(\.dynamicTypeSize))
            if let index = bySizes.firstIndex(where: { $0.sizes == sizes }) {
                bySizes[index].classes.append(classes)
            } else {
                bySizes.append((sizes, [classes]))
            }
        }
        var alternatives: [[String]] = []
        for (sizes, classes) in bySizes {
            let named = classes.compactMap { $0 }
            let classTerms = Set(named) == Set(allClasses) ? [[]] : classConjunctions(named, among: allClasses)
            let sizeTerms = sizes == allSizes ? [[]] : dynamicTypeConjunctions(sizes)
            for classTerm in classTerms {
                for sizeTerm in sizeTerms { alternatives.append(classTerm + sizeTerm) }
            }
        }
        return alternatives.map { $0.isEmpty ? "true" : $0.joined(separator: " && ") }.joined(separator: " || ")
    }

    /// The size classes' part: one class when it alone gives `classes` among `allowed`, else
    /// the combinations one by one.
    private static func classConjunctions(_ classes: [SizeClasses], among allowed: [SizeClasses]) -> [[String]] {
        let group = Set(classes)
        for value in UserInterfaceSizeClass.allCases where Set(allowed.filter { $0.vertical == value }) == group {
            return [["verticalSizeClass == \(value.rawValue)"]]
        }
        for value in UserInterfaceSizeClass.allCases where Set(allowed.filter { $0.horizontal == value }) == group {
            return [["horizontalSizeClass == \(value.rawValue)"]]
        }
        return classes.map {
            ["horizontalSizeClass == \($0.horizontal.rawValue)", "verticalSizeClass == \($0.vertical.rawValue)"]
        }
    }

    /// The dynamic type sizes' part: `isAccessibilitySize` or its negation, one range, or the
    /// sizes one by one.
    private static func dynamicTypeConjunctions(_ sizes: Set<DynamicTypeSize>) -> [[String]] {
        let all = DynamicTypeSize.allCases
        let accessibility = Set(all.filter(\.isAccessibilitySize))
        if sizes == accessibility { return [["isAccessibilitySize"]] }
        if sizes == Set(all).subtracting(accessibility) { return [["!isAccessibilitySize"]] }
        let indices = sizes.map { all.firstIndex(of: $0)! }.sorted()
        guard let low = indices.first, let high = indices.last, high - low + 1 == indices.count else {
            return indices.map { [("dynamicTypeSize == " + all[$0].rawValue)] }
        }
        if low == high { return [["dynamicTypeSize == \(all[low].rawValue)"]] }
        if low == 0 { return [["dynamicTypeSize <= \(all[high].rawValue)"]] }
        if high == all.count - 1 { return [["dynamicTypeSize >= \(all[low].rawValue)"]] }
        return [["dynamicTypeSize >= \(all[low].rawValue)", "dynamicTypeSize <= \(all[high].rawValue)"]]
    }

    private static func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }
}

extension ConstraintSpec {
    /// The spec as UIKit installs it under `traits` (``installing(_:)`` at its classes, the
    /// dynamic type size set when the traits give one).
    func installing(_ traits: TraitCombination) -> ConstraintSpec {
        var spec = self
        if let size = traits.dynamicTypeSize { spec.dynamicTypeSize = size }
        return spec.installing(traits.classes ?? SizeClasses.portraitPhone)
    }
}
