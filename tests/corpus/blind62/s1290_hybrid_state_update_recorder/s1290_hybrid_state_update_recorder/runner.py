import logging
import os

import torch
import torch.nn.functional as F
from torch import nn

from .state_dump import MambaStateRecorder
from .state_pool import MambaStatePool

logger = logging.getLogger(__name__)


class MambaDecodeLayer(nn.Module):
    def __init__(self, layer_id: int, hidden_size: int, d_state: int, conv_width: int):
        super().__init__()
        self.layer_id = layer_id
        self.d_inner = 2 * hidden_size
        self.in_proj = nn.Linear(hidden_size, 2 * self.d_inner, bias=False)
        self.conv_weight = nn.Parameter(torch.randn(self.d_inner, conv_width) * 0.1)
        self.x_proj = nn.Linear(self.d_inner, self.d_inner + 2 * d_state, bias=False)
        self.A_log = nn.Parameter(torch.zeros(self.d_inner, d_state))
        self.out_proj = nn.Linear(self.d_inner, hidden_size, bias=False)
        self.d_state = d_state

    def forward(self, hidden_states, conv_state, ssm_state):
        x, z = self.in_proj(hidden_states).chunk(2, dim=-1)
        window = torch.cat([conv_state, x.unsqueeze(-1)], dim=-1)
        x = F.silu((window * self.conv_weight).sum(-1))
        dt, B, C = torch.split(self.x_proj(x), [self.d_inner, self.d_state, self.d_state], dim=-1)
        dt = F.softplus(dt).unsqueeze(-1)
        ssm_state = ssm_state * torch.exp(dt * -torch.exp(self.A_log)) + dt * B.unsqueeze(1) * x.unsqueeze(-1)
        y = torch.einsum("bdn,bn->bd", ssm_state, C)
        return self.out_proj(y * F.silu(z)), window[..., 1:], ssm_state


class HybridMambaRunner(nn.Module):
    def __init__(self, hidden_size: int = 8, num_layers: int = 2, d_state: int = 4, conv_width: int = 3, max_slots: int = 4):
        super().__init__()
        self.layers = nn.ModuleList(MambaDecodeLayer(i, hidden_size, d_state, conv_width) for i in range(num_layers))
        self.state_pool = MambaStatePool(num_layers, max_slots, 2 * hidden_size, conv_width, 2 * hidden_size, d_state)
        self.recorder = MambaStateRecorder(os.environ.get("SGLANG_MAMBA_STATE_DUMP_DIR"))
        logger.info(
            "mamba state pool: %d layers x %d slots, %.1f KiB",
            num_layers,
            max_slots,
            (self.state_pool.conv_states.numel() + self.state_pool.ssm_states.numel()) * 4 / 1024,
        )

    @torch.compile(fullgraph=True)
    def forward_decode(self, hidden_states: torch.Tensor, mamba_indices: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            conv_state, ssm_state = self.state_pool.get_state(layer.layer_id, mamba_indices)
            out, conv_state, ssm_state = layer(hidden_states, conv_state, ssm_state)
            self.state_pool.update_state(layer.layer_id, mamba_indices, conv_state, ssm_state)
            if not torch.compiler.is_compiling():
                self.recorder.update_state(layer.layer_id, mamba_indices, conv_state, ssm_state)
            hidden_states = hidden_states + out
        return hidden_states
