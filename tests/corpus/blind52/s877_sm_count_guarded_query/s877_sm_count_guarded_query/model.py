import torch
import torch.nn.functional as F

from .persistent_gemm import PersistentGemmRunner

_gemm = PersistentGemmRunner()

_w_gate_up = torch.randn(8, 32) * 0.1
_w_down = torch.randn(16, 8) * 0.1


def mlp_step(hidden_states: torch.Tensor) -> torch.Tensor:
    gate_up = _gemm(hidden_states, _w_gate_up)
    gate, up = gate_up.chunk(2, dim=-1)
    return _gemm(F.silu(gate) * up, _w_down)


step = torch.compile(mlp_step, fullgraph=True)
