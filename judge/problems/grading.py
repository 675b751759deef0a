"""Test groups, and how their cases' results add up to a submission's verdict and score, as
each package format defines it. The keys, the words each may take and their defaults are
data (SCORING, re-exported as package.SCORING); this module reads the group files and applies them.

legacy (spec/legacy.md, as problemtools' verifyproblem and its default grader do it): every
folder of data/ is a group, data/ the root; the keys of a group's testdata.yaml are inherited
by the groups below it, and problem.yaml's `grading:` accept_score, reject_score, range and
on_reject (first_error: break, grade: continue) override them in every group. A group's
children (its cases and sub-groups, in judging order) are judged until one is not AC where
on_reject is break; the default grader then gives the group's verdict and score from the
children's (`grader_flags`: LEGACY_VERDICTS, LEGACY_SCORES, ignore_sample at the root keeps
the last child, secret; accept_if_any_accepted); a case scores its score.txt, else
accept_score or reject_score; a JE among the children is the group's. A group with
`grading: custom` is graded by the package's own grader instead (graders/, run as the
spec's "Graders" says: checkers.Grader; Grading.grader). The root's result is the
submission's, and its range's top is the full score.

2025-09 (spec/2025-09.md, "Result aggregation"): the submission's score is secret's. The
groups are secret's sub-folders with a test_group.yaml (then secret holds no case of its
own). secret and each group have max_score (an integer or unbounded), score_aggregation
(pass-fail: max_score when every case is AC, else 0; sum; min) and require_pass (groups, or
sample, that must be all AC, else the group scores 0). A case of a sum group scores at most
max_score / N, of a min group max_score: its score.txt, else score_multiplier.txt times
that, else that; an unbounded group's case must write score.txt. A 2023-07 draft package
whose group files use the legacy keys is read the legacy way, as problemtools reads it.
The 2025-09 draft's `scoring:` map (score, aggregation, require_pass), which the spec's own
scoring example has, is read as those keys, with a warning.

Every problem with a group file is a JudgeError of one line, naming the file.
"""
import difflib
import os

from ..errors import JudgeError, Verdict

# How the cases' results add up in test groups, per format version (current?), as data that
# this module applies: each group key's default and the words it may take.
# legacy: testdata.yaml (spec/legacy.md, problemtools/config/testdata.yaml), the default
# grader's flags (spec/legacy.md "Default grader specification"), and problem.yaml grading's
# on_reject (problemtools: first_error is break, grade is continue, worst_error leaves it).
# 2025-09: test_group.yaml's scoring keys, secret's defaults and a test group's.
SCORING = {
    False: {"defaults": {"on_reject": "break", "grading": "default", "grader_flags": "",
                         "accept_score": 1.0, "reject_score": 0.0, "range": "-inf +inf"},
            "on_reject": ("break", "continue"), "grading": ("default", "custom"),
            "grader_flags": ("worst_error", "no_errors", "first_error", "always_accept",
                             "sum", "avg", "min", "max",
                             "ignore_sample", "accept_if_any_accepted"),
            "problem_on_reject": {"first_error": "break", "grade": "continue",
                                  "worst_error": None}},
    True: {"secret": {"max_score": 100, "score_aggregation": "sum", "require_pass": []},
           "group": {"max_score": "unbounded", "score_aggregation": "pass-fail",
                     "require_pass": []},
           "score_aggregation": ("pass-fail", "sum", "min")},
}
# the 2025-09 draft's `scoring:` map in a group file: its keys -> the final spec's
DRAFT_SCORING = {"score": "max_score", "aggregation": "score_aggregation",
                 "require_pass": "require_pass"}
GROUP_FILES = ("testdata.yaml", "test_group.yaml")    # a group folder's settings
EPS = 1e-6
# problemtools' default grader: worst_error's order (its RTE is our RE, MLE and OLE ours too)
WORST_FIRST = (Verdict.JE, Verdict.RE, Verdict.MLE, Verdict.TLE, Verdict.OLE, Verdict.WA)


def _worst_error(verdicts):
    return next((v for v in WORST_FIRST if v in verdicts), Verdict.AC)


def _first_error(verdicts):
    return next((v for v in verdicts if v != Verdict.AC), Verdict.AC)


LEGACY_VERDICTS = {"worst_error": _worst_error, "no_errors": _worst_error,
                   "first_error": _first_error, "always_accept": lambda verdicts: Verdict.AC}
LEGACY_SCORES = {"sum": sum, "avg": lambda scores: sum(scores) / len(scores),
                 "min": min, "max": max}
DOMJUDGE_FLAGS = set(LEGACY_SCORES) | {"ignore_sample"}
CURRENT_SCORES = {"sum": sum, "min": min}      # and pass-fail, which needs every verdict


class Group:
    """One test group: its name under data/ ("" is data/ itself), its settings (the
    format's keys, parsed), and its items in judging order: sub-Groups and case names."""

    def __init__(self, name, config):
        self.name, self.config, self.items = name, config, []

    def cases(self):
        """Every case name in it, sub-groups' too, in order."""
        for item in self.items:
            if isinstance(item, Group):
                yield from item.cases()
            else:
                yield item

    def subgroups(self):
        return [item for item in self.items if isinstance(item, Group)]


class Grading:
    """The groups of one package and the rules that add their results up (load()).
    domjudge: a legacy package's keys read as DOMjudge reads them (as_domjudge)."""

    def __init__(self, legacy, root, groups, domjudge=False):
        self.legacy, self.root, self.groups = legacy, root, groups
        self.domjudge = domjudge
        # legacy `grading: custom`: the package's grader, grader(children, flags) ->
        # (verdict, score) (checkers.Grader.grade; verify builds it), and why a group it
        # should have graded is a JE (it did not build, or failed)
        self.grader, self.grader_errors = None, []

    @property
    def needs_grader(self):
        return self.legacy and any(g.config["grading"] == "custom"
                                   for g in self.groups.values())

    def as_domjudge(self):
        """The same groups graded as DOMjudge grades a legacy package (its importer and
        SubmissionService::maybeSetScoringResult): only a folder with a group file is a
        group (a case elsewhere counts for nothing); a group of cases scores the score.txt
        of each (0 for a run neither AC nor WA), else its own accept_score once if every
        case is AC (none inherited, none by default: a sample without one scores 0); a
        group of groups adds up, averages or takes the least or most of theirs. The spec
        and problemtools score accept_score per case, 1 by default, the sample too. Used
        for a package whose submissions say what they expect in DOMjudge's words
        (@EXPECTED_SCORE@) and whose group files DOMjudge reads whole (domjudge_reads_it):
        its authors verified it with DOMjudge."""
        domjudge = Grading(self.legacy, self.root, self.groups, domjudge=True)
        domjudge.grader = self.grader
        return domjudge

    @property
    def domjudge_reads_it(self):
        """Whether every grader flag of its group files is one DOMjudge applies (its
        importer reads sum, avg, min, max and ignore_sample; it warns of the rest)."""
        return self.legacy and all(set(g.config["grader_flags"]) <= DOMJUDGE_FLAGS
                                   for g in self.groups.values())

    @property
    def stops_at_first_failure(self):
        """Whether judging may stop at the first case that is not AC: every group breaks
        there, and none can turn a failure into an AC (then nothing after it counts)."""
        if not self.legacy:
            return True
        return all(g.config["on_reject"] == "break" and g.config["grading"] != "custom"
                   and not {"always_accept", "accept_if_any_accepted"} & set(
                       g.config["grader_flags"]) for g in self.groups.values())

    def verdict(self, records):
        """A submission's verdict from its case records (those it was judged on, in order):
        legacy, the root group's; 2025-09, the first that is not AC."""
        if self.legacy:
            return (self._legacy(self.root, _by_case(records)) or (Verdict.AC, 0.0))[0]
        return _first_error([r["verdict"] for r in records])

    def score(self, records):
        """(score, full score) of a scoring submission; JudgeError for a score the format
        forbids (2025-09: over a maximum, a score.txt where none may be)."""
        by_case = _by_case(records)
        if self.legacy:
            return (self._legacy(self.root, by_case) or (Verdict.AC, 0.0))[1], \
                self.root.config["range"][1]
        secret = self.groups.get("secret")
        if secret is None:
            return 0.0, 0.0
        return _current_score(self, secret, by_case), secret.config["max_score"]

    def group_results(self, records):
        """{group name: {"score": its score, and legacy its "verdict", 2025-09 its
        "max_score"}} of every group under data/ (2025-09: secret and its groups)."""
        by_case = _by_case(records)
        if self.legacy:
            results = {name: self._legacy(g, by_case) for name, g in self.groups.items()
                       if name}
            return {name: dict(zip(("verdict", "score"), result))
                    for name, result in results.items() if result is not None}
        return {name: {"score": _current_score(self, g, by_case),
                       "max_score": g.config["max_score"]}
                for name, g in self.groups.items() if name.startswith("secret")}


    def _legacy(self, group, by_case):
        if self.domjudge:
            return _domjudge_result(group, by_case)
        return _legacy_result(group, by_case, self._custom)

    def _custom(self, children, flags):
        """(verdict, score) of a group the package's grader grades: JE when it cannot."""
        try:
            if self.grader is None:
                raise JudgeError("grading: custom, but no grader was built (graders/)")
            return self.grader(children, flags)
        except JudgeError as e:
            if str(e) not in self.grader_errors:
                self.grader_errors.append(str(e))
            return Verdict.JE, 0.0


def _by_case(records):
    return {r["case"]: r for r in records}


# ------------------------------------------------------------------------------- loading

def load(pkg, read, version):
    """The Grading of package pkg (its cases read): read(path) gives a group file's map.
    version: the package's problem_format_version."""
    files = {}                         # group folder name -> (path, its map)
    for name in _folders(pkg):
        path = _group_file(pkg, name)
        if path is not None:
            files[name] = (path, read(path))
    legacy = not pkg.current or (version.startswith("2023-07") and _uses_legacy_keys(
        files, SCORING))
    if legacy:
        return _load_legacy(pkg, files, SCORING[False])
    return _load_current(pkg, files, SCORING[True])


def _folders(pkg):
    """Every folder name under data/ that holds a case, its parents too, and "" (data/)."""
    names = {""}
    for case in pkg.cases:
        parts = case.name.split("/")[:-1]
        names.update("/".join(parts[:i]) for i in range(1, len(parts) + 1))
    return sorted(names)


def _group_file(pkg, name):
    for file_name in GROUP_FILES:
        path = os.path.join(pkg.dir, "data", name, file_name)
        if os.path.isfile(path):
            return path
    return None


def _uses_legacy_keys(files, scoring):
    return any(set(scoring[False]["defaults"]) & set(config) for _, config in files.values())


def _tree(pkg, group_of, config_of):
    """(root Group, {name: Group}): each case under the chain of groups group_of(case name)
    gives, each group made once, with config_of(name, parent Group)."""
    root = Group("", config_of("", None))
    groups = {"": root}
    for case in pkg.cases:
        parent = root
        for name in group_of(case.name):
            if name not in groups:
                groups[name] = Group(name, config_of(name, parent))
                parent.items.append(groups[name])
            parent = groups[name]
        parent.items.append(case.name)
    return root, groups


def _parents(case_name):
    parts = case_name.split("/")[:-1]
    return ["/".join(parts[:i]) for i in range(1, len(parts) + 1)]


def _one_of(value, words, key, where):
    if value not in words:
        close = difflib.get_close_matches(str(value), list(words), 1)
        raise JudgeError("%s: %s %r is not one of %s%s" % (
            where, key, value, ", ".join(words),
            " (did you mean %r?)" % close[0] if close else ""))
    return value


def _load_legacy(pkg, files, rules):
    """Every folder a group; each key inherited from the parent, problem.yaml's grading
    over it, the defaults under it (problemtools' TestCaseGroup)."""
    overrides = _legacy_overrides(pkg, rules)

    def config_of(name, parent):
        path, own = files.get(name, ("data/%s" % name, {}))
        config = dict(parent.config) if parent else _parse_legacy(dict(rules["defaults"]),
                                                                  rules, "defaults")
        config.update(_parse_legacy({k: v for k, v in own.items() if k in rules["defaults"]},
                                    rules, path))
        config.update(overrides)
        if config["grading"] == "default":      # a custom grader reads flags of its own
            for word in config["grader_flags"]:
                _one_of(word, rules["grader_flags"], "grader flag", path)
        # what DOMjudge reads of it (as_domjudge): only a folder with a file is a group there
        config["own_keys"] = frozenset(own) if name in files else None
        if name and "ignore_sample" in config["grader_flags"]:
            raise JudgeError("%s: grader_flags ignore_sample is only allowed in data/"
                             "testdata.yaml (groups below inherit it: set their own "
                             "grader_flags)" % path)
        return config
    root, groups = _tree(pkg, _parents, config_of)
    return Grading(True, root, groups)


def _legacy_overrides(pkg, rules):
    """problem.yaml's grading: keys that override every group's (problemtools reads them so
    while the legacy spec moves them to testdata.yaml)."""
    grading = dict(pkg.legacy_grading)
    on_reject = grading.pop("on_reject", None)
    overrides = _parse_legacy({k: v for k, v in grading.items()
                               if k in ("accept_score", "reject_score", "range")}, rules,
                              "problem.yaml grading")
    if on_reject is not None:
        words = rules["problem_on_reject"]
        _one_of(on_reject, list(words), "on_reject", "problem.yaml grading")
        if words[on_reject]:
            overrides["on_reject"] = words[on_reject]
    return overrides


def _parse_legacy(config, rules, where):
    """config's legacy grading keys checked and parsed: flags a list, range two floats."""
    out = {}
    for key, value in config.items():
        if key == "on_reject":
            out[key] = _one_of(value, rules["on_reject"], key, where)
        elif key == "grading":
            out[key] = _one_of(value, rules["grading"], key, where)
        elif key == "grader_flags":
            words = value.split() if isinstance(value, str) else value
            if not isinstance(words, list):
                raise JudgeError("%s: grader_flags must be a string of words" % where)
            out[key] = [str(w) for w in words]     # the default grader's: checked after
        elif key == "range":
            out[key] = _range(value, where)
        elif key in ("accept_score", "reject_score"):
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise JudgeError("%s: %s %r is not a number" % (where, key, value))
            out[key] = float(value)
        else:
            out[key] = value
    return out


def _range(value, where):
    try:
        low, high = (float(w) for w in str(value).split())
    except ValueError:
        raise JudgeError("%s: range %r is not two numbers (inf, -inf, +inf allowed)" % (
            where, value))
    if low > high:
        raise JudgeError("%s: range %r: its low end is over its high end" % (where, value))
    return low, high


def _load_current(pkg, files, rules):
    """sample and secret, and secret's sub-folders with a group file: each its keys or the
    defaults of its kind, checked against the spec's rules."""
    groups_here = {name for name in files if name.startswith("secret/")
                   and name.count("/") == 1}
    names = sorted(groups_here)

    def group_of(case_name):
        top = case_name.split("/")[0]
        parents = _parents(case_name)
        inner = parents[1] if len(parents) > 1 else None
        if pkg.scoring and groups_here and top == "secret" and inner not in groups_here:
            raise JudgeError("data/%s: secret holds test groups (folders with a "
                             "test_group.yaml), so each of its cases must be in one" %
                             case_name)
        return [top] + ([inner] if inner in groups_here else [])

    def config_of(name, parent):
        path, own = files.get(name, ("data/%s" % (name or "."), {}))
        own = _draft_scoring(own, path, pkg)
        given = {k: v for k, v in own.items() if k in rules["secret"]}
        if name in ("", "sample") or not pkg.scoring:
            if given:
                raise JudgeError("%s: %s is not allowed %s" % (
                    path, ", ".join(sorted(given)), "in a pass-fail problem"
                    if not pkg.scoring else "in sample" if name else "in data/"))
            return dict(rules["group"])
        legacy = _legacy_keys_in(own)
        if legacy:
            raise JudgeError("%s: %s is a legacy testdata.yaml key; 2025-09 has %s" % (
                path, legacy[0], ", ".join(rules["secret"])))
        config = dict(rules["secret" if name == "secret" else "group"])
        config.update(given)
        return _check_current(config, name, names, path, rules)
    root, groups = _tree(pkg, group_of, config_of)
    grading = Grading(False, root, groups)
    if pkg.scoring and "secret" in groups:
        _check_bounds(grading, files)
    return grading


def _draft_scoring(own, path, pkg):
    """A group file's keys with the 2025-09 draft's `scoring:` map (score, aggregation,
    require_pass: the spec's own scoring example still has it) read as the final keys
    (DRAFT_SCORING), said once in pkg.warnings; own itself when it has none."""
    draft = own.get("scoring")
    if draft is None:
        return own
    if not isinstance(draft, dict) or not set(draft) <= set(DRAFT_SCORING):
        raise JudgeError("%s: scoring must be a map of %s (the 2025-09 draft's keys)" % (
            path, ", ".join(DRAFT_SCORING)))
    clash = [DRAFT_SCORING[k] for k in draft if DRAFT_SCORING[k] in own]
    if clash:
        raise JudgeError("%s: %s is given twice: in scoring: and on its own" % (path,
                                                                          clash[0]))
    pkg.warnings.append("%s: scoring: is the 2025-09 draft's; read as %s" % (
        os.path.relpath(path, pkg.dir), ", ".join("%s: %s" % (DRAFT_SCORING[k], k) for k in draft)))
    own = {k: v for k, v in own.items() if k != "scoring"}
    own.update((DRAFT_SCORING[k], v) for k, v in draft.items())
    return own


def _legacy_keys_in(config):
    return [k for k in config if k in SCORING[False]["defaults"]]


def _check_current(config, name, names, path, rules):
    """config (a 2025-09 group's keys) checked and parsed: max_score a number (inf for
    unbounded), require_pass a list of earlier groups' names."""
    _one_of(config["score_aggregation"], rules["score_aggregation"], "score_aggregation",
            path)
    top = config["max_score"]
    if top == "unbounded":
        config["max_score"] = float("inf")
    elif isinstance(top, bool) or not isinstance(top, int) or top < 0:
        raise JudgeError("%s: max_score %r is not a non-negative integer or unbounded" % (
            path, top))
    else:
        config["max_score"] = float(top)
    needs = config["require_pass"]
    needs = [needs] if isinstance(needs, str) else needs
    if not isinstance(needs, list) or not all(isinstance(n, str) for n in needs):
        raise JudgeError("%s: require_pass must be a group name or a list of them" % path)
    earlier = ["sample"] + ([] if name == "secret" else [n for n in names if n < name])
    for need in needs:
        _one_of(need, earlier, "require_pass", path)
    config["require_pass"] = needs
    if config["score_aggregation"] == "pass-fail" and config["max_score"] == float("inf"):
        raise JudgeError("%s: a pass-fail group needs a bounded max_score" % path)
    return config


def _check_bounds(grading, files):
    """The spec's rules between secret and its groups."""
    secret = grading.groups["secret"]
    for group in secret.subgroups():
        path = files.get(group.name, ("data/" + group.name,))[0]
        if secret.config["score_aggregation"] == "pass-fail" and \
                group.config["score_aggregation"] != "pass-fail":
            raise JudgeError("%s: secret is pass-fail, so each of its groups must be" % path)
        if group.config["max_score"] == float("inf") and \
                secret.config["max_score"] != float("inf"):
            raise JudgeError("%s: max_score unbounded (the default) needs secret unbounded "
                             "too; give this group a max_score" % path)
        for need in group.config["require_pass"]:
            if need != "sample" and grading.groups[need].config["score_aggregation"] != \
                    "pass-fail":
                raise JudgeError("%s: require_pass %s: that group must be pass-fail" % (
                    path, need))


# ----------------------------------------------------------------------------- results

def _legacy_result(group, by_case, custom):
    """(verdict, score) of a legacy group, or None when none of its cases was judged. A
    group that is not AC keeps the score its grader gave, as problemtools passes it up (the
    legacy spec says such a score is ignored, but not what replaces it)."""
    config, children = group.config, []
    for item in group.items:
        if isinstance(item, Group):
            result = _legacy_result(item, by_case, custom)
        else:
            rec = by_case.get(item)
            result = rec and (rec["verdict"], _legacy_case_score(rec, config))
        if result is None:
            continue               # not judged: judging stopped before it
        children.append(result)
        if result[0] != Verdict.AC and config["on_reject"] == "break":
            break
    if not children:
        return None
    if config["grading"] == "custom":
        return custom(children, config["grader_flags"])
    return _grade(children, config["grader_flags"])


def _domjudge_result(group, by_case):
    """(verdict, score) of a legacy group as DOMjudge grades it (Grading.as_domjudge), or
    None when none of its cases was judged. Its verdict: the first that is not AC."""
    config, flags = group.config, group.config["grader_flags"]
    if config["own_keys"] is None:
        return None              # no group file: no group in DOMjudge, its cases unscored
    subgroups = [g for g in group.subgroups() if g.config["own_keys"] is not None]
    if subgroups:
        children = [_domjudge_result(g, by_case) for g in subgroups
                    if not ("ignore_sample" in flags and g.name == "sample")]
        children = [c for c in children if c is not None]
        verdicts, scores = [v for v, _ in children], [s for _, s in children]
    else:
        recs = [by_case[c] for c in group.items if not isinstance(c, Group) and c in by_case]
        verdicts = [r["verdict"] for r in recs]
        written = [r for r in recs if r.get("score") is not None]
        if written:
            scores = [r["score"] if r["verdict"] in (Verdict.AC, Verdict.WA) else 0.0
                      for r in written]
        elif "accept_score" in config["own_keys"]:
            scores = [config["accept_score"] if _first_error(verdicts) == Verdict.AC else 0.0]
        else:
            scores = []
    if not verdicts:
        return None
    if Verdict.JE in verdicts:
        return Verdict.JE, 0.0
    mode = ([f for f in flags if f in LEGACY_SCORES] or ["sum"])[-1]
    return _first_error(verdicts), (LEGACY_SCORES[mode](scores) if scores else 0.0)


def _legacy_case_score(rec, config):
    if rec.get("score") is not None:
        return rec["score"]
    return config["accept_score"] if rec["verdict"] == Verdict.AC else config["reject_score"]


def _grade(children, flags):
    """problemtools' default grader on [(verdict, score)]: the last mode given wins."""
    if any(verdict == Verdict.JE for verdict, _ in children):
        return Verdict.JE, 0.0
    if "ignore_sample" in flags:
        children = children[-1:]
    verdict_mode = ([f for f in flags if f in LEGACY_VERDICTS] or ["worst_error"])[-1]
    score_mode = ([f for f in flags if f in LEGACY_SCORES] or ["sum"])[-1]
    verdicts = [verdict for verdict, _ in children]
    if "accept_if_any_accepted" in flags and Verdict.AC in verdicts:
        verdict = Verdict.AC
    else:
        verdict = LEGACY_VERDICTS[verdict_mode](verdicts)
    return verdict, LEGACY_SCORES[score_mode]([score for _, score in children])


def _passed(grading, name, by_case):
    """Whether every case of a group is AC, and the groups it requires passed."""
    group = grading.groups.get(name)
    if group is None:
        return True
    return all(_passed(grading, need, by_case) for need in group.config["require_pass"]) \
        and all(by_case.get(c, {}).get("verdict") == Verdict.AC for c in group.cases())


def _current_score(grading, group, by_case):
    """A 2025-09 group's (or secret's) score; JudgeError where the spec says it is one."""
    config = group.config
    if not all(_passed(grading, need, by_case) for need in config["require_pass"]):
        return 0.0
    top, how = config["max_score"], config["score_aggregation"]
    if how == "pass-fail":
        for case in group.cases():
            _no_score_written(by_case.get(case), "a pass-fail group")
        return top if _passed(grading, group.name, by_case) else 0.0
    subgroups = group.subgroups()
    if subgroups:
        scores = [_current_score(grading, g, by_case) for g in subgroups]
    else:
        names = list(group.cases())
        case_top = top / len(names) if how == "sum" else top
        scores = [_current_case_score(by_case.get(c), case_top, c) for c in names]
    score = CURRENT_SCORES[how](scores)
    if score > top + EPS:
        raise JudgeError("%s: score %g is over its max_score %g" % (group.name, score, top))
    return score


def _no_score_written(rec, where):
    if rec is not None and (rec.get("score") is not None or
                            rec.get("score_multiplier") is not None):
        raise JudgeError("%s: its validator wrote a score, but the case is in %s" % (
            rec["case"], where))


def _current_case_score(rec, top, name):
    """A judged case's score (spec/2025-09.md "Scoring test cases"): 0 unless AC."""
    if rec is None or rec["verdict"] != Verdict.AC:
        return 0.0
    score, multiplier = rec.get("score"), rec.get("score_multiplier")
    if score is not None and multiplier is not None:
        raise JudgeError("%s: its validator wrote both score.txt and score_multiplier.txt"
                         % name)
    if top == float("inf"):
        if multiplier is not None or score is None:
            raise JudgeError("%s: accepted in an unbounded group: its validator must write "
                             "score.txt (and no score_multiplier.txt)" % name)
        return score
    if multiplier is not None:
        if multiplier > 1 + EPS:
            raise JudgeError("%s: score_multiplier.txt %g is not in [0, 1]" % (name,
                                                                              multiplier))
        return multiplier * top
    if score is not None and score > top + EPS:
        raise JudgeError("%s: score.txt %g is over the case's maximum %g" % (name, score,
                                                                             top))
    return top if score is None else score
