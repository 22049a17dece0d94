import torch
from torch import nn

from .logits_processor import LogitsProcessor


def pad_vocab_size(vocab_size: int, pad_to: int = 64) -> int:
    return ((vocab_size + pad_to - 1) // pad_to) * pad_to


class ParallelLMHead(nn.Module):
    def __init__(self, num_embeddings: int, embedding_dim: int, padding_size: int = 64):
        super().__init__()
        self.org_vocab_size = num_embeddings
        self.num_embeddings_padded = pad_vocab_size(num_embeddings, padding_size)
        self.weight = nn.Parameter(torch.randn(self.num_embeddings_padded, embedding_dim) * 0.02)


class Qwen2ForCausalLMHead(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 50):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.lm_head = ParallelLMHead(vocab_size, hidden_size)
        self.logits_processor = LogitsProcessor(vocab_size, self.lm_head.org_vocab_size)

    def compute_logits(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = self.norm(hidden_states)
        return self.logits_processor(self.lm_head, hidden_states)


head = Qwen2ForCausalLMHead()
compute_logits = torch.compile(head.compute_logits, fullgraph=True)
