import torch
from torch import nn

from .forward_batch_info import ForwardBatch, ForwardMode
from .logits_processor import LogitsProcessor


class ParallelLMHead(nn.Module):
    def __init__(self, num_embeddings: int, embedding_dim: int, padding_size: int = 16):
        super().__init__()
        padded = ((num_embeddings + padding_size - 1) // padding_size) * padding_size
        self.org_vocab_size = num_embeddings
        self.num_embeddings_padded = padded
        self.weight = nn.Parameter(torch.randn(padded, embedding_dim) * 0.02)

    def forward(self, *args):
        raise RuntimeError("LMHead's weights should be used in the sampler.")


class TinyForCausalLM(nn.Module):
    def __init__(self, vocab_size: int = 32, hidden_size: int = 8):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.lm_head = ParallelLMHead(vocab_size, hidden_size)
        self.logits_processor = LogitsProcessor(vocab_size, logit_scale=0.5)

    @torch.compile(fullgraph=True)
    def compute_logits(self, hidden_states: torch.Tensor, extend_seq_lens: torch.Tensor) -> torch.Tensor:
        forward_batch = ForwardBatch(
            forward_mode=ForwardMode.EXTEND,
            batch_size=extend_seq_lens.shape[0],
            extend_seq_lens=extend_seq_lens,
        )
        hidden_states = self.norm(hidden_states)
        return self.logits_processor(hidden_states, self.lm_head, forward_batch)
