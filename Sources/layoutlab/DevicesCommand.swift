import CommandLineOptions
import LayoutCore
import LayoutHarness

/// `layoutlab devices [--format table|json]`: the device presets `--size` accepts.
enum DevicesCommand: Subcommand {
    static let interface = CommandInterface(
        "devices", abstract: "List the device presets --size accepts (points, scale, safe areas).",
        discussion: """
            Lists the device presets: the name --size takes (add -landscape for landscape), the
            screen in points (portrait), the scale, and the safe-area insets of a full-screen
            window in portrait and landscape, in points. Sources of every number:
            Sources/LayoutHarness/Device.swift.
            """,
        options: [
            Option(
                "--format", .required("FORMAT"), choices: ["table", "json"],
                help: "table (default) or json (an array of objects)")
        ])

    static func run(_ arguments: Arguments) throws(CommandFailure) -> ExitStatus {
        if arguments.value("--format") == "json" {
            Console.print(JSONWriter.write(.array(Device.presets.map(json))) + "\n")
        } else {
            Console.print(table)
        }
        return .success
    }

    /// One device as JSON: name, aliases, displayName, width, height, scale, safeArea.
    static func json(_ device: Device) -> JSONValue {
        func insets(_ e: EdgeInsets) -> JSONValue {
            .object(
                JSONObject([
                    JSONMember("top", .number(e.top)), JSONMember("leading", .number(e.leading)),
                    JSONMember("bottom", .number(e.bottom)), JSONMember("trailing", .number(e.trailing)),
                ]))
        }
        return .object(
            JSONObject([
                JSONMember("name", .string(device.name)),
                JSONMember("aliases", .array(device.aliases.map { .string($0) })),
                JSONMember("displayName", .string(device.displayName)),
                JSONMember("width", .number(device.size.width)), JSONMember("height", .number(device.size.height)),
                JSONMember("scale", .number(Double(device.scale))),
                JSONMember("portraitSafeArea", insets(device.portraitSafeArea)),
                JSONMember("landscapeSafeArea", insets(device.landscapeSafeArea)),
            ]))
    }

    /// The presets as a table: portrait insets as top/bottom, landscape as top/sides/bottom
    /// (the presets' other insets are 0, and their sides alike; the JSON has all four).
    static var table: String {
        func number(_ value: Double) -> String { JSONWriter.formatNumber(value) }
        var table = TextTable(columns: [
            .init("name"), .init("device"), .init("points", alignment: .right), .init("scale", alignment: .right),
            .init("portrait top/bottom", alignment: .right), .init("landscape top/sides/bottom", alignment: .right),
            .init("aliases"),
        ])
        for device in Device.presets {
            let portrait = device.portraitSafeArea
            let landscape = device.landscapeSafeArea
            table.append([
                device.name, device.displayName, number(device.size.width) + "x" + number(device.size.height),
                "@\(device.scale)x", number(portrait.top) + "/" + number(portrait.bottom),
                number(landscape.top) + "/" + number(landscape.leading) + "/" + number(landscape.bottom),
                device.aliases.joined(separator: ", "),
            ])
        }
        return table.text
    }
}
