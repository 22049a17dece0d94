"""Refinements of the existing strategies found on the fix corpus (session 13), each with the case
it came from: a probe whose result is then called is a function (constant_probe's call form refuses,
the hoist form applies: c032, h011); a function that returns nothing, or a call whose result is
unused, runs for its effects and is never frozen; reseeding a random generator is never skipped nor
frozen (f040 gave a different output after such a fix); a diagnostic reading a tensor through a
read-only method (``keep.sum()``) does not change it (c077); a dataclass factory that is a helper
of the chain gets the compile-time placeholder (c082)."""
from __future__ import annotations

from pathlib import Path

import pytest

from compilelint import fix as fixmod
from compilelint.findings import Finding
from compilelint.fixers import parse_header_targets, run_codemod

FIXTURES = Path(__file__).parent / "fixtures" / "fixers"

REASONS = {
    "constant_probe/call_result_called_refused": "is called as `attn_fn(...)`: a function",
    "constant_probe/no_value_refused": "returns no value: it runs for its side effects",
    # blind58 s1118: a getter of an activation function; freezing it changed the compiled output
    "constant_probe/getter_result_called_refused": "`_get_act_fn()` is called at line 22: a function",
    "constant_probe/unused_result_refused": "is not used: it runs for its side effects",
    "guard_side_effect/reseed_refused": "`torch.manual_seed` sets the random state",
    # blind41 s444: a guarded push left the heap empty for ``best()`` in compiled code
    "guard_side_effect/heap_state_refused": "`heapq.heappush` changes `self._heap` in place, which other code reads",
}


@pytest.mark.parametrize("name", sorted(REASONS))
def test_refusals_say_why(name):
    path = FIXTURES / f"{name}.in.py"
    src = path.read_text()
    out, outcomes = run_codemod(path.parent.name, src, [t for _, t in parse_header_targets(src)],
                                module_name="fixture.mod")
    assert out == src
    assert outcomes and not any(o.applied for o in outcomes)
    assert REASONS[name] in outcomes[0].message, outcomes[0].message


def test_the_planner_leaves_reseeding_alone(tmp_path):
    pkg = tmp_path / "seedpkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    mod = pkg / "m.py"
    mod.write_text("import torch\n\n\ndef reseed(step: int) -> None:\n    torch.manual_seed(1234 + step)\n\n\n"
                   "def sample(probs, step: int):\n    reseed(step)\n    return torch.multinomial(probs, 1)\n")
    f = Finding(rule="CL111", severity="error", path=str(mod), line=5, column=5, message="m",
                root="seedpkg.m.sample", chain=["seedpkg.m.sample", "seedpkg.m.reseed", "torch.manual_seed"],
                function="seedpkg.m.reseed")
    plan = fixmod.plan([f], [str(pkg)], unsafe=True)
    assert not plan.edits
    assert plan.unfixed and "sets the random state" in plan.unfixed[0].reason


def test_a_wait_in_a_side_effect_only_helper_is_guarded_once_for_every_caller(tmp_path):
    """h071: ``Event().wait()`` (a lock-family barrier) in a helper that returns nothing, called from
    two methods: the helper's body is guarded, which covers both callers (guarding the one call of
    the reported chain left the other, and a second run changed the file again)."""
    from compilelint.scan import scan

    pkg = tmp_path / "waitpkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text(
        "import threading\n\nimport torch\n\n\n"
        "class Counter:\n    def __init__(self, n: int) -> None:\n"
        "        self.events = [threading.Event() for _ in range(n)]\n\n"
        "    def wait_until(self, i: int) -> None:\n        self.events[i].wait()\n\n\n"
        "class Pool:\n    def __init__(self) -> None:\n        self.k = [torch.zeros(2)]\n        self.v = [torch.zeros(2)]\n"
        "        self.counter = Counter(1)\n\n"
        "    def key(self, i: int):\n        self.counter.wait_until(i)\n        return self.k[i]\n\n"
        "    def value(self, i: int):\n        self.counter.wait_until(i)\n        return self.v[i]\n\n\n"
        "pool = Pool()\n\n\n@torch.compile(fullgraph=True)\ndef read(x):\n    return x + pool.key(0) + pool.value(0)\n")
    r = scan([str(pkg)], no_cache=True)
    assert r.findings
    plan = fixmod.plan(r.findings, [str(pkg)], unsafe=True)
    fixes = [x for e in plan.edits for x in e.fixes]
    assert [(x.strategy, x.function) for x in fixes] == [("guard_side_effect", "Counter.wait_until")], fixes
