import LayoutCore

// Structured inputs built from fuzz bytes, shared by the libFuzzer targets (FuzzTesting/) and
// the regression replay in Tests/ReliabilityTests (which links this file), so a crasher's
// bytes rebuild exactly the spec the fuzzer saw.

/// Reads fuzz bytes one at a time; past the end every read is 0, so any input is complete.
public struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    public var isExhausted: Bool { index >= bytes.count }

    /// The next byte (0 past the end).
    public mutating func next() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// One of `choices`, picked by the next byte.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(next()) % choices.count]
    }
}

/// Spec generators: JSON text built from fuzz bytes, valid most of the time so the fuzzer
/// reaches the engines rather than stopping at the decoder.
public enum FuzzInputs {
    /// Views and metrics the fuzzed constraint strings and VFL lines may name (shared by the
    /// two parser fuzz targets and the regression replay).
    public static let namingSpec: ConstraintSpec = {
        let json = """
            {"format": "layoutlab.constraints/1", "name": "p", "metrics": {"gap": 20, "m": 1e9},
             "views": [{"id": "a"}, {"id": "b", "parent": "a"}, {"id": "c"}], "constraints": []}
            """
        guard case .constraints(let spec) = try? SpecDocument(bytes: Array(json.utf8)) else {
            fatalError("bad naming spec")
        }
        return spec
    }()

    /// Lengths that stress arithmetic: zero, −0, negative, huge, tiny and `"infinity"`.
    public static let lengths = [
        "0", "-0", "1", "10", "-5", "1e308", "-1e308", "\"infinity\"", "0.5", "375", "1e-300", "100000", "20",
        "44",
    ]

    /// Proposal components, including nil (unspecified) and infinity.
    public static let proposals: [Double?] = [nil, 0, 1, 320, 375, 1e308, .infinity, 100_000, 0.5]

    /// A view spec (JSON) and the size to solve it at.
    public static func viewSpec(_ bytes: [UInt8]) -> (json: String, width: Double?, height: Double?) {
        var input = FuzzBytes(bytes)
        let width = input.pick(proposals)
        let height = input.pick(proposals)
        var budget = 64
        let root = view(&input, depth: 0, budget: &budget)
        let json = "{\"format\": \"layoutlab.view/1\", \"name\": \"fuzz\", \"root\": \(root)}"
        return (json, width, height)
    }

    private static let leafTypes = ["Color", "Rectangle", "Circle", "Spacer", "Text", "Image"]
    private static let containerTypes = [
        "HStack", "VStack", "ZStack", "ScrollView", "ViewThatFits", "LazyVGrid", "AnyLayout",
    ]
    /// Conditions on the size classes (`AnyLayout` cases, constraint `variations`).
    private static let sizeClassConditions = [
        "verticalSizeClass == regular", "horizontalSizeClass != .compact",
        "verticalSizeClass == compact || isVertical", "horizontalSizeClass == regular && verticalSizeClass == regular",
    ]

    private static func view(_ input: inout FuzzBytes, depth: Int, budget: inout Int) -> String {
        budget -= 1
        let id = "\"id\": \"v\(budget)\""
        let selector = Int(input.next())
        var body: String
        if depth < 6 && budget > 0 && selector % 3 == 0 {
            let type = containerTypes[(selector / 3) % containerTypes.count]
            var children: [String] = []
            for _ in 0..<(Int(input.next()) % 5) where budget > 0 {
                children.append(view(&input, depth: depth + 1, budget: &budget))
            }
            body = "\"type\": \"\(type)\", \"children\": [\(children.joined(separator: ", "))]"
            if type == "LazyVGrid" {
                body += ", \"columns\": [\(gridItem(&input)), \(gridItem(&input))]"
            } else if type == "AnyLayout" {
                let when = input.pick(sizeClassConditions)
                body += ", \"cases\": [{\"when\": \"\(when)\", \"layout\": {\"type\": \"HStack\"}}]"
            } else if type != "ScrollView" && type != "ViewThatFits" && input.next() % 2 == 0 {
                body += ", \"spacing\": \(input.pick(lengths))"
            }
        } else {
            let type = leafTypes[selector % leafTypes.count]
            body = "\"type\": \"\(type)\""
            switch type {
            case "Spacer": body += ", \"minLength\": \(input.pick(lengths))"
            case "Text": body += ", \"text\": \"\(input.pick(["", "Hello", "a b c d e f g", "long words wrap"]))\""
            case "Image": body += ", \"width\": \(input.pick(lengths)), \"height\": \(input.pick(lengths))"
            default: break
            }
        }
        let modifierCount = depth < 6 ? Int(input.next()) % 3 : 0
        let modifiers = (0..<modifierCount).map { _ in modifier(&input, depth: depth, budget: &budget) }
        if !modifiers.isEmpty { body += ", \"modifiers\": [\(modifiers.joined(separator: ", "))]" }
        return "{\(id), \(body)}"
    }

    private static func gridItem(_ input: inout FuzzBytes) -> String {
        let size = input.pick([
            "{\"fixed\": \(input.pick(lengths))}",
            "{\"flexible\": {\"minimum\": \(input.pick(lengths)), \"maximum\": \(input.pick(lengths))}}",
            "{\"adaptive\": {\"minimum\": \(input.pick(lengths)), \"maximum\": \(input.pick(lengths))}}",
        ])
        return "{\"size\": \(size)}"
    }

    private static func modifier(_ input: inout FuzzBytes, depth: Int, budget: inout Int) -> String {
        switch input.next() % 10 {
        case 0: return "{\"frame\": {\"width\": \(input.pick(lengths)), \"height\": \(input.pick(lengths))}}"
        case 1:
            return
                "{\"frame\": {\"minWidth\": \(input.pick(lengths)), \"maxWidth\": \(input.pick(lengths)), \"idealHeight\": \(input.pick(lengths))}}"
        case 2: return "{\"padding\": \(input.pick(lengths))}"
        case 3: return "{\"layoutPriority\": \(input.pick(["1", "-1", "0", "1e308", "-1e308"]))}"
        case 4: return "{\"fixedSize\": true}"
        case 5: return "{\"offset\": {\"x\": \(input.pick(lengths)), \"y\": \(input.pick(lengths))}}"
        case 6: return "{\"aspectRatio\": {\"ratio\": \(input.pick(lengths)), \"contentMode\": \"fit\"}}"
        case 7: return "{\"background\": \(view(&input, depth: depth + 1, budget: &budget))}"
        case 8: return "{\"overlay\": \(view(&input, depth: depth + 1, budget: &budget))}"
        default: return "{\"frame\": {\"maxWidth\": \"infinity\", \"maxHeight\": \"infinity\"}}"
        }
    }

    /// A constraint spec (JSON) and the size to solve it at.
    public static func constraintSpec(_ bytes: [UInt8]) -> (json: String, width: Double, height: Double) {
        var input = FuzzBytes(bytes)
        let width = input.pick([0, 1, 320, 375, 1e6, 1e-3])
        let height = input.pick([0, 1, 568, 667, 1e6, 1e-3])
        let viewCount = 1 + Int(input.next()) % 5
        let ids = (0..<viewCount).map { "v\($0)" }
        let views = ids.enumerated().map { index, id in
            let parent = index > 0 && input.next() % 3 == 0 ? ", \"parent\": \"v\(index - 1)\"" : ""
            let intrinsic =
                input.next() % 2 == 0
                ? ", \"intrinsicSize\": {\"width\": \(input.pick(["0", "10", "50", "1e6"]))}" : ""
            return "{\"id\": \"\(id)\"\(parent)\(intrinsic)}"
        }
        var constraints: [String] = []
        for _ in 0..<(Int(input.next()) % 12) where !input.isExhausted {
            constraints.append("\"\(constraint(&input, ids: ids))\"")
        }
        // Some constraints installed only under a size class (`variations`).
        var variations = ""
        if !constraints.isEmpty && input.next() % 3 == 0 {
            let moved = constraints.suffix(1 + Int(input.next()) % constraints.count)
            constraints.removeLast(moved.count)
            let when = input.pick(sizeClassConditions)
            variations =
                ", \"variations\": [{\"when\": \"\(when)\", \"constraints\": [\(moved.joined(separator: ", "))]}]"
        }
        let json = """
            {"format": "layoutlab.constraints/1", "name": "fuzz", "metrics": {"m": 20}, \
            "views": [\(views.joined(separator: ", "))], "constraints": [\(constraints.joined(separator: ", "))]\
            \(variations)}
            """
        return (json, width, height)
    }

    private static let attributes = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "firstBaseline", "leftMargin", "centerYWithinMargins",
    ]

    private static func constraint(_ input: inout FuzzBytes, ids: [String]) -> String {
        let items = ids + ["root"]
        if input.next() % 4 == 0 {
            let a = input.pick(ids)
            let b = input.pick(ids)
            let axis = input.pick(["H:", "V:", ""])
            return
                "\(axis)|-\(input.pick(["", "0-", "m-", "(>=8)-"]))[\(a)(\(input.pick(["", "50", ">=10,<=100", "==\(b)"])))]-[\(b)]\(input.pick(["-|", "|", ""]))"
        }
        func term() -> String {
            let anchor = "\(input.pick(items)).\(input.pick(attributes))"
            return input.pick([anchor, "2 * \(anchor)", "\(anchor) / 2", "m", "0", "-1e6 * \(anchor)"])
        }
        let relation = input.pick(["==", ">=", "<="])
        let constant = input.pick(["", " + 10", " - 20", " + m", " + 1e9"])
        let priority = input.pick(["", " @750", " @250", " @1", " @required"])
        return "\(term())\(input.next() % 3 == 0 ? " + " + term() : "") \(relation) \(term())\(constant)\(priority)"
    }
}
