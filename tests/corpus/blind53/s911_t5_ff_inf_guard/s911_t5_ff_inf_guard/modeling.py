import torch
from torch import nn

from .configuration import T5SmallConfig
from .numerics import clamp_inf_values, restore_dtype, upcast_for_reduction

ACT2FN = {
    "relu": nn.ReLU,
    "gelu": nn.GELU,
    "silu": nn.SiLU,
}


class T5LayerNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        variance = upcast_for_reduction(hidden_states).pow(2).mean(-1, keepdim=True)
        hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        return self.weight * restore_dtype(hidden_states, self.weight)


class T5DenseActDense(nn.Module):
    def __init__(self, config: T5SmallConfig):
        super().__init__()
        self.wi = nn.Linear(config.d_model, config.d_ff, bias=False)
        self.wo = nn.Linear(config.d_ff, config.d_model, bias=False)
        self.dropout = nn.Dropout(config.dropout_rate)
        self.act = ACT2FN[config.dense_act_fn]()

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = self.act(self.wi(hidden_states))
        hidden_states = self.dropout(hidden_states)
        if hidden_states.dtype != self.wo.weight.dtype:
            hidden_states = hidden_states.to(self.wo.weight.dtype)
        return self.wo(hidden_states)


class T5LayerFF(nn.Module):
    def __init__(self, config: T5SmallConfig):
        super().__init__()
        self.DenseReluDense = T5DenseActDense(config)
        self.layer_norm = T5LayerNorm(config.d_model, eps=config.layer_norm_epsilon)
        self.dropout = nn.Dropout(config.dropout_rate)
        self.clamp_margin = config.clamp_margin

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        forwarded_states = self.layer_norm(hidden_states)
        forwarded_states = self.DenseReluDense(forwarded_states)
        hidden_states = hidden_states + self.dropout(forwarded_states)
        return clamp_inf_values(hidden_states, self.clamp_margin)


class T5Block(nn.Module):
    def __init__(self, config: T5SmallConfig):
        super().__init__()
        self.layer = nn.ModuleList([T5LayerFF(config)])

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer_module in self.layer:
            hidden_states = layer_module(hidden_states)
        return hidden_states


class T5EncoderStack(nn.Module):
    def __init__(self, config: T5SmallConfig):
        super().__init__()
        self.config = config
        self.block = nn.ModuleList([T5Block(config) for _ in range(config.num_layers)])
        self.final_layer_norm = T5LayerNorm(config.d_model, eps=config.layer_norm_epsilon)

    def forward(self, inputs_embeds: torch.Tensor) -> torch.Tensor:
        hidden_states = inputs_embeds
        for block in self.block:
            hidden_states = block(hidden_states)
        return self.final_layer_norm(hidden_states)


encoder = torch.compile(T5EncoderStack(T5SmallConfig()), fullgraph=True)
