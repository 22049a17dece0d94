import torch
from torch import nn

from .attention_registry import ALL_ATTENTION_FUNCTIONS, eager_attention_forward


class PretrainedConfig:
    _default_attn_implementation = "sdpa"

    def __init__(self, attn_implementation=None, **kwargs):
        self._attn_implementation = attn_implementation or self._default_attn_implementation
        for key, value in kwargs.items():
            setattr(self, key, value)


class TinyPhiMoEConfig(PretrainedConfig):
    # long-context variant: default to query chunking to keep the score matrix small
    _default_attn_implementation = "chunked_sdpa"

    def __init__(
        self,
        hidden_size=32,
        num_attention_heads=4,
        num_local_experts=4,
        num_experts_per_tok=2,
        attention_chunk_size=4,
        **kwargs,
    ):
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.num_local_experts = num_local_experts
        self.num_experts_per_tok = num_experts_per_tok
        self.attention_chunk_size = attention_chunk_size
        super().__init__(**kwargs)


class TinyPhiMoEAttention(nn.Module):
    is_causal = True

    def __init__(self, config):
        super().__init__()
        self.config = config
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.scaling = self.head_dim**-0.5
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=True)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=True)

    def forward(self, hidden_states, attention_mask=None):
        input_shape = hidden_states.shape[:-1]
        hidden_shape = (*input_shape, -1, self.head_dim)
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q = q.view(hidden_shape).transpose(1, 2)
        k = k.view(hidden_shape).transpose(1, 2)
        v = v.view(hidden_shape).transpose(1, 2)

        attention_interface = ALL_ATTENTION_FUNCTIONS.get_interface(
            self.config._attn_implementation, eager_attention_forward
        )
        attn_output, _ = attention_interface(self, q, k, v, attention_mask, scaling=self.scaling)
        return self.o_proj(attn_output.reshape(*input_shape, -1))


class TinyPhiMoESparseBlock(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.top_k = config.num_experts_per_tok
        self.gate = nn.Linear(config.hidden_size, config.num_local_experts, bias=False)
        self.experts = nn.ModuleList(
            [
                nn.Sequential(nn.Linear(config.hidden_size, 64), nn.SiLU(), nn.Linear(64, config.hidden_size))
                for _ in range(config.num_local_experts)
            ]
        )

    def forward(self, hidden_states):
        router_logits = self.gate(hidden_states)
        routing_weights, selected = torch.topk(router_logits.softmax(-1), self.top_k, dim=-1)
        routing_weights = routing_weights / routing_weights.sum(-1, keepdim=True)
        expert_out = torch.stack([expert(hidden_states) for expert in self.experts], dim=-2)
        picked = torch.gather(
            expert_out, -2, selected[..., None].expand(*selected.shape, hidden_states.shape[-1])
        )
        return (picked * routing_weights[..., None]).sum(-2)


class TinyPhiMoEDecoderLayer(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.input_layernorm = nn.LayerNorm(config.hidden_size)
        self.self_attn = TinyPhiMoEAttention(config)
        self.post_attention_layernorm = nn.LayerNorm(config.hidden_size)
        self.block_sparse_moe = TinyPhiMoESparseBlock(config)

    def forward(self, hidden_states):
        hidden_states = hidden_states + self.self_attn(self.input_layernorm(hidden_states))
        return hidden_states + self.block_sparse_moe(self.post_attention_layernorm(hidden_states))


_model = TinyPhiMoEDecoderLayer(TinyPhiMoEConfig()).eval()
compiled_model = torch.compile(_model, fullgraph=True)
