/// A point in canvas coordinates (origin top-left, x right, y down), in points.
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height, in points.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    @inlinable package subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size from lengths along a major axis and the other (minor) axis.
    @inlinable package init(major: Double, minor: Double, along axis: Axis) {
        if axis == .horizontal {
            self.init(width: major, height: minor)
        } else {
            self.init(width: minor, height: major)
        }
    }
}

/// A rectangle in canvas coordinates.
public struct Rect: Sendable, Hashable {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }
    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public static let zero = Rect(origin: .zero, size: .zero)
}

/// The horizontal or vertical axis. Stack algorithms are written once in terms of a major
/// axis (the stack's) and a minor axis (the other).
public enum Axis: Sendable, Hashable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    @inlinable package var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// Edge insets, in points (as SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// The same inset on every edge.
    public init(all length: Double) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }
    /// Leading + trailing, or top + bottom.
    @inlinable package func total(along axis: Axis) -> Double {
        axis == .horizontal ? leading + trailing : top + bottom
    }
    /// The inset before the content along `axis` (leading or top).
    @inlinable package func start(along axis: Axis) -> Double {
        axis == .horizontal ? leading : top
    }
}
