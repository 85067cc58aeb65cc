import CommandLineOptions
import Foundation
import LayoutHarness
import SwiftSourceImport

/// Arguments and options several subcommands share, declared once.
extension LayoutLabCommand {
    /// A spec file argument; `-` reads the spec from standard input.
    static let specArgument = Positional(
        "SPEC", help: "a spec file (layoutlab.view/1 or layoutlab.constraints/1); - reads it from stdin")

    /// `--size`: one size, by numbers or device name.
    static func sizeOption(required: Bool) -> Option {
        Option(
            "--size", .required("SIZE"), required: required,
            help: """
                WIDTHxHEIGHT (x or X; each a number from 0 to 1e9, nil or infinity) or a device
                name, e.g. iphone-16 or ipad-pro-13 (`layoutlab devices` lists them; add
                -landscape for landscape)
                """)
    }

    /// `--output FILE`: the output to a file, written atomically.
    static let outputOption = Option(
        "--output", .required("FILE"), help: "write the output to a file (atomically) instead of stdout")

    /// `--no-times`: timings left out, for byte-identical output.
    static let noTimesOption = Option("--no-times", help: "leave timings out (for byte-identical output)")

    /// `--report DIR`: the HTML report.
    static let reportOption = Option(
        "--report", .required("DIR"),
        help: """
            also write DIR/index.html: a legend, per size both engines' frames (the other
            engine's frame dashed over each differing view) and the views that differ with
            Δx/Δy/Δw/Δh, a plot of solve time against size; only the sizes that differ are
            shown until "show all sizes" is ticked
            """)

    /// `--format` of compare and merge (the same default: table).
    static let comparisonFormatOption = Option(
        "--format", .required("FORMAT"), choices: ReportFormat.allCases.map(\.rawValue),
        help: "table (default), json (layoutlab.comparison/1 documents) or markdown")

    /// `--fonts DIR`: a run's font directory, searched before a spec's `"fonts"` and the default.
    static let fontsOption = Option(
        "--fonts", .required("DIR"),
        help: """
            a font directory searched before the spec's "fonts" and the default (Inter), e.g.
            one holding Apple's SF Pro files, for Text (unless "textModel": "synthetic") and labels
            """)

    /// `--define NAME` (repeatable): a compilation condition `#if` sees as set in `.swift`
    /// files; every subcommand that reads Swift source declares it.
    static let defineOption = Option(
        "--define", .required("NAME"),
        help: """
            a compilation condition #if sees as set (repeatable; default: none, an iOS
            release build: DEBUG does not hold)
            """, group: "Swift files (.swift)")

    /// How `.swift` files are read: the `--define` conditions (and the defaults otherwise).
    static func swiftOptions(_ args: Arguments) -> SwiftSource.Options {
        SwiftSource.Options(definedConditions: Set(args.values("--define")))
    }

    /// The directory of `--fonts`, nil without it.
    /// - Throws: exit 66 naming the directory when it does not exist or is not a directory.
    static func fontsDirectory(_ args: Arguments) throws(CommandFailure) -> String? {
        guard let directory = args.value("--fonts") else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw CommandFailure(.noInput, "--fonts \(directory): no such font directory")
        }
        return directory
    }
}
