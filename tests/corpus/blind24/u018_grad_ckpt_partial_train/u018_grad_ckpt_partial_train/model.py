from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from .modeling_utils import CheckpointableModel, GradientCheckpointingLayer


@dataclass
class MistralLiteConfig:
    vocab_size: int = 60
    hidden_size: int = 32
    num_heads: int = 4
    num_layers: int = 3
    sliding_window: int = 4
    dropout: float = 0.1
    use_cache: bool = False


class MistralDecoderLayer(GradientCheckpointingLayer):
    def __init__(self, config: MistralLiteConfig):
        super().__init__()
        self.heads = config.num_heads
        self.window = config.sliding_window
        self.ln1 = nn.RMSNorm(config.hidden_size)
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.ln2 = nn.RMSNorm(config.hidden_size)
        self.ffn = nn.Sequential(
            nn.Linear(config.hidden_size, 2 * config.hidden_size),
            nn.SiLU(),
            nn.Dropout(config.dropout),
            nn.Linear(2 * config.hidden_size, config.hidden_size),
        )

    def forward(self, hidden_states, window_mask, use_cache: bool = False):
        b, t, d = hidden_states.shape
        q, k, v = self.qkv(self.ln1(hidden_states)).view(b, t, 3, self.heads, -1).permute(2, 0, 3, 1, 4)
        a = F.scaled_dot_product_attention(q, k, v, attn_mask=window_mask)
        hidden_states = hidden_states + self.proj(a.transpose(1, 2).reshape(b, t, d))
        return hidden_states + self.ffn(self.ln2(hidden_states))


class MistralLiteModel(CheckpointableModel):
    def __init__(self, config: MistralLiteConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList(MistralDecoderLayer(config) for _ in range(config.num_layers))
        self.norm = nn.RMSNorm(config.hidden_size)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def get_input_embeddings(self):
        return self.embed_tokens

    def _window_mask(self, t: int, device) -> torch.Tensor:
        i = torch.arange(t, device=device)
        rel = i[:, None] - i[None, :]
        return (rel >= 0) & (rel < self.config.sliding_window)

    def forward(self, input_ids, labels):
        h = self.embed_tokens(input_ids)
        mask = self._window_mask(input_ids.shape[1], h.device)
        for layer in self.layers:
            h = layer(h, mask, use_cache=self.config.use_cache)
        logits = self.lm_head(self.norm(h))
        return F.cross_entropy(logits[:, :-1].flatten(0, 1), labels[:, 1:].flatten())


torch.manual_seed(0)
model = MistralLiteModel(MistralLiteConfig()).train()
model.gradient_checkpointing_enable({"use_reentrant": False})
compiled_train_forward = torch.compile(model, fullgraph=True)
