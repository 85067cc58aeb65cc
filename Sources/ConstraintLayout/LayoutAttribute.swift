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

    /// The attribute whose name is exactly `bytes`, or nil: a switch on the first byte, then
    /// the few names starting with it compared byte for byte (no `String`, no table scan).
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        let found = { () -> LayoutAttribute? in
            guard let first = bytes.first else { return nil }
            func named(_ attribute: LayoutAttribute) -> LayoutAttribute? {
                attribute.nameEquals(bytes) ? attribute : nil
            }
            switch first {
            case UInt8(ascii: "l"):
                return named(.left) ?? named(.leading) ?? named(.lastBaseline) ?? named(.leftMargin)
                    ?? named(.leadingMargin)
            case UInt8(ascii: "r"): return named(.right) ?? named(.rightMargin)
            case UInt8(ascii: "t"):
                return named(.top) ?? named(.trailing) ?? named(.topMargin) ?? named(.trailingMargin)
            case UInt8(ascii: "b"): return named(.bottom) ?? named(.bottomMargin)
            case UInt8(ascii: "w"): return named(.width)
            case UInt8(ascii: "h"): return named(.height)
            case UInt8(ascii: "c"):
                return named(.centerX) ?? named(.centerY) ?? named(.centerXWithinMargins)
                    ?? named(.centerYWithinMargins)
            case UInt8(ascii: "f"): return named(.firstBaseline)
            default: return nil
            }
        }()
        guard let found else { return nil }
        self = found
    }

    /// Whether this attribute's name is `bytes`.
    private func nameEquals(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let name = staticName
        guard name.utf8CodeUnitCount == bytes.count else { return false }
        return name.withUTF8Buffer { name in
            for offset in 0..<name.count where name[offset] != bytes[offset] { return false }
            return true
        }
    }

    /// The raw value as a `StaticString` (its bytes without a `String`; the parser tests check
    /// that every name reads back as its attribute).
    private var staticName: StaticString {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .firstBaseline: return "firstBaseline"
        case .lastBaseline: return "lastBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        }
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
