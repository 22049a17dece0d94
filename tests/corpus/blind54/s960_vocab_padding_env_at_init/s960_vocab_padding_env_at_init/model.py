import torch
from torch import nn

from .vocab import ParallelLMHead, VocabParallelEmbedding


class Phi3ForCausalLM(nn.Module):
    def __init__(self, vocab_size: int = 90, hidden_size: int = 8, tie_word_embeddings: bool = False):
        super().__init__()
        self.embed_tokens = VocabParallelEmbedding(vocab_size, hidden_size)
        self.norm = nn.RMSNorm(hidden_size)
        self.lm_head = ParallelLMHead(vocab_size, hidden_size)
        if tie_word_embeddings:
            self.lm_head.weight = self.embed_tokens.weight

    @torch.compile(fullgraph=True)
    def forward(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        hidden_states = self.norm(self.embed_tokens(input_ids))
        last = hidden_states.index_select(0, positions)
        return self.lm_head.compute_logits(last)
