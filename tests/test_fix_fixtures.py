"""Golden fixtures for every fix codemod (TorchFix style): ``tests/fixtures/fixers/<strategy>/X.in.py``
is rewritten by the strategy's codemod and compared with ``X.out.py``.

Header comments of ``X.in.py`` declare the targets and the expectation::

    # compilelint-fix: STRATEGY FUNCTION[:LINE] [key=value ...]
    # compilelint-module: pkg.mod              (the module name the codemod sees; default fixture.mod)
    # compilelint-expect: applied safe|unsafe  |  refused [words the reason contains]

Every output must compile, and a second run of the codemod must change nothing. Regenerate the
outputs after a deliberate change with ``python tests/test_fix_fixtures.py --regen`` and review the
diff.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

import libcst
import pytest

from compilelint.fix import _anchor_n
from compilelint.fixers import SAFETY, STRATEGIES, Target, parse_header_targets, run_codemod

FIXTURES = Path(__file__).parent / "fixtures" / "fixers"
CASES = sorted(FIXTURES.glob("*/*.in.py"))


def _header(src: str, key: str):
    m = re.search(rf"^#\s*compilelint-{key}:\s*(.+)$", src, re.M)
    return m.group(1).strip() if m else None


def run_fixture(path: Path):
    src = path.read_text()
    strategy = path.parent.name
    declared = parse_header_targets(src)
    assert declared, f"{path.name}: no `# compilelint-fix:` header"
    assert all(s == strategy for s, _ in declared), f"{path.name}: header strategy differs from folder"
    module = _header(src, "module") or "fixture.mod"
    out, outcomes = run_codemod(strategy, src, [t for _, t in declared], module_name=module)
    return src, strategy, module, out, outcomes


def test_every_strategy_has_fixtures():
    have = {p.parent.name for p in CASES}
    assert set(STRATEGIES) <= have
    assert set(SAFETY) == set(STRATEGIES)


@pytest.mark.parametrize("path", CASES, ids=lambda p: f"{p.parent.name}/{p.name[:-6]}")
def test_fixture(path: Path):
    src, strategy, module, out, outcomes = run_fixture(path)
    expected = path.with_name(path.name[:-6] + ".out.py").read_text()
    assert out == expected
    compile(out, str(path), "exec")
    expect = (_header(src, "expect") or "applied").split()
    if expect[0] == "refused":
        assert outcomes and not any(o.applied for o in outcomes), [o.message for o in outcomes]
        assert out == src
        assert all(o.message for o in outcomes)
        if len(expect) > 1:  # ``refused <words of the reason>``
            assert any(" ".join(expect[1:]) in o.message for o in outcomes), [o.message for o in outcomes]
    else:
        assert outcomes and all(o.applied for o in outcomes), [o.message for o in outcomes]
        if len(expect) > 1:
            worst = "unsafe" if any(o.safety == "unsafe" for o in outcomes) else "safe"
            assert worst == expect[1], [(o.safety, o.message) for o in outcomes]
    # idempotent: the fixed file, fixed again, is unchanged. A rescan would point at the moved
    # statements, so line targets are re-aimed by the statement's source (its anchor).
    tree = libcst.parse_module(src)
    again_targets = []
    for _, t in parse_header_targets(src):
        if t.line is not None:
            anchor, n = _anchor_n(tree, t.function, t.line)
            t = Target(t.function, anchor=anchor, anchor_n=n, options=t.options)
        again_targets.append(t)
    again, _ = run_codemod(strategy, out, again_targets, module_name=module)
    assert again == out


if __name__ == "__main__" and "--regen" in sys.argv:
    for p in CASES:
        _, _, _, out, outcomes = run_fixture(p)
        p.with_name(p.name[:-6] + ".out.py").write_text(out)
        print(p.relative_to(FIXTURES), [(o.applied, o.safety, o.message) for o in outcomes])
