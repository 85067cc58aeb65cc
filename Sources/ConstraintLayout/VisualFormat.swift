import LayoutCore

/// Apple's Visual Format Language (`H:|-[a]-8-[b(>=50)]-|`), SEMANTICS.md §B: one line stands
/// for several constraints, generated as `NSLayoutConstraint.constraints(withVisualFormat:…)`
/// does.
///
/// On the line's axis (`H:` by default: leading/trailing/width; `V:` top/bottom/height):
/// - `[a(>=50@750)]` → `a.width >= 50 @750`; `[a(==b)]` → `a.width == b.width`;
/// - `[a]-N-[b]` → `b.leading == a.trailing + N` (a relation and priority in parentheses
///   apply: `-(>=8@750)-` → `b.leading >= a.trailing + 8 @750`); `[a][b]` (flush) → + 0;
/// - `|-N-[a]` → `a.leading == superview.leading + N`; `[a]-N-|` →
///   `superview.trailing == a.trailing + N`, where the superview is the adjacent view's
///   `parent`;
/// - `-` alone is the standard spacing: the metric `standardSpacing` (default 8) between
///   siblings, `standardEdgeSpacing` (default 20) to the superview.
///
/// In a right-to-left spec a horizontal line runs from the right: each spacing constraint is
/// mirrored (`b.leading <= a.trailing - 8` for `-(>=8)-`, leading being the right edge), as
/// UIKit flips leading/trailing constants.
///
/// The constraints keep the order they appear in on the line (a view's size predicates when
/// the view is read, then each connection) and are named by the line's JSON path
/// (`constraints[3]`) for the first and `constraints[3]#2`, `#3`… for the rest.
enum VisualFormat {
    /// The default standard spacing between sibling views (metric `standardSpacing`).
    static let standardSpacing = 8.0
    /// The default standard spacing to the superview's edge (metric `standardEdgeSpacing`).
    static let standardEdgeSpacing = 20.0

    /// Whether `text` is a VFL line: it starts (after spaces) with `H:`, `V:`, `|` or `[`.
    static func isVisualFormat(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        var next = bytes.next()
        while next == 0x20 || next == 0x09 { next = bytes.next() }
        guard let first = next else { return false }
        switch first {
        case UInt8(ascii: "|"), UInt8(ascii: "["): return true
        case UInt8(ascii: "H"), UInt8(ascii: "V"): return bytes.next() == UInt8(ascii: ":")
        default: return false
        }
    }

    /// The constraints a VFL line stands for.
    /// - Throws: a `SpecError` at `path` in Apple's style ("Unable to parse constraint format:
    ///   …") with the line and a caret under the offending character as context.
    static func constraints(from text: String, path: String, names: SpecNames) throws(SpecError) -> [LayoutConstraint] {
        let bytes = Array(text.utf8)
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(SpecError) -> [LayoutConstraint] in
                var parser = VisualFormatParser(text, bytes: buffer, path: path, names: names)
                let line = try parser.parseLine()
                var emitter = Emitter(line: line, names: names, parser: parser)
                return try emitter.emit()
            }
        }
        return try result.get().enumerated().map { index, constraint in
            var named = constraint
            named.path = index == 0 ? path : "\(path)#\(index + 1)"
            return named
        }
    }

    /// Turns a parsed line into constraints.
    struct Emitter {
        let line: VisualFormatLine
        let names: SpecNames
        let parser: VisualFormatParser
        var result: [LayoutConstraint] = []

        var start: LayoutAttribute { line.axis == .horizontal ? .leading : .top }
        var end: LayoutAttribute { line.axis == .horizontal ? .trailing : .bottom }
        var size: LayoutAttribute { line.axis == .horizontal ? .width : .height }

        mutating func emit() throws(SpecError) -> [LayoutConstraint] {
            for (index, item) in line.items.enumerated() {
                if case .view(let id, let predicates) = item {
                    for predicate in predicates { result.append(sizeConstraint(id, predicate)) }
                }
                guard index < line.connections.count else { continue }
                try connect(index)
            }
            return result
        }

        /// `view.size relation constant|other.size @priority`.
        func sizeConstraint(_ view: String, _ predicate: VisualFormatPredicate) -> LayoutConstraint {
            switch predicate.object {
            case .constant(let value):
                return LayoutConstraint(
                    item: view, attribute: size, relatedBy: predicate.relation, constant: value,
                    priority: predicate.priority)
            case .view(let other):
                return LayoutConstraint(
                    item: view, attribute: size, relatedBy: predicate.relation, toItem: other, attribute: size,
                    priority: predicate.priority)
            }
        }

        /// The constraints of `connections[index]`, between `items[index]` and `items[index + 1]`:
        /// `next.start relation previous.end + spacing`.
        mutating func connect(_ index: Int) throws(SpecError) {
            let previous = line.items[index]
            let next = line.items[index + 1]
            let toSuperview = previous == .superview || next == .superview
            let previousAnchor: (String, LayoutAttribute)
            let nextAnchor: (String, LayoutAttribute)
            switch (previous, next) {
            case (.superview, .view(let id, _)):
                previousAnchor = (try superview(of: id), start)
                nextAnchor = (id, start)
            case (.view(let id, _), .superview):
                previousAnchor = (id, end)
                nextAnchor = (try superview(of: id), end)
            case (.view(let a, _), .view(let b, _)):
                previousAnchor = (a, end)
                nextAnchor = (b, start)
            default:
                preconditionFailure("the parser puts a view between two superviews")
            }
            let predicates: [VisualFormatPredicate]
            switch line.connections[index] {
            case .flush:
                predicates = [VisualFormatPredicate(relation: .equal, object: .constant(0), priority: .required)]
            case .standard:
                let value =
                    toSuperview
                    ? names.metric("standardEdgeSpacing") ?? VisualFormat.standardEdgeSpacing
                    : names.metric("standardSpacing") ?? VisualFormat.standardSpacing
                predicates = [VisualFormatPredicate(relation: .equal, object: .constant(value), priority: .required)]
            case .predicates(let list):
                predicates = list
            }
            // Right-to-left: leading is the right edge and the line runs leftwards, so a
            // spacing is subtracted (UIKit flips leading/trailing constants the same way).
            let isFlipped = names.isRightToLeft && line.axis == .horizontal
            for predicate in predicates {
                guard case .constant(let spacing) = predicate.object else { continue }
                result.append(
                    LayoutConstraint(
                        item: nextAnchor.0, attribute: nextAnchor.1,
                        relatedBy: isFlipped ? predicate.relation.reversed : predicate.relation,
                        toItem: previousAnchor.0, attribute: previousAnchor.1, constant: isFlipped ? -spacing : spacing,
                        priority: predicate.priority))
            }
        }

        /// The id of `view`'s superview (what `|` means next to it).
        func superview(of view: String) throws(SpecError) -> String {
            guard let index = names.viewIndex(of: view), let parent = names.parent(of: index) else {
                let offset =
                    parser.text.range(of: "[\(view)").map {
                        parser.text.utf8.distance(from: parser.text.startIndex, to: $0.lowerBound)
                    } ?? 0
                throw parser.error(.noSuperview(view), at: offset)
            }
            return parent
        }
    }
}

extension LayoutRelation {
    /// The relation with its sides swapped in meaning: `>=` ↔ `<=`, `==` unchanged.
    var reversed: LayoutRelation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}
