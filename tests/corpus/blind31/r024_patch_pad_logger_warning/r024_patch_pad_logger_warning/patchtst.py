import math

import torch
from torch import nn

from .patching import Patcher


class PatchEncoder(nn.Module):
    def __init__(self, context_len: int = 30, patch_len: int = 8, stride: int = 4, d_model: int = 16):
        super().__init__()
        self.patcher = Patcher(patch_len, stride)
        n_patches = self.patcher.num_patches(context_len)
        self.embed = nn.Linear(patch_len, d_model)
        self.pos = nn.Parameter(torch.randn(n_patches, d_model) / math.sqrt(d_model))
        self.layer = nn.TransformerEncoderLayer(d_model, nhead=2, dim_feedforward=32, batch_first=True)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, c, _ = x.shape
        patches = self.patcher(x)
        h = self.embed(patches) + self.pos
        h = h.reshape(b * c, h.shape[2], h.shape[3])
        h = self.layer(h)
        return h.reshape(b, c, -1, h.shape[-1])


compiled_encoder = torch.compile(PatchEncoder().eval(), fullgraph=True)
