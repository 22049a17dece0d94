import torch
import torch.nn as nn
import torch.nn.functional as F

from . import metadata


class GatedDeltaMixer(nn.Module):
    """Single-step gated delta-rule recurrence (DeltaNet-style decode)."""

    def __init__(self, d_model: int = 8, d_key: int = 4):
        super().__init__()
        self.q_proj = nn.Linear(d_model, d_key, bias=False)
        self.k_proj = nn.Linear(d_model, d_key, bias=False)
        self.v_proj = nn.Linear(d_model, d_model, bias=False)
        self.beta_proj = nn.Linear(d_model, 1)
        self.gate_proj = nn.Linear(d_model, 1)
        self.o_proj = nn.Linear(d_model, d_model, bias=False)
        self.a_log = nn.Parameter(torch.zeros(1))

    def _decay(self, x):
        g = -torch.exp(self.a_log) * F.softplus(self.gate_proj(x))
        return torch.exp(g).unsqueeze(-1)  # (B, 1, 1)

    def _delta_update(self, state, k, v, beta):
        # state: (B, K, V)
        pred = torch.einsum("bk,bkv->bv", k, state)
        update = beta.unsqueeze(-1) * (v - pred).unsqueeze(1) * k.unsqueeze(-1)
        return state + update

    @torch.compile(fullgraph=True)
    def forward_batch(self, x, state, has_initial_state):
        state = metadata.zero_fresh_states(state, has_initial_state)
        q = metadata.l2_normalize(self.q_proj(x))
        k = metadata.l2_normalize(self.k_proj(x))
        v = self.v_proj(x)
        beta = torch.sigmoid(self.beta_proj(x))
        state = self._decay(x) * state
        state = self._delta_update(state, k, v, beta)
        out = torch.einsum("bk,bkv->bv", q, state)
        return self.o_proj(out), state
