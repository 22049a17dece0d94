from types import SimpleNamespace

import torch
from torch import nn

from .logits import LogitsProcessor, TopKLogitsProcessor
from .vocab_embedding import ParallelLMHead, VocabParallelEmbedding


class LlamaForCausalLM(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.embed_tokens = VocabParallelEmbedding(config.vocab_size, config.hidden_size)
        self.norm = nn.RMSNorm(config.hidden_size)
        if config.tie_word_embeddings:
            self.lm_head = self.embed_tokens
        else:
            self.lm_head = ParallelLMHead(config.vocab_size, config.hidden_size)
        processor_cls = TopKLogitsProcessor if config.sampler_top_k_in_model else LogitsProcessor
        self.logits_processor = processor_cls(config.vocab_size)

    def forward(self, hidden_states: torch.Tensor, top_ks: torch.Tensor) -> torch.Tensor:
        return self.logits_processor(self.lm_head, self.norm(hidden_states), top_ks)


config = SimpleNamespace(
    vocab_size=120,
    hidden_size=8,
    tie_word_embeddings=False,
    sampler_top_k_in_model=True,
)
model = LlamaForCausalLM(config)
compiled_model = torch.compile(model, fullgraph=True)
