import math

import torch
import torch.nn.functional as F
from torch import nn

from .geometry import common_length, offsets, plan


class ScaleBranch(nn.Module):
    def __init__(self, patch_len: int, d_model: int):
        super().__init__()
        self.patch_len = patch_len
        self.embed = nn.Linear(patch_len, d_model)
        self.temperature = math.sqrt(d_model)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        patches = x.unfold(-1, self.patch_len, self.patch_len)
        h = self.embed(patches)
        attn = torch.softmax(h @ h.transpose(-1, -2) / self.temperature, dim=-1)
        return (attn @ h).mean(dim=-2)


class MultiScalePatchMixer(nn.Module):
    def __init__(self, patch_sizes=(4, 6, 12), d_model: int = 8):
        super().__init__()
        self.patch_sizes = tuple(patch_sizes)
        self.branches = nn.ModuleList(ScaleBranch(p, d_model) for p in sorted(set(patch_sizes)))
        self.fuse = nn.Linear(d_model * len(self.branches), d_model)
        self.scale_emb = nn.Parameter(torch.zeros(d_model * len(self.branches)))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        seq_len = x.shape[-1]
        target = common_length(seq_len, self.patch_sizes)
        x = F.pad(x, (target - seq_len, 0), mode="replicate")
        layout = plan(seq_len, self.patch_sizes)
        widths = [branch.embed.out_features for branch in self.branches]
        starts = offsets(widths)
        outs = []
        for i, (branch, (patch_len, n_patches)) in enumerate(zip(self.branches, layout)):
            assert branch.patch_len == patch_len, f"branch {i} misconfigured"
            y = branch(x)
            emb = self.scale_emb[starts[i] : starts[i] + widths[i]]
            outs.append(y * (1.0 / math.log2(n_patches + 1)) + emb)
        return self.fuse(torch.cat(outs, dim=-1))


compiled_mixer = torch.compile(MultiScalePatchMixer(), fullgraph=True)
