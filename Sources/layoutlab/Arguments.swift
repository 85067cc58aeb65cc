/// A minimal parser for `layoutlab SUBCOMMAND [ARGS] [--flag VALUE]…` (no outside packages).
struct Arguments {
    /// Positional arguments in order.
    var positional: [String] = []
    /// Flags with values, in order (`--size 393x852` or `--size=393x852`).
    var options: [(name: String, value: String)] = []
    /// Flags without values (`--help`).
    var switches: [String] = []

    /// Parses `arguments`, knowing which flags take a value and which are switches.
    init(_ arguments: [String], valued: [String], switches known: [String]) throws(CommandFailure) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument != "-" else {
                positional.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if name == "-h" { name = "--help" }
            if known.contains(name) {
                if inlineValue != nil { throw CommandFailure(.usage, "\(name) takes no value") }
                switches.append(name)
            } else if valued.contains(name) {
                if let inlineValue {
                    options.append((name, inlineValue))
                } else if index < arguments.count {
                    options.append((name, arguments[index]))
                    index += 1
                } else {
                    throw CommandFailure(.usage, "\(name) needs a value")
                }
            } else {
                throw CommandFailure(.usage, "unknown option \(name)")
            }
        }
    }

    /// The last value of `name`, or nil.
    func value(_ name: String) -> String? { options.last { $0.name == name }?.value }
    /// Every value of `name`.
    func values(_ name: String) -> [String] { options.filter { $0.name == name }.map(\.value) }
    func has(_ name: String) -> Bool { switches.contains(name) }
}
