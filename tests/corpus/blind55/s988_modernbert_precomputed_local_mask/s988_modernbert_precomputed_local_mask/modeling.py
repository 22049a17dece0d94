import torch
import torch.nn.functional as F
from torch import nn

from .configuration import ModernBertConfig
from .mask_cache import LocalGlobalMaskCache, MaskInspector


class ModernBertAttention(nn.Module):
    def __init__(self, config: ModernBertConfig, layer_type: str):
        super().__init__()
        self.layer_type = layer_type
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // self.num_heads
        self.Wqkv = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.Wo = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor, attn_bias: torch.Tensor) -> torch.Tensor:
        bs, n, _ = hidden_states.shape
        qkv = self.Wqkv(hidden_states).view(bs, n, 3, self.num_heads, self.head_dim)
        q, k, v = qkv.permute(2, 0, 3, 1, 4).unbind(0)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attn_bias)
        return self.Wo(out.transpose(1, 2).reshape(bs, n, -1))


class ModernBertEncoderLayer(nn.Module):
    def __init__(self, config: ModernBertConfig, layer_type: str):
        super().__init__()
        self.attn_norm = nn.LayerNorm(config.hidden_size, eps=config.norm_eps, bias=False)
        self.attn = ModernBertAttention(config, layer_type)
        self.mlp_norm = nn.LayerNorm(config.hidden_size, eps=config.norm_eps, bias=False)
        self.mlp = nn.Sequential(nn.Linear(config.hidden_size, 32), nn.GELU(), nn.Linear(32, config.hidden_size))

    def forward(self, hidden_states: torch.Tensor, attn_bias: torch.Tensor) -> torch.Tensor:
        hidden_states = hidden_states + self.attn(self.attn_norm(hidden_states), attn_bias)
        return hidden_states + self.mlp(self.mlp_norm(hidden_states))


class ModernBertModel(nn.Module):
    def __init__(self, config: ModernBertConfig):
        super().__init__()
        self.config = config
        self.layer_types = config.layer_types()
        self.layers = nn.ModuleList([ModernBertEncoderLayer(config, t) for t in self.layer_types])
        self.mask_cache = LocalGlobalMaskCache(config.local_attention, config.max_position_embeddings)
        self.final_norm = nn.LayerNorm(config.hidden_size, eps=config.norm_eps, bias=False)

    def inspector(self) -> MaskInspector:
        return MaskInspector(self.mask_cache)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        seq_len = hidden_states.shape[1]
        for layer, layer_type in zip(self.layers, self.layer_types):
            hidden_states = layer(hidden_states, self.mask_cache.get_mask(layer_type, seq_len))
        return self.final_norm(hidden_states)


encoder = ModernBertModel(ModernBertConfig()).eval()
compiled_encoder = torch.compile(encoder, fullgraph=True)
