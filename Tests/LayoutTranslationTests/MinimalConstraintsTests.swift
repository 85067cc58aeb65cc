import ConstraintLayout
import LayoutCore
import LayoutHarness
import LayoutTesting
import Testing

@testable import LayoutTranslation

/// `MinimalConstraints`: the constraints a person would write for a stack layout, verified
/// against the stack engine; the exact replay stays for layouts it cannot express.
@Suite("Stacks → minimal constraints")
struct MinimalConstraintsTests {
    /// Examples/signin.view.json: a padded VStack (spacing 12) of two fields and a 120-wide
    /// button, centred in a ZStack with a 40 × 40 spinner.
    static let signin = """
        { "format": "layoutlab.view/1", "name": "signin-form",
          "root": { "type": "ZStack", "children": [
            { "type": "VStack", "spacing": 12, "children": [
                { "type": "Color", "id": "email", "modifiers": [ { "frame": { "height": 44 } } ] },
                { "type": "Color", "id": "password", "modifiers": [ { "frame": { "height": 44 } } ] },
                { "type": "Color", "id": "signIn", "modifiers": [ { "frame": { "width": 120, "height": 44 } } ] } ],
              "modifiers": [ { "padding": 16 } ] },
            { "type": "Color", "id": "spinner", "modifiers": [ { "frame": { "width": 40, "height": 40 } } ] } ] } }
        """

    static func viewSpec(_ json: String) throws -> ViewSpec {
        guard case .view(let spec) = try SpecDocument(bytes: Array(json.utf8), file: "v.json") else {
            throw SpecError(.invalidSpec, at: .file, "not a view spec")
        }
        return spec
    }

    @Test func theSignInFormIsFourConstraintsPerViewAndNoHelperViews() throws {
        let spec = try Self.viewSpec(Self.signin)
        let minimal = try #require(MinimalConstraints.translate(spec))
        let texts = minimal.spec.constraints.map { entry -> String in
            if case .text(let text, _) = entry { return text }
            return ""
        }
        // By hand: the column is 3 × 44 + 2 × 12 = 156 high, 188 with its padding, centred:
        // email's top H/2 − 94 + 16, so its centre H/2 − 56; fields W − 32 wide from 16.
        #expect(
            texts == [
                "email.width == root.width - 32", "email.left == root.left + 16", "email.height == 44",
                "email.centerY == root.centerY - 56",
                "password.width == root.width - 32", "password.left == email.left", "password.height == 44",
                "password.top == email.bottom + 12",
                "signIn.width == 120", "signIn.centerX == root.centerX", "signIn.height == 44",
                "signIn.top == password.bottom + 12",
                "spinner.width == 40", "spinner.centerX == root.centerX", "spinner.height == 40",
                "spinner.centerY == root.centerY",
            ])
        #expect(minimal.spec.views.map(\.id) == ["email", "password", "signIn", "spinner"])
        // The exact replay writes helper views for the same form.
        let exact = StackToConstraints.translate(spec)
        #expect(exact.spec.views.contains { $0.id.hasPrefix("_") })
        #expect(exact.spec.constraints.count > 4 * texts.count)
        let sizes = [300.0, 414, 768, 1366].flatMap { w in [250.0, 740, 1400].map { Size(width: w, height: $0) } }
        try LayoutCheck.enginesAgree(spec, minimal.spec, sizes: sizes)
    }

    @Test func aClampHasNoMinimalFormAndTheReplayStays() throws {
        // Seed 002: top = clamp(H / 2, 200, 400) is not affine over the sweep.
        let spec = try #require(Corpus.entry(named: "adaptive-split")).decodedViewSpec()
        #expect(MinimalConstraints.translate(spec) == nil)
    }
}
