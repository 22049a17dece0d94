import torch
from torch import nn

from .configuration import PhiLiteConfig
from .rope_utils import ROPE_INIT_FUNCTIONS, dynamic_rope_update


class PhiLiteRotaryEmbedding(nn.Module):
    def __init__(self, config: PhiLiteConfig, device=None):
        super().__init__()
        scaling = config.rope_scaling or {}
        self.rope_type = scaling.get("rope_type", "default")
        self.max_seq_len_cached = config.max_position_embeddings
        self.original_max_seq_len = config.max_position_embeddings
        self.config = config
        self.rope_init_fn = ROPE_INIT_FUNCTIONS[self.rope_type]
        inv_freq, self.attention_scaling = self.rope_init_fn(config, device)
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        self.original_inv_freq = self.inv_freq

    @torch.no_grad()
    @dynamic_rope_update
    def forward(self, x, position_ids):
        inv_freq = self.inv_freq[None, :, None].float().expand(position_ids.shape[0], -1, 1)
        freqs = (inv_freq @ position_ids[:, None, :].float()).transpose(1, 2)
        emb = torch.cat((freqs, freqs), dim=-1)
        return (emb.cos() * self.attention_scaling).to(x.dtype), (emb.sin() * self.attention_scaling).to(x.dtype)


def rotate_half(x):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


def apply_partial_rotary(q, k, cos, sin):
    rot = cos.shape[-1]
    cos, sin = cos.unsqueeze(1), sin.unsqueeze(1)
    q_rot, q_pass = q[..., :rot], q[..., rot:]
    k_rot, k_pass = k[..., :rot], k[..., rot:]
    q_rot = q_rot * cos + rotate_half(q_rot) * sin
    k_rot = k_rot * cos + rotate_half(k_rot) * sin
    return torch.cat((q_rot, q_pass), dim=-1), torch.cat((k_rot, k_pass), dim=-1)


class PhiLiteAttention(nn.Module):
    def __init__(self, config: PhiLiteConfig):
        super().__init__()
        self.n_heads = config.num_attention_heads
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.dense = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, hidden_states, position_embeddings):
        b, s, h = hidden_states.shape
        q, k, v = self.qkv(hidden_states).view(b, s, 3, self.n_heads, -1).permute(2, 0, 3, 1, 4)
        q, k = apply_partial_rotary(q, k, *position_embeddings)
        out = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.dense(out.transpose(1, 2).reshape(b, s, h))


class PhiLiteForCausalLM(nn.Module):
    def __init__(self, config: PhiLiteConfig):
        super().__init__()
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.rotary_emb = PhiLiteRotaryEmbedding(config)
        self.layers = nn.ModuleList(PhiLiteAttention(config) for _ in range(config.num_hidden_layers))
        self.final_layernorm = nn.LayerNorm(config.hidden_size)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size)

    @torch.compile(fullgraph=True)
    def forward(self, input_ids: torch.Tensor, position_ids: torch.Tensor):
        hidden_states = self.embed_tokens(input_ids)
        position_embeddings = self.rotary_emb(hidden_states, position_ids)
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, position_embeddings)
        return self.lm_head(self.final_layernorm(hidden_states))
