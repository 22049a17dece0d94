"""Each finding lists the branch tests on its chain that the scan could not decide
(``detail.undecided``: where, the test's source, the value the chain needs), and the summary ranks
them by the findings they gate: a deployment fact or a ``--value`` pin that settles one test
settles all of them. Tests the scan decides (module constants, the profile's platform) are not
listed; neither is a chain with no branch on it."""
from __future__ import annotations

from compilelint.scan import scan
from test_scan_features import make

SRC = """
    import os

    import torch

    DEBUG = False


    def sized(x, n):
        if n > 3:
            os.getcwd()
        return x + 1


    def early(x, n):
        if n == 0:
            return x
        os.listdir(".")
        return x * 2


    def constant(x):
        if not DEBUG:
            os.getppid()
        return x


    def plain(x):
        os.getpid()
        return x


    def entry(x, n):
        return sized(x, n) + early(x, n) + constant(x) + plain(x)


    compiled = torch.compile(entry, fullgraph=True)
"""


def test_undecided_tests_are_listed_per_finding_and_ranked(tmp_path):
    make(tmp_path, {"clund/__init__.py": "", "clund/m.py": SRC})
    r = scan([str(tmp_path / "clund")], no_cache=True)
    by_fn = {f.function.rsplit(".", 1)[-1]: f for f in r.findings}
    assert set(by_fn) == {"sized", "early", "constant", "plain"}
    assert [(u["test"], u["needs"]) for u in by_fn["sized"].detail["undecided"]] == [("n > 3", True)]
    assert [(u["test"], u["needs"]) for u in by_fn["early"].detail["undecided"]] == [("n == 0", False)]
    assert by_fn["early"].detail["undecided"][0]["line"] == by_fn["early"].line - 2
    assert "undecided" not in by_fn["constant"].detail  # DEBUG is a module constant
    assert "undecided" not in by_fn["plain"].detail
    ranked = r.summary()["undecided_tests"]
    assert {(u["test"], u["findings"]) for u in ranked} == {("n > 3", 1), ("n == 0", 1)}
