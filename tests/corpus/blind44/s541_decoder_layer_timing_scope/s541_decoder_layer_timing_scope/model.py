import torch
from torch import nn

from .config import LlamaConfig
from .timing import LayerTimer


class LlamaRMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        var = x.pow(2).mean(-1, keepdim=True)
        return self.weight * (x * torch.rsqrt(var + self.eps))


class LlamaMLP(nn.Module):
    def __init__(self, config: LlamaConfig):
        super().__init__()
        self.gate_up_proj = nn.Linear(config.hidden_size, 2 * config.intermediate_size, bias=False)
        self.down_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(nn.functional.silu(gate) * up)


class LlamaSelfMix(nn.Module):
    """Stand-in for attention: a per-token projection with residual mixing."""

    def __init__(self, config: LlamaConfig):
        super().__init__()
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(x).chunk(3, dim=-1)
        scores = torch.softmax(q @ k.transpose(-1, -2) / q.shape[-1] ** 0.5, dim=-1)
        return self.o_proj(scores @ v)


class LlamaDecoderLayer(nn.Module):
    def __init__(self, config: LlamaConfig, layer_id: int, timer: LayerTimer):
        super().__init__()
        self.layer_id = layer_id
        self.timer = timer
        self.input_layernorm = LlamaRMSNorm(config.hidden_size, config.rms_norm_eps)
        self.self_attn = LlamaSelfMix(config)
        self.post_attention_layernorm = LlamaRMSNorm(config.hidden_size, config.rms_norm_eps)
        self.mlp = LlamaMLP(config)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        with self.timer.scope("attn"):
            hidden_states = self.self_attn(self.input_layernorm(hidden_states))
        hidden_states = hidden_states + residual
        residual = hidden_states
        with self.timer.scope("mlp"):
            hidden_states = self.mlp(self.post_attention_layernorm(hidden_states))
        return hidden_states + residual


class LlamaForCausalLM(nn.Module):
    def __init__(self, config: LlamaConfig):
        super().__init__()
        self.timer = LayerTimer(config.timing)
        self.layers = nn.ModuleList(
            LlamaDecoderLayer(config, i, self.timer) for i in range(config.num_hidden_layers)
        )
        self.norm = LlamaRMSNorm(config.hidden_size, config.rms_norm_eps)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.norm(hidden_states)
