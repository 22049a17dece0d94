import torch
from torch import nn

from .embedding import ParallelLMHead, VocabParallelEmbedding
from .logits_utils import compute_raw_logits, gather_next_token_logits, strip_vocab_padding


class MistralForCausalLM(nn.Module):
    def __init__(self, vocab_size=72, org_vocab_size=70, hidden_size=8, tie_word_embeddings=True):
        super().__init__()
        self.embed_tokens = VocabParallelEmbedding(vocab_size, hidden_size, org_vocab_size)
        self.norm = nn.RMSNorm(hidden_size)
        self.lm_head = ParallelLMHead(vocab_size, hidden_size, org_vocab_size)
        if tie_word_embeddings:
            self.lm_head = self.lm_head.tie_weights(self.embed_tokens)

    def compute_logits(self, hidden_states: torch.Tensor, last_indices: torch.Tensor) -> torch.Tensor:
        hidden_states = self.norm(hidden_states)
        logits = compute_raw_logits(hidden_states, self.lm_head)
        logits = strip_vocab_padding(logits, self.lm_head)
        return gather_next_token_logits(logits, last_indices)


model = MistralForCausalLM()
compute_logits = torch.compile(model.compute_logits, fullgraph=True)
