import os
import subprocess

import torch
from torch import nn


def _probe_fused_kernel() -> bool:
    out = subprocess.run(["nvidia-smi", "-L"], capture_output=True, text=True)
    return out.returncode == 0 and os.path.exists("/usr/lib/libfused_ln.so")


class LayerNorm(nn.Module):
    def __init__(self, d: int = 8):
        super().__init__()
        self.ln = nn.LayerNorm(d)

    def forward_native(self, x: torch.Tensor) -> torch.Tensor:
        return self.ln(x)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if torch.compiler.is_compiling():
            return self.forward_native(x)
        if _probe_fused_kernel():
            print("using fused layernorm")
        return self.forward_native(x)


compiled_ln = torch.compile(LayerNorm(), fullgraph=True)
