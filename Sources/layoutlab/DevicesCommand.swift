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
            window in portrait and landscape (top, leading, bottom, trailing). Sources:
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

    /// The presets as a table: insets written top,leading,bottom,trailing.
    static var table: String {
        func insets(_ e: EdgeInsets) -> String {
            [e.top, e.leading, e.bottom, e.trailing].map { JSONWriter.formatNumber($0) }.joined(separator: ",")
        }
        var table = TextTable(columns: [
            .init("name"), .init("device"), .init("points", alignment: .right), .init("scale", alignment: .right),
            .init("safe area portrait", alignment: .right), .init("safe area landscape", alignment: .right),
            .init("aliases"),
        ])
        for device in Device.presets {
            table.append([
                device.name, device.displayName,
                JSONWriter.formatNumber(device.size.width) + "x" + JSONWriter.formatNumber(device.size.height),
                "@\(device.scale)x", insets(device.portraitSafeArea), insets(device.landscapeSafeArea),
                device.aliases.joined(separator: ", "),
            ])
        }
        return table.text
    }
}
