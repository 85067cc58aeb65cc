import LayoutCore

/// The GeometryReader forms without frames their views get anyway: a GeometryReader proposes
/// its whole size to its content (and a ZStack its proposal to each child), so a length that is
/// the whole `geometry.size.width` (or height) adds nothing where the view takes the size
/// proposed. The forms are verified after this, like every translation (`ConstraintsToStacks`
/// keeps the frame where the form without it lays out differently).
enum GeometryReaderFrames {
    /// `geometry.width` / `geometry.height` alone: the whole length of the reader.
    static let wholeLengths = ["width": "geometry.width", "height": "geometry.height"]

    /// Whether `source` is the reader's whole length along `key` (`width`, `height`).
    static func isWholeLength(_ source: String, _ key: String) -> Bool { wholeLengths[key] == source }

    /// A GeometryReader's `content` without the lengths of its outermost fixed frame that are
    /// the reader's whole size, when nothing after that frame changes the size proposed along
    /// that axis (flexible frames with no minimum above 0 and no finite maximum pass it on):
    /// `.frame(width: geometry.size.width, height: geometry.size.height).id("screen")
    /// .frame(maxWidth: .infinity, maxHeight: .infinity)` → `.id("screen").frame(maxWidth:
    /// .infinity, maxHeight: .infinity)`. A frame left with no length goes, its id moving to
    /// what it framed; nil when nothing is dropped.
    static func droppingWholeSizeFrame(_ content: ViewNode) -> ViewNode? {
        guard let index = content.modifiers.lastIndex(where: { if case .frame = $0.modifier { true } else { false } }),
            case .frame(var fixed) = content.modifiers[index].modifier
        else { return nil }
        let after = content.modifiers[(index + 1)...]
        var frame = content.modifiers[index]
        for (key, horizontal) in [("width", true), ("height", false)] {
            let passesOn = after.allSatisfy { modifier in
                guard case .flexibleFrame(let flexible) = modifier.modifier else { return false }
                let limits = horizontal ? flexible.horizontal : flexible.vertical
                return (limits.min == nil || limits.min == 0) && (limits.max == nil || limits.max == .infinity)
            }
            guard passesOn,
                let expression = frame.expressions.firstIndex(where: {
                    $0.key == key && isWholeLength($0.expression.source, key)
                })
            else { continue }
            frame.expressions.remove(at: expression)
            if horizontal { fixed.width = nil } else { fixed.height = nil }
        }
        guard frame.expressions.count < content.modifiers[index].expressions.count else { return nil }
        var result = content
        frame.modifier = .frame(fixed)
        guard fixed.width == nil && fixed.height == nil else {
            result.modifiers[index] = frame
            return result
        }
        // The frame goes; its id names what it framed.
        result.modifiers.remove(at: index)
        guard let id = frame.id else { return result }
        if index == 0 {
            guard result.id == nil else { return nil }
            result.id = id
        } else {
            guard result.modifiers[index - 1].id == nil else { return nil }
            result.modifiers[index - 1].id = id
        }
        return result
    }
}
