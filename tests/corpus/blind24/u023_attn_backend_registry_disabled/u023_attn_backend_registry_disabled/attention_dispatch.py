import enum
from typing import Callable, Dict, Optional

import torch
import torch.nn.functional as F


class AttentionBackend(str, enum.Enum):
    NATIVE = "native"
    MATH = "math"
    SAGE_INT8 = "sage_int8"


_ATTENTION_BACKENDS: Dict[AttentionBackend, Callable] = {}
_BACKEND_CONSTRAINTS: Dict[AttentionBackend, Callable] = {}


def register_backend(name: AttentionBackend, constraint: Optional[Callable] = None):
    def deco(fn):
        _ATTENTION_BACKENDS[name] = fn
        if constraint is not None:
            _BACKEND_CONSTRAINTS[name] = constraint
        return fn

    return deco


def _check_head_dim(q, k, v):
    if q.shape[-1] not in (16, 32, 64, 128):
        raise ValueError(f"unsupported head_dim {q.shape[-1]}")


@register_backend(AttentionBackend.NATIVE)
def _native_attention(q, k, v, scale=None):
    return F.scaled_dot_product_attention(q, k, v, scale=scale)


@register_backend(AttentionBackend.MATH)
def _math_attention(q, k, v, scale=None):
    scale = scale if scale is not None else q.shape[-1] ** -0.5
    return torch.softmax((q @ k.transpose(-2, -1)) * scale, dim=-1) @ v


def _quant_per_block(x: torch.Tensor, block: int = 8):
    B, H, N, D = x.shape
    xb = x.reshape(B, H, N // block, block, D)
    s = xb.abs().amax(dim=(-2, -1), keepdim=True).clamp_min(1e-8) / 127.0
    return (xb / s).round().clamp(-127, 127).to(torch.int8), s


# The int8 kernel autotunes on first call and keeps a host-side plan cache,
# so it is kept out of dynamo's way.
@register_backend(AttentionBackend.SAGE_INT8, constraint=_check_head_dim)
@torch.compiler.disable
def _sage_int8_attention(q, k, v, scale=None):
    scale = scale if scale is not None else q.shape[-1] ** -0.5
    k = k - k.mean(dim=-2, keepdim=True)  # smooth K
    q8, qs = _quant_per_block(q)
    k8, ks = _quant_per_block(k)
    qd = (q8.float() * qs).flatten(2, 3)
    kd = (k8.float() * ks).flatten(2, 3)
    return torch.softmax((qd @ kd.transpose(-2, -1)) * scale, dim=-1) @ v


def dispatch_attention_fn(q, k, v, scale=None, backend: Optional[AttentionBackend] = None):
    name = AttentionBackend(backend or AttentionBackend.NATIVE)
    fn = _ATTENTION_BACKENDS[name]
    check = _BACKEND_CONSTRAINTS.get(name)
    if check is not None:
        check(q, k, v)
    return fn(q, k, v, scale=scale)
