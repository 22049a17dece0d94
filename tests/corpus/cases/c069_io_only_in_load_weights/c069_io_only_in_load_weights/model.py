import os

import torch
from torch import nn


@torch.compiler.disable
def _log_missing(name: str) -> None:
    print(f"missing weight {name}")


class Qwen2MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.gate_up_proj = nn.Linear(8, 32, bias=False)
        self.down_proj = nn.Linear(16, 8, bias=False)

    def load_weights(self, ckpt_dir: str) -> None:
        for name, param in self.named_parameters():
            path = os.path.join(ckpt_dir, f"{name}.pt")
            if not os.path.exists(path):
                _log_missing(name)
                continue
            param.data.copy_(torch.load(path))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(nn.functional.silu(gate) * up)


compiled = torch.compile(Qwen2MLP(), fullgraph=True)
