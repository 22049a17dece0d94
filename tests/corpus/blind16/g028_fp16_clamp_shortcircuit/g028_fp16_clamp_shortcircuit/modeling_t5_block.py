from types import SimpleNamespace

import torch
from torch import nn

from .activations import ACT2FN
from .numerics import clamp_inf_values


class T5DenseGatedActDense(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.wi_0 = nn.Linear(config.d_model, config.d_ff, bias=False)
        self.wi_1 = nn.Linear(config.d_model, config.d_ff, bias=False)
        self.wo = nn.Linear(config.d_ff, config.d_model, bias=False)
        self.dropout = nn.Dropout(config.dropout_rate)
        self.act = ACT2FN[config.dense_act_fn]

    def forward(self, hidden_states):
        hidden_states = self.act(self.wi_0(hidden_states)) * self.wi_1(hidden_states)
        hidden_states = self.dropout(hidden_states)
        return self.wo(hidden_states)


class T5DenseActDense(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.wi = nn.Linear(config.d_model, config.d_ff, bias=False)
        self.wo = nn.Linear(config.d_ff, config.d_model, bias=False)
        self.act = ACT2FN[config.dense_act_fn]

    def forward(self, hidden_states):
        return self.wo(self.act(self.wi(hidden_states)))


class T5LayerFF(nn.Module):
    def __init__(self, config):
        super().__init__()
        if config.is_gated_act:
            self.DenseReluDense = T5DenseGatedActDense(config)
        else:
            self.DenseReluDense = T5DenseActDense(config)
        self.layer_norm = nn.LayerNorm(config.d_model, elementwise_affine=False)

    def forward(self, hidden_states):
        forwarded = self.DenseReluDense(self.layer_norm(hidden_states))
        return hidden_states + forwarded


class T5Block(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.layer = nn.ModuleList([T5LayerFF(config), T5LayerFF(config)])

    def forward(self, hidden_states):
        for sub_layer in self.layer:
            hidden_states = sub_layer(hidden_states)
            hidden_states = clamp_inf_values(hidden_states)
        return hidden_states


config = SimpleNamespace(d_model=8, d_ff=16, dropout_rate=0.1, dense_act_fn="gelu_new", is_gated_act=True)
block = T5Block(config).eval()
run_block = torch.compile(block, fullgraph=True)
