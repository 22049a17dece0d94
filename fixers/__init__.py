"""libcst codemods, one per fix strategy.

=====================  =======  ===============================================================
strategy               safety   what it does
=====================  =======  ===============================================================
guard_side_effect      safe*    ``if not torch.compiler.is_compiling():`` around a side effect,
                                a side-effect-only function body or a data-dependent check;
                                locks become ``contextlib.nullcontext()`` while compiling
                                (*safe for print/logging/warnings, unsafe for anything else)
constant_probe         unsafe   ``@torch.compiler.assume_constant_result`` on a plain-value probe
                                (or on a small helper wrapping a probe call with constant args)
version_probe          unsafe   prefer ``torch.version.cuda`` in a CUDA version probe; the old
                                probe stays as the fallback, evaluated outside the trace
opaque_op              unsafe   a tensor function becomes a ``torch.library.custom_op`` with a
                                ``register_fake``; or, at a call site, an op wrapping an external
                                kernel from the knowledge base (``rules/known_kernels.py``)
compiler_disable       unsafe   ``@torch.compiler.disable`` (rejected under fullgraph) becomes an
                                opaque op (tensor results) or a guarded body (side effects only)
assert_check           unsafe   ``if <tensor test>: raise E("msg")`` becomes
                                ``torch._assert_async(<not test>, "msg")`` (``.item()`` dropped),
                                or ``torch._check(...)`` when the test reads only sizes
tensor_predicate       unsafe   a helper whose body is ``return bool(<tensor test>)`` returns the
                                boolean tensor; callers' tests on it become tensor tests
tensor_where           unsafe   a data-dependent ``if``/``else`` (or ``A if t else B``) that only
                                assigns tensors of provably equal shape becomes ``torch.where``;
                                ``.item()`` thresholds become tensor comparisons
torch_cond             unsafe   a data-dependent ``if``/``else`` whose branches assign the results
                                of calls (``self.a(x)`` / ``self.b(x)``) to the same names becomes
                                ``torch.cond(test, lambda: ..., lambda: ..., ())``
early_exit             unsafe   a data-dependent ``if <test>: return A`` at the top of a function
                                (or ``if <test>: continue`` in a ``for`` loop) becomes
                                ``torch.cond`` between the exit and the rest of the body
while_loop             unsafe   a ``while`` loop on a tensor's value whose body only updates tensor
                                names becomes ``torch.while_loop``
masked_write           unsafe   ``if mask.any():`` around writes through that boolean mask (after
                                ``x = x.clone()``) runs unconditionally: an empty mask writes nothing
address_assumption     unsafe   a test on a tensor's address is not evaluated while compiling:
                                alignment assumed misaligned, two addresses assumed distinct,
                                an address sanity check (``if ...: raise``) skipped
warm_property          unsafe   a ``functools.cached_property`` compiled code reads is computed at
                                the end of its class's ``__init__`` (the first read's lock leaves
                                the trace)
scalar_clamp           safe     ``if x < c: x = c`` on a number read from a tensor (``.item()``)
                                becomes ``x = max(x, c)`` (``min`` for ``>``): the same value,
                                clamped in the graph instead of branched on
=====================  =======  ===============================================================

``run_codemod(strategy, source, targets)`` runs one strategy over one module's source and returns
the new source and the per-target outcomes.
"""
from __future__ import annotations

import importlib
from typing import Sequence

import libcst as cst
from libcst.codemod import CodemodContext

from compilelint.fixers._common import SAFE, UNSAFE, FixCodemod, Outcome, Target, parse_header_targets

STRATEGIES = ("guard_side_effect", "constant_probe", "version_probe", "opaque_op", "compiler_disable",
              "assert_check", "tensor_predicate", "tensor_where", "torch_cond", "early_exit", "while_loop",
              "masked_write", "address_assumption", "warm_property", "scalar_clamp")
# the usual applicability of each strategy (an individual fix may be less safe, never more)
SAFETY = {"guard_side_effect": SAFE, "constant_probe": UNSAFE, "version_probe": UNSAFE,
          "opaque_op": UNSAFE, "compiler_disable": UNSAFE, "assert_check": UNSAFE, "tensor_predicate": UNSAFE,
          "tensor_where": UNSAFE,
          "torch_cond": UNSAFE, "early_exit": UNSAFE, "while_loop": UNSAFE, "masked_write": UNSAFE,
          "address_assumption": UNSAFE, "warm_property": UNSAFE, "scalar_clamp": SAFE}


def codemod_class(strategy: str) -> type[FixCodemod]:
    if strategy not in STRATEGIES:
        raise KeyError(f"unknown fix strategy {strategy!r}; known: {', '.join(STRATEGIES)}")
    mod = importlib.import_module(f"compilelint.fixers.{strategy}")
    return mod.Codemod


def run_on_tree(strategy: str, tree: cst.Module, targets: Sequence[Target], module_name: str = "",
                filename: str = "") -> tuple[cst.Module, list[Outcome]]:
    ctx = CodemodContext(filename=filename or None, full_module_name=module_name or None)
    cm = codemod_class(strategy)(ctx, targets, module_name=module_name)
    try:
        new = cm.transform_module(tree)
    except (ValueError, RecursionError) as e:
        # libcst could not rebuild this module (unusual whitespace, nesting deeper than the
        # interpreter's stack): the file stays as it is and each target says why
        why = str(e).splitlines()[0] if str(e) else type(e).__name__
        return tree, [Outcome(t, False, f"libcst could not rewrite the file: {why}", strategy=strategy)
                      for t in targets]
    return new, cm.outcomes


def run_codemod(strategy: str, source: str, targets: Sequence[Target], module_name: str = "",
                filename: str = "") -> tuple[str, list[Outcome]]:
    tree = cst.parse_module(source)
    new, outcomes = run_on_tree(strategy, tree, targets, module_name, filename)
    return new.code, outcomes


__all__ = ["STRATEGIES", "SAFETY", "Target", "Outcome", "codemod_class", "run_codemod", "run_on_tree",
           "parse_header_targets", "SAFE", "UNSAFE"]
