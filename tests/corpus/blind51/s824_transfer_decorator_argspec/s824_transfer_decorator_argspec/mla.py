import torch
from torch import nn

from .attention_utils import (get_layer_kv_cache, maybe_transfer_kv_layer,
                              register_layer_kv_cache)


@maybe_transfer_kv_layer
def unified_mla_attention(q: torch.Tensor, kv_c_normed: torch.Tensor,
                          k_pe: torch.Tensor, positions: torch.Tensor,
                          layer_name: str) -> torch.Tensor:
    kv_cache = get_layer_kv_cache(layer_name)
    latent = torch.cat([kv_c_normed, k_pe], dim=-1)
    kv_cache.index_copy_(0, positions, latent)
    scores = q @ latent.transpose(0, 1) / latent.shape[-1] ** 0.5
    return scores.softmax(dim=-1) @ kv_c_normed


class MLAAttention(nn.Module):

    def __init__(self, hidden: int, kv_lora_rank: int, rope_dim: int,
                 num_slots: int, prefix: str) -> None:
        super().__init__()
        self.layer_name = f"{prefix}.attn"
        self.q_proj = nn.Linear(hidden, kv_lora_rank + rope_dim, bias=False)
        self.kv_a_proj = nn.Linear(hidden, kv_lora_rank + rope_dim, bias=False)
        self.kv_a_layernorm = nn.RMSNorm(kv_lora_rank)
        self.o_proj = nn.Linear(kv_lora_rank, hidden, bias=False)
        self.kv_lora_rank = kv_lora_rank
        self.register_buffer("kv_cache",
                             torch.zeros(num_slots, kv_lora_rank + rope_dim),
                             persistent=False)
        register_layer_kv_cache(self.layer_name, self.kv_cache)

    def forward(self, positions: torch.Tensor,
                hidden_states: torch.Tensor) -> torch.Tensor:
        q = self.q_proj(hidden_states)
        kv_c, k_pe = self.kv_a_proj(hidden_states).split(
            [self.kv_lora_rank, q.shape[-1] - self.kv_lora_rank], dim=-1)
        kv_c_normed = self.kv_a_layernorm(kv_c)
        out = unified_mla_attention(q, kv_c_normed, k_pe, positions,
                                    self.layer_name)
        return self.o_proj(out)


class DeepseekLiteModel(nn.Module):

    def __init__(self, hidden: int = 8, num_layers: int = 2) -> None:
        super().__init__()
        self.layers = nn.ModuleList(
            MLAAttention(hidden, 4, 2, 16, f"model.layers.{i}.self_attn")
            for i in range(num_layers))

    @torch.compile(fullgraph=True)
    def forward(self, positions: torch.Tensor,
                hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(positions, hidden_states)
        return hidden_states
