import torch
import torch.nn as nn

from . import vocab_files


class AddedTokenAwareHead(nn.Module):
    """LM head that suppresses tool-call tokens unless tools are enabled."""

    def __init__(self, hidden: int = 8, vocab: int = 32, tools_enabled: bool = False):
        super().__init__()
        self.proj = nn.Linear(hidden, vocab, bias=False)
        self.tools_enabled = tools_enabled

    def _suppress_added(self, logits: torch.Tensor) -> torch.Tensor:
        ids = vocab_files.added_token_ids()
        if not ids:
            return logits
        mask = torch.zeros(logits.shape[-1], dtype=torch.bool, device=logits.device)
        mask[list(ids)] = True
        return logits.masked_fill(mask, float("-inf"))

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        logits = self.proj(hidden)
        if not self.tools_enabled:
            logits = self._suppress_added(logits)
        return logits


head = AddedTokenAwareHead()
compiled_head = torch.compile(head.forward, fullgraph=True)
