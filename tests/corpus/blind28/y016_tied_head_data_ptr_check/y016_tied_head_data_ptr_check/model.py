import torch
import torch.nn as nn

from .tying import tie_weights, weights_are_tied


class TinyLMConfig:
    vocab_size = 48
    hidden_size = 8
    tie_word_embeddings = True


class TinyLM(nn.Module):
    def __init__(self, cfg: TinyLMConfig = TinyLMConfig()):
        super().__init__()
        self.cfg = cfg
        self.embed_tokens = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.mlp = nn.Sequential(nn.Linear(cfg.hidden_size, cfg.hidden_size), nn.GELU())
        self.lm_head = nn.Linear(cfg.hidden_size, cfg.vocab_size, bias=False)
        if cfg.tie_word_embeddings:
            tie_weights(self.embed_tokens, self.lm_head)

    def logits(self, hidden: torch.Tensor) -> torch.Tensor:
        if self.cfg.tie_word_embeddings and weights_are_tied(self.embed_tokens, self.lm_head):
            return hidden @ self.embed_tokens.weight.t()
        return self.lm_head(hidden)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        h = self.embed_tokens(input_ids)
        h = h + self.mlp(h)
        return self.logits(h)


lm = torch.compile(TinyLM(), fullgraph=True)
