import torch
import torch.nn.functional as F

from .health import sanitize_state


class MultiHeadSSMState(torch.nn.Module):
    """Scalar-decay (Mamba2) recurrence over ``heads`` heads."""

    def __init__(self, d: int, heads: int, n: int):
        super().__init__()
        self.heads, self.head_dim, self.n = heads, d // heads, n
        self.A_log = torch.nn.Parameter(torch.zeros(heads))
        self.dt_proj = torch.nn.Linear(d, heads)
        self.bc_proj = torch.nn.Linear(d, 2 * n)

    def forward(self, x: torch.Tensor, state: torch.Tensor):
        b = x.shape[0]
        dt = F.softplus(self.dt_proj(x))                       # (b, h)
        dA = torch.exp(-torch.exp(self.A_log) * dt)            # (b, h)
        Bm, Cm = self.bc_proj(x).chunk(2, dim=-1)              # (b, n)
        xh = x.view(b, self.heads, self.head_dim)
        state = state * dA.view(b, self.heads, 1, 1)
        state = state + (dt.unsqueeze(-1) * xh).unsqueeze(-1) * Bm.view(b, 1, 1, self.n)
        state = sanitize_state(state)
        y = torch.einsum("bhpn,bn->bhp", state, Cm).reshape(b, -1)
        return y, state
