import LayoutCore

/// Build phase 1, *read*: every constraint of a spec, in spec order, in the one constraint
/// form (``ParsedConstraints``).
///
/// Order (documented, since conflict reports scan it): the `constraints` list as written (a
/// VFL line expands in place), then the intrinsic-size constraints views
/// generate, view by view in `views` order — for each view: hugging horizontal, compression
/// resistance horizontal, hugging vertical, compression resistance vertical — then the
/// constraints of each stack view, in `stackViews` order (see ``StackViewConstraints``).
enum ConstraintReader {
    /// Parses and checks every constraint of `spec`, into the one constraint form
    /// (``ParsedConstraints``).
    /// - Throws: the first ``SpecError`` in spec order (syntax, unknown name, duplicate
    ///   identifier, a priority outside 1…1000).
    ///
    /// `added` are constraints built in Swift (``LayoutItem``), read after the spec's own
    /// `constraints` and named `added[i]` unless they carry a path or identifier.
    static func read(_ spec: ConstraintSpec, names: SpecNames, added: [LayoutConstraint] = []) throws(SpecError)
        -> ParsedConstraints
    {
        var parser = ConstraintParser(names: names, reserving: spec.constraints.count + added.count)
        var identifierPaths = Identifiers()
        for index in spec.constraints.indices {
            // The string case is matched in place (no copy of the whole entry).
            if case .text(let text, let entryPath) = spec.constraints[index], !VisualFormat.isVisualFormat(text) {
                let path = entryPath.isEmpty ? "constraints[\(index)]" : entryPath
                parser.load(text, path: path)
                try parser.parseRecord(path: path)
                if let identifier = parser.parsed.records[parser.parsed.records.count - 1].identifier {
                    try checkIdentifier(identifier, path: path, &identifierPaths)
                }
                continue
            }
            let entry = spec.constraints[index]
            let path = entry.path.isEmpty ? "constraints[\(index)]" : entry.path
            for constraint in try constraints(of: entry, path: path, names: names) {
                if let identifier = constraint.identifier {
                    try checkIdentifier(identifier, path: path, &identifierPaths)
                }
                try parser.parsed.append(constraint, names: names)
            }
        }
        var read = parser.parsed
        for (index, constraint) in added.enumerated() {
            var named = constraint
            if named.path.isEmpty { named.path = "added[\(index)]" }
            guard named.priority.rawValue >= 1 && named.priority.rawValue <= 1000 else {
                throw SpecError(
                    .outOfRange(what: "priority", value: Double(named.priority.rawValue), expected: "1…1000"),
                    at: .jsonPath(named.path))
            }
            if let identifier = named.identifier {
                try checkIdentifier(identifier, path: named.path, &identifierPaths)
            }
            try read.append(named, names: names)
        }
        for (index, view) in spec.views.enumerated() where view.intrinsicWidth != nil || view.intrinsicHeight != nil {
            for constraint in intrinsicConstraints(of: view, path: view.path.isEmpty ? "views[\(index)]" : view.path) {
                try read.append(constraint, names: names)
            }
        }
        if !spec.stackViews.isEmpty {
            for constraint in StackViewConstraints.constraints(of: spec, names: names) {
                try read.append(constraint, names: names)
            }
        }
        return read
    }

    /// Identifiers seen so far (a ``NameTable`` by UTF-8 bytes, made at the first one) and the
    /// path of each one's first use.
    struct Identifiers {
        var table: NameTable?
        var paths: [String] = []
    }

    /// Records `identifier` as used at `path`.
    /// - Throws: when an earlier constraint already uses it.
    private static func checkIdentifier(_ identifier: String, path: String, _ seen: inout Identifiers)
        throws(SpecError)
    {
        if seen.table == nil { seen.table = NameTable(capacity: 16) }
        if let first = seen.table!.insertIfAbsent(identifier, seen.paths.count) {
            throw SpecError(
                .duplicateID(identifier, kind: "constraint identifier", firstAt: seen.paths[first]), at: .jsonPath(path)
            )
        }
        seen.paths.append(path)
    }

    /// The constraints a VFL line or an object entry stands for (plain constraint strings are
    /// parsed straight into the records by ``read(_:names:added:)``).
    private static func constraints(of entry: ConstraintEntry, path: String, names: SpecNames) throws(SpecError)
        -> [LayoutConstraint]
    {
        switch entry {
        case .text(let text, _):
            return try VisualFormat.constraints(from: text, path: path, names: names)
        case .object(let object, _):
            return [try constraint(of: object, path: path, names: names)]
        }
    }

    /// The object form `first relation multiplier × second + constant`; `first` and `second`
    /// go through the string parser's `item.attribute` rule.
    static func constraint(of object: ConstraintObject, path: String, names: SpecNames) throws(SpecError)
        -> LayoutConstraint
    {
        var firstParser = ConstraintParser(object.first, path: path + ".first", names: names)
        let first = try firstParser.parseWholeAnchor()
        var second = LayoutExpression(constant: object.constant)
        if let secondText = object.second {
            var secondParser = ConstraintParser(secondText, path: path + ".second", names: names)
            second.terms.append(LayoutTerm(object.multiplier, try secondParser.parseWholeAnchor()))
        }
        guard object.multiplier.isFinite else {
            throw SpecError(.notFinite(what: "multiplier", value: object.multiplier), at: .jsonPath(path))
        }
        guard object.constant.isFinite else {
            throw SpecError(.notFinite(what: "constant", value: object.constant), at: .jsonPath(path))
        }
        guard object.priority >= 1 && object.priority <= 1000 else {
            throw SpecError(
                .outOfRange(what: "priority", value: object.priority, expected: "1…1000"),
                at: .jsonPath(path + ".priority"))
        }
        return LayoutConstraint(
            first: LayoutExpression(terms: [LayoutTerm(1, first)]), relation: object.relation, second: second,
            priority: LayoutPriority(object.priority), identifier: object.identifier, path: path)
    }

    /// UIKit's content-size constraints: `size <= intrinsic @hugging` and
    /// `size >= intrinsic @compressionResistance` per axis with an intrinsic size, named
    /// `<view>.hugging.horizontal`, `<view>.compressionResistance.vertical`, ….
    static func intrinsicConstraints(of view: ConstraintView, path: String) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        let axes: [(Double?, LayoutAttribute, String, Double, Double, String)] = [
            (
                view.intrinsicWidth, .width, "horizontal", view.huggingHorizontal, view.compressionResistanceHorizontal,
                "width"
            ),
            (
                view.intrinsicHeight, .height, "vertical", view.huggingVertical, view.compressionResistanceVertical,
                "height"
            ),
        ]
        for (intrinsic, attribute, axis, hugging, resistance, key) in axes {
            guard let intrinsic else { continue }
            let sizePath = path + ".intrinsicSize." + key
            result.append(
                LayoutConstraint(
                    item: view.id, attribute: attribute, relatedBy: .lessThanOrEqual, constant: intrinsic,
                    priority: LayoutPriority(hugging), identifier: "\(view.id).hugging.\(axis)", path: sizePath))
            result.append(
                LayoutConstraint(
                    item: view.id, attribute: attribute, relatedBy: .greaterThanOrEqual, constant: intrinsic,
                    priority: LayoutPriority(resistance), identifier: "\(view.id).compressionResistance.\(axis)",
                    path: sizePath))
        }
        return result
    }
}
