import logging
import math
import time

import torch
from torch import nn

from .configuration_tiny_falcon import TinyFalconConfig
from .configuration_utils import ActivationType

logger = logging.getLogger(__name__)

ACT2FN = {
    ActivationType.GELU: nn.GELU,
    ActivationType.GELU_TANH: lambda: nn.GELU(approximate="tanh"),
    ActivationType.SILU: nn.SiLU,
    ActivationType.RELU: nn.ReLU,
}


class TinyFalconAttention(nn.Module):
    def __init__(self, config: TinyFalconConfig):
        super().__init__()
        self.config = config
        self.num_heads = config.num_attention_heads
        self.num_kv_heads = config.num_kv_heads
        self.head_dim = config.head_dim
        if self.head_dim * self.num_heads != config.hidden_size:
            raise ValueError(f"hidden_size {config.hidden_size} is not divisible by num_heads {self.num_heads}")
        self.inv_norm_factor = 1.0 / math.sqrt(self.head_dim)
        qkv_out_dim = (self.num_heads + 2 * self.num_kv_heads) * self.head_dim
        self.query_key_value = nn.Linear(config.hidden_size, qkv_out_dim, bias=False)
        self.dense = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def _split_heads(self, fused_qkv: torch.Tensor):
        batch_size, seq_length, _ = fused_qkv.shape
        q_size = self.num_heads * self.head_dim
        kv_size = self.num_kv_heads * self.head_dim
        query, key, value = fused_qkv.split([q_size, kv_size, kv_size], dim=-1)
        query = query.view(batch_size, seq_length, self.num_heads, self.head_dim)
        key = key.view(batch_size, seq_length, self.num_kv_heads, self.head_dim)
        value = value.view(batch_size, seq_length, self.num_kv_heads, self.head_dim)
        return query.transpose(1, 2), key.transpose(1, 2), value.transpose(1, 2)

    def forward(self, hidden_states):
        batch_size, query_length, hidden_size = hidden_states.size()
        if hidden_size != self.config.hidden_size:
            raise ValueError(f"expected hidden size {self.config.hidden_size}, got {hidden_size}")
        query, key, value = self._split_heads(self.query_key_value(hidden_states))
        if self.num_kv_heads != self.num_heads:
            key = key.repeat_interleave(self.num_heads // self.num_kv_heads, dim=1)
            value = value.repeat_interleave(self.num_heads // self.num_kv_heads, dim=1)
        if self.config._attn_implementation == "sdpa" and query.dtype != torch.float16:
            attn_output = nn.functional.scaled_dot_product_attention(
                query, key, value, is_causal=query_length > 1, scale=self.inv_norm_factor
            )
        else:
            scores = (query @ key.transpose(-1, -2)) * self.inv_norm_factor
            causal = torch.ones(query_length, query_length, dtype=torch.bool, device=scores.device).tril()
            scores = scores.masked_fill(~causal, torch.finfo(scores.dtype).min)
            attn_output = scores.softmax(-1) @ value
        attn_output = attn_output.transpose(1, 2).reshape(batch_size, query_length, self.num_heads * self.head_dim)
        return self.dense(attn_output)


class TinyFalconMLP(nn.Module):
    def __init__(self, config: TinyFalconConfig):
        super().__init__()
        self.dense_h_to_4h = nn.Linear(config.hidden_size, config.ffn_hidden_size, bias=False)
        self.act = ACT2FN[config.hidden_act]()
        self.dense_4h_to_h = nn.Linear(config.ffn_hidden_size, config.hidden_size, bias=False)

    def forward(self, x):
        return self.dense_4h_to_h(self.act(self.dense_h_to_4h(x)))


class TinyFalconDecoderLayer(nn.Module):
    def __init__(self, config: TinyFalconConfig):
        super().__init__()
        started = time.perf_counter()
        self.config = config
        self.input_layernorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_epsilon)
        self.self_attention = TinyFalconAttention(config)
        self.mlp = TinyFalconMLP(config)
        if not config.parallel_attn:
            self.post_attention_layernorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_epsilon)
        for name, param in self.named_parameters():
            if param.dim() > 1:
                nn.init.normal_(param, std=1.0 / math.sqrt(param.shape[-1]))
        logger.debug("built %s in %.1f ms", type(self).__name__, 1e3 * (time.perf_counter() - started))

    def forward(self, hidden_states):
        residual = hidden_states
        attention_layernorm_out = self.input_layernorm(hidden_states)
        attn_output = self.self_attention(attention_layernorm_out)
        if self.config.parallel_attn:
            mlp_layernorm_out = attention_layernorm_out
        else:
            residual = residual + attn_output
            mlp_layernorm_out = self.post_attention_layernorm(residual)
        mlp_output = self.mlp(mlp_layernorm_out)
        if self.config.parallel_attn:
            mlp_output = mlp_output + attn_output
        return mlp_output + residual


_config = TinyFalconConfig(n_head=6, num_kv_heads=2)
_block = TinyFalconDecoderLayer(_config).eval()
compiled_block = torch.compile(_block, fullgraph=True)
