import torch
import torch.nn as nn

from .vocab_parallel import ParallelLMHead, VocabParallelEmbedding, pad_and_reduce_scatter


class TinyCausalLM(nn.Module):
    def __init__(self, vocab_size: int = 100, hidden_size: int = 8):
        super().__init__()
        self.embed_tokens = VocabParallelEmbedding(vocab_size, hidden_size)
        self.proj = nn.Linear(hidden_size, hidden_size)
        self.lm_head = ParallelLMHead(vocab_size, hidden_size)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        hidden_states = self.embed_tokens(input_ids)
        hidden_states = pad_and_reduce_scatter(self.proj(hidden_states))
        hidden_states = hidden_states[: input_ids.shape[0]]
        return self.lm_head.compute_logits(hidden_states)


compiled_lm = torch.compile(TinyCausalLM(), fullgraph=True)
