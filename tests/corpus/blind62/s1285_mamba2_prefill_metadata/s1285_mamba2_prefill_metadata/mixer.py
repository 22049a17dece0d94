import torch
import torch.nn.functional as F
from torch import nn

from .mamba2_metadata import Mamba2Metadata


class MambaStateCache:
    def __init__(self, max_reqs: int, d_inner: int, d_state: int, conv_width: int):
        self.ssm_state = torch.zeros(max_reqs, d_inner, d_state)
        self.conv_state = torch.zeros(max_reqs, d_inner, conv_width - 1)


class Mamba2MixerLite(nn.Module):
    def __init__(self, hidden_size: int, d_state: int, conv_width: int, cache: MambaStateCache):
        super().__init__()
        self.d_inner = 2 * hidden_size
        self.d_state = d_state
        self.cache = cache
        self.in_proj = nn.Linear(hidden_size, 2 * self.d_inner + 2 * d_state + self.d_inner)
        self.conv1d = nn.Conv1d(self.d_inner, self.d_inner, conv_width, groups=self.d_inner, padding=conv_width - 1)
        self.A_log = nn.Parameter(torch.zeros(self.d_inner, d_state))
        self.out_proj = nn.Linear(self.d_inner, hidden_size)

    def _scan(self, x, dt, B, C, seq_idx, init_state):
        A = -torch.exp(self.A_log)
        state = init_state
        ys = []
        for t in range(x.shape[0]):
            s = state[seq_idx[t]]
            s = s * torch.exp(dt[t].unsqueeze(-1) * A) + dt[t].unsqueeze(-1) * B[t] * x[t].unsqueeze(-1)
            state = state.index_copy(0, seq_idx[t].view(1), s.unsqueeze(0))
            ys.append(s @ C[t])
        return torch.stack(ys), state

    def forward(self, hidden_states: torch.Tensor, metadata: Mamba2Metadata) -> torch.Tensor:
        seqlen = hidden_states.shape[0]
        z, x, B, C, dt = torch.split(
            self.in_proj(hidden_states),
            [self.d_inner, self.d_inner, self.d_state, self.d_state, self.d_inner],
            dim=-1,
        )
        x = F.silu(self.conv1d(x.t().unsqueeze(0))[0, :, :seqlen].t())
        dt = F.softplus(dt)

        idx = metadata.state_indices_tensor
        if metadata.prep_initial_states:
            init_state = self.cache.ssm_state[idx] * metadata.has_initial_states[:, None, None]
        else:
            init_state = x.new_zeros(metadata.num_prefills, self.d_inner, self.d_state)

        y, final_state = self._scan(x, dt, B, C, metadata.seq_idx, init_state)
        self.cache.ssm_state[idx] = final_state
        return self.out_proj(y * F.silu(z))
