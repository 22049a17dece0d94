"""``guard_side_effect`` does not skip code that enters a context for what follows (blind53 s914):
``stack.enter_context(torch.autocast(...))`` on an ``ExitStack``, reached through a helper handed
the stack, was "fixed" into ``if not torch.compiler.is_compiling(): precision_contexts(cfg, stack)``
- the compiled graph then ran without autocast and its outputs differed from eager. The fix is now
refused with the reason; a plain logging call in another root is still guarded."""
from __future__ import annotations

from compilelint import fix as fixmod
from compilelint.scan import scan
from test_scan_features import make

FILES = {
    "clctx/__init__.py": "",
    "clctx/precision.py": """
        import contextlib

        import torch


        def precision_contexts(dtype, stack: contextlib.ExitStack) -> None:
            if dtype is not None:
                stack.enter_context(torch.autocast(device_type="cpu", dtype=dtype))
        """,
    "clctx/runner.py": """
        import contextlib
        import logging

        import torch

        from .precision import precision_contexts

        logger = logging.getLogger(__name__)


        def run(x):
            with contextlib.ExitStack() as stack:
                precision_contexts(torch.bfloat16, stack)
                y = x @ x.t()
            return y.float()


        def run_logged(x):
            logger.info("step")
            return x + 1


        run_c = torch.compile(run, fullgraph=True)
        run_logged_c = torch.compile(run_logged, fullgraph=True)
        """,
}


def test_a_context_entered_for_what_follows_is_not_guarded_off(tmp_path):
    make(tmp_path, FILES)
    pkg = str(tmp_path / "clctx")
    res = scan([pkg], no_cache=True, jobs=1)
    roots = {f.root.rsplit(".", 1)[-1] for f in res.findings if f.severity == "error"}
    assert roots == {"run", "run_logged"}, [(f.root, f.rule, f.line) for f in res.findings]
    plan = fixmod.plan(res.findings, [pkg], unsafe=True)
    new = {e.path.rsplit("/", 1)[-1]: e.new_text for e in plan.edits}
    assert "precision.py" not in new, new.get("precision.py")
    assert "is_compiling():\n                precision_contexts" not in new.get("runner.py", ""), new["runner.py"]
    reasons = [u.reason for u in plan.unfixed if any(f.root.endswith(".run") for f in [u.finding])]
    assert any("enters a context" in r for r in reasons), reasons
    # the logged root is still guarded
    assert "if not torch.compiler.is_compiling():" in new["runner.py"]



def test_a_helper_writing_through_a_view_of_its_argument_is_not_guarded_off(tmp_path):
    """blind54 s941: ``flat_key_cache = key_cache.view(...)`` then ``flat_key_cache[slot] = k`` in
    the helper the forward calls writes into the cache the caller passed; guarding the call off in
    compiled code left the cache unwritten (a wrong output, measured by tests/test_fix_corpus.py)."""
    import shutil
    from pathlib import Path

    case = Path(__file__).resolve().parent / "corpus" / "blind54" / "s941_native_reshape_and_cache_padding"
    dst = tmp_path / case.name
    shutil.copytree(case, dst, ignore=shutil.ignore_patterns("__pycache__"))
    pkg = str(dst / case.name)
    res = scan([pkg], no_cache=True, jobs=1)
    assert any(f.severity == "error" for f in res.findings), [(f.rule, f.line) for f in res.findings]
    plan = fixmod.plan(res.findings, [pkg], unsafe=True)
    guards = [x for e in plan.edits for x in e.fixes if x.strategy == "guard_side_effect"]
    assert not guards, [(e.path, e.new_text) for e in plan.edits]
    assert any("writes into" in u.reason for u in plan.unfixed), [u.reason for u in plan.unfixed]


def _case_plan(tmp_path, corpus: str, name: str):
    import shutil
    from pathlib import Path

    case = Path(__file__).resolve().parent / "corpus" / corpus / name
    dst = tmp_path / case.name
    shutil.copytree(case, dst, ignore=shutil.ignore_patterns("__pycache__"))
    pkg = str(dst / case.name)
    res = scan([pkg], no_cache=True, jobs=1)
    return res, fixmod.plan(res.findings, [pkg], unsafe=True)


def test_a_kernel_handed_tensors_the_code_reads_after_is_not_guarded_off(tmp_path):
    """blind55 s1017: ``fused_add_rmsnorm(hidden_states, residual, weight)`` - a module function
    whose body hands its tensors to a lazily loaded kernel handle that normalizes them in place -
    was guarded off in compiled code, and the root returned its inputs unnormalized (a wrong output
    measured by tests/test_fix_corpus.py). Guarding is refused with the reason; the op is made
    opaque instead, with ``mutates_args`` naming what it writes."""
    res, plan = _case_plan(tmp_path, "blind55", "s1017_jit_kernel_call_proxy")
    assert any(f.severity == "error" for f in res.findings), [(f.rule, f.line) for f in res.findings]
    guards = [x for e in plan.edits for x in e.fixes if x.strategy == "guard_side_effect"]
    assert not guards, [(e.path, e.new_text) for e in plan.edits]
    new = "".join(e.new_text for e in plan.edits)
    assert "torch.library.custom_op" in new and "mutates_args=(" in new, new


def test_a_module_loader_in_a_platform_variant_is_not_hoisted_into_the_constructor(tmp_path):
    """blind55 s1011 (clean on the CPU it was labelled on): ``forward_cuda``'s
    ``importlib.import_module("sgl_kernel")`` hoisted into ``__init__`` made the layer fail to
    build where the platform dispatch never runs ``forward_cuda`` (a clean case changed by a fix).
    The hoist is refused with the reason."""
    res, plan = _case_plan(tmp_path, "blind55", "s1011_customop_platform_dispatch")
    new = "".join(e.new_text for e in plan.edits)
    assert "hoisted by compilelint" not in new, new
    assert any("loads a module" in u.reason for u in plan.unfixed), [u.reason for u in plan.unfixed]
