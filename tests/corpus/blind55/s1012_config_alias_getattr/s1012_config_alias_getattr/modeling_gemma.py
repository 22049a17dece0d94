import torch
import torch.nn as nn

from .activations import ACT2FN
from .configuration import GemmaConfig


class GemmaRMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.zeros(dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = x.float() * torch.rsqrt(x.float().pow(2).mean(-1, keepdim=True) + self.eps)
        return (out * (1.0 + self.weight.float())).type_as(x)


class GemmaMLP(nn.Module):
    def __init__(self, config: GemmaConfig):
        super().__init__()
        self.config = config
        self.gate_proj = nn.Linear(config.hidden_size, config.intermediate_size, bias=False)
        self.up_proj = nn.Linear(config.hidden_size, config.intermediate_size, bias=False)
        self.down_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)
        self.act_fns = nn.ModuleDict({"gelu_pytorch_tanh": ACT2FN["gelu_pytorch_tanh"], "gelu": ACT2FN["gelu"]})

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        act_fn = self.act_fns[self.config.hidden_activation]
        return self.down_proj(act_fn(self.gate_proj(x)) * self.up_proj(x))


class GemmaDecoderLayer(nn.Module):
    def __init__(self, config: GemmaConfig):
        super().__init__()
        self.input_layernorm = GemmaRMSNorm(config.n_embd, eps=config.rms_norm_eps)
        self.post_attention_layernorm = GemmaRMSNorm(config.n_embd, eps=config.rms_norm_eps)
        self.mlp = GemmaMLP(config)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.input_layernorm(hidden_states)
        hidden_states = residual + hidden_states
        residual = hidden_states
        hidden_states = self.mlp(self.post_attention_layernorm(hidden_states))
        return residual + hidden_states


class GemmaModel(nn.Module):
    def __init__(self, config: GemmaConfig):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList([GemmaDecoderLayer(config) for _ in range(config.n_layer)])
        self.norm = GemmaRMSNorm(config.hidden_size, eps=config.rms_norm_eps)

    def forward(self, inputs_embeds: torch.Tensor) -> torch.Tensor:
        normalizer = torch.tensor(self.config.hidden_size**0.5, dtype=inputs_embeds.dtype)
        hidden_states = inputs_embeds * normalizer
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.norm(hidden_states)


model = GemmaModel(GemmaConfig())
compiled_model = torch.compile(model, fullgraph=True)
