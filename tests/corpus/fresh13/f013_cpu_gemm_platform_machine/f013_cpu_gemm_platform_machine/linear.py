import torch
from torch import nn

from .cpu_info import preferred_cpu_gemm_dtype


class CPUReplicatedLinear(nn.Linear):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        compute_dtype = preferred_cpu_gemm_dtype()
        out = nn.functional.linear(x.to(compute_dtype), self.weight.to(compute_dtype), None)
        if self.bias is not None:
            out = out + self.bias.to(compute_dtype)
        return out.to(x.dtype)


compiled_linear = torch.compile(CPUReplicatedLinear(16, 8), fullgraph=True)
