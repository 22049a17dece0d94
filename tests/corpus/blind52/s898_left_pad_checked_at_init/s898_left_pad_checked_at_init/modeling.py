from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .input_processor import InputProcessor


@dataclass
class GemmaLikeConfig:
    vocab_size: int = 90
    hidden_size: int = 32
    num_attention_heads: int = 4
    num_hidden_layers: int = 2
    max_position_embeddings: int = 64
    type_vocab_size: int = 2
    pad_token_id: int = 0
    padding_side: str = "right"


class Block(nn.Module):
    def __init__(self, config: GemmaLikeConfig):
        super().__init__()
        self.n_heads = config.num_attention_heads
        self.norm = nn.LayerNorm(config.hidden_size)
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.out = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, x: torch.Tensor, attn_bias: torch.Tensor) -> torch.Tensor:
        b, s, d = x.shape
        q, k, v = self.qkv(self.norm(x)).view(b, s, 3, self.n_heads, d // self.n_heads).permute(2, 0, 3, 1, 4)
        y = F.scaled_dot_product_attention(q, k, v, attn_mask=attn_bias)
        return x + self.out(y.transpose(1, 2).reshape(b, s, d))


class GemmaLikeForCausalLM(nn.Module):
    def __init__(self, config: GemmaLikeConfig):
        super().__init__()
        self.processor = InputProcessor(config)
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.embed_positions = nn.Embedding(config.max_position_embeddings, config.hidden_size)
        self.embed_types = nn.Embedding(config.type_vocab_size, config.hidden_size)
        self.blocks = nn.ModuleList(Block(config) for _ in range(config.num_hidden_layers))
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        attention_mask, position_ids, token_type_ids = self.processor(input_ids)
        h = self.embed_tokens(input_ids) + self.embed_positions(position_ids) + self.embed_types(token_type_ids)
        seq_len = input_ids.shape[1]
        causal = torch.ones(seq_len, seq_len, dtype=torch.bool, device=input_ids.device).tril()
        attn_bias = causal[None, None] & attention_mask[:, None, None, :].bool()
        for block in self.blocks:
            h = block(h, attn_bias)
        return self.lm_head(h[:, -1])


_model = GemmaLikeForCausalLM(GemmaLikeConfig()).eval()


@torch.compile(fullgraph=True)
def run_prefill(input_ids: torch.Tensor) -> torch.Tensor:
    logits = _model(input_ids)
    return torch.argmax(logits, dim=-1)
