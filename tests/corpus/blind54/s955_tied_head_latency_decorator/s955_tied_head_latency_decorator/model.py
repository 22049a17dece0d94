from types import SimpleNamespace

import torch
from torch import nn

from .logits_processor import LogitsMetadata, LogitsProcessor


class Qwen3Model(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.embed_tokens = nn.Embedding(config.padded_vocab_size, config.hidden_size)
        self.norm = nn.RMSNorm(config.hidden_size)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        return self.norm(self.embed_tokens(input_ids))


class Qwen3ForCausalLM(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.model = Qwen3Model(config)
        if config.tie_word_embeddings:
            self.lm_head = self.model.embed_tokens
        else:
            self.lm_head = nn.Linear(config.hidden_size, config.padded_vocab_size, bias=False)
        self.logits_processor = LogitsProcessor(config)

    def forward(self, input_ids: torch.Tensor, extend_seq_lens: torch.Tensor):
        hidden_states = self.model(input_ids)
        metadata = LogitsMetadata(extend_seq_lens=extend_seq_lens)
        return self.logits_processor(input_ids, hidden_states, self.lm_head, metadata)


config = SimpleNamespace(vocab_size=90, padded_vocab_size=128, hidden_size=8, tie_word_embeddings=True)
model = Qwen3ForCausalLM(config)
forward_extend = torch.compile(model.forward, fullgraph=True)
