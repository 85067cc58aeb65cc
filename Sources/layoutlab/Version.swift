/// The version `layoutlab --version` prints: one constant, so the output is deterministic.
enum LayoutLabVersion {
    /// Semantic version of the command line and its formats.
    static let current = "0.1.0"
}
