import torch
import torch.nn.functional as F

from .workspace import WORKSPACE


def _silu_and_mul_into(gate_up: torch.Tensor, out: torch.Tensor) -> torch.Tensor:
    d = gate_up.shape[-1] // 2
    torch.mul(F.silu(gate_up[..., :d]), gate_up[..., d:], out=out)
    return out


@torch.compile(fullgraph=True)
def fused_mlp(x: torch.Tensor, w_gate_up: torch.Tensor, w_down: torch.Tensor) -> torch.Tensor:
    gate_up = x @ w_gate_up.t()
    inter = gate_up.shape[-1] // 2
    scratch = WORKSPACE.get("act", x.shape[0] * inter, x.dtype).view(x.shape[0], inter)
    act = _silu_and_mul_into(gate_up, scratch)
    return act @ w_down.t()
