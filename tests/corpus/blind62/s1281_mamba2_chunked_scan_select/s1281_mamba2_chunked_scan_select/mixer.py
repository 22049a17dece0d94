import torch
from torch import nn

from .config import Mamba2Config
from .ssd_ops import causal_conv1d_ref, mamba_chunk_scan_combined


class RMSNormGated(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor, gate: torch.Tensor) -> torch.Tensor:
        x = x * nn.functional.silu(gate)
        variance = x.pow(2).mean(-1, keepdim=True)
        return self.weight * x * torch.rsqrt(variance + self.eps)


class Mamba2Mixer(nn.Module):
    def __init__(self, config: Mamba2Config, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.config = config
        self.num_heads = config.num_heads
        self.head_dim = config.head_dim
        self.ssm_state_size = config.state_size
        self.intermediate_size = config.intermediate_size
        self.conv_dim = config.conv_dim
        self.chunk_size = config.chunk_size

        proj_size = self.intermediate_size + self.conv_dim + self.num_heads
        self.in_proj = nn.Linear(config.hidden_size, proj_size, bias=False)
        self.conv_weight = nn.Parameter(torch.randn(self.conv_dim, config.conv_kernel) * 0.1)
        self.conv_bias = nn.Parameter(torch.zeros(self.conv_dim)) if config.use_conv_bias else None
        self.dt_bias = nn.Parameter(torch.ones(self.num_heads))
        self.A_log = nn.Parameter(torch.log(torch.arange(1, self.num_heads + 1, dtype=torch.float32)))
        self.D = nn.Parameter(torch.ones(self.num_heads))
        self.norm = RMSNormGated(self.intermediate_size, eps=config.rms_norm_eps)
        self.out_proj = nn.Linear(self.intermediate_size, config.hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
        seqlen = hidden_states.shape[0]
        projected = self.in_proj(hidden_states)
        gate, xBC, dt = torch.split(
            projected, [self.intermediate_size, self.conv_dim, self.num_heads], dim=-1
        )
        xBC = causal_conv1d_ref(xBC, self.conv_weight, self.conv_bias, activation="silu")
        x, B, C = torch.split(
            xBC,
            [self.intermediate_size, self.ssm_state_size, self.ssm_state_size],
            dim=-1,
        )
        A = -torch.exp(self.A_log.float())
        y, _ = mamba_chunk_scan_combined(
            x.view(seqlen, self.num_heads, self.head_dim),
            dt,
            A,
            B,
            C,
            chunk_size=self.chunk_size,
            D=self.D,
            dt_bias=self.dt_bias,
            cu_seqlens=cu_seqlens,
            dt_softplus=True,
        )
        y = self.norm(y.reshape(seqlen, self.intermediate_size), gate)
        return self.out_proj(y)
