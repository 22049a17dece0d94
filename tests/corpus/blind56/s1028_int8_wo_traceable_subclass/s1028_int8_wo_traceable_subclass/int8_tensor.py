"""Weight-only int8 tensor subclass (per-channel symmetric)."""
from typing import Callable, Dict

import torch
import torch.nn.functional as F

aten = torch.ops.aten


class Int8WeightOnlyTensor(torch.Tensor):
    _FUNCTION_TABLE: Dict[Callable, Callable] = {}
    _ATEN_TABLE: Dict[Callable, Callable] = {}

    @classmethod
    def implements(cls, *funcs):
        def decorator(impl):
            for func in funcs:
                table = cls._ATEN_TABLE if isinstance(func, torch._ops.OpOverload) else cls._FUNCTION_TABLE
                table[func] = impl
            return impl

        return decorator

    @staticmethod
    def __new__(cls, int_data: torch.Tensor, scale: torch.Tensor, orig_dtype: torch.dtype):
        return torch.Tensor._make_wrapper_subclass(
            cls, int_data.shape, dtype=orig_dtype, device=int_data.device, requires_grad=False
        )

    def __init__(self, int_data: torch.Tensor, scale: torch.Tensor, orig_dtype: torch.dtype):
        self.int_data = int_data
        self.scale = scale
        self.orig_dtype = orig_dtype

    def __tensor_flatten__(self):
        return ["int_data", "scale"], [self.orig_dtype]

    @classmethod
    def __tensor_unflatten__(cls, inner_tensors, tensor_attributes, outer_size, outer_stride):
        (orig_dtype,) = tensor_attributes
        return cls(inner_tensors["int_data"], inner_tensors["scale"], orig_dtype)

    def __repr__(self):
        return f"{type(self).__name__}(shape={tuple(self.shape)}, orig_dtype={self.orig_dtype})"

    @classmethod
    def from_float(cls, weight: torch.Tensor) -> "Int8WeightOnlyTensor":
        scale = weight.abs().amax(dim=1).clamp(min=1e-8) / 127.0
        int_data = torch.round(weight / scale[:, None]).clamp(-128, 127).to(torch.int8)
        return cls(int_data, scale.to(weight.dtype), weight.dtype)

    def dequantize(self) -> torch.Tensor:
        return self.int_data.to(self.orig_dtype) * self.scale[:, None]

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        kwargs = {} if kwargs is None else kwargs
        if func in cls._FUNCTION_TABLE:
            return cls._FUNCTION_TABLE[func](func, types, args, kwargs)
        with torch._C.DisableTorchFunctionSubclass():
            return func(*args, **kwargs)

    @classmethod
    def __torch_dispatch__(cls, func, types, args=(), kwargs=None):
        kwargs = {} if kwargs is None else kwargs
        if func in cls._ATEN_TABLE:
            return cls._ATEN_TABLE[func](func, types, args, kwargs)
        raise NotImplementedError(f"{cls.__name__} dispatch: {func} is not implemented")


implements = Int8WeightOnlyTensor.implements


@implements(F.linear)
def _linear(func, types, args, kwargs):
    input_tensor, weight = args[0], args[1]
    bias = args[2] if len(args) > 2 else kwargs.get("bias")
    # int8 x float: scale after the matmul so the int weight is only upcast
    out = torch.matmul(input_tensor, weight.int_data.t().to(input_tensor.dtype))
    out = out * weight.scale
    if bias is not None:
        out = out + bias
    return out


@implements(aten.detach.default, aten.alias.default)
def _detach(func, types, args, kwargs):
    w = args[0]
    return Int8WeightOnlyTensor(func(w.int_data), func(w.scale), w.orig_dtype)


@implements(aten._to_copy.default, aten.clone.default)
def _clone(func, types, args, kwargs):
    w = args[0]
    return Int8WeightOnlyTensor(w.int_data.clone(), w.scale.clone(), w.orig_dtype)
