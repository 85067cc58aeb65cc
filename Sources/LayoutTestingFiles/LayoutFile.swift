internal import InterfaceBuilder
import LayoutCore
internal import StackLayout
internal import SwiftSourceImport

/// A layout file read by its extension, as `layoutlab solve` reads it: `.storyboard`/`.xib` by
/// the Interface Builder importer, `.swift` by SwiftSourceImport, anything else as a JSON spec.
enum LayoutFile {
    /// Why a file did not load: the loader's message, naming the file and the place.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The document in the file at `path`; `root` applies to IB documents only, `view` and
    /// `defines` to Swift files only.
    static func document(at path: String, root: String?, view: String?, defines: Set<String>)
        throws(Failure) -> SpecDocument
    {
        let isInterfaceBuilder = IBDocument.handles(path: path)
        let isSwift = SwiftSource.isSwiftSource(path)
        if root != nil && !isInterfaceBuilder {
            throw Failure(description: "\(path): root: applies to .storyboard and .xib documents only")
        }
        if (view != nil || !defines.isEmpty) && !isSwift {
            throw Failure(description: "\(path): view: and defines: apply to .swift files only")
        }
        do throws(SpecDocument.LoadError) {
            if isInterfaceBuilder { return try interfaceBuilderRoot(at: path, root: root) }
            if isSwift {
                let options = SwiftSource.Options(viewName: view, definedConditions: defines)
                return try SwiftSource.load(path: path, options: options).document
            }
            return try SpecDocument.load(path: path, layouts: LayoutCatalog.standard)
        } catch {
            throw Failure(description: error.description)
        }
    }

    /// Root `root` (nil: the initial view controller's, or the only one) of the IB document at
    /// `path`, imported as a constraint spec.
    private static func interfaceBuilderRoot(at path: String, root: String?) throws(SpecDocument.LoadError)
        -> SpecDocument
    {
        let document = try IBDocument.load(path: path)
        do throws(SpecError) {
            return .constraints(try document.importRoot(root).spec)
        } catch {
            throw .invalid(error.inFile(path))
        }
    }
}
