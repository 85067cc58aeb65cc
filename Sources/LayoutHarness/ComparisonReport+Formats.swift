import LayoutCore

/// Output formats of `layoutlab compare`.
public enum ReportFormat: String, Sendable, CaseIterable {
    case table, json, markdown
}

extension ComparisonReport {
    /// Median warm solve time per engine, in seconds.
    public var medianStackSeconds: Double { Statistics.median(sizes.map(\.stackSeconds)) }
    public var medianConstraintSeconds: Double { Statistics.median(sizes.map(\.constraintSeconds)) }

    /// Agreement as a percentage of sizes.
    public var agreementPercent: Double {
        sizes.isEmpty ? 100 : 100 * Double(agreeingCount) / Double(sizes.count)
    }

    /// The per-size table (a ``TextTable``) and the summary, as plain text.
    public func table(includeTimes: Bool = true) -> String {
        var lines: [String] = []
        lines.append("\(name): \(matchedIDs.count) views compared (\(matchedIDs.joined(separator: ", ")))")
        if !unmatchedIDs.isEmpty {
            lines.append("  not in both specs (not compared): \(unmatchedIDs.joined(separator: ", "))")
        }
        var columns: [TextTable.Column] = [.init("size"), .init("max Δ (pt)", alignment: .right)]
        if includeTimes {
            columns += [.init("stack µs", alignment: .right), .init("constraints µs", alignment: .right)]
        }
        var table = TextTable(columns: columns + [.init("agreement")])
        for size in sizes {
            var row = [Self.sizeText(size.size), Self.number(size.maxDifference, 3)]
            if includeTimes {
                row += [Self.number(size.stackSeconds * 1e6, 1), Self.number(size.constraintSeconds * 1e6, 1)]
            }
            table.append(row + [Self.verdict(size)])
        }
        lines.append(String(table.text.dropLast()))
        lines += approximationLines
        lines.append(summary(includeTimes: includeTimes))
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line per view the translation approximates, with why (none when it is exact).
    var approximationLines: [String] {
        approximatedViews.map { "  approximate: \($0.id): \($0.reason)" } + divergenceLines
    }

    /// One line per divergent view with a known reason (a difference between the frameworks'
    /// text rules), the first reason each view was given, in the order met.
    var divergenceLines: [String] {
        var seen: Set<String> = []
        var lines: [String] = []
        for size in sizes {
            for difference in size.differences where difference.agreement == .divergent {
                guard let reason = difference.reason, seen.insert(difference.id).inserted else { continue }
                lines.append("  divergent: \(difference.id): \(reason)")
            }
        }
        return lines
    }

    /// The one-paragraph summary: agreement %, largest difference, median solve times.
    public func summary(includeTimes: Bool = true) -> String {
        var text =
            "summary \(name): \(agreeingCount)/\(sizes.count) sizes agree (\(Self.number(agreementPercent, 1))%), "
            + (approximateCount > 0
                ? "\(approximateCount) approximate (the translation approximates views; neither a match nor a difference), "
                : "")
            + "largest difference \(Self.number(maxDifference, 3)) pt"
        if includeTimes {
            text +=
                "; median warm solve: stack \(Self.number(medianStackSeconds * 1e6, 2)) µs, "
                + "constraints \(Self.number(medianConstraintSeconds * 1e6, 2)) µs"
                + " (build + cold solve: stack \(Self.number(stackTiming.buildSeconds * 1e6, 1)) + "
                + "\(Self.number(stackTiming.coldSolveSeconds * 1e6, 1)) µs, constraints "
                + "\(Self.number(constraintTiming.buildSeconds * 1e6, 1)) + "
                + "\(Self.number(constraintTiming.coldSolveSeconds * 1e6, 1)) µs)"
        }
        return text
    }

    /// "identical", "ambiguous (a, b)" or the first non-agreeing views.
    static func verdict(_ size: SizeComparison) -> String {
        if size.differences.allSatisfy({ $0.agreement == .identical }) { return "identical" }
        if size.agrees {
            return "ambiguous ("
                + size.differences.filter { $0.agreement == .ambiguous }.map(\.id).joined(separator: ", ") + ")"
        }
        return worst(size)
    }

    static func worst(_ size: SizeComparison) -> String {
        let bad = size.differences.filter { !$0.agreement.agrees }
        let names = bad.prefix(3).map { "\($0.id) \($0.agreement.rawValue)" }.joined(separator: ", ")
        return names + (bad.count > 3 ? ", …" : "")
    }

    /// `WIDTHxHEIGHT` with the project's number format.
    public static func sizeText(_ size: Size) -> String {
        JSONWriter.formatNumber(size.width) + "x" + JSONWriter.formatNumber(size.height)
    }

    /// A fixed-point number with `digits` decimals (deterministic, no locale).
    public static func number(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return value > 0 ? "inf" : "-inf" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let integer = Int(scaled / scale)
        var fraction = String(Int(scaled.truncatingRemainder(dividingBy: scale)))
        while fraction.count < digits { fraction = "0" + fraction }
        let sign = value < 0 && scaled > 0 ? "-" : ""
        return digits == 0 ? sign + String(integer) : sign + String(integer) + "." + fraction
    }

    /// The report as a Markdown table with the summary below it.
    public func markdown(includeTimes: Bool = true) -> String {
        var lines = ["### \(name)", ""]
        lines.append(
            includeTimes
                ? "| size | max Δ (pt) | stack µs | constraints µs | agreement |" : "| size | max Δ (pt) | agreement |")
        lines.append(includeTimes ? "|---|---:|---:|---:|---|" : "|---|---:|---|")
        for size in sizes {
            var row = "| \(Self.sizeText(size.size)) | \(Self.number(size.maxDifference, 3)) |"
            if includeTimes {
                row += " \(Self.number(size.stackSeconds * 1e6, 1)) | \(Self.number(size.constraintSeconds * 1e6, 1)) |"
            }
            row += " \(Self.verdict(size)) |"
            lines.append(row)
        }
        lines.append("")
        lines += approximationLines.map { "-" + $0.dropFirst() }
        if !approximationLines.isEmpty { lines.append("") }
        lines.append(summary(includeTimes: includeTimes))
        return lines.joined(separator: "\n") + "\n"
    }
}
