import torch
from torch import nn

from .vocab_parallel_embedding import VocabParallelEmbedding


class TinyCausalLM(nn.Module):
    def __init__(self, vocab_size: int = 40, hidden_size: int = 8):
        super().__init__()
        self.embed_tokens = VocabParallelEmbedding(vocab_size, hidden_size)
        self.norm = nn.RMSNorm(hidden_size)
        self.mlp = nn.Sequential(nn.Linear(hidden_size, 16), nn.SiLU(), nn.Linear(16, hidden_size))

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        hidden_states = self.embed_tokens(input_ids)
        hidden_states = hidden_states + self.mlp(self.norm(hidden_states))
        return hidden_states


compiled_model = torch.compile(TinyCausalLM(), fullgraph=True)
