import FuzzInputs
import LayoutCore
import LayoutTranslation

/// Generated constraint systems through the constraints → stacks translator (issue 17): every
/// recogniser shape (pins, chains, soft insets, proportions, aspect ratios, equal gaps, layers,
/// margins, stack views of every distribution and alignment) mixed at random, translated with
/// the GeometryReader fallbacks allowed, then written as SwiftUI. A translation or a typed
/// refusal, never a trap, an abort or a hang (libFuzzer's -timeout).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let json = bytes.first.map { $0 % 4 == 0 } ?? false ? FuzzInputs.constraintSpec(bytes).json : system(bytes)
    guard case .constraints(let spec) = try? SpecDocument(bytes: Array(json.utf8)) else { return 0 }
    let sizes = [Size(width: 320, height: 568), Size(width: 1024, height: 1366)]
    guard let translation = try? ConstraintsToStacks.translate(spec, allowGeometryReader: true, verifyingAt: sizes)
    else { return 0 }
    do {
        _ = try SwiftUISource.file(translation.spec, typeName: "Fuzz")
    } catch let error as TranslationError {
        // A view with no SwiftUI source form is a typed refusal; anything else is a bug.
        guard case .noSwiftUIForm = error else { fatalError("unexpected translation error \(error)\n\(json)") }
    } catch {
        fatalError("SwiftUISource threw \(error)\n\(json)")
    }
    return 0
}

/// A system of 1…5 views (v1 maybe inside v0, v2 maybe a stack view's arranged subview) and
/// up to 14 constraints of the recogniser's shapes, from `bytes`.
func system(_ bytes: [UInt8]) -> String {
    var input = FuzzBytes(Array(bytes.dropFirst()))
    let count = 1 + Int(input.next()) % 5
    let ids = (0..<count).map { "v\($0)" }
    let stacked = count >= 3 && input.next() % 3 == 0
    var views: [String] = []
    for id in ids {
        var fields = #""id": "\#(id)""#
        if id == "v1", input.next() % 2 == 0 { fields += #", "parent": "v0""# }
        if input.next() % 3 == 0 { fields += #", "intrinsicSize": { "width": 40, "height": 20 }"# }
        if input.next() % 5 == 0 {
            fields +=
                #", "layoutMargins": { "top": 8, "leading": \#(input.pick([0, 16, 20])), "bottom": 8, "trailing": 8 }"#
        }
        views.append("{ \(fields) }")
    }
    var stackViews: [String] = []
    if stacked {
        let distribution = input.pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
        let alignment = input.pick(["fill", "leading", "center", "trailing", "firstBaseline"])
        let axis = input.pick(["horizontal", "vertical"])
        stackViews.append(
            #"{ "id": "s", "axis": "\#(axis)", "distribution": "\#(distribution)", "alignment": "\#(alignment)", "#
                + #""spacing": \#(input.pick([0, 8, 20])), "arrangedSubviews": [ "v\#(count - 2)", "v\#(count - 1)" ] }"#
        )
    }
    let items = ids + (stacked ? ["s"] : [])
    var constraints: [String] = []
    for _ in 0..<(Int(input.next()) % 15) where !input.isExhausted {
        let a = input.pick(items)
        let b = input.pick(items)
        let n = input.pick([0, 8, 16, 20, 44, 100, -12])
        constraints.append(
            input.pick([
                "\(a).leading == root.leading + \(n)", "\(a).trailing == root.trailing - \(n)",
                "\(a).top == root.top + \(n)", "\(a).bottom == root.bottom - \(n)", "\(a).width == \(n + 20)",
                "\(a).height == \(n + 20)", "\(a).top == \(b).bottom + \(n)", "\(a).leading == \(b).trailing + \(n)",
                "\(a).top >= \(b).bottom + \(n)", "\(a).height == 0.5 * root.height @750", "\(a).width <= 400",
                "\(a).height >= 30", "\(a).centerX == root.centerX", "\(a).centerY == \(b).centerY",
                "\(a).leading == root.leading + 20 @750", "\(a).width == root.width - 32 @750",
                "\(a).height == 0.5625 * \(a).width", "\(a).leading == \(b).leading + \(n)",
                "\(a).bottom == \(b).bottom", "\(a).top - \(b).bottom == \(b).top - \(a).bottom",
                "\(a).width == \(b).width", "\(a).width == 0.3 * \(b).width", "\(a).leading == \(b).leadingMargin",
                "\(a).firstBaseline == \(b).firstBaseline", "\(a).top == root.safeAreaLayoutGuide.top",
                "\(a).width == 100 @250", "\(a).height <= \(b).height",
            ]))
    }
    return #"{ "format": "layoutlab.constraints/1", "name": "fuzz", "views": [ "# + views.joined(separator: ", ")
        + #" ], "stackViews": [ "# + stackViews.joined(separator: ", ") + #" ], "constraints": [ "#
        + constraints.map { "\"\($0)\"" }.joined(separator: ", ") + " ] }"
}
