/// A size class: SwiftUI's `UserInterfaceSizeClass`, UIKit's `UIUserInterfaceSizeClass`
/// (without `unspecified`: a solve always knows its screen).
public enum UserInterfaceSizeClass: String, Sendable, Hashable, CaseIterable {
    case compact, regular
}

/// The horizontal and vertical size classes of a full-screen window: what SwiftUI reads as
/// `@Environment(\.horizontalSizeClass)` / `\.verticalSizeClass` and UIKit as the trait
/// collection's `horizontalSizeClass` / `verticalSizeClass`.
public struct SizeClasses: Sendable, Hashable {
    /// The width class (`widthClass` in Interface Builder's variation keys).
    public var horizontal: UserInterfaceSizeClass
    /// The height class (`heightClass`).
    public var vertical: UserInterfaceSizeClass

    public init(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// A portrait iPhone's classes (wC hR): used when a solve size has an unbounded axis.
    public static let portraitPhone = SizeClasses(horizontal: .compact, vertical: .regular)

    /// Every combination, in a fixed order (wC hR, wC hC, wR hC, wR hR).
    public static let all: [SizeClasses] = [
        portraitPhone, SizeClasses(horizontal: .compact, vertical: .compact),
        SizeClasses(horizontal: .regular, vertical: .compact), SizeClasses(horizontal: .regular, vertical: .regular),
    ]

    /// The classes UIKit gives a full-screen window of `screen` points: the table of Apple's
    /// Human Interface Guidelines, "Layout" → "Specifications" → "Device size classes"
    /// (docs/ENGINES.md "Size classes"), read as a rule on the screen's sides:
    ///
    /// | screen                                        | horizontal | vertical |
    /// |-----------------------------------------------|------------|----------|
    /// | iPad (short side ≥ 600 pt), either orientation | regular    | regular  |
    /// | iPhone portrait (height ≥ width)               | compact    | regular  |
    /// | iPhone landscape, short side < 414 pt          | compact    | compact  |
    /// | iPhone landscape, short side ≥ 414 pt (Plus/Max) | regular  | compact  |
    ///
    /// Every iPad is at least 744 pt on its short side and every iPhone at most 440; the
    /// "Plus/Max" phones (414, 428, 430, 440 pt wide in portrait) are the ones the table
    /// gives a regular width in landscape, the others (375…402 pt) a compact one. A size that
    /// is no device's screen follows the same rule.
    public static func of(screen: Size) -> SizeClasses {
        let short = min(screen.width, screen.height)
        if short >= 600 { return SizeClasses(horizontal: .regular, vertical: .regular) }
        if screen.height >= screen.width { return portraitPhone }
        return SizeClasses(horizontal: short >= 414 ? .regular : .compact, vertical: .compact)
    }

    /// The classes of a solve size: those of the screen when both axes are finite, else a
    /// portrait iPhone's.
    public static func of(solveSize size: SolveSize) -> SizeClasses {
        guard let width = size.width, let height = size.height, width.isFinite, height.isFinite else {
            return portraitPhone
        }
        return of(screen: Size(width: width, height: height))
    }
}

extension LayoutEnvironment {
    /// The classes in force on a screen of `size`: each one the environment gives, else the
    /// one the screen gives (``SizeClasses/of(solveSize:)``).
    package func sizeClasses(on size: SolveSize) -> SizeClasses {
        let derived = SizeClasses.of(solveSize: size)
        return SizeClasses(
            horizontal: horizontalSizeClass ?? derived.horizontal, vertical: verticalSizeClass ?? derived.vertical)
    }

    /// This environment with both classes set (those it gives kept, the others from `size`).
    package func settingSizeClasses(on size: SolveSize) -> LayoutEnvironment {
        let classes = sizeClasses(on: size)
        var result = self
        result.horizontalSizeClass = classes.horizontal
        result.verticalSizeClass = classes.vertical
        return result
    }
}

extension ViewSpec {
    /// Whether an `AnyLayout` of the spec chooses its layout by a size class: its layout then
    /// depends on the screen, unless the environment gives both classes.
    package var readsSizeClasses: Bool { root.reads(\.readsSizeClass) }

    /// Whether an `AnyLayout` of the spec chooses its layout by the dynamic type size.
    package var readsDynamicTypeSize: Bool { root.reads(\.readsDynamicTypeSize) }
}

extension ViewNode {
    /// Whether an `AnyLayout` case of this view, a child or a modifier's view (`carriedView`) has a
    /// condition for which `test` is true (``EnvironmentCondition/readsSizeClass``).
    func reads(_ test: (EnvironmentCondition) -> Bool) -> Bool {
        if case .anyLayout(let any) = kind, any.cases.contains(where: { test($0.condition) }) { return true }
        if children.contains(where: { $0.reads(test) }) { return true }
        return modifiers.contains { $0.modifier.carriedView?.reads(test) ?? false }
    }
}
