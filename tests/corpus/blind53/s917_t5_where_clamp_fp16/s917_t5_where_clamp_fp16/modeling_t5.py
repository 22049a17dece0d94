import torch
from torch import nn

from .overflow import clamp_inf, scrub_nonfinite


class T5Config:
    def __init__(self, d_model=8, d_ff=16, num_heads=2, num_layers=2, eps=1e-6,
                 clamp_margin=1000.0, scrub_outputs=True):
        self.d_model = d_model
        self.d_ff = d_ff
        self.num_heads = num_heads
        self.num_layers = num_layers
        self.layer_norm_epsilon = eps
        self.clamp_margin = clamp_margin
        self.scrub_outputs = scrub_outputs


class T5LayerNorm(nn.Module):
    def __init__(self, hidden_size, eps=1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, hidden_states):
        variance = hidden_states.to(torch.float32).pow(2).mean(-1, keepdim=True)
        hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        if self.weight.dtype in [torch.float16, torch.bfloat16]:
            hidden_states = hidden_states.to(self.weight.dtype)
        return self.weight * hidden_states


class T5Attention(nn.Module):
    def __init__(self, config: T5Config):
        super().__init__()
        self.n_heads = config.num_heads
        self.d_kv = config.d_model // config.num_heads
        self.q = nn.Linear(config.d_model, config.d_model, bias=False)
        self.k = nn.Linear(config.d_model, config.d_model, bias=False)
        self.v = nn.Linear(config.d_model, config.d_model, bias=False)
        self.o = nn.Linear(config.d_model, config.d_model, bias=False)

    def _shape(self, x):
        return x.view(x.shape[0], -1, self.n_heads, self.d_kv).transpose(1, 2)

    def forward(self, hidden_states):
        bsz = hidden_states.shape[0]
        q, k, v = self._shape(self.q(hidden_states)), self._shape(self.k(hidden_states)), self._shape(self.v(hidden_states))
        scores = torch.matmul(q, k.transpose(3, 2))
        attn_weights = nn.functional.softmax(scores.float(), dim=-1).type_as(scores)
        out = torch.matmul(attn_weights, v).transpose(1, 2).reshape(bsz, -1, self.n_heads * self.d_kv)
        return self.o(out)


class T5Block(nn.Module):
    def __init__(self, config: T5Config):
        super().__init__()
        self.config = config
        self.ln_attn = T5LayerNorm(config.d_model, config.layer_norm_epsilon)
        self.self_attention = T5Attention(config)
        self.ln_ff = T5LayerNorm(config.d_model, config.layer_norm_epsilon)
        self.wi = nn.Linear(config.d_model, config.d_ff, bias=False)
        self.wo = nn.Linear(config.d_ff, config.d_model, bias=False)

    def forward(self, hidden_states):
        hidden_states = hidden_states + self.self_attention(self.ln_attn(hidden_states))
        hidden_states = clamp_inf(hidden_states, self.config.clamp_margin)
        ff = self.wo(torch.relu(self.wi(self.ln_ff(hidden_states))))
        hidden_states = clamp_inf(hidden_states + ff, self.config.clamp_margin)
        return hidden_states


class T5Encoder(nn.Module):
    def __init__(self, config: T5Config):
        super().__init__()
        self.config = config
        self.block = nn.ModuleList([T5Block(config) for _ in range(config.num_layers)])
        self.final_layer_norm = T5LayerNorm(config.d_model, config.layer_norm_epsilon)

    def forward(self, inputs_embeds):
        hidden_states = inputs_embeds
        for layer in self.block:
            hidden_states = layer(hidden_states)
        hidden_states = self.final_layer_norm(hidden_states)
        if self.config.scrub_outputs:
            hidden_states = scrub_nonfinite(hidden_states)
        return hidden_states


encoder = T5Encoder(T5Config())
compiled_encoder = torch.compile(encoder, fullgraph=True)
