/// The lines that differ between two texts, as a failing snapshot prints them: each changed
/// line marked `-` (only in the stored text) or `+` (only in the actual one), with `context`
/// unchanged lines around each change and `@@ line N @@` where each hunk starts in the stored
/// text. Lines are matched by their longest common subsequence.
public enum LineDiff {
    /// The diff of `stored` against `actual` (empty when they are equal).
    public static func text(stored: String, actual: String, context: Int = 2) -> String {
        let old = stored.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let steps = script(old, new)
        guard steps.contains(where: { $0.mark != " " }) else { return "" }
        // Which steps to show: every change and `context` steps either side of it.
        var shown = [Bool](repeating: false, count: steps.count)
        for (index, step) in steps.enumerated() where step.mark != " " {
            for near in max(0, index - context)...min(steps.count - 1, index + context) { shown[near] = true }
        }
        var lines: [String] = []
        var previous = -2
        for (index, step) in steps.enumerated() where shown[index] {
            if index != previous + 1 { lines.append("@@ line \(step.oldLine) @@") }
            lines.append("\(step.mark) \(step.text)")
            previous = index
        }
        return lines.joined(separator: "\n")
    }

    private struct Step {
        var mark: Character
        var text: String
        /// The 1-based line of the stored text this step is at.
        var oldLine: Int
    }

    /// The edit script from `old` to `new`: kept lines, removed ones, added ones, in order.
    private static func script(_ old: [String], _ new: [String]) -> [Step] {
        // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
        var common = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var steps: [Step] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                steps.append(Step(mark: " ", text: old[i], oldLine: i + 1))
                (i, j) = (i + 1, j + 1)
            } else if j < new.count, i == old.count || common[i][j + 1] > common[i + 1][j] {
                steps.append(Step(mark: "+", text: new[j], oldLine: i + 1))
                j += 1
            } else {
                steps.append(Step(mark: "-", text: old[i], oldLine: i + 1))
                i += 1
            }
        }
        return steps
    }
}
