import torch
from torch import nn

import c002_which_nvcc_module_root.toolchain as tc


class GatedMLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.gate_up = nn.Linear(hidden, 2 * inter, bias=False)
        self.down = nn.Linear(inter, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate_up = self.gate_up(x)
        if tc.can_jit_fused_kernels():
            gate, up = gate_up.chunk(2, dim=-1)
            return self.down(nn.functional.silu(gate) * up)
        gate, up = gate_up.chunk(2, dim=-1)
        return self.down(nn.functional.silu(gate) * up)


compiled_model = torch.compile(GatedMLP(), fullgraph=True)
