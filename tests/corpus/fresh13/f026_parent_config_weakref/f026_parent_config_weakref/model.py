import torch
from torch import nn

from .layers import ParentAwareNorm


class TinyDecoder(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.config = {"rms_norm_eps": 1e-5, "hidden_size": hidden}
        self.proj = nn.Linear(hidden, hidden)
        self.norm = ParentAwareNorm(hidden)
        self.norm.bind_owner(self)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.norm(self.proj(x))


compiled_model = torch.compile(TinyDecoder(), fullgraph=True)
