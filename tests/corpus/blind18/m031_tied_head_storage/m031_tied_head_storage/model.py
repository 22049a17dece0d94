import torch
import torch.nn as nn

from .config import TinyLMConfig
from .layers import LMHead, ResidualRMSNorm, VocabEmbedding


class DecoderBlock(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.input_norm = ResidualRMSNorm(hidden)
        self.up = nn.Linear(hidden, 2 * hidden, bias=False)
        self.down = nn.Linear(2 * hidden, hidden, bias=False)

    def forward(self, h: torch.Tensor, residual: torch.Tensor):
        h, residual = self.input_norm(h, residual)
        return self.down(torch.nn.functional.silu(self.up(h))), residual


class TinyLM(nn.Module):
    def __init__(self, cfg: TinyLMConfig):
        super().__init__()
        self.cfg = cfg
        vocab = cfg.padded_vocab_size
        self.embed = VocabEmbedding(vocab, cfg.hidden_size, cfg.vocab_size)
        self.layers = nn.ModuleList(DecoderBlock(cfg.hidden_size) for _ in range(cfg.num_layers))
        self.final_norm = ResidualRMSNorm(cfg.hidden_size)
        self.lm_head = LMHead(vocab, cfg.hidden_size, cfg.vocab_size)
        if cfg.tie_word_embeddings:
            self.lm_head.tie_to(self.embed)

    def compute_logits(self, hidden: torch.Tensor) -> torch.Tensor:
        logits = self.lm_head.project(hidden, self.embed)
        if self.cfg.logit_scale != 1.0:
            logits = logits * self.cfg.logit_scale
        return logits

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        h = self.embed(input_ids)
        residual = h
        for layer in self.layers:
            h, residual = layer(h, residual)
        h, _ = self.final_norm(h, residual)
        return self.compute_logits(h[:, -1])


compiled_lm = torch.compile(TinyLM(TinyLMConfig()), fullgraph=True)
