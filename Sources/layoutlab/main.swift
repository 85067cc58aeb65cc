// The `layoutlab` command: argument parsing, file I/O and exit codes only; the work lives
// in the libraries (FORMATS.md §4).
import Foundation

let status = LayoutLabCommand.run(Array(CommandLine.arguments.dropFirst()))
Console.flush()
exit(status.rawValue)
