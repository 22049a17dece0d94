import torch

import c043_getpid_workspace_key.workspace as ws

B = torch.randn(8, 8)


def gemm_bias(x: torch.Tensor) -> torch.Tensor:
    bias = ws.workspace_for(x)
    return x @ B + bias


compiled_gemm = torch.compile(gemm_bias, fullgraph=True)
