from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .configuration import DecoderConfig
from .input_utils import position_ids_from_attention_mask, prepare_decoder_attention_mask


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        var = x.pow(2).mean(-1, keepdim=True)
        return self.weight * (x * torch.rsqrt(var + self.eps))


class DecoderLayer(nn.Module):
    def __init__(self, config: DecoderConfig):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.head_dim
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.gate_up = nn.Linear(config.hidden_size, 2 * config.intermediate_size, bias=False)
        self.down = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)
        self.input_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.post_attention_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)

    def forward(self, hidden_states, attn_mask, pos_emb):
        bsz, seq_len, _ = hidden_states.shape
        residual = hidden_states
        h = self.input_layernorm(hidden_states) + pos_emb
        q, k, v = self.qkv_proj(h).chunk(3, dim=-1)
        q = q.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)
        k = k.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)
        v = v.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)
        attn = F.scaled_dot_product_attention(q, k, v, attn_mask=attn_mask)
        attn = attn.transpose(1, 2).reshape(bsz, seq_len, -1)
        hidden_states = residual + self.o_proj(attn)
        residual = hidden_states
        gate, up = self.gate_up(self.post_attention_layernorm(hidden_states)).chunk(2, dim=-1)
        return residual + self.down(F.silu(gate) * up)


class TinyDecoderForCausalLM(nn.Module):
    def __init__(self, config: DecoderConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size, config.pad_token_id)
        self.embed_positions = nn.Embedding(config.max_position_embeddings, config.hidden_size)
        self.layers = nn.ModuleList(DecoderLayer(config) for _ in range(config.num_hidden_layers))
        self.norm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def prepare_inputs(self, input_ids, attention_mask: Optional[torch.Tensor], position_ids):
        if attention_mask is None:
            attention_mask = torch.ones_like(input_ids)
        if position_ids is None:
            position_ids = position_ids_from_attention_mask(attention_mask)
        return attention_mask, position_ids

    def forward(self, input_ids, attention_mask=None, position_ids=None):
        attention_mask, position_ids = self.prepare_inputs(input_ids, attention_mask, position_ids)
        hidden_states = self.embed_tokens(input_ids)
        pos_emb = self.embed_positions(position_ids)
        attn_mask = prepare_decoder_attention_mask(attention_mask, input_ids.shape, hidden_states.dtype)
        for layer in self.layers:
            hidden_states = layer(hidden_states, attn_mask, pos_emb)
        return self.lm_head(self.norm(hidden_states))


compiled_model = torch.compile(TinyDecoderForCausalLM(DecoderConfig()), fullgraph=True)
