"""The data-dependent codemods (``assert_check``, ``tensor_where``, ``torch_cond``) on their golden fixtures:
every applied fixture, once fixed, compiles under ``torch.compile(fn, fullgraph=True,
backend="eager")`` and gives the eager output of the ORIGINAL code, on inputs where the condition
holds and where it does not (a failing check raises in both). Each fixture runs in a fresh
interpreter (fixtures define classes and compile functions by the same names). Refusals carry
their reasons; the planner picks the strategies for CL201 findings."""
from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from compilelint import fix as fixmod
from compilelint.findings import Finding
from compilelint.fixers import run_codemod, parse_header_targets

FIXTURES = Path(__file__).parent / "fixtures" / "fixers"
STRATEGIES = ("assert_check", "tensor_where", "torch_cond", "early_exit", "while_loop", "masked_write",
              "address_assumption")

# fixture -> (callable built in the module's namespace, inputs: (source, what the condition does))
CASES = {
    "assert_check/any_raise": ("check_positive", [
        ("(torch.rand(5),)", "check passes"),
        ("(torch.rand(5) - 2.0,)", "check fails: raises")]),
    "assert_check/item_isnan_method": ("Guard()", [
        ("(torch.randn(3, 4),)", "check passes"),
        ("(torch.tensor([1.0, float('nan')]), 'attn')", "check fails: raises")]),
    "assert_check/not_all_finite": ("assert_finite", [
        ("(torch.randn(2, 3),)", "check passes"),
        ("(torch.tensor([1.0, float('inf')]),)", "check fails: raises")]),
    "assert_check/or_threshold_item": ("check_range", [
        ("(torch.randn(6),)", "check passes"),
        ("(torch.randn(6) * 1e6,)", "check fails: raises"),
        ("(torch.full((3,), -2e4),)", "second operand fails: raises")]),
    "assert_check/size_check": ("positive_sum", [
        ("(torch.tensor([1.0, -2.0, 3.0]),)", "check passes"),
        ("(-torch.rand(4) - 0.1,)", "check fails: raises")]),
    "tensor_where/item_threshold_clamp": ("OverflowGuard()", [
        ("(torch.randn(2, 8),)", "condition false"),
        ("(torch.randn(2, 8) * 1e6,)", "condition true: clamped")]),
    "tensor_where/item_local_threshold": ("RewardClip()", [
        ("(torch.rand(2, 8),)", "condition false"),
        ("(torch.randn(2, 8) * 10,)", "condition true: clamped")]),
    "tensor_where/if_else_two_names": ("split", [
        ("(torch.rand(4),)", "condition true"),
        ("(-torch.rand(4),)", "condition false")]),
    "tensor_where/ifexp_scale": ("compute_scale", [
        ("(torch.randn(4, 4),)", "condition true"),
        ("(torch.zeros(4, 4),)", "condition false")]),
    "tensor_where/normalize_not": ("normalize", [
        ("(torch.rand(5) * 0.5,)", "condition false"),
        ("(torch.randn(5) * 10,)", "condition true"),
        ("(torch.randn(5) * 10, 3.0)", "condition true, other bound")]),
    "tensor_where/float_threshold": ("gate", [
        ("(torch.rand(6) * 0.1,)", "condition false (first operand)"),
        ("(torch.rand(6) + 1.0,)", "condition true"),
        ("(torch.randn(6) + 0.9,)", "condition false (second operand)")]),
    "address_assumption/aligned_predicate": ("scale", [
        ("(torch.randn(4, 8), torch.randn(8))", "aligned in eager: the fast path"),
        ("(torch.randn(4, 9)[:, 1:], torch.randn(8))", "a view: possibly misaligned")]),
    "address_assumption/misaligned_clone": ("ensure_aligned", [
        ("(torch.randn(4, 8),)", "aligned"),
        ("(torch.randn(33)[1:].view(4, 8),)", "misaligned in eager: cloned")]),
    "address_assumption/alias_equal": ("add_residual", [
        ("(torch.randn(3, 4), torch.randn(12))", "distinct tensors")]),
    "address_assumption/sanity_raise": ("KV().update", [
        ("(torch.randn(2, 2), torch.randn(3, 2))", "check passes")]),
    "address_assumption/caller_check": ("Pool().read", [
        ("(1, torch.randn(3, 4))", "check passes")]),
    "torch_cond/submodule_branches": ("Router()", [
        ("(torch.rand(2, 4),)", "condition true"),
        ("(-torch.rand(2, 4),)", "condition false")]),
    "torch_cond/no_else_keeps_value": ("Table()", [
        ("(torch.tensor([[1, 2], [3, 4]]),)", "condition false: ids kept"),
        ("(torch.tensor([[1, 12], [-3, 4]]),)", "condition true: clamped")]),
    "torch_cond/item_count_local": ("Table()", [
        ("(torch.tensor([[1, 2], [3, 4]]),)", "condition false: ids kept"),
        ("(torch.tensor([[1, 12], [-3, 4]]),)", "condition true: clamped")]),
    "torch_cond/no_else_attribute": ("DelayedScale().update", [
        ("(torch.randn(4, 8),)", "condition false: the scale kept"),
        ("(torch.randn(4, 8) * 1e4,)", "condition true: rescaled")]),
    "torch_cond/two_names_functions": ("pick", [
        ("(torch.rand(3),)", "condition true"),
        ("(-torch.rand(3),)", "condition false")]),
    "early_exit/return_greedy": ("Sampler()", [
        ("(torch.randn(3, 10), torch.zeros(3))", "condition true: greedy"),
        ("(torch.randn(3, 10), torch.tensor([0.0, 0.8, 1.0]))", "condition false: the rest")]),
    "early_exit/return_tuple_rebinds": ("quantize_int8", [
        ("(torch.zeros(4, 8),)", "condition true: zero weight"),
        ("(torch.randn(4, 8),)", "condition false: quantized"),
        ("(torch.randn(4, 8), 63.0)", "condition false, other bound")]),
    "while_loop/shrink_until_bounded": ("shrink_until_bounded", [
        ("(torch.randn(4, 8) * 10, 2.0)", "several iterations"),
        ("(torch.rand(4, 8) * 0.5,)", "no iteration")]),
    "while_loop/two_carried": ("power_iteration", [
        ("(torch.eye(3) * torch.tensor([3.0, 1.0, 0.5]), torch.ones(3) / 3 ** 0.5)", "converges"),
        ("(torch.eye(2), torch.tensor([1.0, 0.0]), 10.0)", "one iteration")]),
    "early_exit/class_tensor_attr": ("penalize", [
        ("(torch.randn(2, 5), torch.tensor([], dtype=torch.long))", "condition true: nothing generated yet"),
        ("(torch.randn(2, 5), torch.tensor([0, 3]))", "condition false: tokens seen")]),
    "early_exit/helper_tuple_exit": ("verify_greedy", [
        ("(torch.tensor([5, 1, 2, 3, 4]), torch.tensor([1, 2, 9, 9, 9]), torch.tensor([[[0, 1, 2], [0, 3, 4]]]))",
         "condition false: a path matches"),
        ("(torch.tensor([5, 1, 2, 3, 4]), torch.tensor([7, 7, 7, 7, 7]), torch.tensor([[[0, 1, 2], [0, 3, 4]]]))",
         "condition true: the helper's tuple")]),
    "early_exit/nested_flag_return": ("Clipper().clip", [
        ("(torch.rand(6),)", "condition false: the rest"),
        ("(torch.randn(6) * 10,)", "condition true: soft clip")]),
    "early_exit/tuple_field_test": ("maybe_finalize", [
        ("(Beams(torch.randn(2, 3), torch.ones(2, 3, dtype=torch.bool), torch.full((2, 3), 4)),)",
         "condition true: normalised"),
        ("(Beams(torch.randn(2, 3), torch.tensor([[True, False, True], [True, True, True]]), "
         "torch.full((2, 3), 4)),)", "condition false: raw scores")]),
    "tensor_where/masked_fill_inf": ("degree_norm", [
        ("(torch.tensor([1.0, 0.0, 4.0]),)", "condition true: isolated node"),
        ("(torch.tensor([1.0, 2.0, 4.0]),)", "condition false")]),
    "masked_write/eos_fallback": ("lambda a: ensure_eos_reachable(a, 2)", [
        ("(torch.tensor([[True, False, False, False], [False, False, False, False]]),)", "a dead row: EOS let through"),
        ("(torch.ones(2, 4, dtype=torch.bool),)", "no dead row: unchanged")]),
    "early_exit/continue_experts": ("SparseMoe()", [
        ("(torch.randn(4, 8),)", "some experts skipped"),
        ("(torch.randn(64, 8),)", "most experts used")]),
}

RUNNER = r'''
import importlib.util, json, sys, warnings
warnings.filterwarnings("ignore")
import torch

def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    m = importlib.util.module_from_spec(spec); sys.modules[name] = m; spec.loader.exec_module(m)
    return m

src, out, entry, inputs = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
orig, fixed = load(src, "orig_fixture"), load(out, "fixed_fixture")
torch.manual_seed(0); f_orig = eval(entry, vars(orig))
torch.manual_seed(0); f_fixed = eval(entry, vars(fixed))
compiled = torch.compile(f_fixed, fullgraph=True, backend="eager")

def call(fn, args):
    try:
        return "ok", fn(*args)
    except Exception as e:
        return type(e).__name__ + ": " + str(e).splitlines()[0][:200] if str(e) else type(e).__name__, None

def same(a, b):
    if isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor):
        return a.shape == b.shape and a.dtype == b.dtype and torch.allclose(a, b, equal_nan=True)
    if isinstance(a, (tuple, list)) and isinstance(b, (tuple, list)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b

rows = []
for i, code in enumerate(inputs):
    torch.manual_seed(100 + i)
    args = eval(code, {**vars(orig), "torch": torch})
    so, yo = call(f_orig, args)
    sf, yf = call(compiled, args)
    se, ye = call(f_fixed, args)
    rows.append({"orig": so, "compiled": sf, "fixed_eager": se,
                 "same": so == "ok" and sf == "ok" and same(yo, yf) and se == "ok" and same(yo, ye)})
print(json.dumps(rows))
'''


def _fixed_source(path: Path) -> str:
    src = path.read_text()
    strategy = path.parent.name
    out, outcomes = run_codemod(strategy, src, [t for _, t in parse_header_targets(src)], module_name="fixture.mod")
    assert outcomes and all(o.applied for o in outcomes), [o.message for o in outcomes]
    return out


@pytest.mark.torch
@pytest.mark.parametrize("name", sorted(CASES))
def test_fixed_fixture_compiles_and_matches_original_eager(name, tmp_path):
    pytest.importorskip("torch")
    entry, inputs = CASES[name]
    src = FIXTURES / f"{name}.in.py"
    out = tmp_path / "fixed.py"
    out.write_text(_fixed_source(src))
    proc = subprocess.run([sys.executable, "-c", RUNNER, str(src), str(out), entry,
                           json.dumps([code for code, _ in inputs])],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = json.loads(proc.stdout.strip().splitlines()[-1])
    for (code, what), row in zip(inputs, rows):
        if "raises" in what:
            # the original raised its own exception; the compiled fix raises RuntimeError with the message
            assert row["orig"] != "ok" and row["compiled"].startswith("RuntimeError"), (code, what, row)
            assert row["fixed_eager"].startswith("RuntimeError"), (code, what, row)
        else:
            assert row["orig"] == "ok" and row["same"], (code, what, row)


def test_every_applied_fixture_has_a_compile_case():
    applied = set()
    for p in sorted(FIXTURES.glob("*/*.in.py")):
        if p.parent.name in STRATEGIES and "refused" not in p.read_text().split("\n", 3)[1]:
            applied.add(f"{p.parent.name}/{p.name[:-6]}")
    assert applied == set(CASES)


REFUSALS = {
    "assert_check/else_branch_refused": "else/elif branch",
    "assert_check/logs_before_raise_refused": "does more than raise",
    "assert_check/impure_test_refused": "calls `self.check`",
    "assert_check/int_truncation_refused": "`int()` truncates",
    "tensor_where/early_return_refused": "returns early",
    "tensor_where/side_effect_call_refused": "calls `self.bump` (possible side effects)",
    "tensor_where/one_branch_no_prior_refused": "`y` is assigned in only one branch and has no value before the `if`",
    "tensor_where/shape_change_refused": "cannot prove `x.sum(0)` and `y` have the same shape",
    "tensor_where/state_store_refused": "assigns something other than one plain name",
    "tensor_where/non_tensor_value_refused": "`scale` before the `if` is not provably a tensor",
    "tensor_where/elif_refused": "`elif` chain",
    "tensor_where/item_local_read_elsewhere_refused": "`peak` holds a tensor's value read into Python",
    "torch_cond/no_else_refused": "has no `else`",
    "torch_cond/no_else_attribute_refused": "`self.count` has no tensor value before it",
    "torch_cond/nested_call_refused": "`self.up(x.relu())` has arguments that are not plain names or constants",
    "torch_cond/different_names_refused": "do not assign the same names",
    "early_exit/side_effect_refused": "stores into an attribute or an item",
    "early_exit/else_refused": "has an `else`",
    "early_exit/nested_return_refused": "not at the top of the function body",
    "early_exit/nested_alias_refused": "may return an input itself",
    "early_exit/temp_leak_refused": "`last` is assigned only past the `continue` and read elsewhere",
    "while_loop/break_refused": "`break` leaves the loop",
    "while_loop/print_refused": "is a call for its side effects",
    "while_loop/temp_read_after_refused": "`step` is assigned only in the loop body and read after it",
    "masked_write/index_mask_refused": "`picked` is not provably a boolean mask",
    "address_assumption/storage_size_refused": "reads an address outside a comparison",
    "address_assumption/ordered_refused": "orders addresses",
    "address_assumption/chained_refused": "is a chained comparison",
    "address_assumption/returned_equal_refused": "is handed back or stored",
}


@pytest.mark.parametrize("name", sorted(REFUSALS))
def test_refusals_say_why(name):
    path = FIXTURES / f"{name}.in.py"
    src = path.read_text()
    out, outcomes = run_codemod(path.parent.name, src, [t for _, t in parse_header_targets(src)])
    assert out == src
    assert outcomes and not any(o.applied for o in outcomes)
    assert REFUSALS[name] in outcomes[0].message, outcomes[0].message


def test_every_refused_fixture_has_a_reason_case():
    refused = {f"{p.parent.name}/{p.name[:-6]}" for p in FIXTURES.glob("*/*.in.py")
               if p.parent.name in STRATEGIES and "refused" in p.read_text().split("\n", 3)[1]}
    assert refused == set(REFUSALS)


def _pkg(tmp_path: Path, files: dict[str, str]) -> Path:
    pkg = tmp_path / "ddpkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    for fname, src in files.items():
        (pkg / fname).write_text(textwrap.dedent(src).lstrip())
    return pkg


def _finding(path: Path, needle: str, chain: list[str]) -> Finding:
    line = next(i for i, l in enumerate(path.read_text().splitlines(), 1) if needle in l)
    return Finding(rule="CL201", severity="error", path=str(path), line=line, column=4, message="m",
                   root=chain[0], chain=chain, function=chain[-2])


def test_planner_picks_the_data_dependent_strategies(tmp_path):
    pkg = _pkg(tmp_path, {"m.py": '''
        import torch


        def check(x: torch.Tensor) -> torch.Tensor:
            if torch.isnan(x).any():
                raise ValueError("nan")
            return x


        def clamp(x: torch.Tensor) -> torch.Tensor:
            if x.abs().max().item() > 10.0:
                x = x.clamp(-10.0, 10.0)
            return x


        class Router(torch.nn.Module):
            def forward(self, x: torch.Tensor) -> torch.Tensor:
                if x.sum() > 0:
                    y = self.up(x)
                else:
                    y = self.down(x)
                return y


        def logged(x: torch.Tensor) -> torch.Tensor:
            if x.isnan().any():
                print("nan!")
            return x
    '''})
    m = pkg / "m.py"
    fs = [_finding(m, "torch.isnan(x).any()", ["ddpkg.m.check", "if <tensor>"]),
          _finding(m, "x.abs().max().item()", ["ddpkg.m.clamp", "if <tensor>"]),
          _finding(m, "x.isnan().any()", ["ddpkg.m.logged", "if <tensor>"]),
          _finding(m, "if x.sum() > 0:", ["ddpkg.m.Router.forward", "if <tensor>"])]
    plan = fixmod.plan(fs, [str(pkg)], unsafe=True)
    got = {x.function: x.strategy for e in plan.edits for x in e.fixes}
    assert got == {"check": "assert_check", "clamp": "tensor_where", "Router.forward": "torch_cond"}, \
        [u.reason for u in plan.unfixed]
    # a branch that prints is neither a check nor a choice between tensors: each strategy says why
    (why,) = [u.reason for u in plan.unfixed]
    assert "assert_check at `ddpkg.m.logged`: the branch does more than raise" in why, why
    assert "tensor_where at `ddpkg.m.logged`: `print('nan!')` is a statement run for its side effects" in why, why
    text = plan.edits[0].new_text
    assert 'torch._assert_async(torch.logical_not(torch.isnan(x).any()), "nan")' in text
    assert "x = torch.where(x.abs().max() > 10.0, x.clamp(-10.0, 10.0), x)" in text
    assert "y = torch.cond(x.sum() > 0, lambda: self.up(x), lambda: self.down(x), ())" in text
    # without --unsafe-fixes the data-dependent rewrites are offered, not applied
    safe = fixmod.plan(fs, [str(pkg)], unsafe=False)
    offered = {u.unsafe_fix for u in safe.unfixed}
    assert {"assert_check", "tensor_where", "torch_cond"} <= offered
