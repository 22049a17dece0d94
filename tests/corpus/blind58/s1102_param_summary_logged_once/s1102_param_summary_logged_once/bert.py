import torch
from torch import nn

from .decorators import once_per_instance
from .model_summary import log_model_summary


class BertLayer(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, intermediate_size: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size)
        self.out_proj = nn.Linear(hidden_size, hidden_size)
        self.attn_ln = nn.LayerNorm(hidden_size)
        self.ffn = nn.Sequential(
            nn.Linear(hidden_size, intermediate_size),
            nn.GELU(),
            nn.Linear(intermediate_size, hidden_size),
        )
        self.ffn_ln = nn.LayerNorm(hidden_size)

    def forward(self, x: torch.Tensor, attn_mask: torch.Tensor) -> torch.Tensor:
        b, s, h = x.shape
        q, k, v = self.qkv_proj(x).view(b, s, 3, self.num_heads, self.head_dim).unbind(2)
        q, k, v = (t.transpose(1, 2) for t in (q, k, v))
        bias = (1.0 - attn_mask[:, None, None, :]) * torch.finfo(x.dtype).min
        attn = nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=bias)
        x = self.attn_ln(x + self.out_proj(attn.transpose(1, 2).reshape(b, s, h)))
        return self.ffn_ln(x + self.ffn(x))


class BertEmbeddingModel(nn.Module):
    def __init__(self, hidden_size: int = 16, num_layers: int = 2, num_heads: int = 2):
        super().__init__()
        self.position_embeddings = nn.Embedding(32, hidden_size)
        self.emb_ln = nn.LayerNorm(hidden_size)
        self.layers = nn.ModuleList(
            BertLayer(hidden_size, num_heads, 4 * hidden_size) for _ in range(num_layers)
        )
        self.pooler = nn.Linear(hidden_size, hidden_size)

    @once_per_instance("_summary_logged")
    def _log_summary(self) -> None:
        log_model_summary(self, prefix="[embedding] ")

    def forward(self, inputs_embeds: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        self._log_summary()
        positions = torch.arange(inputs_embeds.shape[1], device=inputs_embeds.device)
        x = self.emb_ln(inputs_embeds + self.position_embeddings(positions))
        for layer in self.layers:
            x = layer(x, attention_mask)
        mask = attention_mask.unsqueeze(-1).to(x.dtype)
        pooled = (x * mask).sum(1) / mask.sum(1).clamp(min=1.0)
        return nn.functional.normalize(torch.tanh(self.pooler(pooled)), dim=-1)
