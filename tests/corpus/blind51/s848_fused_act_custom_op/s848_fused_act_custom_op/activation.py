import torch
import torch.nn as nn
import torch.nn.functional as F


class CustomOp(nn.Module):
    def __init__(self, use_custom_kernel: bool = True):
        super().__init__()
        self._forward_method = self.forward_kernel if use_custom_kernel else self.forward_native

    def forward(self, *args, **kwargs):
        return self._forward_method(*args, **kwargs)

    def forward_native(self, *args, **kwargs):
        raise NotImplementedError

    def forward_kernel(self, *args, **kwargs):
        return self.forward_native(*args, **kwargs)


def _act_out(x: torch.Tensor) -> torch.Tensor:
    d = x.shape[-1] // 2
    return torch.empty(x.shape[:-1] + (d,), dtype=x.dtype, device=x.device)


class SiluAndMul(CustomOp):
    def forward_native(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        return F.silu(x[..., :d]) * x[..., d:]

    def forward_kernel(self, x: torch.Tensor) -> torch.Tensor:
        out = _act_out(x)
        torch.ops.corpus_s848.silu_and_mul(out, x)
        return out


class GeluAndMul(CustomOp):
    def __init__(self, approximate: str = "none", use_custom_kernel: bool = True):
        super().__init__(use_custom_kernel)
        self.approximate = approximate

    def forward_native(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]

    def forward_kernel(self, x: torch.Tensor) -> torch.Tensor:
        out = _act_out(x)
        torch.ops.corpus_s848.gelu_and_mul(out, x, self.approximate)
        return out


_ACT_AND_MUL_REGISTRY = {
    "silu": (SiluAndMul, {}),
    "gelu": (GeluAndMul, {"approximate": "none"}),
    "gelu_pytorch_tanh": (GeluAndMul, {"approximate": "tanh"}),
}


def get_act_and_mul_fn(name: str, use_custom_kernel: bool = True) -> CustomOp:
    cls, kwargs = _ACT_AND_MUL_REGISTRY[name.lower()]
    return cls(use_custom_kernel=use_custom_kernel, **kwargs)
