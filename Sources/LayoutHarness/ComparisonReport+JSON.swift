import LayoutCore

extension ComparisonReport {
    /// The format identifier of comparison documents.
    public static let format = "layoutlab.comparison/1"

    /// The report as a `layoutlab.comparison/1` document. Without times it depends only on the
    /// specs and sizes, so it is byte-identical between runs and core counts.
    public func json(includeTimes: Bool = true) -> JSONValue {
        var object = JSONObject()
        object["format"] = .string(Self.format)
        object["name"] = .string(name)
        if let shard { object["shard"] = .string("\(shard.index)/\(shard.count)") }
        object["views"] = .array(matchedIDs.map(JSONValue.string))
        object["unmatched"] = .array(unmatchedIDs.map(JSONValue.string))
        if !approximatedViews.isEmpty {
            object["approximated"] = .array(
                approximatedViews.map { view in
                    .object(
                        JSONObject([JSONMember("id", .string(view.id)), JSONMember("reason", .string(view.reason))]))
                })
        }
        if includeTimes {
            object["timing"] = .object(
                JSONObject([
                    JSONMember("stackBuildNanoseconds", .number((stackTiming.buildSeconds * 1e9).rounded())),
                    JSONMember("stackColdSolveNanoseconds", .number((stackTiming.coldSolveSeconds * 1e9).rounded())),
                    JSONMember("constraintsBuildNanoseconds", .number((constraintTiming.buildSeconds * 1e9).rounded())),
                    JSONMember(
                        "constraintsColdSolveNanoseconds", .number((constraintTiming.coldSolveSeconds * 1e9).rounded())),
                ]))
        }
        object["sizes"] = .array(sizes.map { Self.sizeJSON($0, includeTimes: includeTimes) })
        object["summary"] = summaryJSON(includeTimes: includeTimes)
        return .object(object)
    }

    private func summaryJSON(includeTimes: Bool) -> JSONValue {
        var summary = JSONObject()
        summary["sizes"] = .number(Double(sizes.count))
        summary["agreeing"] = .number(Double(agreeingCount))
        summary["agreementPercent"] = .number(agreementPercent)
        summary["maxDifference"] = maxDifference.isFinite ? .number(maxDifference) : .null
        summary["worst"] = .string(worstAgreement.rawValue)
        summary["pairs"] = .object(
            JSONObject(agreementCounts.map { JSONMember($0.agreement.rawValue, .number(Double($0.count))) }))
        if includeTimes {
            summary["medianStackSolveNanoseconds"] = .number((medianStackSeconds * 1e9).rounded())
            summary["medianConstraintsSolveNanoseconds"] = .number((medianConstraintSeconds * 1e9).rounded())
        }
        return .object(summary)
    }

    private static func sizeJSON(_ size: SizeComparison, includeTimes: Bool) -> JSONValue {
        var entry = JSONObject()
        entry["index"] = .number(Double(size.index))
        entry["width"] = .number(size.size.width)
        entry["height"] = .number(size.size.height)
        entry["maxDifference"] = size.maxDifference.isFinite ? .number(size.maxDifference) : .null
        entry["agrees"] = .bool(size.agrees)
        if includeTimes {
            entry["stackSolveNanoseconds"] = .number((size.stackSeconds * 1e9).rounded())
            entry["constraintsSolveNanoseconds"] = .number((size.constraintSeconds * 1e9).rounded())
        }
        entry["views"] = .array(size.differences.map(differenceJSON))
        entry["stackDiagnostics"] = .array(size.stackDiagnostics.map(\.json))
        entry["constraintsDiagnostics"] = .array(size.constraintDiagnostics.map(\.json))
        return .object(entry)
    }

    private static func differenceJSON(_ difference: FrameDifference) -> JSONValue {
        var object = JSONObject()
        object["id"] = .string(difference.id)
        object["agreement"] = .string(difference.agreement.rawValue)
        object["distance"] = difference.distance.isFinite ? .number(difference.distance) : .null
        if let stack = difference.stack { object["stack"] = LayoutSolution.rectJSON(stack) }
        if let constraints = difference.constraints { object["constraints"] = LayoutSolution.rectJSON(constraints) }
        if let reason = difference.reason { object["reason"] = .string(reason) }
        return .object(object)
    }
}
