/// The environment values a view reads with `@Environment` (SwiftUI's `EnvironmentValues`):
/// the size classes, as a portrait iPhone's.
///
/// A LayoutDSL view builds its spec once, so what it reads here is fixed when the spec is
/// built: `verticalSizeClass == .regular ? AnyLayout(VStackLayout()) : …` compiles and picks
/// the portrait case. A spec whose layout follows the size classes of each solve size says
/// so in an `AnyLayout` case (`.when(.verticalSizeClass(.regular), use: VStackLayout())`).
public struct EnvironmentValues: Sendable {
    /// SwiftUI's `horizontalSizeClass` (compact, as on a portrait iPhone).
    public var horizontalSizeClass: UserInterfaceSizeClass? = SizeClasses.portraitPhone.horizontal
    /// SwiftUI's `verticalSizeClass` (regular, as on a portrait iPhone).
    public var verticalSizeClass: UserInterfaceSizeClass? = SizeClasses.portraitPhone.vertical
    /// SwiftUI's `dynamicTypeSize` (large, the default content size category).
    public var dynamicTypeSize: DynamicTypeSize = .large
    public init() {}
}

/// `@Environment(\.verticalSizeClass) private var verticalSizeClass`: a value of
/// ``EnvironmentValues``, read when the view is created.
@propertyWrapper public struct Environment<Value: Sendable>: Sendable {
    public let wrappedValue: Value
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        wrappedValue = EnvironmentValues()[keyPath: keyPath]
    }
}

extension LayoutCondition {
    /// `horizontalSizeClass == value`.
    public static func horizontalSizeClass(_ value: UserInterfaceSizeClass) -> LayoutCondition {
        LayoutCondition(stringLiteral: "horizontalSizeClass == \(value.rawValue)")
    }

    /// `verticalSizeClass == value`.
    public static func verticalSizeClass(_ value: UserInterfaceSizeClass) -> LayoutCondition {
        LayoutCondition(stringLiteral: "verticalSizeClass == \(value.rawValue)")
    }
}
