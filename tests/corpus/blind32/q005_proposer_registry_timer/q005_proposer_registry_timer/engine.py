import torch

from .proposers import PROPOSER_REGISTRY


class SpecEngine:
    def __init__(self, method: str, hidden: int = 8, vocab: int = 16, num_spec: int = 3):
        self.proposer = PROPOSER_REGISTRY[method](hidden, vocab)
        self.num_spec = num_spec

    @torch.compile(fullgraph=True)
    def draft_forward(self, hidden):
        logits = self.proposer(hidden)
        probs = torch.softmax(logits.float(), dim=-1)
        draft_probs, draft_ids = probs.max(dim=-1)
        return draft_ids[: self.num_spec], draft_probs[: self.num_spec]
