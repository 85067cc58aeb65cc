import LayoutCore

/// A part of a view's frame that a constraint relates, as UIKit's `NSLayoutConstraint.Attribute`.
///
/// Every attribute is a linear function of the view's four frame variables (left, top, width,
/// height) plus, for the margin forms, the view's `layoutMargins`:
///
/// | attribute | value |
/// |---|---|
/// | `left`, `top` | the variable itself |
/// | `right`, `bottom` | left + width, top + height |
/// | `width`, `height` | the variable itself |
/// | `centerX`, `centerY` | left + width / 2, top + height / 2 |
/// | `leading`, `trailing` | `left`, `right` (swapped in right-to-left layouts) |
/// | `leftMargin` … `bottomMargin` | the edge moved inwards by that edge's margin |
/// | `leadingMargin`, `trailingMargin` | `leftMargin`, `rightMargin` (swapped in right-to-left) |
/// | `centerXWithinMargins`, `centerYWithinMargins` | the centre of the margin rectangle |
///
/// | `firstBaseline`, `lastBaseline` | top + the view's `baseline.first` / `baseline.last`; the bottom for a view without `baseline` (as UIKit) |
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// Whether this is a baseline attribute.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The attributes the engine can solve, in the order error messages list them.
    public static let supported: [LayoutAttribute] = allCases

    /// Every attribute's name as UTF-8 bytes, in ``allCases`` order, for parsers that match
    /// names without building a `String` (see ``init(utf8:)``).
    static let utf8Names: [[UInt8]] = allCases.map { Array($0.rawValue.utf8) }

    /// The attribute whose name is exactly `bytes`, or nil.
    init?(utf8 bytes: ArraySlice<UInt8>) {
        let found = bytes.withUnsafeBufferPointer { bytes in
            Self.utf8Names.firstIndex { name in
                name.count == bytes.count && name.withUnsafeBufferPointer { $0.elementsEqual(bytes) }
            }
        }
        guard let found else { return nil }
        self = Self.supported[found]
    }

    /// The axis the attribute measures along.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            return .vertical
        }
    }
}

/// An attribute as a linear function of one view's frame variables:
/// `origin × (left or top) + size × (width or height) + constant`, on `axis`.
///
/// This is the one place that knows what `right`, `centerX`, `leadingMargin`… mean.
struct AttributeFunction: Equatable {
    var axis: Axis
    /// The coefficient of the origin variable (left or top).
    var origin: Double
    /// The coefficient of the size variable (width or height).
    var size: Double
    /// A constant from the layout margins (0 for non-margin attributes).
    var constant: Double

    /// The function for `attribute` of a view with `margins`, in a layout direction.
    ///
    /// `baselines` are the view's text baselines (nil: its baselines are its bottom).
    init(_ attribute: LayoutAttribute, margins: EdgeInsets, isRightToLeft: Bool, baselines: TextBaselines? = nil) {
        // Directional margins (leading/trailing) resolved to physical left/right insets.
        let leftInset = isRightToLeft ? margins.trailing : margins.leading
        let rightInset = isRightToLeft ? margins.leading : margins.trailing
        let axis = attribute.axis
        switch attribute {
        case .left, .top: self.init(axis: axis, origin: 1, size: 0, constant: 0)
        case .right, .bottom: self.init(axis: axis, origin: 1, size: 1, constant: 0)
        case .width, .height: self.init(axis: axis, origin: 0, size: 1, constant: 0)
        case .centerX, .centerY: self.init(axis: axis, origin: 1, size: 0.5, constant: 0)
        case .leading: self.init(isRightToLeft ? .right : .left, margins: margins, isRightToLeft: isRightToLeft)
        case .trailing: self.init(isRightToLeft ? .left : .right, margins: margins, isRightToLeft: isRightToLeft)
        case .leftMargin: self.init(axis: axis, origin: 1, size: 0, constant: leftInset)
        case .rightMargin: self.init(axis: axis, origin: 1, size: 1, constant: -rightInset)
        case .topMargin: self.init(axis: axis, origin: 1, size: 0, constant: margins.top)
        case .bottomMargin: self.init(axis: axis, origin: 1, size: 1, constant: -margins.bottom)
        case .leadingMargin:
            self.init(isRightToLeft ? .rightMargin : .leftMargin, margins: margins, isRightToLeft: isRightToLeft)
        case .trailingMargin:
            self.init(isRightToLeft ? .leftMargin : .rightMargin, margins: margins, isRightToLeft: isRightToLeft)
        case .centerXWithinMargins:
            // ((left + leftInset) + (left + width − rightInset)) / 2
            self.init(axis: axis, origin: 1, size: 0.5, constant: (leftInset - rightInset) / 2)
        case .centerYWithinMargins:
            self.init(axis: axis, origin: 1, size: 0.5, constant: (margins.top - margins.bottom) / 2)
        case .firstBaseline, .lastBaseline:
            if let baselines {
                let offset = attribute == .firstBaseline ? baselines.first : baselines.last
                self.init(axis: axis, origin: 1, size: 0, constant: offset)
            } else {
                self.init(axis: axis, origin: 1, size: 1, constant: 0)
            }
        }
    }

    init(axis: Axis, origin: Double, size: Double, constant: Double) {
        self.axis = axis
        self.origin = origin
        self.size = size
        self.constant = constant
    }
}
