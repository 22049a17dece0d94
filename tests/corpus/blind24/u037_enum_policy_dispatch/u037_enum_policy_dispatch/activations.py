from __future__ import annotations

import functools
import operator

import torch
import torch.nn.functional as F

from .policy import ActKind, GatedPolicy, PlainPolicy

_ACT_FNS = {
    ActKind.SILU: F.silu,
    ActKind.GELU_TANH: functools.partial(F.gelu, approximate="tanh"),
    ActKind.RELU2: lambda t: F.relu(t).square(),
}


def _maybe_clamp(t: torch.Tensor, clamp):
    return t if clamp is None else t.clamp(-clamp, clamp)


@functools.singledispatch
def apply_activation(policy, x: torch.Tensor) -> torch.Tensor:
    raise TypeError(f"unknown activation policy {type(policy).__name__}")


@apply_activation.register
def _(policy: PlainPolicy, x: torch.Tensor) -> torch.Tensor:
    return _maybe_clamp(_ACT_FNS[policy.kind](x), policy.clamp)


@apply_activation.register
def _(policy: GatedPolicy, x: torch.Tensor) -> torch.Tensor:
    a, b = x.chunk(2, dim=-1)
    gate, up = (a, b) if policy.gate_first else (b, a)
    act = _ACT_FNS[policy.kind]
    return _maybe_clamp(operator.mul(act(gate), up), policy.clamp)
