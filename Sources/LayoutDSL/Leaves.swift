/// `Color`: a shape that takes the proposal (nil → 10). The colour does not affect layout.
public struct Color: PrimitiveView, Sendable {
    /// The colour's name, for readers of the source only.
    public var name: String
    public var viewNodes: [ViewNode] { [ViewNode(.shape(.color))] }
    public init(_ name: String) { self.name = name }

    // SwiftUI's standard colours (all lay out alike).
    public static let red = Color("red")
    public static let orange = Color("orange")
    public static let yellow = Color("yellow")
    public static let green = Color("green")
    public static let mint = Color("mint")
    public static let teal = Color("teal")
    public static let cyan = Color("cyan")
    public static let blue = Color("blue")
    public static let indigo = Color("indigo")
    public static let purple = Color("purple")
    public static let pink = Color("pink")
    public static let brown = Color("brown")
    public static let gray = Color("gray")
    public static let black = Color("black")
    public static let white = Color("white")
    public static let clear = Color("clear")
    public static let primary = Color("primary")
    public static let secondary = Color("secondary")
    public static let accentColor = Color("accentColor")
}

/// `Rectangle()`.
public struct Rectangle: PrimitiveView, Sendable {
    public var viewNodes: [ViewNode] { [ViewNode(.shape(.rectangle))] }
    public init() {}
}

/// `RoundedRectangle(cornerRadius:)` (the radius does not affect layout).
public struct RoundedRectangle: PrimitiveView, Sendable {
    public var viewNodes: [ViewNode] { [ViewNode(.shape(.roundedRectangle))] }
    public init(cornerRadius: Double = 0) {}
}

/// `Circle()`.
public struct Circle: PrimitiveView, Sendable {
    public var viewNodes: [ViewNode] { [ViewNode(.shape(.circle))] }
    public init() {}
}

/// `Capsule()`.
public struct Capsule: PrimitiveView, Sendable {
    public var viewNodes: [ViewNode] { [ViewNode(.shape(.capsule))] }
    public init() {}
}

/// `Spacer(minLength:)`; nil = the environment's default spacing.
public struct Spacer: PrimitiveView, Sendable {
    public var minLength: Double?
    public var viewNodes: [ViewNode] { [ViewNode(.spacer(minLength: minLength))] }
    public init(minLength: Double? = nil) { self.minLength = minLength }
}

/// An image of a fixed size (LayoutLab has no image files: give the size the image has);
/// `.resizable()` makes it take the proposal. `Image(systemName:)` without a size is a symbol
/// image, sized by its font (docs/ENGINES.md "Symbol images").
public struct Image: PrimitiveView, Sendable {
    public var name: String
    public var width: Double
    public var height: Double
    public var isResizable = false
    /// The symbol of `Image(systemName:)` (nil for a sized image).
    public var symbol: SymbolImage?
    public var viewNodes: [ViewNode] {
        if let symbol { return [ViewNode(.symbolImage(symbol))] }
        return [ViewNode(.image(width: width, height: height, resizable: isResizable))]
    }

    /// `Image("logo", width: 20, height: 20)`.
    public init(_ name: String = "", width: Double, height: Double) {
        self.name = name
        self.width = width
        self.height = height
    }

    /// `Image(systemName:)` of a given size.
    public init(systemName: String, width: Double, height: Double) {
        self.init(systemName, width: width, height: height)
    }

    /// `Image(systemName:)`: a symbol image sized like text in its font (default `.body`).
    public init(systemName: String) {
        self.init(systemName, width: 0, height: 0)
        symbol = SymbolImage(systemName: systemName)
    }

    /// `.font(_:)` on a symbol image: its size, text style and weight (a named font's size
    /// only; italics do not apply). No effect on a sized image.
    public func font(_ font: Font) -> Image {
        var copy = self
        copy.symbol?.fontSize = font.size
        copy.symbol?.fontStyle = font.style
        copy.symbol?.fontWeight = font.weight
        return copy
    }

    /// The image stretched to its proposal.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }
}
