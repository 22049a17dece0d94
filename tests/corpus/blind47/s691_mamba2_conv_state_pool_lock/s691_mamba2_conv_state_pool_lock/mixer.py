import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import Mamba2Config
from .state_pool import MambaStatePool


class GatedRMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.eps = eps

    def forward(self, x, gate):
        x = x * F.silu(gate)
        var = x.pow(2).mean(-1, keepdim=True)
        return self.weight * x * torch.rsqrt(var + self.eps)


class Mamba2Mixer(nn.Module):
    def __init__(self, cfg: Mamba2Config, pool: MambaStatePool):
        super().__init__()
        self.cfg = cfg
        self.pool = pool
        d_in = cfg.intermediate_size
        proj = 2 * d_in + 2 * cfg.n_groups * cfg.d_state + cfg.num_heads
        self.in_proj = nn.Linear(cfg.hidden_size, proj, bias=False)
        self.conv1d = nn.Conv1d(cfg.conv_dim, cfg.conv_dim, cfg.d_conv, groups=cfg.conv_dim)
        self.A_log = nn.Parameter(torch.zeros(cfg.num_heads))
        self.D = nn.Parameter(torch.ones(cfg.num_heads))
        self.dt_bias = nn.Parameter(torch.zeros(cfg.num_heads))
        self.norm = GatedRMSNorm(d_in, cfg.rms_norm_eps)
        self.out_proj = nn.Linear(d_in, cfg.hidden_size, bias=False)

    def _conv_step(self, xBC, conv_state):
        # conv_state: [b, conv_dim, d_conv - 1]; xBC: [b, conv_dim]
        window = torch.cat([conv_state, xBC.unsqueeze(-1)], dim=-1)
        w = self.conv1d.weight.squeeze(1)
        out = (window * w).sum(-1) + self.conv1d.bias
        return F.silu(out), window[..., 1:]

    def forward(self, hidden_states: torch.Tensor, slot_ids: torch.Tensor) -> torch.Tensor:
        cfg = self.cfg
        d_in = cfg.intermediate_size
        gs = cfg.n_groups * cfg.d_state
        zxbcdt = self.in_proj(hidden_states)
        z, xBC, dt = torch.split(zxbcdt, [d_in, cfg.conv_dim, cfg.num_heads], dim=-1)

        conv_state, ssm_state = self.pool.gather(slot_ids)
        xBC, new_conv_state = self._conv_step(xBC, conv_state)
        x, B, C = torch.split(xBC, [d_in, gs, gs], dim=-1)

        dt = F.softplus(dt + self.dt_bias)                       # [b, h]
        A = -torch.exp(self.A_log)                                # [h]
        dA = torch.exp(dt * A)                                    # [b, h]
        x = x.view(x.shape[0], cfg.num_heads, cfg.head_dim)       # [b, h, p]
        dBx = (dt.unsqueeze(-1) * x).unsqueeze(-1) * B[:, None, None, :]
        new_ssm_state = ssm_state * dA[..., None, None] + dBx
        y = (new_ssm_state * C[:, None, None, :]).sum(-1) + self.D[:, None] * x
        self.pool.scatter_(slot_ids, new_conv_state, new_ssm_state)

        y = self.norm(y.reshape(y.shape[0], d_in), z)
        return self.out_proj(y)
