import torch
from torch import nn

from .triggers import ProfileStartTrigger


class GemmaRMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.zeros(dim))

    def forward(self, x):
        x = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)
        return x * (1.0 + self.weight)


class GemmaMLP(nn.Module):
    def __init__(self, hidden: int, inter: int):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden, 2 * inter, bias=False)
        self.down_proj = nn.Linear(inter, hidden, bias=False)

    def forward(self, x):
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(nn.functional.gelu(gate, approximate="tanh") * up)


class GemmaModel(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16, num_layers: int = 2, profile_dir: str = "/tmp/sglang_profile"):
        super().__init__()
        self.embed_scale = hidden ** 0.5
        self.norms = nn.ModuleList(GemmaRMSNorm(hidden) for _ in range(num_layers))
        self.mlps = nn.ModuleList(GemmaMLP(hidden, inter) for _ in range(num_layers))
        self.final_norm = GemmaRMSNorm(hidden)
        self.profile_trigger = ProfileStartTrigger(profile_dir, poll_interval=64)
        self.profile_steps_remaining = 0

    def forward(self, inputs_embeds: torch.Tensor) -> torch.Tensor:
        if self.profile_trigger.poll():
            self.profile_steps_remaining = 8
        hidden = inputs_embeds * self.embed_scale
        for norm, mlp in zip(self.norms, self.mlps):
            hidden = hidden + mlp(norm(hidden))
        return self.final_norm(hidden)


compiled = torch.compile(GemmaModel(), fullgraph=True)
