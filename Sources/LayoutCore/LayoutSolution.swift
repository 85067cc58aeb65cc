/// Which engine produced a solution.
public enum EngineKind: String, Sendable, Hashable, CaseIterable {
    case stack
    case constraints
}

/// The size a layout is solved at. Each dimension may be nil (unspecified: the root's ideal
/// size, placed at 0 on that axis) or infinity, as FORMATS.md §1 describes.
public typealias SolveSize = ProposedViewSize

/// A frame of one view, by id.
public struct ViewFrame: Sendable, Equatable {
    public var id: String
    public var frame: Rect
    public init(id: String, frame: Rect) {
        self.id = id
        self.frame = frame
    }
}

/// A diagnostic: a stable `kind` word plus details (FORMATS.md §3).
public struct Diagnostic: Sendable, Equatable {
    /// Stable kinds used by both engines.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case overflow, contradictoryFrame, ambiguous, brokenConstraint, unsatisfiable, negativeSize
        /// A GeometryReader expression gave a value the length cannot take (NaN, infinite…).
        case invalidExpression
        /// The spec was solved through a translation that only approximates this view's
        /// frame (`views`: the view; `message`: why), FORMATS.md §5.
        case approximated

        /// A Text's font (`"textModel": "font"`) was not found or could not be read; the Text
        /// is measured with the synthetic model instead.
        case missingFont
        /// A multi-line label's frame still changed after the constraint engine's last
        /// `preferredMaxLayoutWidth` pass (FORMATS.md §5); the last pass's frames are reported.
        case labelDidNotSettle
        /// A custom `Layout` view names a layout the stack engine's catalog does not hold, or
        /// parameters its factory rejects; its subviews are laid out as in a ZStack.
        case invalidLayout
    }
    public var kind: Kind
    /// A human-readable sentence.
    public var message: String
    /// The views concerned, by id.
    public var views: [String]
    /// The constraints concerned, by identifier or JSON path.
    public var constraints: [String]
    /// The axis concerned, when there is one.
    public var axis: Axis?
    /// An amount in points (overflow length, ambiguity range…), when there is one.
    public var amount: Double?
    /// For `ambiguous`: the range of each frame value (`x`, `y`, `width`, `height`) that keeps
    /// every priority level optimal; values not listed are determined.
    public var ranges: [ValueRange] = []

    public init(
        _ kind: Kind, _ message: String, views: [String] = [], constraints: [String] = [],
        axis: Axis? = nil, amount: Double? = nil
    ) {
        self.kind = kind
        self.message = message
        self.views = views
        self.constraints = constraints
        self.axis = axis
        self.amount = amount
    }
}

/// The range of one frame value of a view (`field` is `x`, `y`, `width` or `height`); the
/// bounds may be infinite.
public struct ValueRange: Sendable, Equatable {
    public var field: String
    public var minimum: Double
    public var maximum: Double
    public init(field: String, minimum: Double, maximum: Double) {
        self.field = field
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Whether `value` lies in the range, within `tolerance`.
    public func contains(_ value: Double, tolerance: Double = Tolerance.frame) -> Bool {
        value >= minimum - tolerance && value <= maximum + tolerance
    }
}

/// The one result type of both engines: frames by id in canvas coordinates, diagnostics.
public struct LayoutSolution: Sendable, Equatable {
    public enum Status: String, Sendable, Equatable {
        case solved, unsatisfiable
    }
    public var engine: EngineKind
    /// The spec's name.
    public var spec: String
    public var size: SolveSize
    public var status: Status
    /// Frames in spec order.
    public var frames: [ViewFrame]
    public var diagnostics: [Diagnostic]

    public init(
        engine: EngineKind, spec: String, size: SolveSize, status: Status = .solved,
        frames: [ViewFrame] = [], diagnostics: [Diagnostic] = []
    ) {
        self.engine = engine
        self.spec = spec
        self.size = size
        self.status = status
        self.frames = frames
        self.diagnostics = diagnostics
    }

    /// The frame of the view `id`, or nil. Linear in the number of frames; build a
    /// dictionary with `frameIndex` for many lookups.
    public func frame(of id: String) -> Rect? {
        frames.first { $0.id == id }?.frame
    }

    /// Frames by id, for lookups.
    public var frameIndex: [String: Rect] {
        Dictionary(frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
    }
}
