"""Int8 weight-only storage as a wrapper tensor subclass."""
from typing import Callable, Dict

import torch
from torch.utils._pytree import tree_map

aten = torch.ops.aten

_OP_TABLE: Dict[object, Callable] = {}


def register_aten(*ops):
    def decorator(fn):
        for op in ops:
            _OP_TABLE[op] = fn
        return fn

    return decorator


class Int8WeightTensor(torch.Tensor):
    """Holds ``int8`` data and a per-output-channel scale; looks like a float weight."""

    @staticmethod
    def __new__(cls, qweight: torch.Tensor, scale: torch.Tensor):
        return torch.Tensor._make_wrapper_subclass(
            cls,
            qweight.shape,
            dtype=scale.dtype,
            device=qweight.device,
            requires_grad=False,
        )

    def __init__(self, qweight: torch.Tensor, scale: torch.Tensor):
        self.qweight = qweight
        self.scale = scale

    def __repr__(self):
        return f"Int8WeightTensor(shape={tuple(self.shape)}, dtype={self.dtype})"

    @classmethod
    def quantize(cls, weight: torch.Tensor) -> "Int8WeightTensor":
        scale = weight.abs().amax(dim=1, keepdim=True).clamp(min=1e-8) / 127.0
        qweight = torch.round(weight / scale).clamp(-128, 127).to(torch.int8)
        return cls(qweight, scale)

    def dequantize(self) -> torch.Tensor:
        return self.qweight.to(self.scale.dtype) * self.scale

    __torch_function__ = torch._C._disabled_torch_function_impl

    @classmethod
    def __torch_dispatch__(cls, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        handler = _OP_TABLE.get(func)
        if handler is not None:
            return handler(func, args, kwargs)

        def unwrap(t):
            return t.dequantize() if isinstance(t, Int8WeightTensor) else t

        return func(*tree_map(unwrap, args), **tree_map(unwrap, kwargs))


@register_aten(aten.detach.default, aten.alias.default)
def _passthrough(func, args, kwargs):
    w = args[0]
    return Int8WeightTensor(func(w.qweight), func(w.scale))


@register_aten(aten.t.default)
def _transpose(func, args, kwargs):
    w = args[0]
    return Int8WeightTensor(w.qweight.t(), w.scale.t())
