import torch
import torch.nn.functional as F
from torch import nn

from ..stats import timed_forward
from . import register_layer


@register_layer("M")
class HybridMambaLayer(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, layer_idx: int, d_state: int = 4, d_conv: int = 3):
        super().__init__()
        self.layer_idx = layer_idx
        self.d_inner = 2 * hidden_size
        self.d_state = d_state
        self.norm = nn.RMSNorm(hidden_size, eps=1e-5)
        self.in_proj = nn.Linear(hidden_size, 2 * self.d_inner, bias=False)
        self.conv1d = nn.Conv1d(self.d_inner, self.d_inner, d_conv, groups=self.d_inner, padding=d_conv - 1)
        self.x_proj = nn.Linear(self.d_inner, 1 + 2 * d_state, bias=False)
        self.A_log = nn.Parameter(torch.zeros(self.d_inner, d_state))
        self.D = nn.Parameter(torch.ones(self.d_inner))
        self.out_proj = nn.Linear(self.d_inner, hidden_size, bias=False)

    def selective_scan(self, u, delta, A, B, C):
        bsz, seqlen, _ = u.shape
        state = u.new_zeros(bsz, self.d_inner, self.d_state)
        ys = []
        for t in range(seqlen):
            dA = torch.exp(delta[:, t, :, None] * A)
            state = state * dA + delta[:, t, :, None] * B[:, t, None, :] * u[:, t, :, None]
            ys.append(torch.einsum("bdn,bn->bd", state, C[:, t]))
        return torch.stack(ys, dim=1) + u * self.D

    @timed_forward("mamba")
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        seqlen = hidden_states.shape[1]
        x, z = self.in_proj(self.norm(hidden_states)).chunk(2, dim=-1)
        x = F.silu(self.conv1d(x.transpose(1, 2))[..., :seqlen]).transpose(1, 2)
        dt, B, C = torch.split(self.x_proj(x), [1, self.d_state, self.d_state], dim=-1)
        delta = F.softplus(dt).expand(-1, -1, self.d_inner)
        y = self.selective_scan(x, delta, -torch.exp(self.A_log), B, C)
        return hidden_states + self.out_proj(y * F.silu(z))
