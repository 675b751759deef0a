"""A duration or a count that the docs state in more than one place says the same everywhere.

How long a make target takes has one home, its help text in the Makefile (`make help`); the
README may repeat it for its two commands, and any other mention must agree, so a drifted
copy fails here naming both places. Counts are checked against the tree itself: "seven
problems", "ten examples", and a sample summary line's "total: N/M AC" for a problem's cases.
Scanned: README.md, docs/*.md, bench/README.md, tests/README.md and the Makefile's help texts.
"""
import re
from collections import defaultdict

from conftest import ROOT

WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
         "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
         "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50}
NUMBER = r"\d+(?:\.\d+)?|" + "|".join(sorted(WORDS, key=len, reverse=True))
MINUTES = {"s": 1 / 60, "second": 1 / 60, "seconds": 1 / 60, "min": 1, "minute": 1,
           "minutes": 1, "hour": 60, "hours": 60}
DURATION = re.compile(r"(?i)\b(?:(?P<qual>about|under|over|at most|up to|nearly)\s+)?"
                      r"(?P<lo>%s)(?:\s*-\s*(?P<hi>\d+(?:\.\d+)?))?\s+"
                      r"(?P<unit>hours?|minutes?|min|seconds?|s)\b(?P<half> and a half)?"
                      % NUMBER)
TARGETS = ("judge", "judge-pypy", "test", "test-quick", "test-slow", "test-unprivileged", "test-scenarios",
           "bench", "bench-quick")
MENTION = re.compile(r"\bmake (%s)(?![\w-])" % "|".join(sorted(TARGETS, key=len, reverse=True)))
SENTENCE_END = re.compile(r"\.(?:\s|$)|\n\s*\n")
WINDOW = 160          # characters after a mention that still speak of it


def number(text):
    text = text.lower()
    return WORDS[text] if text in WORDS else float(text)


def duration(text):
    """The first duration in text, as (qualifier, low, high) in minutes; None if none."""
    found = DURATION.search(text)
    if not found:
        return None
    scale = MINUTES[found.group("unit").lower()]
    low = number(found.group("lo")) + (0.5 if found.group("half") else 0)
    high = float(found.group("hi")) if found.group("hi") else low
    return ((found.group("qual") or "").lower(), round(low * scale, 2), round(high * scale, 2))


def docs():
    """(name, text) of every prose file scanned."""
    paths = [ROOT / "README.md", ROOT / "bench" / "README.md", ROOT / "tests" / "README.md"]
    paths += sorted((ROOT / "docs").glob("*.md"))
    return [(p.relative_to(ROOT).as_posix(), p.read_text(encoding="utf-8")) for p in paths
            if p.exists()]


def makefile_help():
    """{target: its help text}, as `make help` prints them."""
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    return dict(re.findall(r"(?m)^([a-z-]+):.*?## (.*)$", text))


def stated_durations():
    """{target: [(where, duration)]} for every duration said of a make target."""
    stated = defaultdict(list)
    for target, help_text in makefile_help().items():
        if duration(help_text):
            stated[target].append(("Makefile (make help)", duration(help_text)))
    for name, text in docs():
        mentions = list(MENTION.finditer(text))
        for i, mention in enumerate(mentions):
            end = min(mention.end() + WINDOW,
                      mentions[i + 1].start() if i + 1 < len(mentions) else len(text))
            window = text[mention.end():end]
            stop = SENTENCE_END.search(window)
            said = duration(window[:stop.start()] if stop else window)
            if said:
                line = text.count("\n", 0, mention.start()) + 1
                stated[mention.group(1)].append(("%s:%d" % (name, line), said))
    return stated


def test_a_duration_is_read_as_minutes():
    assert duration("the suite, 5-13 min a pass") == ("", 5, 13)
    assert duration("(about a minute and a half)") == ("about", 1.5, 1.5)
    assert duration("about two hours on two cores") == ("about", 120, 120)
    assert duration("under two minutes") == ("under", 2, 2)
    assert duration("first (about 30 s, silent)") == ("about", 0.5, 0.5)
    assert duration("no time here, 64 MB") is None
    assert duration("as root, as uid 65534") is None


def test_the_two_commands_durations_are_found():
    """The scan sees what it must compare: the README and `make help` both time the two
    commands (were the patterns to stop matching, the agreement test below would pass empty)."""
    stated = stated_durations()
    for target in ("judge", "test"):
        places = [where for where, _ in stated[target]]
        assert any(p.startswith("README.md") for p in places), (target, places)
        assert "Makefile (make help)" in places, (target, places)


# Drifts known and owned, each with the reason it waits; an entry must still drift (the test
# says when to drop it): none today.
PENDING = set()


def test_every_make_target_takes_the_same_time_wherever_it_is_said():
    drifted, still_pending = [], set()
    for target, said in stated_durations().items():
        counted = [(where, value) for where, value in said
                   if (target, where.split(":")[0]) not in PENDING]
        if len({value for _, value in counted}) > 1:
            drifted.append("make %s: %s" % (target, "; ".join("%s says %s" % pair
                                                              for pair in counted)))
        still_pending.update((target, where.split(":")[0]) for where, value in said
                             if counted and value != counted[0][1])
    assert drifted == [], "\n".join(drifted)
    fixed = PENDING - still_pending
    assert not fixed, "no longer drifting, drop from PENDING: %s" % sorted(fixed)


def problems_and_examples():
    """{noun: how many the tree holds}: problem folders with a solution, worked examples."""
    folders = [p for p in (ROOT / "testdata").iterdir() if (p / "problem.toml").exists()]
    return {"problems": sum(not p.name.startswith("ex_") for p in folders),
            "examples": len(list((ROOT / "examples").glob("*.py")))}


COUNTED = re.compile(r"(?i)\b(%s) (?:[a-z-]+ )?(problems|examples)\b" % NUMBER)


def test_every_count_of_problems_and_examples_is_the_trees():
    truth = problems_and_examples()
    wrong = []
    for name, text in docs():
        for said in COUNTED.finditer(text):
            count, noun = number(said.group(1)), said.group(2).lower()
            if count != truth[noun]:
                wrong.append("%s says %r; the tree has %d %s" % (name, said.group(0),
                                                               truth[noun], noun))
    assert wrong == [], wrong


def test_a_sample_summary_line_counts_the_problems_cases():
    wrong, seen = [], 0
    for name, text in docs():
        for judged, problem in re.findall(r"total: \d+/(\d+) AC; slowest (\w+)/", text):
            seen += 1
            cases = len(list((ROOT / "testdata" / problem / "cases").glob("*.in")))
            if int(judged) != cases:
                wrong.append("%s: %s of %s's cases; it has %d" % (name, judged, problem, cases))
    assert seen and wrong == [], wrong or "no summary line found (the README shows one)"
