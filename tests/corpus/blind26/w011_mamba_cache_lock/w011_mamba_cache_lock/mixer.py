import torch
import torch.nn as nn
import torch.nn.functional as F

from .cache import MambaCacheParams
from .config import MambaConfig


class MambaMixer(nn.Module):
    def __init__(self, config: MambaConfig, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        d_in = config.intermediate_size
        self.in_proj = nn.Linear(config.hidden_size, 2 * d_in, bias=False)
        self.conv1d = nn.Conv1d(d_in, d_in, config.conv_kernel, groups=d_in, padding=config.conv_kernel - 1)
        self.x_proj = nn.Linear(d_in, 1 + 2 * config.state_size, bias=False)
        self.dt_proj = nn.Linear(1, d_in)
        A = torch.arange(1, config.state_size + 1, dtype=torch.float32).repeat(d_in, 1)
        self.A_log = nn.Parameter(torch.log(A))
        self.D = nn.Parameter(torch.ones(d_in))
        self.out_proj = nn.Linear(d_in, config.hidden_size, bias=False)
        self.state_size = config.state_size

    def _conv_step(self, x: torch.Tensor, cache: MambaCacheParams) -> torch.Tensor:
        conv_state = cache.update_conv_state(self.layer_idx, x)
        w = self.conv1d.weight.squeeze(1)
        out = torch.sum(conv_state * w, dim=-1) + self.conv1d.bias
        return F.silu(out)

    def _ssm_step(self, x: torch.Tensor, cache: MambaCacheParams) -> torch.Tensor:
        proj = self.x_proj(x)
        dt, B, C = torch.split(proj, [1, self.state_size, self.state_size], dim=-1)
        dt = F.softplus(self.dt_proj(dt))
        A = -torch.exp(self.A_log)
        dA = torch.exp(dt.unsqueeze(-1) * A)
        dB = dt.unsqueeze(-1) * B.unsqueeze(1)
        state = cache.ssm_states[self.layer_idx] * dA + dB * x.unsqueeze(-1)
        cache.update_ssm_state(self.layer_idx, state)
        y = (state @ C.unsqueeze(-1)).squeeze(-1)
        return y + x * self.D

    def forward_decode(self, hidden: torch.Tensor, cache: MambaCacheParams) -> torch.Tensor:
        xz = self.in_proj(hidden)
        x, z = xz.chunk(2, dim=-1)
        x = self._conv_step(x, cache)
        y = self._ssm_step(x, cache)
        return self.out_proj(y * F.silu(z))


_CONFIG = MambaConfig()
_mixer = MambaMixer(_CONFIG, layer_idx=0)
decode_step = torch.compile(_mixer.forward_decode, fullgraph=True)
