import LayoutCore
import LayoutTranslation

extension CompareCommand {
    /// One spec and its translation for the other engine (docs/TRANSLATION.md).
    static func translatedPair(_ path: String) throws(CommandFailure) -> (ViewSpec, ConstraintSpec) {
        switch try LayoutLabCommand.load(path) {
        case .view(let spec):
            let translation = StackToConstraints.translate(spec)
            for note in translation.notes { Console.error("layoutlab: note: \(note)") }
            return (spec, translation.spec)
        case .constraints(let spec):
            do {
                return (try ConstraintsToStacks.translate(spec).spec, spec)
            } catch let error as TranslationError {
                throw CommandFailure(.unsatisfiable, "\(path): \(error)")
            } catch let error as SpecError {
                throw CommandFailure(.invalidSpec, error.description)
            } catch {
                throw CommandFailure(.software, "internal error: \(error)")
            }
        }
    }
}
