import functools

import torch
import torch.nn.functional as F
from torch import nn

from .cache_utils import StaticCache
from .rope import ROPE_INIT_FUNCTIONS, apply_rotary_pos_emb

CONFIG = {
    "vocab_size": 32, "hidden_size": 16, "num_heads": 2, "head_dim": 8, "num_layers": 2,
    "rope_theta": 500000.0, "max_cache_len": 8, "return_dict": False,
    "rope_scaling": {"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 1.0,
                     "high_freq_factor": 4.0, "original_max_position_embeddings": 4},
}


def can_return_tuple(func):
    """Let forward always build a dict; convert to a tuple when the config asks for it."""

    @functools.wraps(func)
    def wrapper(self, *args, **kwargs):
        return_dict = kwargs.pop("return_dict", None)
        if return_dict is None:
            return_dict = self.config["return_dict"]
        output = func(self, *args, **kwargs)
        if not return_dict and not isinstance(output, tuple):
            output = tuple(v for v in output.values() if v is not None)
        return output

    return wrapper


class Attention(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.layer_idx, self.num_heads, self.head_dim = layer_idx, config["num_heads"], config["head_dim"]
        self.qkv = nn.Linear(config["hidden_size"], 3 * config["hidden_size"], bias=False)
        self.o_proj = nn.Linear(config["hidden_size"], config["hidden_size"], bias=False)

    def forward(self, x, cos, sin, past_key_values, cache_position, attn_mask):
        b, s, _ = x.shape
        q, k, v = self.qkv(x).view(b, s, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        q, k = apply_rotary_pos_emb(q, k, cos, sin)
        k, v = past_key_values.update(k, v, self.layer_idx, {"cache_position": cache_position})
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attn_mask)
        return self.o_proj(out.transpose(1, 2).reshape(b, s, -1))


class TinyModelForCausalLM(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.embed = nn.Embedding(config["vocab_size"], config["hidden_size"])
        self.layers = nn.ModuleList(Attention(config, i) for i in range(config["num_layers"]))
        self.lm_head = nn.Linear(config["hidden_size"], config["vocab_size"], bias=False)
        rope_type = config["rope_scaling"]["rope_type"]
        self.register_buffer("inv_freq", ROPE_INIT_FUNCTIONS[rope_type](config), persistent=False)
        self.past_key_values = StaticCache(config["num_layers"], 1, config["num_heads"], config["head_dim"],
                                           config["max_cache_len"])

    @can_return_tuple
    def forward(self, input_ids, cache_position):
        h = self.embed(input_ids)
        freqs = cache_position[None, :, None].float() * self.inv_freq[None, None, :]
        emb = torch.cat((freqs, freqs), dim=-1)
        cos, sin = emb.cos(), emb.sin()
        kv_pos = torch.arange(self.past_key_values.get_max_cache_shape())
        attn_mask = kv_pos[None, :] <= cache_position[:, None]
        for layer in self.layers:
            h = h + layer(h, cos, sin, self.past_key_values, cache_position, attn_mask)
        return {"logits": self.lm_head(h), "hidden_states": h, "attentions": None}


model = TinyModelForCausalLM(CONFIG).eval()
runner = torch.compile(model.forward, fullgraph=True)
