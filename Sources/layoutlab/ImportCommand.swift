import Foundation
import InterfaceBuilder
import LayoutCore

/// `layoutlab import DOC.storyboard|DOC.xib [--root ID | --all] [--output FILE|DIR]`.
enum ImportCommand {
    static let usage = """
        usage: layoutlab import DOC.storyboard|DOC.xib [--root ID | --all] [--output FILE|DIR] [--traits LIST]

        Writes the layoutlab.constraints/1 document of a root of an Interface Builder document
        (docs/FORMATS.md §5): view ids are the IB ids, each view's label its user label, class
        or text; guides are helper views.
          --root ID      the root view's IB id (default: the initial view controller's, or the only root)
          --all          every root: with --output DIR, one DIR/<root id>.json each; otherwise a
                         JSON array of the documents on stdout
          --output       write to FILE (one root) or DIR (--all), atomically, instead of stdout
          --traits LIST  size classes for <variation>s: wC|wR, hC|hR, phone|pad|mac
        Notes on the import (views pinned for IB, classes laid out as plain views) go to stderr.
        """

    static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
        let args = try Arguments(arguments, valued: ["--root", "--output", "--traits"], switches: ["--help", "--all"])
        if args.has("--help") {
            Console.print(usage + "\n")
            return .success
        }
        guard args.positional.count == 1, let path = args.positional.first else {
            throw CommandFailure(
                .usage,
                args.positional.isEmpty ? "import needs a .storyboard or .xib file" : "import takes one document")
        }
        guard InterfaceBuilderInput.handles(path) else {
            throw CommandFailure(.usage, "import reads .storyboard and .xib documents; got '\(path)'")
        }
        if args.has("--all") && args.value("--root") != nil {
            throw CommandFailure(.usage, "--root and --all exclude each other")
        }
        let document = try InterfaceBuilderInput.document(path)
        let options = try InterfaceBuilderInput.options(document, traits: args.value("--traits"))
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
