import torch
from torch import nn

from . import envs


class Projection(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(8, 8)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if envs.get_bool_env("CORPUS_DISABLE_PROJ"):
            return x
        y = self.proj(x.float() if envs.ENABLE_FP32_ACCUM else x)
        return y.to(x.dtype)


compiled = torch.compile(Projection(), fullgraph=True)
