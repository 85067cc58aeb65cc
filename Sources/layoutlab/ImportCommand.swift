import CommandLineOptions
import Foundation
import InterfaceBuilder
import LayoutCore

/// `layoutlab import DOC.storyboard|DOC.xib [--root ID | --all] [--output FILE|DIR]`.
enum ImportCommand: Subcommand {
    static let interface = CommandInterface(
        "import", arguments: "DOC",
        positionals: [Positional("DOC", help: "a .storyboard or .xib document")], count: 1...1,
        abstract: "Write an Interface Builder root as a layoutlab.constraints/1 document.",
        discussion: """
            Writes the layoutlab.constraints/1 document of a root of an Interface Builder document
            (docs/FORMATS.md §5): view ids are the IB ids, each view's label its user label, class
            or text; guides are helper views. Notes on the import (views pinned for IB, classes
            laid out as plain views) go to stderr.
            """,
        options: [
            Option(
                "--root", .required("ID"),
                help: "the root view's IB id (default: the initial view controller's, or the only root)"),
            Option(
                "--all",
                help: """
                    every root: with --output DIR, one DIR/<root id>.json each; otherwise a JSON
                    array of the documents on stdout
                    """),
            Option(
                "--output", .required("FILE|DIR"),
                help: "write to FILE (one root) or DIR (--all), atomically, instead of stdout"),
            Option("--traits", .required("LIST"), help: "size classes for <variation>s: wC|wR, hC|hR, phone|pad|mac"),
            Option(
                "--variations",
                help: """
                    write constraints installed only under some size classes as the spec's
                    "variations" (one spec for every size class) instead of resolving them
                    """),
            Option(
                "--measure-text",
                help: """
                    size labels and buttons from their text and fontDescription ("text" in the
                    spec) instead of the frames Xcode stored
                    """),
        ])

    static func run(_ args: Arguments) throws(CommandFailure) -> ExitStatus {
        let path = args.positional[0]
        guard InterfaceBuilderInput.handles(path) else {
            throw CommandFailure(.usage, "import reads .storyboard and .xib documents; got '\(path)'")
        }
        if args.has("--all") && args.value("--root") != nil {
            throw CommandFailure(.usage, "--root and --all exclude each other")
        }
        let document = try InterfaceBuilderInput.document(path)
        let options = try InterfaceBuilderInput.options(
            document, traits: args.value("--traits"), measuresText: args.has("--measure-text"),
            writesVariations: args.has("--variations"))
        let roots: [IBImportedRoot]
        do throws(SpecError) {
            roots =
                args.has("--all")
                ? try document.importAll(options: options)
                : [try document.importRoot(args.value("--root"), options: options)]
        } catch {
            throw CommandFailure(.invalidSpec, error.description)
        }
        for root in roots {
            for note in root.notes { Console.error("\(path): \(root.rootID): note: \(note)") }
        }
        let texts = roots.map { JSONWriter.write($0.spec.json) + "\n" }
        guard let output = args.value("--output") else {
            if args.has("--all") {
                Console.print(JSONWriter.write(.array(roots.map(\.spec.json))) + "\n")
            } else {
                Console.print(texts[0])
            }
            return .success
        }
        if args.has("--all") {
            try makeDirectory(output)
            for (root, text) in zip(roots, texts) {
                try Console.writeAtomically(
                    text, to: (output as NSString).appendingPathComponent(root.rootID + ".json"))
            }
        } else {
            try Console.writeAtomically(texts[0], to: output)
        }
        return .success
    }

    static func makeDirectory(_ path: String) throws(CommandFailure) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(.cannotCreate, "\(path): cannot create the folder: \(error.localizedDescription)")
        }
    }
}
