# expect: WA
"""Wrong on purpose: examples/langford.py without halving the count: every
arrangement is counted twice, once as itself and once as its reverse, which
the model cannot tell apart (the problem counts them once)."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "langford", os.path.join(HERE, "..", "..", "..", "examples", "langford.py"))
langford = importlib.util.module_from_spec(spec)
spec.loader.exec_module(langford)


def both_ways(engine, n):                # the bug: no // 2
    langford.load_langford(engine, n)
    return engine.count()


langford.pairings = both_ways
langford.main()
