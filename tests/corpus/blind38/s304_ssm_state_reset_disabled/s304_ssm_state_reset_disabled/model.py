import torch
import torch.nn as nn
import torch.nn.functional as F

from .state import RecurrentStateManager


class SSMDecodeLayer(nn.Module):
    def __init__(self, channels: int, d_state: int, d_conv: int):
        super().__init__()
        self.conv_w = nn.Parameter(torch.randn(channels, d_conv) * 0.2)
        self.A_log = nn.Parameter(torch.zeros(channels, d_state))
        self.B = nn.Linear(channels, d_state, bias=False)
        self.C = nn.Linear(channels, d_state, bias=False)
        self.dt = nn.Linear(channels, channels)

    def forward(self, x, ssm_state, conv_state):
        conv_state = torch.cat([conv_state[..., 1:], x.unsqueeze(-1)], dim=-1)
        x = F.silu((conv_state * self.conv_w).sum(-1))
        dt = F.softplus(self.dt(x))
        dA = torch.exp(-dt.unsqueeze(-1) * torch.exp(self.A_log))
        dB = dt.unsqueeze(-1) * self.B(x).unsqueeze(1)
        ssm_state = dA * ssm_state + dB * x.unsqueeze(-1)
        y = (ssm_state * self.C(x).unsqueeze(1)).sum(-1)
        return y, ssm_state, conv_state


class HybridDecoder(nn.Module):
    def __init__(self, d_model=8, d_state=4, d_conv=4, max_batch=3):
        super().__init__()
        self.norm = nn.RMSNorm(d_model)
        self.layer = SSMDecodeLayer(d_model, d_state, d_conv)
        self.head = nn.Linear(d_model, d_model)
        self.states = RecurrentStateManager(max_batch, d_state, d_conv, d_model)

    def forward(self, x: torch.Tensor, reset_mask: torch.Tensor) -> torch.Tensor:
        self.states.reset_where(reset_mask)
        ssm_state, conv_state = self.states.read()
        y, ssm_state, conv_state = self.layer(self.norm(x), ssm_state, conv_state)
        self.states.write(ssm_state, conv_state)
        return self.head(x + y)


compiled_step = torch.compile(HybridDecoder(), fullgraph=True)
