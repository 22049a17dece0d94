import torch
import torch.nn.functional as F

from .custom_op import CustomOp


@CustomOp.register("silu_and_mul")
class SiluAndMul(CustomOp):
    def forward_native(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        return F.silu(x[..., :d]) * x[..., d:]

    def forward_cpu(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        gate, up = x.split([d, d], dim=-1)
        return F.silu(gate) * up

    def forward_cuda(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        out = torch.empty(x.shape[:-1] + (d,), dtype=x.dtype, device=x.device)
        torch.ops._C.silu_and_mul(out, x)
        return out


@CustomOp.register("gelu_and_mul")
class GeluAndMul(CustomOp):
    def __init__(self, approximate: str = "none"):
        super().__init__()
        if approximate not in ("none", "tanh"):
            raise ValueError(f"Unknown approximate mode: {approximate}")
        self.approximate = approximate

    def forward_native(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]

    def forward_cuda(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        out = torch.empty(x.shape[:-1] + (d,), dtype=x.dtype, device=x.device)
        if self.approximate == "none":
            torch.ops._C.gelu_and_mul(out, x)
        else:
            torch.ops._C.gelu_tanh_and_mul(out, x)
        return out


_ACTIVATION_AND_MUL_REGISTRY = {
    "silu": lambda: SiluAndMul(),
    "swiglu": lambda: SiluAndMul(),
    "gelu": lambda: GeluAndMul(approximate="none"),
    "gelu_pytorch_tanh": lambda: GeluAndMul(approximate="tanh"),
    "gelu_new": lambda: GeluAndMul(approximate="tanh"),
}


def get_act_and_mul_fn(act_fn_name: str) -> CustomOp:
    act_fn_name = act_fn_name.lower()
    if act_fn_name not in _ACTIVATION_AND_MUL_REGISTRY:
        raise ValueError(f"Activation function {act_fn_name!r} is not supported.")
    return _ACTIVATION_AND_MUL_REGISTRY[act_fn_name]()
