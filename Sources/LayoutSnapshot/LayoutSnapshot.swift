import Foundation
import LayoutCore

/// The frames of one layout on one device, as a snapshot file holds them
/// (`layoutlab.snapshot/1`, docs/FORMATS.md): the spec's name, the engine that laid it out,
/// the device (a name `--size` accepts, or `WIDTHxHEIGHT`), the container size and every
/// view's frame, in the order the engine reported them.
public struct LayoutSnapshot: Sendable, Equatable {
    /// The format identifier of snapshot files.
    public static let format = "layoutlab.snapshot/1"

    public var spec: String
    public var engine: EngineKind
    public var device: String
    public var size: Size
    /// Every view's frame, in the engine's order.
    public var frames: [ViewFrame]

    public init(spec: String, engine: EngineKind, device: String, size: Size, frames: [ViewFrame]) {
        self.spec = spec
        self.engine = engine
        self.device = device
        self.size = size
        self.frames = frames
    }

    /// The snapshot of `solution`, laid out for `device`.
    public init(_ solution: LayoutSolution, device: String, size: Size) {
        self.init(spec: solution.spec, engine: solution.engine, device: device, size: size, frames: solution.frames)
    }

    /// The canonical text: pretty-printed JSON, members in a fixed order, numbers as
    /// `JSONWriter` writes them, one trailing newline. The same frames always give the same bytes.
    public var text: String {
        var object = JSONObject()
        object["format"] = .string(Self.format)
        object["spec"] = .string(spec)
        object["engine"] = .string(engine.rawValue)
        object["device"] = .string(device)
        object["size"] = .object(
            JSONObject([JSONMember("width", .number(size.width)), JSONMember("height", .number(size.height))]))
        object["frames"] = .object(JSONObject(frames.map { JSONMember($0.id, LayoutSolution.rectJSON($0.frame)) }))
        return JSONWriter.write(.object(object)) + "\n"
    }

    /// Reads a snapshot file's text; errors name `file` and the JSON path.
    public init(text: String, file: String) throws(SpecError) {
        let root = JSONCursor(try JSONParser.parse(text, file: file))
        do throws(SpecError) {
            try root.checkKeys(["format", "spec", "engine", "device", "size", "frames"], what: "snapshot")
            let format = try root.required("format", "\"\(Self.format)\"").string()
            guard format == Self.format else {
                throw root.error(.unknownName(format, kind: "format", allowed: [Self.format]), key: "format")
            }
            spec = try root.required("spec", "a string").string()
            let engineName = try root.required("engine", "\"stack\" or \"constraints\"").choice(
                EngineKind.allCases.map(\.rawValue), what: "engine")
            engine = EngineKind(rawValue: engineName) ?? .stack
            device = try root.required("device", "a string").string()
            let sizeCursor = try root.required("size", "an object with width and height")
            size = Size(
                width: try sizeCursor.required("width", "a number").number(),
                height: try sizeCursor.required("height", "a number").number())
            let framesCursor = try root.required("frames", "an object of frames by view id")
            frames = try framesCursor.object().members.map { (member: JSONMember) throws(SpecError) in
                let cursor = JSONCursor(member.value, path: framesCursor.path(of: member.key))
                let frame = Rect(
                    x: try cursor.required("x", "a number").number(), y: try cursor.required("y", "a number").number(),
                    width: try cursor.required("width", "a number").number(),
                    height: try cursor.required("height", "a number").number())
                return ViewFrame(id: member.key, frame: frame)
            }
        } catch {
            var located = error
            if located.file == nil { located.file = file }
            throw located
        }
    }
}
