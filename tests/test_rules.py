"""Every rule's inline VALID / INVALID examples: the static verdict, and dynamo's real one.

The measured part is what makes `severity = "error"` honest: each INVALID example really fails
under `torch.compile(fullgraph=True)` on the installed torch with one of the gb_types the rule
declares, and each VALID example really compiles.
"""
import importlib.util
import sys

import pytest

from compilelint.rules import all_rules
from compilelint.scan import scan

CASES = [(r, kind, i, src) for r in all_rules() for kind in ("INVALID", "VALID")
         for i, src in enumerate(getattr(r, kind))]
IDS = [f"{r.code}-{kind}-{i}" for r, kind, i, _ in CASES]


def test_every_rule_documented_with_examples():
    for r in all_rules():
        assert r.code and r.name and r.message and r.hint, r
        assert r.gb_types, f"{r.code} names no dynamo break"
        for section in ("what_it_does", "why_bad", "example", "use_instead", "fix_safety"):
            assert getattr(r, section).strip(), f"{r.code} lacks {section}"
        assert r.INVALID and r.VALID, f"{r.code} needs valid and invalid examples"
    codes = [r.code for r in all_rules()]
    assert len(codes) == len(set(codes))


@pytest.mark.parametrize("rule,kind,i,src", CASES, ids=IDS)
def test_static_verdict(tmp_path, rule, kind, i, src):
    mod = f"clex_{rule.code.lower()}_{kind.lower()}_{i}"
    (tmp_path / f"{mod}.py").write_text(src)
    result = scan([str(tmp_path)], roots=[f"{mod}:f"], no_cache=True)
    codes = {f.rule for f in result.findings}
    if kind == "INVALID":
        assert rule.code in codes, f"{rule.code} missed:\n{src}"
    else:
        assert not result.findings, f"false positive {[(f.rule, f.line) for f in result.findings]}:\n{src}"


torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")


@pytest.mark.torch
@pytest.mark.parametrize("rule,kind,i,src", CASES, ids=IDS)
def test_dynamo_agrees(tmp_path, rule, kind, i, src):
    import torch._dynamo

    mod = f"clex_dyn_{rule.code.lower()}_{kind.lower()}_{i}"
    path = tmp_path / f"{mod}.py"
    path.write_text(src)
    spec = importlib.util.spec_from_file_location(mod, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[mod] = module
    spec.loader.exec_module(module)
    torch._dynamo.reset()
    try:
        torch.compile(module.f, fullgraph=True, backend="eager")(torch.randn(4))
        outcome = None
    except torch._dynamo.exc.Unsupported as e:
        outcome = e.gb_type
    except torch._dynamo.exc.UserError:
        outcome = "UserError"
    except torch._dynamo.exc.TorchRuntimeError:
        outcome = "TorchRuntimeError"  # fake-tensor propagation failed (a custom op without a fake)
    finally:
        sys.modules.pop(mod, None)
    if kind == "INVALID":
        assert outcome is not None, f"{rule.code} example compiles:\n{src}"
        assert outcome in rule.predicted_gb_types(), f"{rule.code} predicted {rule.predicted_gb_types()}, dynamo said {outcome!r}"
    else:
        assert outcome is None, f"{rule.code} valid example breaks with {outcome!r}:\n{src}"
