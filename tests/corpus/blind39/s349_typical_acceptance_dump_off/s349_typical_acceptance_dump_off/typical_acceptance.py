import torch
import torch.nn as nn

from .debug_dump import DraftTokenDumper
from .spec_config import SPEC_CONFIG, SpeculativeConfig


class TypicalAcceptanceVerifier(nn.Module):
    def __init__(self, config: SpeculativeConfig = SPEC_CONFIG):
        super().__init__()
        self.config = config
        self.dumper = DraftTokenDumper(config.dump_path)

    def forward(self, target_logits: torch.Tensor, draft_tokens: torch.Tensor):
        # target_logits: [bs, k + 1, vocab]; draft_tokens: [bs, k]
        cfg = self.config
        logits = target_logits[:, :-1] / cfg.temperature
        probs = torch.softmax(logits, dim=-1)
        posterior_prob = probs.gather(-1, draft_tokens.unsqueeze(-1)).squeeze(-1)
        entropy = -(probs * torch.log(probs + 1e-5)).sum(dim=-1)
        threshold = torch.minimum(
            torch.full_like(entropy, cfg.posterior_threshold),
            torch.exp(-entropy) * cfg.posterior_alpha,
        )
        accept_length = (posterior_prob > threshold).long().cumprod(dim=-1).sum(dim=-1)
        bonus = target_logits.argmax(dim=-1).gather(1, accept_length.unsqueeze(1)).squeeze(1)
        if cfg.dump_draft_tokens:
            self.dumper.dump(draft_tokens, accept_length)
        return accept_length, bonus


typical_verify = torch.compile(TypicalAcceptanceVerifier(), fullgraph=True)
