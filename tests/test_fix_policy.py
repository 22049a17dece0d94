"""The fix planner reads a rule's FixPolicy, never its code: a rule's own ``fix_policy`` decides
which strategies are tried for its findings."""
from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from compilelint import fix as fixmod
from compilelint.findings import Finding, FixPolicy
from compilelint.rules import all_rules, by_code

SRC = '''
import threading
import time

import torch

_lock = threading.Lock()


def step(x: torch.Tensor) -> torch.Tensor:
    print("step", x.shape)
    return x * 2
'''


def _setup(tmp_path: Path, monkeypatch):
    pkg = tmp_path / "polpkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "mod.py").write_text(textwrap.dedent(SRC).lstrip())
    monkeypatch.chdir(tmp_path)
    line = next(i for i, l in enumerate((pkg / "mod.py").read_text().splitlines(), 1) if "print(" in l)
    f = Finding(rule="CL104", severity="error", path=str(pkg / "mod.py"), line=line, column=4, message="m",
                root="polpkg.mod.step", chain=["polpkg.mod.step", "builtins.print"], function="polpkg.mod.step")
    return pkg, f


def test_every_rule_has_a_valid_policy():
    for rule in all_rules():
        assert isinstance(fixmod.policy_of(rule.code), FixPolicy), rule.code
    # each rule declares its own policy; the engine and the planner name no rule code
    assert by_code()["CL105"].fix_policy == FixPolicy(guard="diagnostic")
    import re
    import compilelint
    engine = Path(compilelint.__file__).parent
    for name in ("fix.py", "scan/roots.py", "scan/reach.py", "scan/pipeline.py", "program.py", "conditions.py",
                 "engine.py", "index/summarize.py", "index/cache.py", "index/pool.py"):
        assert not re.search(r"[\"']CL[0-9]{3}[\"']", (engine / name).read_text()), name
    assert fixmod.policy_of("CL201") == FixPolicy(fixable=False, eager_check=True)
    assert fixmod.policy_of("CL999") == FixPolicy()  # unknown: the default, fixable
    with pytest.raises(ValueError, match="guard must be one of"):
        FixPolicy(guard="bogus")


def test_the_planner_follows_the_policy_not_the_code(tmp_path, monkeypatch):
    pkg, f = _setup(tmp_path, monkeypatch)
    index = fixmod.TargetIndex([str(pkg)])
    cands, _ = fixmod.candidates(f, index)
    assert (cands[0].strategy, cands[0].why) == ("guard_side_effect", "diagnostic side effect")
    assert fixmod.plan([f], [str(pkg)]).edits  # print is guarded
    rule = by_code()["CL104"]
    # the same rule declaring data-dependent code: nothing to rewrite, whatever its code says
    monkeypatch.setattr(rule, "fix_policy", FixPolicy(fixable=False), raising=False)
    cands, why = fixmod.candidates(f, index)
    assert cands == [] and why.startswith("CL104: no automatic fix")
    assert fixmod.plan([f], [str(pkg)]).edits == []
    # ... or a lock: only the lock guard, no probe or whole-body candidates
    monkeypatch.setattr(rule, "fix_policy", FixPolicy(guard="lock"), raising=False)
    cands, _ = fixmod.candidates(f, index)
    assert [c.why for c in cands[:2]] == ["lock in traced code", "plain-value probe"]
    assert not any(c.why in ("side effect", "diagnostic side effect", "probe expression") for c in cands)
