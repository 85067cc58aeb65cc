import Foundation
import Testing

/// The README's console examples, run: every ```console block's `$ layoutlab …` (or
/// `$ .build/release/layoutlab …`) command runs with the built binary from the package folder,
/// and prints exactly the lines the README shows under it.
///
/// Conventions, so that a README example stays runnable:
/// - the command is split at spaces (no quoting); a trailing `# comment` is not part of it;
/// - a command ending in `>/dev/null` is checked against stderr instead of stdout;
/// - the exit status is not checked (conflict examples exit 1), only the output;
/// - timings differ between runs: examples use `--no-times`;
/// - a block preceded by the line `<!-- readme-test: skip -->` is not run (an example of a
///   file that is not in the repository, such as a spec with a typo).
@Suite struct READMEExamplesTests {
    /// One `$` command of a console block and the lines shown under it.
    struct Example: CustomStringConvertible {
        var line: Int
        var arguments: [String]
        var checksStderr: Bool
        var expected: String
        var description: String { "README.md:\(line): layoutlab \(arguments.joined(separator: " "))" }
    }

    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The examples of the README's console blocks.
    static func examples() throws -> [Example] {
        let text = try String(contentsOf: packageFolder.appendingPathComponent("README.md"), encoding: .utf8)
        return parse(text)
    }

    /// The examples of `markdown`'s console blocks (see the conventions above).
    static func parse(_ markdown: String) -> [Example] {
        let lines = markdown.components(separatedBy: "\n")
        var examples: [Example] = []
        var inBlock = false
        var skipped = false
        var current: Example?
        func finish() {
            if let example = current { examples.append(example) }
            current = nil
        }
        for (index, line) in lines.enumerated() {
            if !inBlock {
                if line == "```console" {
                    inBlock = true
                    skipped = index > 0 && lines[index - 1] == "<!-- readme-test: skip -->"
                }
                continue
            }
            if line == "```" {
                finish()
                inBlock = false
                continue
            }
            if skipped { continue }
            if line.hasPrefix("$ ") {
                finish()
                var command = String(line.dropFirst(2))
                if let comment = command.range(of: " #") { command = String(command[..<comment.lowerBound]) }
                var words = command.split(separator: " ").map(String.init)
                guard let program = words.first, program == "layoutlab" || program == ".build/release/layoutlab"
                else { continue }
                words.removeFirst()
                let quiet = words.last == ">/dev/null"
                if quiet { words.removeLast() }
                current = Example(line: index + 1, arguments: words, checksStderr: quiet, expected: "")
            } else if current != nil {
                current!.expected += line + "\n"
            }
        }
        return examples
    }

    @Test func readmeHasRunnableExamples() throws {
        #expect(try Self.examples().count >= 4)
    }

    @Test(arguments: try examples())
    func examplePrintsWhatTheReadmeShows(example: Example) throws {
        let result = try CLI.run(example.arguments, in: Self.packageFolder)
        let output = example.checksStderr ? result.stderr : result.stdout
        #expect(output == example.expected, "\(example)")
    }

    @Test func parsingFollowsTheConventions() {
        let markdown = """
            ```console
            $ layoutlab solve a.json --size 1x2     # a comment
            line one
            $ .build/release/layoutlab solve b.json >/dev/null
            on stderr
            $ ls
            ```
            <!-- readme-test: skip -->
            ```console
            $ layoutlab solve typo.json
            ```
            """
        let examples = Self.parse(markdown)
        #expect(examples.count == 2)
        #expect(examples.first?.arguments == ["solve", "a.json", "--size", "1x2"])
        #expect(examples.first?.expected == "line one\n")
        #expect(examples.last?.checksStderr == true)
        #expect(examples.last?.expected == "on stderr\n")
    }
}
