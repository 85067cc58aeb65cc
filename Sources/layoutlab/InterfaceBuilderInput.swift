import CommandLineOptions
import InterfaceBuilder
import LayoutCore

/// Interface Builder documents as command input: `.storyboard` / `.xib` paths with `--root ID`
/// and `--traits`, imported into constraint specs (docs/FORMATS.md §5).
enum InterfaceBuilderInput {
    /// Whether `path` is an IB document (by extension).
    static func handles(_ path: String) -> Bool { IBDocument.handles(path: path) }

    /// Reads the document at `path` (exit 66 / 65).
    static func document(_ path: String) throws(CommandFailure) -> IBDocument {
        do {
            return try IBDocument.load(path: path)
        } catch {
            switch error {
            case .unreadable: throw CommandFailure(.noInput, error.description)
            case .invalid(let specError): throw CommandFailure(.invalidSpec, specError.description)
            }
        }
    }

    /// `--measure-text`, shared by solve, import and check.
    static let measureTextOption = Option(
        "--measure-text",
        help: """
            size labels and buttons from their text and fontDescription (measured like a
            constraint spec's "text") instead of the frames Xcode stored
            """, group: group)

    /// `--variations`, shared by solve, check and migrate (import has its own help text).
    static let variationsOption = Option(
        "--variations",
        help: """
            import size-class constraints as the spec's "variations", installed per the classes
            of each solve size (at the stored size: the document's device's) instead of
            resolved for the document's device
            """, group: group)

    /// The help group of the options for IB documents.
    static let group = "Interface Builder documents (.storyboard, .xib; docs/FORMATS.md §5)"

    /// The import options for `--traits TEXT` (nil: the device's classes), `--measure-text`
    /// and `--variations` (size-class constraints written as the spec's `variations`).
    static func options(
        _ document: IBDocument, traits: String?, measuresText: Bool = false, writesVariations: Bool = false
    ) throws(CommandFailure) -> IBImportOptions {
        if writesVariations && traits != nil {
            throw CommandFailure(.usage, "--variations and --traits exclude each other")
        }
        var options = IBImportOptions(measuresText: measuresText, writesVariations: writesVariations)
        if let traits {
            let base = document.device.traits(landscape: document.isLandscape)
            guard let parsed = IBTraits.parse(traits, base: base) else {
                throw CommandFailure(
                    .usage,
                    "invalid --traits '\(traits)'; expected size classes wC|wR, hC|hR and an idiom phone|pad|mac")
            }
            options.traits = parsed
        }
        return options
    }

    /// Imports root `root` (nil: the initial controller's, or the only one) of the document at
    /// `path` (`writesVariations`: `--variations`, which excludes `--traits`).
    static func importRoot(
        _ path: String, root: String?, traits: String?, measuresText: Bool = false, writesVariations: Bool = false
    ) throws(CommandFailure) -> IBImportedRoot {
        let document = try document(path)
        let options = try options(
            document, traits: traits, measuresText: measuresText, writesVariations: writesVariations)
        do throws(SpecError) {
            return try document.importRoot(root, options: options)
        } catch {
            throw CommandFailure(.invalidSpec, error.description)
        }
    }
}
