import torch
import torch.nn.functional as F
from torch import nn

from .config import TinyLlamaConfig
from .debug_utils import NumericsDebugger


class LlamaRMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        input_dtype = hidden_states.dtype
        hidden_states = hidden_states.to(torch.float32)
        variance = hidden_states.pow(2).mean(-1, keepdim=True)
        hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        return self.weight * hidden_states.to(input_dtype)


class LlamaMLP(nn.Module):
    def __init__(self, cfg: TinyLlamaConfig):
        super().__init__()
        self.gate_up_proj = nn.Linear(cfg.hidden_size, 2 * cfg.intermediate_size, bias=False)
        self.down_proj = nn.Linear(cfg.intermediate_size, cfg.hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class TokenMixer(nn.Module):
    """Stand-in for attention: a causal running mean over the sequence."""

    def __init__(self, cfg: TinyLlamaConfig):
        super().__init__()
        self.o_proj = nn.Linear(cfg.hidden_size, cfg.hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        steps = torch.arange(1, x.shape[0] + 1, dtype=x.dtype, device=x.device)
        mixed = x.cumsum(0) / steps.unsqueeze(-1)
        return self.o_proj(mixed)


class LlamaDecoderLayer(nn.Module):
    def __init__(self, cfg: TinyLlamaConfig, layer_idx: int):
        super().__init__()
        self.input_layernorm = LlamaRMSNorm(cfg.hidden_size, cfg.rms_norm_eps)
        self.post_attention_layernorm = LlamaRMSNorm(cfg.hidden_size, cfg.rms_norm_eps)
        self.self_attn = TokenMixer(cfg)
        self.mlp = LlamaMLP(cfg)
        self.debugger = NumericsDebugger(cfg.numerics, layer_idx)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.self_attn(self.input_layernorm(hidden_states))
        hidden_states = self.debugger.check(hidden_states, "attn_out")
        hidden_states = residual + hidden_states

        residual = hidden_states
        hidden_states = self.mlp(self.post_attention_layernorm(hidden_states))
        hidden_states = self.debugger.check(hidden_states, "mlp_out")
        return residual + hidden_states


class TinyLlamaModel(nn.Module):
    def __init__(self, cfg: TinyLlamaConfig):
        super().__init__()
        self.layers = nn.ModuleList(
            [LlamaDecoderLayer(cfg, i) for i in range(cfg.num_hidden_layers)]
        )
        self.norm = LlamaRMSNorm(cfg.hidden_size, cfg.rms_norm_eps)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.norm(hidden_states)


compiled_model = torch.compile(TinyLlamaModel(TinyLlamaConfig()), fullgraph=True)
